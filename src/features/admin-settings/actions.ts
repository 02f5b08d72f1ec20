'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { setBankMonths, setCurrencyMethods } from '@/domain/payments';
import { scheduleExchangeRate } from '@/domain/pricing';
import {
  saveFooterPhone,
  saveServiceHours,
  setCalendarMaintenance,
  setSiteListed,
} from '@/domain/sites';
import type { StaffPermission } from '@/domain/staff';
import { resortToday } from '@/lib/dates';
import { authorizeStaff, getDb, revalidateShopPages } from '@/server';

const PAGE = '/admin/settings/';

type Outcome = { ok: true; changed: boolean } | { ok: false; code: string };

/** The form's text fields, each cut to a sane length. */
function fieldsOf(form: FormData): Record<string, string | undefined> {
  const fields: Record<string, string | undefined> = {};
  if (!(form instanceof FormData)) return fields;
  for (const [key, value] of form.entries())
    if (typeof value === 'string' && !key.startsWith('$')) fields[key] = value.slice(0, 300);
  return fields;
}

/** The role first (refused: nothing is read or changed), then the domain's rule decides. */
async function guarded(
  permission: StaffPermission,
  form: FormData,
  run: (
    fields: Record<string, string | undefined>,
    actor: Extract<Awaited<ReturnType<typeof authorizeStaff>>, { ok: true }>['actor'],
  ) => Promise<Outcome>,
): Promise<never> {
  const check = await authorizeStaff(permission);
  if (!check.ok) redirect(`${PAGE}?error=FORBIDDEN`);
  const outcome = await run(fieldsOf(form), check.actor);
  // The shop's pages read the settings through the reference cache the domain dropped on
  // commit; the cached shop pages (header, footer) are regenerated.
  if (outcome.ok && outcome.changed) revalidateShopPages('settings');
  revalidatePath(PAGE);
  if (outcome.ok) redirect(`${PAGE}?outcome=${outcome.changed ? 'saved' : 'unchanged'}`);
  redirect(`${PAGE}?error=${encodeURIComponent(outcome.code)}`);
}

const idOf = (value: string | undefined) => (value && /^\d{1,9}$/.test(value) ? Number(value) : -1);

/** Calendar maintenance on or off. */
export async function maintenanceAction(form: FormData): Promise<void> {
  await guarded('settings:update', form, async (f, actor) =>
    setCalendarMaintenance(await getDb(), actor, f.on === 'true'),
  );
}

/** An entry of the site list on or off (CONCENTRADOR: personalization). */
export async function siteAction(form: FormData): Promise<void> {
  await guarded('settings:update', form, async (f, actor) =>
    setSiteListed(await getDb(), actor, (f.code ?? '').slice(0, 40), f.enabled === 'true'),
  );
}

/** A footer phone line. */
export async function phoneAction(form: FormData): Promise<void> {
  await guarded('settings:update', form, async (f, actor) =>
    saveFooterPhone(await getDb(), actor, idOf(f.id), f),
  );
}

/** One of the customer-service hours texts. */
export async function hoursAction(form: FormData): Promise<void> {
  await guarded('settings:update', form, async (f, actor) =>
    saveServiceHours(await getDb(), actor, (f.key ?? '').slice(0, 40), f),
  );
}

/** The payment methods a currency offers. */
export async function methodsAction(form: FormData): Promise<void> {
  const chosen =
    form instanceof FormData
      ? form
          .getAll('method')
          .filter((v): v is string => typeof v === 'string')
          .slice(0, 50)
      : [];
  await guarded('settings:update', form, async (f, actor) =>
    setCurrencyMethods(await getDb(), actor, (f.currency ?? '').slice(0, 3), chosen),
  );
}

/** A bank's interest-free months. */
export async function bankAction(form: FormData): Promise<void> {
  await guarded('settings:update', form, async (f, actor) =>
    setBankMonths(await getDb(), actor, idOf(f.id), f.months ?? ''),
  );
}

/** An exchange rate from a day on (admin, revenue). */
export async function exchangeRateAction(form: FormData): Promise<void> {
  await guarded('exchangeRates:update', form, async (f, actor) =>
    scheduleExchangeRate(
      await getDb(),
      actor,
      { iso: f.currency ?? '', rate: f.rate ?? '', from: f.from ?? '' },
      resortToday(new Date()),
    ),
  );
}
