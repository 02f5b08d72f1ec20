import { quoteChange } from '@/features/manage-booking/api';

/** What moving the link's hotel stay to new dates would cost (changes nothing). */
export function POST(request: Request) {
  return quoteChange(request);
}
