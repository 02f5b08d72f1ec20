import { previewCancellation } from '@/features/manage-booking/api';

/** What cancelling the link's trip (or some of its visits) would refund now. */
export function POST(request: Request) {
  return previewCancellation(request);
}
