import { lookupTrip } from '@/features/manage-booking/api';

/** A trip by its reference and email, rate-limited; see /api/openapi.json. */
export function POST(request: Request) {
  return lookupTrip(request);
}
