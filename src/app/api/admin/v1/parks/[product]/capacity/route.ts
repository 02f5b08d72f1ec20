import { parkEditEndpoint, parkGridEndpoint } from '@/features/admin-parks/server';

/** A park's or tour's capacity and prices: GET a month's grid, POST a bulk edit (staff only). */
export const GET = parkGridEndpoint;
export const POST = parkEditEndpoint;
