'use server';

import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import { BULK_EDIT_MAX_DAYS, MAX_NIGHTS, MAX_ROOMS_PER_TYPE } from '@/domain/stays';
import { adminLocale, authorizeStaff } from '@/server';
import { fromForm } from './input';
import { runBulkEdit } from './server';

export type BulkEditState = { message?: string; ok?: boolean; at?: number };

/** The grid's bulk edit form: the role is checked first, then the domain's rules decide. */
export async function bulkEditAction(_prev: BulkEditState, form: FormData): Promise<BulkEditState> {
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'admin.rates.bulk' });
  const check = await authorizeStaff('inventory:update');
  if (!check.ok) return { ok: false, message: t('errors.FORBIDDEN'), at: Date.now() };
  const hotel = String(form.get('hotel') ?? '');
  const parsed = fromForm(form);
  const outcome = parsed.success
    ? await runBulkEdit(check.actor, hotel, parsed.data)
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
  revalidatePath(`/admin/rates/${encodeURIComponent(hotel)}/`);
  return {
    ok: true,
    message: t('done', {
      nights: outcome.nights,
      inventory: outcome.inventoryChanged,
      rates: outcome.ratesChanged,
    }),
    at: Date.now(),
  };
}

const ERROR_CODES = [
  'INVALID_RANGE',
  'NO_WEEKDAYS',
  'NO_ROOM_TYPES',
  'NOTHING_TO_CHANGE',
  'INVALID_TOTAL',
  'BELOW_COMMITTED',
  'INVALID_RATE',
  'INVALID_MIN_STAY',
  'FORBIDDEN',
  'GENERAL_ERROR',
] as const;

const MAX_FOR: Partial<Record<(typeof ERROR_CODES)[number], number>> = {
  INVALID_RANGE: BULK_EDIT_MAX_DAYS,
  INVALID_TOTAL: MAX_ROOMS_PER_TYPE,
  INVALID_MIN_STAY: MAX_NIGHTS,
};

/** Which message a malformed field gets (the form's shapes; values are the rules'). */
function inputError(field: PropertyKey | undefined): string {
  switch (field) {
    case 'roomTypeIds':
      return 'NO_ROOM_TYPES';
    case 'weekdays':
      return 'NO_WEEKDAYS';
    case 'from':
    case 'to':
      return 'INVALID_RANGE';
    case 'total':
      return 'INVALID_TOTAL';
    case 'minStay':
      return 'INVALID_MIN_STAY';
    case 'rate':
      return 'INVALID_RATE';
    default:
      return 'GENERAL_ERROR';
  }
}
