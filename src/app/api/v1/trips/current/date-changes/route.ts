import { applyChange } from '@/features/manage-booking/api';

/** Moves the link's hotel stay to new dates as quoted. */
export function POST(request: Request) {
  return applyChange(request);
}
