import { payParkDate } from '@/features/manage-booking/park-date-api';

/** Holds a visit's dearer date and opens the payment of its difference. */
export function POST(request: Request) {
  return payParkDate(request);
}
