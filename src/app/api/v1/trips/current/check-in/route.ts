import { getCheckIn, putCheckIn } from '@/features/manage-booking/api';

/** The link's booking's web check-in (its document number masked). */
export function GET(request: Request) {
  return getCheckIn(request);
}

/** Completes or replaces the web check-in while its window is open. */
export function PUT(request: Request) {
  return putCheckIn(request);
}
