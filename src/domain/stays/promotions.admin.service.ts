import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { bookings, promoCodes, stayOffers } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/domain/audit';
import { listHotels } from '@/domain/catalog';
import { listCurrencies } from '@/domain/pricing';
import type { Promo, StayOffer } from './promo.rules';
import {
  checkCodeInput,
  checkOfferInput,
  type FormFields,
  type OfferValues,
  type PromotionErrorCode,
} from './promotions.rules';

/** A code as the back office lists it, with the bookings that hold or used it. */
export type PromoRow = Promo & { uses: number };

export type PromotionsOverview = {
  codes: PromoRow[];
  offers: StayOffer[];
  hotelCodes: string[];
  currencies: { iso: string; decimals: number }[];
};

/** Every code (with its uses) and offer, and the choices the forms offer. */
export async function listPromotions(db: Db): Promise<PromotionsOverview> {
  const [codeRows, offerRows, hotelRows, currencyRows, useRows] = await Promise.all([
    db.select().from(promoCodes).orderBy(asc(promoCodes.code)),
    db.select().from(stayOffers).orderBy(asc(stayOffers.id)),
    listHotels(db),
    listCurrencies(db),
    db
      .select({ code: bookings.promoCode, uses: sql<number>`count(*)::int` })
      .from(bookings)
      .where(inArray(bookings.status, ['held', 'confirmed']))
      .groupBy(bookings.promoCode),
  ]);
  const uses = new Map(useRows.map((r) => [r.code, Number(r.uses)]));
  return {
    codes: codeRows.map(({ updatedAt: _u, ...c }) => ({ ...c, uses: uses.get(c.code) ?? 0 })),
    offers: offerRows.map(({ updatedAt: _u, ...o }) => o),
    hotelCodes: hotelRows.map((h) => h.code),
    currencies: currencyRows.map((c) => ({ iso: c.iso, decimals: c.decimals })),
  };
}

export type PromotionOutcome =
  { ok: true; changed: boolean; id: string } | { ok: false; code: PromotionErrorCode };

async function formChoices(db: Db) {
  const [hotelRows, currencyRows] = await Promise.all([listHotels(db), listCurrencies(db)]);
  return { known: hotelRows.map((h) => h.code), currencies: currencyRows };
}

/** Whether a stored row already has every value the form sends (nothing to change). */
function sameValues(stored: Record<string, unknown>, value: Record<string, unknown>): boolean {
  return Object.keys(value).every((k) => JSON.stringify(stored[k]) === JSON.stringify(value[k]));
}

/**
 * Creates a code (`original` absent) or changes one (its code cannot change: bookings name
 * it). One transaction: the row and its one audit row. Search reads the table, so the change
 * applies to the next search at once.
 */
export async function savePromoCode(
  db: Db,
  actor: AuditActor,
  fields: FormFields,
  hotelCodes: string[],
  original?: string,
  now = new Date(),
): Promise<PromotionOutcome> {
  const { known, currencies: sold } = await formChoices(db);
  const checked = checkCodeInput(
    original ? { ...fields, code: original } : fields,
    hotelCodes,
    known,
    sold,
  );
  if (!checked.ok) return checked;
  const value = checked.value;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(promoCodes)
      .where(eq(promoCodes.code, value.code))
      .for('update');
    if (!original && before) return { ok: false, code: 'DUPLICATE_CODE' } as const;
    if (original && !before) return { ok: false, code: 'NOT_FOUND' } as const;
    if (before) {
      const { updatedAt: _u, ...was } = before;
      if (sameValues(was, value)) return { ok: true, changed: false, id: value.code } as const;
      await tx
        .update(promoCodes)
        .set({ ...value, updatedAt: now })
        .where(eq(promoCodes.code, value.code));
      await recordAudit(tx, actor, {
        action: 'promo-code.update',
        entity: 'promo-code',
        entityId: value.code,
        before: was,
        after: value,
      });
    } else {
      await tx.insert(promoCodes).values({ ...value, updatedAt: now });
      await recordAudit(tx, actor, {
        action: 'promo-code.create',
        entity: 'promo-code',
        entityId: value.code,
        before: null,
        after: value,
      });
    }
    return { ok: true, changed: true, id: value.code } as const;
  });
}

/** Creates an offer (`id` absent) or changes one; its kind stays. One audit row each. */
export async function saveOffer(
  db: Db,
  actor: AuditActor,
  fields: FormFields,
  hotelCodes: string[],
  id?: number,
  now = new Date(),
): Promise<PromotionOutcome> {
  const { known } = await formChoices(db);
  return db.transaction(async (tx) => {
    const [before] =
      id === undefined
        ? []
        : await tx.select().from(stayOffers).where(eq(stayOffers.id, id)).for('update');
    if (id !== undefined && !before) return { ok: false, code: 'NOT_FOUND' } as const;
    const checked = checkOfferInput(
      before ? { ...fields, kind: before.kind } : fields,
      hotelCodes,
      known,
    );
    if (!checked.ok) return checked;
    const value: OfferValues = checked.value;
    if (before) {
      const { updatedAt: _u, id: _id, ...was } = before;
      if (sameValues(was, value))
        return { ok: true, changed: false, id: String(before.id) } as const;
      await tx
        .update(stayOffers)
        .set({ ...value, updatedAt: now })
        .where(eq(stayOffers.id, before.id));
      await recordAudit(tx, actor, {
        action: 'stay-offer.update',
        entity: 'stay-offer',
        entityId: String(before.id),
        before: was,
        after: value,
      });
      return { ok: true, changed: true, id: String(before.id) } as const;
    }
    const [row] = await tx
      .insert(stayOffers)
      .values({ ...value, updatedAt: now })
      .returning({ id: stayOffers.id });
    await recordAudit(tx, actor, {
      action: 'stay-offer.create',
      entity: 'stay-offer',
      entityId: String(row!.id),
      before: null,
      after: value,
    });
    return { ok: true, changed: true, id: String(row!.id) } as const;
  });
}

/**
 * Switches a code or an offer on or off (deactivating keeps it, and the bookings that used
 * it, readable). A conditional update: a second click changes nothing and writes no audit row.
 */
export async function setPromotionActive(
  db: Db,
  actor: AuditActor,
  target: { type: 'code'; code: string } | { type: 'offer'; id: number },
  active: boolean,
  now = new Date(),
): Promise<PromotionOutcome> {
  return db.transaction(async (tx) => {
    const changed =
      target.type === 'code'
        ? await tx
            .update(promoCodes)
            .set({ active, updatedAt: now })
            .where(and(eq(promoCodes.code, target.code), eq(promoCodes.active, !active)))
            .returning({ id: promoCodes.code })
        : await tx
            .update(stayOffers)
            .set({ active, updatedAt: now })
            .where(and(eq(stayOffers.id, target.id), eq(stayOffers.active, !active)))
            .returning({ id: sql<string>`${stayOffers.id}::text` });
    const id = target.type === 'code' ? target.code : String(target.id);
    if (changed.length === 0) {
      const exists =
        target.type === 'code'
          ? await tx.select().from(promoCodes).where(eq(promoCodes.code, target.code))
          : await tx.select().from(stayOffers).where(eq(stayOffers.id, target.id));
      return exists.length === 0
        ? ({ ok: false, code: 'NOT_FOUND' } as const)
        : ({ ok: true, changed: false, id } as const);
    }
    const entity = target.type === 'code' ? 'promo-code' : 'stay-offer';
    await recordAudit(tx, actor, {
      action: `${entity}.${active ? 'activate' : 'deactivate'}`,
      entity,
      entityId: id,
      before: { active: !active },
      after: { active },
    });
    return { ok: true, changed: true, id } as const;
  });
}
