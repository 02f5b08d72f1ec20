import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { footerPhones, serviceHours, siteSettings, sites } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/domain/audit';
import { invalidate } from '@/lib/ttl-cache';
import { checkFooterPhone, checkServiceHours, type SiteSettingRefusal } from './sites.rules';

export type SettingOutcome =
  { ok: true; changed: boolean } | { ok: false; code: SiteSettingRefusal };

const UNCHANGED = { ok: true, changed: false } as const;
const CHANGED = { ok: true, changed: true } as const;
type Texts = { es: string; en: string; pt: string };
/** Two texts in every language are the same (jsonb does not keep key order). */
const sameTexts = (a: Texts, b: Texts) => a.es === b.es && a.en === b.en && a.pt === b.pt;

/**
 * The operator's settings of the shop front (issue 16), each one transaction with its audit
 * row (before → after), none for a change that changes nothing. The shop reads them through
 * `getSiteChrome`, whose cache is dropped on commit: the next page shows the change.
 */
async function committed(db: Db, outcome: SettingOutcome): Promise<SettingOutcome> {
  if (outcome.ok && outcome.changed) invalidate(db);
  return outcome;
}

/** Calendar maintenance on or off (SPEC §8: the calendars show the contact notice). */
export async function setCalendarMaintenance(
  db: Db,
  actor: AuditActor,
  on: boolean,
): Promise<SettingOutcome> {
  const outcome = await db.transaction(async (tx): Promise<SettingOutcome> => {
    const [row] = await tx
      .select()
      .from(siteSettings)
      .where(eq(siteSettings.key, 'calendar_maintenance'))
      .for('update');
    const before = row?.value === true;
    if (row && before === on) return UNCHANGED;
    await tx
      .insert(siteSettings)
      .values({ key: 'calendar_maintenance', value: on })
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: { value: on, updatedAt: new Date() },
      });
    await recordAudit(tx, actor, {
      action: 'settings.maintenance',
      entity: 'setting',
      entityId: 'calendar_maintenance',
      before: { on: before },
      after: { on },
    });
    return CHANGED;
  });
  return committed(db, outcome);
}

/** Switches an entry of the site list (CONCENTRADOR's turns personalization on or off). */
export async function setSiteListed(
  db: Db,
  actor: AuditActor,
  code: string,
  enabled: boolean,
): Promise<SettingOutcome> {
  const outcome = await db.transaction(async (tx): Promise<SettingOutcome> => {
    const [row] = await tx.select().from(sites).where(eq(sites.code, code)).for('update');
    if (!row) return { ok: false, code: 'NOT_FOUND' };
    if (row.enabled === enabled) return UNCHANGED;
    await tx.update(sites).set({ enabled }).where(eq(sites.id, row.id));
    await recordAudit(tx, actor, {
      action: 'settings.site',
      entity: 'site',
      entityId: code,
      before: { enabled: row.enabled },
      after: { enabled },
    });
    return CHANGED;
  });
  return committed(db, outcome);
}

/** Changes a footer phone line (its names, the number shown and the number dialled). */
export async function saveFooterPhone(
  db: Db,
  actor: AuditActor,
  id: number,
  fields: Record<string, string | undefined>,
): Promise<SettingOutcome> {
  const checked = checkFooterPhone(fields);
  if (!checked.ok) return checked;
  const outcome = await db.transaction(async (tx): Promise<SettingOutcome> => {
    const [row] = await tx.select().from(footerPhones).where(eq(footerPhones.id, id)).for('update');
    if (!row) return { ok: false, code: 'NOT_FOUND' };
    const before = { text: row.text, displayNumber: row.displayNumber, dialNumber: row.dialNumber };
    const after = checked.value;
    if (
      sameTexts(before.text, after.text) &&
      before.displayNumber === after.displayNumber &&
      before.dialNumber === after.dialNumber
    )
      return UNCHANGED;
    await tx.update(footerPhones).set(after).where(eq(footerPhones.id, id));
    await recordAudit(tx, actor, {
      action: 'settings.phone',
      entity: 'footer-phone',
      entityId: row.country,
      before,
      after,
    });
    return CHANGED;
  });
  return committed(db, outcome);
}

/** Changes one of the customer-service hours texts ('footer' or 'call-centre'). */
export async function saveServiceHours(
  db: Db,
  actor: AuditActor,
  key: string,
  fields: Record<string, string | undefined>,
): Promise<SettingOutcome> {
  const checked = checkServiceHours(fields);
  if (!checked.ok) return checked;
  const outcome = await db.transaction(async (tx): Promise<SettingOutcome> => {
    const [row] = await tx
      .select()
      .from(serviceHours)
      .where(eq(serviceHours.key, key))
      .for('update');
    if (!row) return { ok: false, code: 'NOT_FOUND' };
    const after = checked.value;
    if (sameTexts(row.text, after)) return UNCHANGED;
    await tx.update(serviceHours).set({ text: after }).where(eq(serviceHours.key, key));
    await recordAudit(tx, actor, {
      action: 'settings.hours',
      entity: 'service-hours',
      entityId: key,
      before: row.text,
      after,
    });
    return CHANGED;
  });
  return committed(db, outcome);
}
