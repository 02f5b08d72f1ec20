import { getAvailability } from '@/features/hotel-api/endpoints';

/** Availability and prices of a stay for a party, per hotel and room (see /api/openapi.json). */
export const GET = getAvailability;
