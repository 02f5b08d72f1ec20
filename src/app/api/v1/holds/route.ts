import { postHold } from '@/features/hotel-api/endpoints';

/** Holds the rooms of a stay pending payment (see /api/openapi.json). */
export const POST = postHold;
