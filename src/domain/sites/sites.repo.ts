import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { footerPhones, serviceHours, siteSettings, sites } from '@/db/schema';
import { invalidate } from '@/lib/ttl-cache';

export type FooterPhone = typeof footerPhones.$inferSelect;
export type Site = typeof sites.$inferSelect;

export function listFooterPhones(db: Db): Promise<FooterPhone[]> {
  return db.select().from(footerPhones).orderBy(asc(footerPhones.sort));
}

export function listServiceHours(db: Db) {
  return db.select().from(serviceHours);
}

export function listSites(db: Db): Promise<Site[]> {
  return db.select().from(sites);
}

export async function getSetting(db: Db, key: string): Promise<unknown> {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, key));
  return row?.value;
}

export async function setSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
  invalidate(db);
}

export async function setSiteEnabled(db: Db, code: string, enabled: boolean): Promise<void> {
  await db.update(sites).set({ enabled }).where(eq(sites.code, code));
  invalidate(db);
}
