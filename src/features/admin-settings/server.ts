import 'server-only';
import { notFound } from 'next/navigation';
import { listInstallmentBanks, listMethodRows, listPaymentMethods } from '@/domain/payments';
import { listCurrencies, listExchangeRates } from '@/domain/pricing';
import { getSetting, listFooterPhones, listServiceHours, listSites } from '@/domain/sites';
import { staffMay } from '@/domain/staff';
import { resortToday } from '@/lib/dates';
import { adminLocale, getDb, requireStaffPage } from '@/server';

const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);

/** The refusals the page can name (anything else reads as a general error). */
export const SETTINGS_ERRORS = [
  'FORBIDDEN',
  'INVALID_TEXT',
  'INVALID_NUMBER',
  'NOT_FOUND',
  'NO_METHOD',
  'UNKNOWN_METHOD',
  'INVALID_MONTHS',
  'UNKNOWN_CURRENCY',
  'BASE_CURRENCY',
  'INVALID_RATE',
  'INVALID_DATE',
  'PAST_DATE',
  'TOO_FAR',
  'GENERAL_ERROR',
] as const;
export type SettingsError = (typeof SETTINGS_ERRORS)[number];

/**
 * /admin/settings/: the shop's settings. Admins see and change all of them; revenue users see
 * only the exchange rates (theirs to enter); anyone else gets a 404, like any page not theirs.
 */
export async function loadSettingsPage(params: Record<string, string | string[] | undefined>) {
  const { staff } = await requireStaffPage(null, '/admin/settings/');
  const canSettings = staffMay(staff.role, 'settings:update');
  const canRates = staffMay(staff.role, 'exchangeRates:update');
  if (!canSettings && !canRates) notFound();
  const db = await getDb();
  const [currencies, rates] = await Promise.all([listCurrencies(db), listExchangeRates(db)]);
  const shop = canSettings
    ? await Promise.all([
        getSetting(db, 'calendar_maintenance'),
        listSites(db),
        listFooterPhones(db),
        listServiceHours(db),
        listPaymentMethods(db),
        listMethodRows(db),
        listInstallmentBanks(db),
      ]).then(([maintenance, sites, phones, hours, methods, methodRows, banks]) => ({
        maintenance: maintenance === true,
        sites: [...sites].sort((a, b) => a.code.localeCompare(b.code)),
        phones,
        hours: [...hours].sort((a, b) => a.key.localeCompare(b.key)),
        methods,
        methodsByCurrency: Object.fromEntries(
          currencies.map((c) => [
            c.iso,
            methodRows.filter((r) => r.currencyIso === c.iso).map((r) => r.id),
          ]),
        ) as Record<string, number[]>,
        banks,
      }))
    : undefined;
  const outcome = one(params.outcome);
  const error = one(params.error);
  return {
    locale: await adminLocale(),
    today: resortToday(new Date()),
    currencies: currencies.map((c) => ({
      iso: c.iso,
      usdRate: c.usdRate,
      rateUpdatedAt: c.rateUpdatedAt,
    })),
    rates: rates.map((r) => ({
      id: r.id,
      iso: r.iso,
      usdRate: r.usdRate,
      effectiveFrom: r.effectiveFrom,
      source: r.source,
      applied: r.appliedAt !== null,
    })),
    shop,
    canSettings,
    outcome:
      outcome === 'saved' || outcome === 'unchanged'
        ? (outcome as 'saved' | 'unchanged')
        : undefined,
    error: error
      ? (SETTINGS_ERRORS as readonly string[]).includes(error)
        ? (error as SettingsError)
        : 'GENERAL_ERROR'
      : undefined,
  };
}

export type SettingsPageData = Awaited<ReturnType<typeof loadSettingsPage>>;
