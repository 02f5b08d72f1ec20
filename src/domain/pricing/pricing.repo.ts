import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { currencies } from '@/db/schema';
import { readThrough } from '@/lib/ttl-cache';

export type Currency = typeof currencies.$inferSelect;

export function listCurrencies(db: Db): Promise<Currency[]> {
  return readThrough(db, 'currencies', () =>
    db.select().from(currencies).orderBy(asc(currencies.sort)),
  );
}

export async function findCurrency(db: Db, iso: string): Promise<Currency | undefined> {
  const [row] = await db.select().from(currencies).where(eq(currencies.iso, iso.toUpperCase()));
  return row;
}
