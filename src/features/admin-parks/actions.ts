'use server';

import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import { BULK_EDIT_MAX_DAYS } from '@/domain/stays';
import { MAX_PLACES_PER_SLOT, REASON_MAX } from '@/domain/tickets';
import { adminLocale, authorizeStaff } from '@/server';
import { fromForm } from './input';
import { runParkEdit } from './server';

export type ParkEditState = { message?: string; ok?: boolean; at?: number };

const ERROR_CODES = [
  'INVALID_RANGE',
  'NO_WEEKDAYS',
  'NO_SLOTS',
  'NOTHING_TO_CHANGE',
  'INVALID_TOTAL',
  'BELOW_COMMITTED',
  'INVALID_RATE',
  'INVALID_REASON',
  'FORBIDDEN',
  'GENERAL_ERROR',
] as const;

const MAX_FOR: Partial<Record<(typeof ERROR_CODES)[number], number>> = {
  INVALID_RANGE: BULK_EDIT_MAX_DAYS,
  INVALID_TOTAL: MAX_PLACES_PER_SLOT,
  INVALID_REASON: REASON_MAX,
};

/** The park grid's bulk edit form: the role is checked first, then the domain's rules decide. */
export async function parkEditAction(_prev: ParkEditState, form: FormData): Promise<ParkEditState> {
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'adminParks.bulk' });
  const check = await authorizeStaff('inventory:update');
  if (!check.ok) return { ok: false, message: t('errors.FORBIDDEN'), at: Date.now() };
  const product = String(form.get('product') ?? '');
  const parsed = fromForm(form);
  const outcome = parsed.success
    ? await runParkEdit(check.actor, product, parsed.data)
    : ({ ok: false, code: inputError(parsed.error.issues[0]?.path[0]) } as const);
  if (!outcome.ok) {
    const code = (ERROR_CODES as readonly string[]).includes(outcome.code)
      ? (outcome.code as (typeof ERROR_CODES)[number])
      : 'GENERAL_ERROR';
    const detail = 'detail' in outcome ? outcome.detail : undefined;
    return {
      ok: false,
      message: t(`errors.${code}`, { max: MAX_FOR[code] ?? 0, date: '', committed: 0, ...detail }),
      at: Date.now(),
    };
  }
  revalidatePath(`/admin/parks/${encodeURIComponent(product)}/`);
  return {
    ok: true,
    message: t('done', {
      dates: outcome.dates,
      capacity: outcome.capacityChanged + outcome.capacityOpened,
      prices: outcome.pricesChanged,
    }),
    at: Date.now(),
  };
}

/** Which message a malformed field gets (the form's shapes; values are the rules'). */
function inputError(field: PropertyKey | undefined): string {
  switch (field) {
    case 'slotIds':
      return 'NO_SLOTS';
    case 'weekdays':
      return 'NO_WEEKDAYS';
    case 'from':
    case 'to':
      return 'INVALID_RANGE';
    case 'total':
      return 'INVALID_TOTAL';
    case 'reason':
      return 'INVALID_REASON';
    case 'price':
      return 'INVALID_RATE';
    default:
      return 'GENERAL_ERROR';
  }
}
