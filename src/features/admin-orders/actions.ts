'use server';

import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import {
  addOrderNote,
  cancelByStaff,
  cancelParkVisitsByStaff,
  DeskError,
  NOTE_MAX,
  REASON_MAX,
  refundByStaff,
  resendConfirmation,
} from '@/domain/desk';
import { ParkCancellationRefused } from '@/domain/manage';
import { OrderError } from '@/domain/orders';
import { findCurrency } from '@/domain/pricing';
import { CancellationRefused } from '@/domain/stays';
import type messages from '../../../messages/es.json';
import { logger } from '@/lib/logger';
import { formatMoney } from '@/lib/money';
import { adminLocale, authorizeStaff, getDb, paymentProviders } from '@/server';

type KnownError = keyof (typeof messages)['admin']['orders']['errors'];

export type DeskActionState = { ok?: boolean; message?: string; at?: number };

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** Runs one desk action for a staff member with `orders:refund`; errors become words. */
async function run(
  form: FormData,
  act: (
    actor: Extract<Awaited<ReturnType<typeof authorizeStaff>>, { ok: true }>['actor'],
    reference: string,
  ) => Promise<string>,
): Promise<DeskActionState> {
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'admin.orders' });
  const check = await authorizeStaff('orders:refund');
  if (!check.ok) return { ok: false, message: t('errors.FORBIDDEN'), at: Date.now() };
  const reference = text(form, 'reference');
  try {
    const message = await act(check.actor, reference);
    revalidatePath(`/admin/orders/${encodeURIComponent(reference)}/`);
    return { ok: true, message, at: Date.now() };
  } catch (error) {
    const code =
      error instanceof DeskError || error instanceof OrderError
        ? error.code
        : error instanceof CancellationRefused || error instanceof ParkCancellationRefused
          ? error.reason
          : undefined;
    const key = `errors.${code}` as `errors.${KnownError}`;
    if (!code || !t.has(key)) {
      logger.error({ err: error, reference }, 'orders desk action failed');
      return { ok: false, message: t('errors.GENERAL_ERROR'), at: Date.now() };
    }
    return {
      ok: false,
      message: t(key, { max: code === 'INVALID_NOTE' ? NOTE_MAX : REASON_MAX }),
      at: Date.now(),
    };
  }
}

/** A partial or full refund (orders:refund). */
export async function refundAction(_prev: DeskActionState, form: FormData) {
  const locale = await adminLocale();
  const t = await getTranslations({ locale, namespace: 'admin.orders' });
  return run(form, async (actor, reference) => {
    const { refund } = await refundByStaff(await getDb(), paymentProviders(), actor, {
      reference,
      amountText: text(form, 'amount'),
      reason: text(form, 'reason'),
      requestId: text(form, 'requestId'),
    });
    return t('actions.refund.done', {
      amount: formatMoney(refund.amountMinor, await decimalsOf(refund.currencyIso), locale),
    });
  });
}

/** Cancels a hotel booking by its policy, or with the penalty waived for a reason. */
export async function cancelAction(_prev: DeskActionState, form: FormData) {
  const locale = await adminLocale();
  const t = await getTranslations({ locale, namespace: 'admin.orders' });
  return run(form, async (actor, reference) => {
    const outcome = await cancelByStaff(await getDb(), paymentProviders(), actor, {
      reference,
      requestId: text(form, 'requestId'),
      waiveReason: form.get('waive') === 'on' ? text(form, 'waiveReason') : undefined,
    });
    return t('actions.cancel.done', {
      amount: formatMoney(outcome.refundMinor, await decimalsOf(outcome.currencyIso), locale),
    });
  });
}

/** Cancels visits of a park order by the product's policy, or past it with a reason. */
export async function cancelParkAction(_prev: DeskActionState, form: FormData) {
  const locale = await adminLocale();
  const t = await getTranslations({ locale, namespace: 'admin.orders' });
  return run(form, async (actor, reference) => {
    const items = form
      .getAll('item')
      .filter((v): v is string => typeof v === 'string')
      .slice(0, 50);
    const outcome = await cancelParkVisitsByStaff(await getDb(), paymentProviders(), actor, {
      reference,
      requestId: text(form, 'requestId'),
      items,
      waiveReason: form.get('waive') === 'on' ? text(form, 'waiveReason') : undefined,
    });
    return t('actions.cancelPark.done', {
      count: outcome.itemIds.length,
      amount: formatMoney(outcome.refundMinor, await decimalsOf(outcome.currencyIso), locale),
    });
  });
}

export async function resendAction(_prev: DeskActionState, form: FormData) {
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'admin.orders' });
  return run(form, async (actor, reference) => {
    await resendConfirmation(await getDb(), actor, reference);
    return t('actions.resend.done');
  });
}

export async function noteAction(_prev: DeskActionState, form: FormData) {
  const t = await getTranslations({ locale: await adminLocale(), namespace: 'admin.orders' });
  return run(form, async (actor, reference) => {
    await addOrderNote(await getDb(), actor, reference, text(form, 'text'));
    return t('actions.note.done');
  });
}

async function decimalsOf(iso: string) {
  return { iso, decimals: (await findCurrency(await getDb(), iso))?.decimals ?? 2 };
}
