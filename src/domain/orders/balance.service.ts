import type { Db, Tx } from '@/db/client';
import { enqueue } from '@/domain/outbox';
import {
  brandsServed,
  listMethodRows,
  type CaptureResult,
  type MethodApiCode,
  type PaymentProvider,
  type PaymentProviders,
} from '@/domain/payments';
import { lockBookingForPayment } from '@/domain/stays';
import { absoluteUrl, defaultLocale, locales, type Locale } from '@/i18n/paths';
import { env } from '@/lib/env';
import {
  balanceOfOrder,
  claimDueBalances,
  closeBalance,
  insertBalance,
  lockBalance,
  lockBalanceOfAttempt,
  overdueBalances,
  unsentBalanceLinks,
  updateBalance,
  type BalanceRow,
} from './balance.repo';
import {
  attemptById,
  insertAttempt,
  lockOrder,
  orderById,
  setAttemptSession,
  updateAttempt,
  type AttemptRow,
  type OrderRow,
} from './orders.repo';
import type { PaymentReport } from './payment-report.service';
import { paidOrderOfBooking } from './refunds.repo';

/**
 * The balance of a deposit booking (issue 20). The deposit's capture schedules it (same
 * transaction as the sale); on its day the balance job charges the card the gateway kept, off
 * session, with our payment attempt's id as the idempotency key; the capture is recorded in the
 * same transaction as the balance's move to paid. A decline emails the guest a payment link (a
 * hosted payment session of the provider for the balance, as unguessable as a signed token) and
 * opens a grace period; after it, the booking is cancelled under its policy by the manage
 * context's cancelBooking (see src/domain/manage/balance-grace.service.ts).
 */

/** How long one worker owns a claimed balance: a worker that dies gives it back after this. */
export const BALANCE_CLAIM_MS = 5 * 60_000;
/** After a declined balance: the payment link works this long, then the policy applies. */
export const BALANCE_GRACE_MS = 72 * 3_600_000;
/** Balances charged per run of the job. */
export const BALANCE_BATCH = 20;

/** Inside the deposit's capture: the rest of the order is due on the sale attempt's day. */
export async function scheduleBalance(
  tx: Tx,
  {
    order,
    saleAttempt,
    savedCard,
  }: { order: OrderRow; saleAttempt: AttemptRow; savedCard: string | null },
  now: Date,
): Promise<void> {
  await insertBalance(tx, {
    orderId: order.id,
    bookingId: order.bookingId!,
    provider: saleAttempt.provider,
    savedCard,
    amountMinor: order.amountMinor - saleAttempt.amountMinor,
    currencyIso: order.currencyIso,
    dueAt: saleAttempt.balanceDueAt!,
    createdAt: now,
    updatedAt: now,
  });
}

/**
 * What a report about a balance payment (the emailed link) does, in the caller's transaction
 * (the attempt and order locked, the attempt's status already moved): authorized money is
 * captured if the balance still waits for it; captured money pays the balance, or, when the
 * balance no longer waits for it (paid already, booking cancelled), is a conflict to refund.
 */
export async function applyBalanceReport(
  tx: Tx,
  order: OrderRow,
  attempt: AttemptRow,
  report: Pick<PaymentReport, 'status' | 'chargeId' | 'amountMinor' | 'currencyIso'>,
  now: Date,
): Promise<{ outcome: 'applied' | 'conflict' | 'ignored'; capture: boolean }> {
  const balance = await lockBalanceOfAttempt(tx, attempt.id);
  const waiting =
    balance !== undefined &&
    (balance.status === 'awaiting_payment' || balance.status === 'charging') &&
    (await lockBookingForPayment(tx, balance.bookingId)) === 'confirmed';
  if (report.status === 'authorized')
    return waiting
      ? { outcome: 'applied', capture: true }
      : { outcome: 'conflict', capture: false };
  if (report.status !== 'captured') return { outcome: 'applied', capture: false };
  if (balance?.status === 'paid' && balance.attemptId === attempt.id)
    return { outcome: 'ignored', capture: false };
  if (
    !waiting ||
    report.amountMinor !== balance.amountMinor ||
    report.currencyIso !== balance.currencyIso ||
    order.status !== 'paid'
  )
    return { outcome: 'conflict', capture: false };
  await updateBalance(
    tx,
    balance.id,
    { status: 'paid', paidAt: now, claimedUntil: null, failureCode: null },
    now,
  );
  return { outcome: 'applied', capture: false };
}

export type BalanceRunReport = { claimed: number; paid: number; declined: number; skipped: number };

/**
 * One run of the balance job on one worker: claims due balances (SKIP LOCKED: several
 * instances at once never take the same one) and charges each. `guard: false` and `onClaimed`
 * are the concurrency test's seams (the control without the claim; a barrier after it).
 */
export async function chargeDueBalances(
  db: Db,
  providers: PaymentProviders,
  {
    now = new Date(),
    limit = BALANCE_BATCH,
    guard = true,
    onClaimed,
    bookingId,
  }: {
    now?: Date;
    limit?: number;
    guard?: boolean;
    onClaimed?: () => Promise<void>;
    /** Only this booking's balance (the end-to-end suite's trigger). */
    bookingId?: string;
  } = {},
): Promise<BalanceRunReport> {
  const claimed = await claimDueBalances(db, now, {
    limit,
    claimMs: BALANCE_CLAIM_MS,
    guard,
    bookingId,
  });
  await onClaimed?.();
  const report: BalanceRunReport = { claimed: claimed.length, paid: 0, declined: 0, skipped: 0 };
  for (const balance of claimed) {
    const outcome = await chargeBalance(db, providers, balance, now);
    report[outcome] += 1;
  }
  return report;
}

/** The attempt a claimed balance is charged under: the one of a charge a crash cut short, or new. */
async function attemptFor(
  db: Db,
  claimed: BalanceRow,
  now: Date,
): Promise<{ attempt: AttemptRow; order: OrderRow } | 'cancelled' | null> {
  return db.transaction(async (tx) => {
    const balance = await lockBalance(tx, claimed.id);
    if (!balance || (balance.status !== 'charging' && balance.status !== 'scheduled')) return null;
    if ((await lockBookingForPayment(tx, balance.bookingId)) !== 'confirmed') {
      await updateBalance(tx, balance.id, { status: 'cancelled', claimedUntil: null }, now);
      return 'cancelled';
    }
    const order = await orderById(tx, balance.orderId);
    if (balance.attemptId) {
      const previous = await attemptById(tx, balance.attemptId);
      // Reached the provider before a crash (or not): the same key gives the first result.
      if (previous?.status === 'pending') return { attempt: previous, order };
    }
    const attempt = await insertAttempt(tx, {
      orderId: order.id,
      idempotencyKey: `balance-${balance.id}-${balance.tries}`,
      provider: balance.provider,
      method: 'card',
      plan: { kind: 'full' },
      purpose: 'balance',
      amountMinor: balance.amountMinor,
      currencyIso: balance.currencyIso,
      createdAt: now,
      updatedAt: now,
    });
    await updateBalance(tx, balance.id, { attemptId: attempt.id }, now);
    return { attempt, order };
  });
}

async function chargeBalance(
  db: Db,
  providers: PaymentProviders,
  claimed: BalanceRow,
  now: Date,
): Promise<'paid' | 'declined' | 'skipped'> {
  const found = await attemptFor(db, claimed, now);
  if (found === null || found === 'cancelled') return 'skipped';
  const { attempt, order } = found;
  const provider = providers.byId(claimed.provider);
  const result: CaptureResult =
    claimed.savedCard && provider?.chargeSavedCard
      ? await provider.chargeSavedCard({
          savedCard: claimed.savedCard,
          idempotencyKey: attempt.id,
          orderRef: order.reference,
          amountMinor: attempt.amountMinor,
          currencyIso: attempt.currencyIso,
        })
      : // No card kept (a provider without saved cards, PayPal): the link pays it.
        { status: 'failed', paymentId: '', code: 'CARD_DECLINED' };
  if (result.status === 'captured') {
    const recorded = await db.transaction(async (tx) => {
      const balance = await lockBalance(tx, claimed.id);
      if (!balance || balance.attemptId !== attempt.id || balance.status === 'paid') return false;
      await lockOrder(tx, order.id);
      await updateAttempt(
        tx,
        attempt.id,
        {
          status: 'captured',
          paymentId: result.paymentId,
          chargeId: result.chargeId,
          ...(result.card
            ? {
                cardBrand: result.card.brand,
                cardLast4: result.card.last4,
                cardCountry: result.card.country,
              }
            : {}),
        },
        now,
      );
      // A booking cancelled while the card was charged keeps no balance: it is given back.
      if ((await lockBookingForPayment(tx, balance.bookingId)) !== 'confirmed') {
        await updateBalance(tx, balance.id, { status: 'cancelled', claimedUntil: null }, now);
        return 'refund' as const;
      }
      await updateBalance(
        tx,
        balance.id,
        { status: 'paid', paidAt: now, claimedUntil: null, failureCode: null },
        now,
      );
      return true;
    });
    if (recorded === 'refund' && provider) {
      const refunded = await provider.refund({
        chargeId: result.chargeId,
        idempotencyKey: `refund-${attempt.id}`,
        amountMinor: attempt.amountMinor,
        reason: 'booking cancelled before its balance',
      });
      if (refunded.status !== 'failed')
        await updateAttempt(db, attempt.id, { status: 'refunded' }, now);
      return 'skipped';
    }
    return recorded ? 'paid' : 'skipped';
  }
  const code = result.status === 'failed' ? result.code : 'AUTHENTICATION_REQUIRED';
  const declined = await db.transaction(async (tx) => {
    const balance = await lockBalance(tx, claimed.id);
    if (!balance || balance.attemptId !== attempt.id || balance.status !== 'charging') return null;
    await updateAttempt(
      tx,
      attempt.id,
      {
        status: 'failed',
        failureCode: code,
        ...(result.paymentId ? { paymentId: result.paymentId } : {}),
      },
      now,
    );
    const link = await insertAttempt(tx, {
      orderId: order.id,
      idempotencyKey: `balance-link-${attempt.id}`,
      provider: balance.provider,
      method: 'card',
      plan: { kind: 'full' },
      purpose: 'balance',
      amountMinor: balance.amountMinor,
      currencyIso: balance.currencyIso,
      createdAt: now,
      updatedAt: now,
    });
    const graceUntil = new Date(now.getTime() + BALANCE_GRACE_MS);
    await updateBalance(
      tx,
      balance.id,
      {
        status: 'awaiting_payment',
        attemptId: link.id,
        graceUntil,
        claimedUntil: null,
        failureCode: code,
      },
      now,
    );
    return link;
  });
  if (!declined) return 'skipped';
  await sendBalanceLink(db, providers, declined.id);
  return 'declined';
}

/**
 * Opens the hosted payment session of a declined balance (idempotent by the link attempt's
 * key) and queues the email that carries it, once: the email is queued in the transaction that
 * records the session. The job sweeps links a crash left unsent.
 */
export async function sendBalanceLink(
  db: Db,
  providers: PaymentProviders,
  linkAttemptId: string,
): Promise<void> {
  const attempt = await attemptById(db, linkAttemptId);
  if (!attempt || attempt.redirectUrl) return;
  const order = await orderById(db, attempt.orderId);
  const balance = await balanceOfOrder(db, order.id);
  if (!balance || balance.status !== 'awaiting_payment' || balance.attemptId !== attempt.id) return;
  const provider: PaymentProvider | null = providers.byId(attempt.provider);
  if (!provider) return;
  const locale: Locale = (locales as readonly string[]).includes(order.locale)
    ? (order.locale as Locale)
    : defaultLocale;
  const back = absoluteUrl(env().BASE_URL, locale, { pathname: '/manage-booking' });
  const rows = await listMethodRows(db);
  const brands = rows
    .filter((m) => m.currencyIso === attempt.currencyIso && m.kind === 'card')
    .map((m) => m.apiCode as MethodApiCode);
  const session = await provider.prepare({
    idempotencyKey: attempt.idempotencyKey,
    orderRef: order.reference,
    amountMinor: attempt.amountMinor,
    currencyIso: attempt.currencyIso,
    plan: { kind: 'full' },
    methods: brandsServed(provider.capabilities, brands),
    cardCountries: [],
    locale,
    returnUrl: back,
    cancelUrl: back,
    expiresAt: balance.graceUntil!,
  });
  await db.transaction(async (tx) => {
    // Serialised on the balance: a parallel sender (the sweep) finds the session recorded.
    const locked = await lockBalance(tx, balance.id);
    const fresh = await attemptById(tx, attempt.id);
    if (!locked || locked.attemptId !== attempt.id || fresh?.redirectUrl) return;
    await setAttemptSession(tx, attempt.id, session);
    await enqueue(tx, {
      kind: 'balance-payment-link',
      payload: {
        bookingId: balance.bookingId,
        url: session.redirectUrl,
        amountMinor: balance.amountMinor,
        graceUntil: balance.graceUntil!.toISOString(),
      },
    });
  });
}

/** Sends the links a crash left unsent (their session is opened with the same key). */
export async function sweepBalanceLinks(db: Db, providers: PaymentProviders): Promise<number> {
  const pending = await unsentBalanceLinks(db, BALANCE_BATCH);
  for (const attemptId of pending) await sendBalanceLink(db, providers, attemptId);
  return pending.length;
}

/** What the grace step needs of a balance whose link went unpaid (no table leaves here). */
export async function overdueBalancesOf(
  db: Db,
  now: Date,
): Promise<{ id: string; bookingId: string }[]> {
  return (await overdueBalances(db, now, BALANCE_BATCH)).map((b) => ({
    id: b.id,
    bookingId: b.bookingId,
  }));
}

export { closeBalance };

/** A booking's balance as the end-to-end trigger reports it (its link only while awaited). */
export async function balanceOfBooking(
  db: Db,
  bookingId: string,
): Promise<{ status: string; dueAt: Date; linkUrl: string | null } | undefined> {
  const order = await paidOrderOfBooking(db, bookingId);
  const balance = order && (await balanceOfOrder(db, order.id));
  if (!balance) return undefined;
  const link =
    balance.status === 'awaiting_payment' && balance.attemptId
      ? await attemptById(db, balance.attemptId)
      : undefined;
  return { status: balance.status, dueAt: balance.dueAt, linkUrl: link?.redirectUrl ?? null };
}
