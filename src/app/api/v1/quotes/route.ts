import { postQuote } from '@/features/hotel-api/endpoints';

/** Prices a stay with chosen room types; nothing is held (see /api/openapi.json). */
export const POST = postQuote;
