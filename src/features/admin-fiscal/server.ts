import 'server-only';
import { z } from 'zod';
import {
  INVOICE_STATUSES,
  listInvoices,
  listIssuers,
  listSeries,
  SAT_REGIMES,
} from '@/domain/invoicing';
import { listTaxRules, taxTargets } from '@/domain/taxes';
import { listCurrencies } from '@/domain/pricing';
import { adminLocale, getDb, requireStaffPage } from '@/server';

const filters = z.object({ status: z.enum(INVOICE_STATUSES).optional().catch(undefined) });
type Query = Record<string, string | string[] | undefined>;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v) || undefined;

/** /admin/fiscal/: the issuers' fiscal data and the invoices issued, failed or cancelled. */
export async function loadFiscalPage(query: Query) {
  await requireStaffPage('fiscal:read', '/admin/fiscal/');
  const filter = filters.parse({ status: first(query.status) });
  const db = await getDb();
  const [issuers, invoices, currencies, taxRules, targets, series] = await Promise.all([
    listIssuers(db),
    listInvoices(db, { statuses: filter.status ? [filter.status] : undefined, limit: 200 }),
    listCurrencies(db),
    listTaxRules(db),
    taxTargets(db),
    listSeries(db),
  ]);
  return {
    locale: await adminLocale(),
    filter,
    issuers,
    invoices,
    taxRules,
    targets,
    series,
    regimes: SAT_REGIMES.map((r) => ({ id: r.id, text: r.text })),
    decimals: Object.fromEntries(currencies.map((c) => [c.iso, c.decimals])),
  };
}
