import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { fiscalIssuers, invoiceSeries } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/domain/audit';
import {
  planSeriesChange,
  type SeriesError,
  type SeriesField,
  type SeriesInput,
  type SeriesRow,
} from './series.rules';

export type IssuerSeries = SeriesRow & { issuerScope: 'hotel' | 'park' };

/** Every series of every issuer, active first, as the back office lists them. */
export async function listSeries(db: Db): Promise<IssuerSeries[]> {
  const rows = await db
    .select({
      id: invoiceSeries.id,
      kind: invoiceSeries.kind,
      series: invoiceSeries.series,
      nextFolio: invoiceSeries.nextFolio,
      active: invoiceSeries.active,
      issuerScope: fiscalIssuers.scope,
    })
    .from(invoiceSeries)
    .innerJoin(fiscalIssuers, eq(fiscalIssuers.id, invoiceSeries.issuerId))
    .orderBy(asc(fiscalIssuers.scope), asc(invoiceSeries.kind), asc(invoiceSeries.series));
  return rows.map((r) => ({ ...r, issuerScope: r.issuerScope as 'hotel' | 'park' }));
}

export type SeriesUpdate =
  | { ok: true; series: string; nextFolio: number }
  | { ok: false; errors: Partial<Record<SeriesField, SeriesError>> }
  | { ok: false; code: 'NOT_FOUND' };

/**
 * Sets the active series of an issuer and kind and its next folio (back office, issue 20), in
 * one transaction with its audit row. The issuer's series are locked first, so a folio taken
 * meanwhile (takeFolio's conditional update) is seen before the rule checks the folio never
 * goes back.
 */
export async function updateInvoiceSeries(
  db: Db,
  actor: AuditActor,
  scope: string,
  input: SeriesInput,
  now = new Date(),
): Promise<SeriesUpdate> {
  if (scope !== 'hotel' && scope !== 'park') return { ok: false, code: 'NOT_FOUND' };
  return db.transaction(async (tx) => {
    const [issuer] = await tx
      .select({ id: fiscalIssuers.id })
      .from(fiscalIssuers)
      .where(eq(fiscalIssuers.scope, scope))
      .for('update');
    if (!issuer) return { ok: false, code: 'NOT_FOUND' } as const;
    await tx
      .select({ id: invoiceSeries.id })
      .from(invoiceSeries)
      .where(eq(invoiceSeries.issuerId, issuer.id))
      .for('update');
    // Read again after the locks: a new statement sees what committed while we waited.
    const rows = await tx
      .select({
        id: invoiceSeries.id,
        kind: invoiceSeries.kind,
        series: invoiceSeries.series,
        nextFolio: invoiceSeries.nextFolio,
        active: invoiceSeries.active,
      })
      .from(invoiceSeries)
      .where(eq(invoiceSeries.issuerId, issuer.id));
    const plan = planSeriesChange(rows, input);
    if (!plan.ok) return plan;
    const { current, target, kind } = plan;
    if (!plan.unchanged) {
      if (current && current.id !== target.id)
        await tx
          .update(invoiceSeries)
          .set({ active: false, updatedAt: now })
          .where(eq(invoiceSeries.id, current.id));
      if (target.id !== null)
        await tx
          .update(invoiceSeries)
          .set({ active: true, nextFolio: target.nextFolio, updatedAt: now })
          .where(and(eq(invoiceSeries.id, target.id), eq(invoiceSeries.issuerId, issuer.id)));
      else
        await tx.insert(invoiceSeries).values({
          issuerId: issuer.id,
          kind,
          series: target.series,
          nextFolio: target.nextFolio,
          active: true,
          updatedAt: now,
        });
      await recordAudit(tx, actor, {
        action: 'invoice_series.update',
        entity: 'invoice_series',
        entityId: `${scope}:${kind}`,
        before: current ? { series: current.series, nextFolio: current.nextFolio } : null,
        after: { series: target.series, nextFolio: target.nextFolio },
      });
    }
    return { ok: true, series: target.series, nextFolio: target.nextFolio } as const;
  });
}
