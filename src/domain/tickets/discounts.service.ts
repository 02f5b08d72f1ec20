import { asc, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { packageDiscounts, presaleRules } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/domain/audit';
import { invalidate } from '@/lib/ttl-cache';
import {
  checkTiers,
  sameTiers,
  type DiscountKind,
  type DiscountTier,
  type TierRefusal,
} from './discounts.rules';

export type DiscountOutcome = { ok: true; changed: boolean } | { ok: false; code: TierRefusal };

/** The presale and package tiers as staff edit them (read live, uncached), sorted. */
export async function discountTiers(db: Db): Promise<Record<DiscountKind, DiscountTier[]>> {
  const [presale, pack] = await Promise.all([
    db.select().from(presaleRules).orderBy(asc(presaleRules.daysAhead)),
    db.select().from(packageDiscounts).orderBy(asc(packageDiscounts.minProducts)),
  ]);
  return {
    presale: presale.map((r) => ({ at: r.daysAhead, percentOff: r.percentOff })),
    package: pack.map((r) => ({ at: r.minProducts, percentOff: r.percentOff })),
  };
}

/**
 * Replaces the presale or package tiers (add, change, remove in one form), in one transaction
 * with one audit row (none when nothing changes). New carts are priced on them at once; an
 * item already in a cart keeps its presale percent (stored on the item), and an order keeps
 * the amount it was created with.
 */
export async function setDiscountTiers(
  db: Db,
  actor: AuditActor,
  kind: DiscountKind,
  input: readonly { at: unknown; percentOff: unknown }[],
): Promise<DiscountOutcome> {
  const checked = checkTiers(kind, input);
  if (!checked.ok) return checked;
  const after = checked.tiers;
  const outcome = await db.transaction(async (tx): Promise<DiscountOutcome> => {
    // Two editors at once: the second reads what the first wrote.
    if (kind === 'presale') {
      await tx.execute(sql`LOCK TABLE presale_rules IN SHARE ROW EXCLUSIVE MODE`);
      const before = (
        await tx.select().from(presaleRules).orderBy(asc(presaleRules.daysAhead))
      ).map((r) => ({ at: r.daysAhead, percentOff: r.percentOff }));
      if (sameTiers(before, after)) return { ok: true, changed: false };
      await tx.delete(presaleRules);
      if (after.length > 0)
        await tx
          .insert(presaleRules)
          .values(after.map((t) => ({ daysAhead: t.at, percentOff: t.percentOff })));
      await audit(tx, before);
    } else {
      await tx.execute(sql`LOCK TABLE package_discounts IN SHARE ROW EXCLUSIVE MODE`);
      const before = (
        await tx.select().from(packageDiscounts).orderBy(asc(packageDiscounts.minProducts))
      ).map((r) => ({ at: r.minProducts, percentOff: r.percentOff }));
      if (sameTiers(before, after)) return { ok: true, changed: false };
      await tx.delete(packageDiscounts);
      if (after.length > 0)
        await tx
          .insert(packageDiscounts)
          .values(after.map((t) => ({ minProducts: t.at, percentOff: t.percentOff })));
      await audit(tx, before);
    }
    return { ok: true, changed: true };
  });
  if (outcome.ok && outcome.changed) invalidate(db);
  return outcome;

  function audit(tx: Tx, before: DiscountTier[]) {
    return recordAudit(tx, actor, {
      action: `park.${kind}-tiers`,
      entity: 'park-discounts',
      entityId: kind,
      before,
      after,
    });
  }
}
