import { confirmCancellation } from '@/features/manage-booking/api';

/** Cancels the link's trip (or some of its visits) as previewed. */
export function POST(request: Request) {
  return confirmCancellation(request);
}
