import { payChange } from '@/features/manage-booking/api';

/** Holds a dearer change's new nights and opens the payment of its difference. */
export function POST(request: Request) {
  return payChange(request);
}
