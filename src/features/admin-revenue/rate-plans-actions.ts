'use server';

import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import { z } from 'zod';
import { PLAN_DAYS_MAX, PLAN_DISCOUNT_MAX, RatePlanError, updateRatePlan } from '@/domain/stays';
import { logger } from '@/lib/logger';
import { adminLocale, authorizeStaff, getDb, revalidateShopPages } from '@/server';

export type RatePlanState = { message?: string; ok?: boolean; at?: number };

const count = z.preprocess(
  (v) => (v === null || v === undefined || v === '' ? 0 : Number(v)),
  z.number().int().min(-1_000_000).max(1_000_000),
);
/** The plan form's shapes only: the domain's rules judge the values. */
const planForm = z.object({
  hotel: z.string().min(1).max(40),
  plan: z.string().min(1).max(40),
  discountPercent: count,
  freeCancelDays: count,
  penaltyNights: count,
  depositKind: z.enum(['none', 'percent', 'first_night']),
  depositPercent: count,
  balanceDays: count,
  active: z.enum(['on']).optional(),
});

type ErrorCode =
  | 'INVALID_DISCOUNT'
  | 'INVALID_FREE_CANCEL'
  | 'INVALID_PENALTY'
  | 'INVALID_DEPOSIT'
  | 'INVALID_BALANCE_DAYS'
  | 'NOT_FOUND'
  | 'LAST_ACTIVE'
  | 'FORBIDDEN'
  | 'GENERAL_ERROR';

/** A rate plan's form on the hotel's rates page: the role first, then the domain's rules. */
export async function saveRatePlanAction(
  _prev: RatePlanState,
  form: FormData,
): Promise<RatePlanState> {
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'adminRatePlans' });
  const fail = (code: ErrorCode) => ({
    ok: false,
    message: t(`errors.${code}`, { max: PLAN_DISCOUNT_MAX, days: PLAN_DAYS_MAX }),
    at: Date.now(),
  });
  const check = await authorizeStaff('inventory:update');
  if (!check.ok) return fail('FORBIDDEN');
  const parsed = planForm.safeParse(Object.fromEntries(form.entries()));
  if (!parsed.success) return fail('GENERAL_ERROR');
  const { hotel, plan, depositKind, active, ...numbers } = parsed.data;
  try {
    const { changed } = await updateRatePlan(await getDb(), check.actor, hotel, plan, {
      ...numbers,
      depositKind: depositKind === 'none' ? null : depositKind,
      active: active === 'on',
    });
    revalidatePath(`/admin/rates/${encodeURIComponent(hotel)}/`);
    if (changed) revalidateShopPages('rates');
    return { ok: true, message: t(changed ? 'saved' : 'unchanged'), at: Date.now() };
  } catch (error) {
    if (error instanceof RatePlanError) return fail(error.code);
    logger.error({ err: error }, 'rate plan update failed');
    return fail('GENERAL_ERROR');
  }
}
