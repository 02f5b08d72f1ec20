import { putGuestDetails } from '@/features/manage-booking/api';

/** Changes the link's booking's arrival time, requests and room guests' names. */
export function PUT(request: Request) {
  return putGuestDetails(request);
}
