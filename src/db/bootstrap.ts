import { resortToday } from '@/lib/dates';
import { getDbHandle } from './client';
import { seedIfNeeded } from './seed';
import { openInventory } from './seed/inventory';
import { openCapacity } from './seed/tickets';

/** Migrates and, on a new database, seeds. Safe to call from every app instance at start. */
export async function prepareDatabase(): Promise<{ engine: string; seeded: boolean }> {
  const handle = await getDbHandle();
  await handle.migrate();
  const seeded = await seedIfNeeded(handle.db);
  // Keeps rooms on sale 18 months ahead: a no-op for nights that already exist.
  await openInventory(handle.db, resortToday(new Date()));
  // Parks and tours a year ahead, likewise.
  await openCapacity(handle.db, resortToday(new Date()));
  return { engine: handle.engine, seeded };
}
