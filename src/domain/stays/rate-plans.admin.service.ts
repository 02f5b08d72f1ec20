import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { ratePlans } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/domain/audit';
import { listHotels } from '@/domain/catalog';
import {
  normalizedTerms,
  ratePlanRefusal,
  type RatePlanRefusal,
  type RatePlanTerms,
} from './rate-plans.rules';
import type { RatePlanKind } from './policy.rules';

export type RatePlanRow = RatePlanTerms & { code: string; kind: RatePlanKind };

export class RatePlanError extends Error {
  constructor(readonly code: RatePlanRefusal | 'NOT_FOUND' | 'LAST_ACTIVE') {
    super(code);
    this.name = 'RatePlanError';
  }
}

const columns = {
  code: ratePlans.code,
  kind: ratePlans.kind,
  discountPercent: ratePlans.discountPercent,
  freeCancelDays: ratePlans.freeCancelDays,
  penaltyNights: ratePlans.penaltyNights,
  depositKind: ratePlans.depositKind,
  depositPercent: ratePlans.depositPercent,
  balanceDays: ratePlans.balanceDays,
  active: ratePlans.active,
};

/** A hotel's rate plans as the back office edits them (inactive ones too), in their order. */
export async function hotelRatePlans(db: Db, hotelCode: string): Promise<RatePlanRow[]> {
  const hotelId = await hotelIdOf(db, hotelCode);
  if (hotelId === undefined) return [];
  return db
    .select(columns)
    .from(ratePlans)
    .where(eq(ratePlans.hotelId, hotelId))
    .orderBy(asc(ratePlans.sort));
}

/** The hotel's id, through the catalogue that owns the hotels (undefined: no such hotel). */
async function hotelIdOf(db: Db, hotelCode: string): Promise<number | undefined> {
  return (await listHotels(db)).find((h) => h.code === hotelCode)?.id;
}

/**
 * Saves a rate plan's terms in one transaction with its audit row (before → after); nothing,
 * and no row, when nothing changed. The rules are the ones search, holds, cancellations and the
 * balance job read; search loads the plans on every request, so the change sells at once, and
 * bookings already made keep the terms copied onto their rooms.
 */
export async function updateRatePlan(
  db: Db,
  actor: AuditActor,
  hotelCode: string,
  planCode: string,
  terms: RatePlanTerms,
): Promise<{ changed: boolean }> {
  const hotelId = await hotelIdOf(db, hotelCode);
  if (hotelId === undefined) throw new RatePlanError('NOT_FOUND');
  return db.transaction(async (tx) => {
    const plans = await tx
      .select({ id: ratePlans.id, ...columns })
      .from(ratePlans)
      .where(eq(ratePlans.hotelId, hotelId))
      .orderBy(asc(ratePlans.id))
      .for('update');
    const plan = plans.find((p) => p.code === planCode);
    if (!plan) throw new RatePlanError('NOT_FOUND');
    const refusal = ratePlanRefusal(plan.kind, terms);
    if (refusal) throw new RatePlanError(refusal);
    const after = normalizedTerms(plan.kind, terms);
    // A hotel always sells at least one of its own plans.
    if (!after.active && !plans.some((p) => p.code !== planCode && p.active))
      throw new RatePlanError('LAST_ACTIVE');
    const { id, code, kind, ...before } = plan;
    const changed = (Object.keys(after) as (keyof RatePlanTerms)[]).some(
      (k) => after[k] !== before[k],
    );
    if (!changed) return { changed: false };
    await tx
      .update(ratePlans)
      .set(after)
      .where(and(eq(ratePlans.id, id)));
    await recordAudit(tx, actor, {
      action: 'rate-plan.update',
      entity: 'rate-plan',
      entityId: `${hotelCode}/${code}`,
      before: { kind, ...before },
      after: { kind, ...after },
    });
    return { changed: true };
  });
}
