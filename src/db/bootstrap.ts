import { getDbHandle } from './client';
import { seedIfNeeded } from './seed';

/** Migrates and, on a new database, seeds. Safe to call from every app instance at start. */
export async function prepareDatabase(): Promise<{ engine: string; seeded: boolean }> {
  const handle = await getDbHandle();
  await handle.migrate();
  const seeded = await seedIfNeeded(handle.db);
  return { engine: handle.engine, seeded };
}
