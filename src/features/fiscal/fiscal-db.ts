import 'server-only';
import { getDb } from '@/db/client';

/**
 * The database handle of the fiscal slice, opened in one place: when the server layer
 * (src/server/) lands, this becomes its one import.
 */
export const fiscalDb = getDb;
