import type { Db, Tx } from '@/db/client';
import { issueTicketsForCart, sellCartInTransaction } from '@/domain/cart';
import {
  paymentTransition,
  type CardSummary,
  type PaymentErrorCode,
  type PaymentProvider,
  type PaymentProviders,
  type PaymentStatus,
  type WebhookEvent,
} from '@/domain/payments';
import { confirmBookingInTransaction, StayError } from '@/domain/stays';
import { enqueueParkOrderEmail } from '@/domain/tickets';
import { absoluteUrl, defaultLocale, locales, type Locale } from '@/i18n/paths';
import { env } from '@/lib/env';
import {
  attemptById,
  attemptByKey,
  failOrder,
  lockAttemptByPayment,
  lockOrder,
  recordWebhookEvent,
  setOrderStatus,
  setWebhookOutcome,
  updateAttempt,
  type AttemptRow,
  type OrderRow,
} from './orders.repo';
import { applyBalanceReport, scheduleBalance } from './balance.service';
import { orderStatusFor, type OrderStatus } from './orders.rules';
import { attemptView, type AttemptView } from './reads.service';

/**
 * What the gateway reports about a payment (webhooks, the return from the hosted page,
 * reconciliation) and what it causes: the sale in the same transaction as the order's move to
 * paid, a refund of money for what can no longer be sold, the capture of an authorization.
 */

/**
 * What a later payment made for another context does, in the report's transaction (the
 * attempt and its order locked, the attempt's status moved): issue 15's date-change
 * difference, whose change belongs to the manage context. 'applied' with `capture` asks for
 * an authorization's capture; 'conflict' on captured money refunds it.
 */
export type PaymentPurposeHandler = (
  tx: Tx,
  attempt: AttemptRow,
  report: Pick<PaymentReport, 'status' | 'amountMinor' | 'currencyIso'>,
  now: Date,
) => Promise<{ outcome: 'applied' | 'conflict' | 'ignored'; capture: boolean }>;

const purposeHandlers = new Map<string, PaymentPurposeHandler>();

/**
 * The owner of a purpose says what its payments do (the manage context, for 'date-change',
 * when its module loads). A report for a purpose nobody handles throws: nothing is applied and
 * the provider's delivery is retried.
 */
export function handlePaymentPurpose(purpose: 'date-change', handler: PaymentPurposeHandler) {
  purposeHandlers.set(purpose, handler);
}

/**
 * The failure code a difference payment keeps when its change was not made (its money is
 * given back): such a payment is no part of what the order was paid (capturedPaymentsOf).
 */
export const CHANGE_NOT_MADE = 'CHANGE_NOT_MADE';

/** The provider an attempt was made with: every later call about it goes there. */
export function providerOf(providers: PaymentProviders, attempt: Pick<AttemptRow, 'provider'>) {
  const provider = providers.byId(attempt.provider);
  if (!provider) throw new Error(`Payment provider ${attempt.provider} is not configured`);
  return provider;
}

export type PaymentReport = {
  paymentId: string;
  status: PaymentStatus;
  card: CardSummary | null;
  failureCode: PaymentErrorCode | null;
  chargeId?: string;
  amountMinor: number;
  currencyIso: string;
  /** The gateway's saved-card token, when the session was prepared to keep the card. */
  savedCard?: string | null;
};

export type ReportOutcome = 'applied' | 'ignored' | 'duplicate' | 'conflict' | 'unknown';

/**
 * Applies what the gateway says about a payment, in one transaction with what it causes:
 * the attempt's status (monotonic: paymentTransition), the order's (paid never goes back) and,
 * for captured money, the sale itself — the booking confirmed, or the cart's places sold and its
 * tickets issued with the confirmation email queued. With an event id the delivery is recorded
 * in the same transaction, so a repeated event changes nothing. Money captured for an order that
 * can no longer be sold (its hold lapsed, it was replaced or already paid) is refunded.
 */
export async function applyPaymentReport(
  db: Db,
  provider: PaymentProvider,
  report: PaymentReport,
  event: Pick<WebhookEvent, 'id' | 'type'> | null = null,
  now = new Date(),
): Promise<ReportOutcome> {
  const result = await db.transaction(async (tx) => {
    const record = async (outcome: ReportOutcome) => {
      if (event) await setWebhookOutcome(tx, provider.id, event.id, outcome);
    };
    if (event) {
      const fresh = await recordWebhookEvent(
        tx,
        { provider: provider.id, eventId: event.id, type: event.type, paymentId: report.paymentId },
        now,
      );
      if (!fresh) return { outcome: 'duplicate' as const };
    }
    // A payment id names a payment of the provider that reports it, never another's.
    const attempt = await lockAttemptByPayment(tx, provider.id, report.paymentId);
    if (!attempt) {
      await record('unknown');
      return { outcome: 'unknown' as const };
    }
    const order = await lockOrder(tx, attempt.orderId);
    const decision = paymentTransition(attempt.status, report.status);
    if (decision === 'ignore') {
      await record('ignored');
      return { outcome: 'ignored' as const };
    }
    const card = report.card;
    await updateAttempt(
      tx,
      attempt.id,
      {
        status: report.status,
        failureCode: report.failureCode,
        chargeId: report.chargeId ?? attempt.chargeId,
        ...(card
          ? { cardBrand: card.brand, cardLast4: card.last4, cardCountry: card.country }
          : {}),
      },
      now,
    );

    // Money for something we cannot sell any more: keep the order as it is, refund the charge.
    const refund = {
      outcome: 'conflict' as const,
      attempt,
      chargeId: report.chargeId ?? attempt.chargeId,
    };
    if (decision === 'conflict') {
      await record('conflict');
      return refund;
    }
    // A later payment of a deposit booking's balance (the emailed link): no sale, the balance.
    if (attempt.purpose === 'balance') {
      const applied = await applyBalanceReport(tx, order, attempt, report, now);
      await record(applied.outcome);
      return applied.outcome === 'conflict' && report.status === 'captured'
        ? refund
        : { outcome: applied.outcome, capture: applied.capture ? attempt : null };
    }
    // The difference of a dearer date change (issue 15): the change itself, or a refund.
    if (attempt.purpose === 'date-change') {
      const handler = purposeHandlers.get(attempt.purpose);
      if (!handler) throw new Error(`No handler for payments of purpose ${attempt.purpose}`);
      const applied = await handler(tx, attempt, report, now);
      if (applied.outcome === 'conflict')
        await updateAttempt(
          tx,
          attempt.id,
          { status: report.status, failureCode: CHANGE_NOT_MADE },
          now,
        );
      await record(applied.outcome);
      return applied.outcome === 'conflict' && report.status === 'captured'
        ? refund
        : { outcome: applied.outcome, capture: applied.capture ? attempt : null };
    }
    const sells = report.status === 'captured';
    const payable = order.status === 'pending' || order.status === 'authorized';
    if (sells || report.status === 'authorized') {
      if (!payable) {
        // Another attempt paid, or the order expired: this one is refunded (or never captured).
        await record('conflict');
        return sells ? refund : { outcome: 'conflict' as const };
      }
      // What this attempt charges: the order's amount, or a deposit booking's deposit.
      if (report.amountMinor !== attempt.amountMinor || report.currencyIso !== order.currencyIso)
        throw new Error(`Gateway amount differs from order ${order.reference}`);
    }
    let take: (() => Promise<void>) | null = null;
    if (sells) {
      take = await sell(tx, order, attempt, report, now);
      if (!take) {
        await failOrder(tx, order.id, 'HOLD_LAPSED', now);
        await record('conflict');
        return refund;
      }
    }
    const next = orderStatusFor(order.status as OrderStatus, report.status);
    if (next !== order.status) await setOrderStatus(tx, order.id, next, now);
    await record('applied');
    // Last: the places move on the date's capacity row, locked only from here to the commit.
    if (take) await take();
    return {
      outcome: 'applied' as const,
      capture: report.status === 'authorized' && next === 'authorized' ? attempt : null,
    };
  });

  if (result.outcome === 'conflict' && 'chargeId' in result && result.chargeId) {
    const refunded = await provider.refund({
      chargeId: result.chargeId,
      idempotencyKey: `refund-${result.attempt.id}`,
      amountMinor: result.attempt.amountMinor,
      reason: 'order no longer payable',
    });
    if (refunded.status !== 'failed')
      await updateAttempt(db, result.attempt.id, { status: 'refunded' }, now);
  }
  if (result.outcome === 'applied' && 'capture' in result && result.capture)
    await captureAttempt(db, provider, result.capture, now);
  return result.outcome;
}

const nothing = async () => {};

/**
 * The sale inside the capture transaction: null when the hold is gone (nothing written; the
 * caller refunds), else what the caller does as the transaction's last write (a park order's
 * places move from held to sold on the capacity row every buyer of the date updates).
 */
async function sell(
  tx: Tx,
  order: OrderRow,
  attempt: AttemptRow,
  report: PaymentReport,
  now: Date,
): Promise<(() => Promise<void>) | null> {
  if (order.kind === 'hotel') {
    try {
      await confirmBookingInTransaction(
        tx,
        {
          bookingId: order.bookingId!,
          paymentReference: report.chargeId ?? attempt.paymentId!,
          amountMinor: order.amountMinor,
          currencyIso: order.currencyIso,
        },
        now,
      );
      // A deposit: the rest is charged on its day, on the card the gateway kept (issue 20).
      if (attempt.balanceDueAt && attempt.amountMinor < order.amountMinor)
        await scheduleBalance(
          tx,
          {
            order,
            saleAttempt: attempt,
            savedCard: report.savedCard ?? null,
          },
          now,
        );
      return nothing;
    } catch (error) {
      // Refusals are checked before anything is written, so the transaction stays usable.
      if (error instanceof StayError) return null;
      throw error;
    }
  }
  const sold = await sellCartInTransaction(
    tx,
    order.cartId!,
    order.cartItemIds ?? [],
    order.cartFingerprint,
  );
  if (!sold.ok) return null;
  if (!sold.alreadySold) {
    await issueTicketsForCart(tx, {
      orderId: order.id,
      cartId: order.cartId!,
      purchasedAt: now,
      itemIds: order.cartItemIds ?? [],
    });
    const locale: Locale = (locales as readonly string[]).includes(order.locale)
      ? (order.locale as Locale)
      : defaultLocale;
    await enqueueParkOrderEmail(tx, {
      orderId: order.id,
      reference: order.reference,
      // The checkout's confirmation, shown to the browser that holds the cart; the email
      // carries the tickets themselves as a PDF, so the link is a convenience, not the key.
      accessUrl: absoluteUrl(env().BASE_URL, locale, { pathname: '/cart/checkout' }),
      locale,
      email: order.buyer.email,
      buyerName: order.buyer.name,
      cartId: order.cartId!,
      currencyIso: order.currencyIso,
      totalMinor: order.amountMinor,
    });
    return sold.take;
  }
  return nothing;
}

/** Moves the money of an authorized attempt (idempotent per attempt) and applies the result. */
export async function captureAttempt(
  db: Db,
  provider: PaymentProvider,
  attempt: Pick<AttemptRow, 'id' | 'paymentId' | 'amountMinor' | 'currencyIso'>,
  now = new Date(),
): Promise<void> {
  const captured = await provider.capture({
    paymentId: attempt.paymentId!,
    idempotencyKey: `capture-${attempt.id}`,
    amountMinor: attempt.amountMinor,
    currencyIso: attempt.currencyIso,
  });
  if (captured.status === 'captured')
    await applyPaymentReport(
      db,
      provider,
      {
        paymentId: captured.paymentId,
        status: 'captured',
        card: captured.card,
        failureCode: null,
        chargeId: captured.chargeId,
        savedCard: captured.savedCard ?? null,
        amountMinor: captured.amountMinor,
        currencyIso: captured.currencyIso,
      },
      null,
      now,
    );
  else if (captured.status === 'failed')
    await applyPaymentReport(
      db,
      provider,
      {
        paymentId: captured.paymentId,
        status: 'failed',
        card: null,
        failureCode: captured.code,
        amountMinor: attempt.amountMinor,
        currencyIso: attempt.currencyIso,
      },
      null,
      now,
    );
}

/**
 * A verified webhook delivery: deduplicated by event id, then applied like any report. A
 * webhook that says money moved (authorized, captured) is a prompt, not proof: what is applied
 * is what the provider itself answers for the payment, so a forged or replayed delivery with a
 * valid signature still sells nothing the provider has not been paid for.
 */
export async function handleWebhookEvent(
  db: Db,
  provider: PaymentProvider,
  event: WebhookEvent,
  now = new Date(),
): Promise<ReportOutcome> {
  let report: PaymentReport = {
    paymentId: event.paymentId,
    status: event.status,
    card: event.card,
    failureCode: event.failureCode,
    amountMinor: event.amountMinor,
    currencyIso: event.currencyIso,
  };
  if (event.status === 'authorized' || event.status === 'captured') {
    const confirmed = await provider.status(event.paymentId);
    report = {
      paymentId: confirmed.paymentId,
      status: confirmed.status,
      card: confirmed.card,
      failureCode: confirmed.failureCode ?? null,
      chargeId: confirmed.chargeId,
      amountMinor: confirmed.amountMinor,
      currencyIso: confirmed.currencyIso,
      savedCard: confirmed.savedCard ?? null,
    };
  }
  return applyPaymentReport(db, provider, report, { id: event.id, type: event.type }, now);
}

/**
 * Asks the gateway where an attempt stands and applies it (the visitor's return from the
 * hosted page, and the reconciliation job): webhooks may be late, never wrong.
 */
export async function syncAttempt(
  db: Db,
  providers: PaymentProviders,
  attemptKey: string,
  now = new Date(),
): Promise<AttemptView | undefined> {
  const found = await attemptByKey(db, attemptKey);
  if (!found?.attempt.paymentId) return found ? attemptView(found.attempt, found.order) : undefined;
  const provider = providerOf(providers, found.attempt);
  const status = await provider.status(found.attempt.paymentId);
  await applyPaymentReport(
    db,
    provider,
    {
      paymentId: status.paymentId,
      status: status.status,
      card: status.card,
      failureCode: status.failureCode ?? null,
      amountMinor: status.amountMinor,
      currencyIso: status.currencyIso,
      savedCard: status.savedCard ?? null,
    },
    null,
    now,
  );
  if (status.status === 'authorized') {
    const attempt = await attemptById(db, found.attempt.id);
    if (attempt?.status === 'authorized') await captureAttempt(db, provider, attempt, now);
  }
  const after = await attemptByKey(db, attemptKey);
  return after && attemptView(after.attempt, after.order);
}
