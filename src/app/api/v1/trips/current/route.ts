import { getTrip } from '@/features/manage-booking/api';

/** The trip a signed manage link opens (header X-Manage-Token); see /api/openapi.json. */
export function GET(request: Request) {
  return getTrip(request);
}
