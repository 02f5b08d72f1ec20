import { postCart } from '@/features/park-api/endpoints';

/** Creates a cart with its first product (see /api/openapi.json). */
export const POST = postCart;
