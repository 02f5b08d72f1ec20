import { getCatalogue } from '@/features/park-api/endpoints';

/** The park store's catalogue (see /api/openapi.json). */
export const GET = getCatalogue;
