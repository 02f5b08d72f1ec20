import { and, asc, desc, eq, gt, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { currencies, exchangeRates } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/domain/audit';
import { invalidate } from '@/lib/ttl-cache';
import type { ExchangeRateSource } from './exchange-rates.port';
import {
  checkExchangeRate,
  sameRate,
  type ExchangeRateInput,
  type ExchangeRateRefusal,
} from './exchange-rates.rules';

export type ExchangeRateOutcome =
  { ok: true; changed: boolean; applied: boolean } | { ok: false; code: ExchangeRateRefusal };

export type ExchangeRateRow = typeof exchangeRates.$inferSelect & { iso: string };

/** The rates entered, newest day first (the back office's history and schedule). */
export async function listExchangeRates(db: Db, limit = 60): Promise<ExchangeRateRow[]> {
  const rows = await db
    .select({ row: exchangeRates, iso: currencies.iso })
    .from(exchangeRates)
    .innerJoin(currencies, eq(currencies.id, exchangeRates.currencyId))
    .orderBy(desc(exchangeRates.effectiveFrom), asc(currencies.sort))
    .limit(Math.min(Math.max(limit, 1), 500));
  return rows.map(({ row, iso }) => ({ ...row, iso }));
}

/**
 * Enters the rate of a currency from a day on (today or later, Cancún), in one transaction
 * with its audit row. A rate for today is copied into `currencies.usd_rate` at once (what
 * every price and conversion reads); a later one waits for its day (`applyDueExchangeRates`).
 * The same rate for the same day again changes nothing and is not audited.
 */
export async function scheduleExchangeRate(
  db: Db,
  actor: AuditActor,
  input: ExchangeRateInput,
  today: string,
  source = 'manual',
): Promise<ExchangeRateOutcome> {
  const known = (await db.select({ iso: currencies.iso }).from(currencies)).map((c) => c.iso);
  const checked = checkExchangeRate(input, known, today);
  if (!checked.ok) return checked;
  const { iso, rate, from } = checked.value;
  const outcome = await db.transaction(async (tx) => {
    const [currency] = await tx
      .select({ id: currencies.id, usdRate: currencies.usdRate })
      .from(currencies)
      .where(eq(currencies.iso, iso))
      .for('update');
    if (!currency) return { ok: false as const, code: 'UNKNOWN_CURRENCY' as const };
    const [existing] = await tx
      .select()
      .from(exchangeRates)
      .where(and(eq(exchangeRates.currencyId, currency.id), eq(exchangeRates.effectiveFrom, from)));
    const applyNow = from <= today;
    if (
      existing &&
      sameRate(existing.usdRate, rate) &&
      (!applyNow || sameRate(currency.usdRate, rate))
    )
      return { ok: true as const, changed: false, applied: false };
    const now = new Date();
    await tx
      .insert(exchangeRates)
      .values({
        currencyId: currency.id,
        usdRate: rate,
        effectiveFrom: from,
        source,
        appliedAt: applyNow ? now : null,
      })
      .onConflictDoUpdate({
        target: [exchangeRates.currencyId, exchangeRates.effectiveFrom],
        set: { usdRate: rate, source, appliedAt: applyNow ? now : null, createdAt: now },
      });
    if (applyNow)
      await tx
        .update(currencies)
        .set({ usdRate: rate, rateUpdatedAt: now })
        .where(eq(currencies.id, currency.id));
    await recordAudit(tx, actor, {
      action: 'settings.exchange-rate',
      entity: 'currency',
      entityId: iso,
      before: { from, rate: existing?.usdRate ?? null, current: currency.usdRate },
      after: { from, rate, current: applyNow ? rate : currency.usdRate, source },
    });
    return { ok: true as const, changed: true, applied: applyNow };
  });
  if (outcome.ok && outcome.applied) invalidate(db);
  return outcome;
}

/**
 * Copies each currency's latest rate whose day has come into `currencies.usd_rate` (the
 * scheduled ones; the background job calls it). Returns the currencies changed. Idempotent.
 */
export async function applyDueExchangeRates(db: Db, today: string): Promise<string[]> {
  const changed = await db.transaction(async (tx) => {
    const due = await tx
      .select({ row: exchangeRates, iso: currencies.iso, current: currencies.usdRate })
      .from(exchangeRates)
      .innerJoin(currencies, eq(currencies.id, exchangeRates.currencyId))
      .where(and(isNull(exchangeRates.appliedAt), lte(exchangeRates.effectiveFrom, today)))
      .orderBy(asc(exchangeRates.effectiveFrom))
      .for('update', { of: exchangeRates });
    const latest = new Map<number, (typeof due)[number]>();
    for (const d of due) latest.set(d.row.currencyId, d);
    const isos: string[] = [];
    const now = new Date();
    for (const [currencyId, d] of latest) {
      if (!(await newestApplied(tx, currencyId, d.row.effectiveFrom))) {
        await tx
          .update(currencies)
          .set({ usdRate: d.row.usdRate, rateUpdatedAt: now })
          .where(eq(currencies.id, currencyId));
        if (!sameRate(d.current, d.row.usdRate)) isos.push(d.iso);
      }
    }
    for (const d of due)
      await tx.update(exchangeRates).set({ appliedAt: now }).where(eq(exchangeRates.id, d.row.id));
    return isos;
  });
  if (changed.length) invalidate(db);
  return changed;
}

/** Whether a rate of a later day than `day` is already in force (it wins over `day`'s). */
async function newestApplied(tx: Tx, currencyId: number, day: string): Promise<boolean> {
  const [later] = await tx
    .select({ id: exchangeRates.id })
    .from(exchangeRates)
    .where(
      and(
        eq(exchangeRates.currencyId, currencyId),
        gt(exchangeRates.effectiveFrom, day),
        isNotNull(exchangeRates.appliedAt),
      ),
    )
    .limit(1);
  return later !== undefined;
}

/**
 * Asks the automatic source for a day's rates and enters each through the same rule and
 * audit as a manual entry (the source is the actor). A quote the rule refuses is skipped and
 * reported.
 */
export async function importExchangeRates(
  db: Db,
  source: ExchangeRateSource,
  today: string,
): Promise<{ changed: string[]; refused: { iso: string; code: ExchangeRateRefusal }[] }> {
  const quotes = await source.ratesFor(today);
  const actor: AuditActor = { id: `source:${source.name}`, email: source.name, role: 'system' };
  const changed: string[] = [];
  const refused: { iso: string; code: ExchangeRateRefusal }[] = [];
  for (const quote of quotes) {
    const outcome = await scheduleExchangeRate(
      db,
      actor,
      { iso: quote.iso, rate: quote.rate, from: today },
      today,
      source.name,
    );
    if (!outcome.ok) refused.push({ iso: quote.iso, code: outcome.code });
    else if (outcome.changed) changed.push(quote.iso.toUpperCase());
  }
  return { changed, refused };
}
