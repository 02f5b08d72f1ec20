import { bulkEditEndpoint, gridEndpoint } from '@/features/admin-revenue/server';

/** A hotel's availability and rates: GET a month's grid, POST a bulk edit (staff only). */
export const GET = gridEndpoint;
export const POST = bulkEditEndpoint;
