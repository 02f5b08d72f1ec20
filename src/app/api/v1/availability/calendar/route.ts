import { getCalendar } from '@/features/hotel-api/endpoints';

/** Nightly from-price and unavailable nights for a date range (see /api/openapi.json). */
export const GET = getCalendar;
