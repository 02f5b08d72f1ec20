import { quoteParkDate } from '@/features/manage-booking/park-date-api';

/** What moving a visit of the link's park order to another date would cost (changes nothing). */
export function POST(request: Request) {
  return quoteParkDate(request);
}
