import 'server-only';
import { getDb } from '@/server';

/** The database handle of the fiscal slice, from the server layer (decision 0013). */
export const fiscalDb = getDb;
