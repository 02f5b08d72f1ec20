import { newsletterCsvEndpoint } from '@/features/admin-newsletter/server';

/** The subscribers list as CSV, filtered as the page is (staff with newsletter:read). */
export const GET = newsletterCsvEndpoint;
