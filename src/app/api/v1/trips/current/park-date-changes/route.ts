import { applyParkDate } from '@/features/manage-booking/park-date-api';

/** Moves a visit of the link's park order to another date as quoted. */
export function POST(request: Request) {
  return applyParkDate(request);
}
