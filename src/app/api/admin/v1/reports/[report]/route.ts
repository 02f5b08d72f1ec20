import { reportCsvEndpoint } from '@/features/admin-reports/server';

/** A back-office report as CSV (staff with reports:read). */
export const GET = reportCsvEndpoint;
