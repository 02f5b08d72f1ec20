import { ordersCsvEndpoint } from '@/features/admin-orders/server';

/** The orders desk's filtered list as CSV (staff only). */
export const GET = ordersCsvEndpoint;
