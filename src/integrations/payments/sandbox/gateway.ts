import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import {
  sandboxCharges,
  sandboxPayments,
  sandboxRefunds,
  sandboxSavedCards,
  sandboxWebhookDeliveries,
} from '@/db/schema';
import {
  CARD_BRANDS,
  type CaptureInput,
  type CaptureResult,
  type CardSummary,
  type PaymentErrorCode,
  type PaymentProvider,
  type PaymentStatus,
  type PaymentStatusResult,
  type PreparedPayment,
  type PrepareInput,
  type ProviderCapabilities,
  type ProviderTask,
  type RefundInput,
  type RefundResult,
  type SavedCardChargeInput,
  type WebhookEvent,
  type WebhookEventType,
  type WebhookRequest,
  type WebhookVerification,
} from '@/domain/payments';
import {
  outcomeError,
  sandboxCard,
  validateCard,
  type CardErrorCode,
  type CardField,
  type CardInput,
} from './cards.rules';
import { SIGNATURE_HEADER, signWebhookPayload, verifyWebhookSignature } from './signature';

/**
 * The built-in sandbox gateway (DESIGN §7, decision 0007): it behaves like a hosted-page card
 * gateway. prepare() opens a session whose hosted page (/sandbox/pay/{id}/, served by the app
 * but outside our order code) takes the card; the page authorizes, we capture; every change is
 * reported by a signed webhook to the shop's webhook route, retried until it is acknowledged.
 * Card numbers and CVCs are checked in memory and dropped: only a random token, the brand, the
 * last 4 digits and the issuing country are kept.
 */
export type SandboxOptions = {
  db: () => Promise<Db>;
  secret: string;
  /** The app's own origin: hosted pages are served there, webhooks are posted there. */
  baseUrl: string;
  /** Deliver webhooks at once after each change (the retry job delivers what fails). */
  deliverImmediately?: boolean;
  fetch?: typeof fetch;
};

export const SANDBOX_PROVIDER_ID = 'sandbox';
/** The shop's webhook route for this provider: /api/v1/payments/webhooks/{provider id}/. */
export const WEBHOOK_PATH = `/api/v1/payments/webhooks/${SANDBOX_PROVIDER_ID}/`;
export const HOSTED_PAGE_PATH = '/sandbox/pay/';
/** Webhook retries: after 5 s, 30 s, 2 min, 10 min, then every 30 min, 12 tries in all. */
const RETRY_DELAYS_SECONDS = [5, 30, 120, 600, 1800];
export const MAX_DELIVERY_ATTEMPTS = 12;

type PaymentRow = typeof sandboxPayments.$inferSelect;

const newId = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

const EVENT_TYPE: Record<PaymentStatus, WebhookEventType | null> = {
  pending: null,
  requires_action: 'payment.requires_action',
  authorized: 'payment.authorized',
  captured: 'payment.captured',
  failed: 'payment.failed',
  expired: 'payment.expired',
  refunded: 'payment.refunded',
};

/** The saved card's token of a session prepared to keep it, once the card was given. */
const savedCardOf = (row: PaymentRow): string | null =>
  row.saveCard && row.cardToken ? row.cardToken : null;

function cardOf(row: PaymentRow): CardSummary | null {
  return row.cardToken && row.cardBrand && row.cardLast4 && row.cardCountry
    ? {
        token: row.cardToken,
        brand: row.cardBrand as CardSummary['brand'],
        last4: row.cardLast4,
        country: row.cardCountry,
      }
    : null;
}

export type HostedOutcome =
  | { kind: 'redirect'; url: string }
  | { kind: 'challenge' }
  | {
      kind: 'invalid';
      errors: Partial<Record<CardField | 'plan' | 'method', CardErrorCode | PaymentErrorCode>>;
    }
  | { kind: 'closed' };

/** Every brand, PayPal, both financing plans, partial refunds, in any currency. */
export const SANDBOX_CAPABILITIES: ProviderCapabilities = {
  cards: CARD_BRANDS,
  paypal: true,
  installments: true,
  uplift: true,
  refunds: 'partial',
  savedCards: true,
  currencies: 'any',
};

export class SandboxGateway implements PaymentProvider {
  readonly id = SANDBOX_PROVIDER_ID;
  readonly capabilities = SANDBOX_CAPABILITIES;
  /** The gateway's own background work: sessions run out, webhooks are (re)delivered. */
  readonly tasks: readonly ProviderTask[] = [
    {
      name: 'expire-sessions',
      everyMs: 60_000,
      run: async (now) => ({ done: await this.expireSessions(now), failed: 0 }),
    },
    {
      name: 'deliver-webhooks',
      everyMs: 5_000,
      run: async (now) => {
        const report = await this.deliverDue(now);
        return { done: report.delivered, failed: report.failed };
      },
    },
  ];

  constructor(private readonly options: SandboxOptions) {}

  private db() {
    return this.options.db();
  }

  // -------------------------------------------------------------------------------------------
  // The PaymentProvider port
  // -------------------------------------------------------------------------------------------

  async prepare(input: PrepareInput): Promise<PreparedPayment> {
    const db = await this.db();
    const id = newId('sbx_pay');
    const method =
      input.methods.length === 1 && input.methods[0] === 'PP'
        ? 'PP'
        : input.plan.kind === 'uplift'
          ? 'uplift'
          : 'card';
    await db
      .insert(sandboxPayments)
      .values({
        id,
        idempotencyKey: input.idempotencyKey,
        orderRef: input.orderRef,
        amountMinor: input.amountMinor,
        currencyIso: input.currencyIso,
        plan: input.plan,
        method,
        methods: [...input.methods],
        cardCountries: [...input.cardCountries],
        locale: input.locale,
        returnUrl: input.returnUrl,
        cancelUrl: input.cancelUrl,
        expiresAt: input.expiresAt,
        saveCard: input.saveCard === true,
      })
      .onConflictDoNothing({ target: sandboxPayments.idempotencyKey });
    const [row] = await db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.idempotencyKey, input.idempotencyKey));
    if (!row) throw new Error('Sandbox session not found after insert');
    return {
      paymentId: row.id,
      // The hosted page is served by this app: on the origin the visitor returns to.
      redirectUrl: `${new URL(input.returnUrl).origin}${HOSTED_PAGE_PATH}${row.id}/`,
      status: 'pending',
      expiresAt: row.expiresAt,
    };
  }

  async capture(input: CaptureInput): Promise<CaptureResult> {
    const db = await this.db();
    const result = await db.transaction(async (tx): Promise<CaptureResult> => {
      const [payment] = await tx
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.id, input.paymentId))
        .for('update');
      if (!payment) return { status: 'failed', paymentId: input.paymentId, code: 'CARD_DECLINED' };
      const [charge] = await tx
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.paymentId, payment.id));
      if (charge)
        return {
          status: 'captured',
          paymentId: payment.id,
          chargeId: charge.id,
          amountMinor: charge.amountMinor,
          currencyIso: charge.currencyIso,
          card: cardOf(payment),
          savedCard: savedCardOf(payment),
        };
      if (payment.amountMinor !== input.amountMinor || payment.currencyIso !== input.currencyIso)
        return { status: 'failed', paymentId: payment.id, code: 'AMOUNT_MISMATCH' };
      if (payment.status !== 'authorized')
        return {
          status: 'failed',
          paymentId: payment.id,
          code: (payment.failureCode as PaymentErrorCode | null) ?? 'AUTHENTICATION_REQUIRED',
        };
      const chargeId = newId('sbx_ch');
      await tx.insert(sandboxCharges).values({
        id: chargeId,
        paymentId: payment.id,
        captureKey: input.idempotencyKey,
        amountMinor: payment.amountMinor,
        currencyIso: payment.currencyIso,
      });
      const captured = await this.move(tx, payment, 'captured', {});
      return {
        status: 'captured',
        paymentId: payment.id,
        chargeId,
        amountMinor: captured.amountMinor,
        currencyIso: captured.currencyIso,
        card: cardOf(captured),
        savedCard: savedCardOf(captured),
      };
    });
    this.kick();
    return result;
  }

  /**
   * Charges a saved card without the cardholder, once per idempotency key: the first call
   * records a session (keyed `saved:<key>`) and its charge or its decline in one transaction;
   * every later or parallel call with the key waits for it and answers the same. An unknown
   * token, another currency's amount or a card that declines later (4000 0000 0000 0341)
   * answers CARD_DECLINED.
   */
  async chargeSavedCard(input: SavedCardChargeInput): Promise<CaptureResult> {
    if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0)
      throw new Error('A charge is a positive amount in minor units');
    const db = await this.db();
    const key = `saved:${input.idempotencyKey}`;
    const result = await db.transaction(async (tx): Promise<CaptureResult> => {
      const now = new Date();
      const [card] = await tx
        .select()
        .from(sandboxSavedCards)
        .where(eq(sandboxSavedCards.token, input.savedCard));
      const inserted = await tx
        .insert(sandboxPayments)
        .values({
          id: newId('sbx_pay'),
          idempotencyKey: key,
          orderRef: input.orderRef,
          amountMinor: input.amountMinor,
          currencyIso: input.currencyIso,
          plan: { kind: 'full' },
          method: 'card',
          methods: card ? [card.brand] : [],
          cardCountries: [],
          locale: 'en',
          returnUrl: this.options.baseUrl,
          cancelUrl: this.options.baseUrl,
          expiresAt: now,
          ...(card
            ? {
                cardToken: card.token,
                cardBrand: card.brand,
                cardLast4: card.last4,
                cardCountry: card.country,
              }
            : {}),
        })
        .onConflictDoNothing({ target: sandboxPayments.idempotencyKey })
        .returning();
      if (inserted.length === 0) {
        // The key was seen: the first call's outcome (its transaction committed before this).
        const [seen] = await tx
          .select()
          .from(sandboxPayments)
          .where(eq(sandboxPayments.idempotencyKey, key))
          .for('update');
        if (!seen) throw new Error('Sandbox saved-card charge not found');
        const [charge] = await tx
          .select()
          .from(sandboxCharges)
          .where(eq(sandboxCharges.paymentId, seen.id));
        if (charge)
          return {
            status: 'captured',
            paymentId: seen.id,
            chargeId: charge.id,
            amountMinor: charge.amountMinor,
            currencyIso: charge.currencyIso,
            card: cardOf(seen),
          };
        return {
          status: 'failed',
          paymentId: seen.id,
          code: (seen.failureCode as PaymentErrorCode | null) ?? 'CARD_DECLINED',
        };
      }
      const payment = inserted[0]!;
      if (!card || card.declinesLater) {
        await this.move(tx, payment, 'failed', { failureCode: 'CARD_DECLINED' });
        return { status: 'failed', paymentId: payment.id, code: 'CARD_DECLINED' };
      }
      const chargeId = newId('sbx_ch');
      await tx.insert(sandboxCharges).values({
        id: chargeId,
        paymentId: payment.id,
        captureKey: key,
        amountMinor: payment.amountMinor,
        currencyIso: payment.currencyIso,
      });
      const captured = await this.move(tx, payment, 'captured', {});
      return {
        status: 'captured',
        paymentId: payment.id,
        chargeId,
        amountMinor: captured.amountMinor,
        currencyIso: captured.currencyIso,
        card: cardOf(captured),
      };
    });
    this.kick();
    return result;
  }

  /**
   * Gives back all or part of a charge, once per idempotency key (a repeat answers the first
   * refund). Partial refunds add up; one that would pass the charge is refused. The payment
   * becomes refunded when all of it is back.
   */
  async refund(input: RefundInput): Promise<RefundResult> {
    if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor < 0)
      throw new Error('A refund is an amount in minor units');
    const db = await this.db();
    const result = await db.transaction(async (tx): Promise<RefundResult> => {
      const [charge] = await tx
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.id, input.chargeId))
        .for('update');
      if (!charge) return { status: 'failed', code: 'CHARGE_NOT_FOUND' };
      const [seen] = await tx
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.idempotencyKey, input.idempotencyKey));
      if (seen) {
        if (seen.chargeId !== charge.id) return { status: 'failed', code: 'CHARGE_NOT_FOUND' };
        return { status: 'refunded', refundId: seen.id, amountMinor: seen.amountMinor };
      }
      if (charge.refundedMinor + input.amountMinor > charge.amountMinor)
        return { status: 'failed', code: 'REFUND_EXCEEDS_CHARGE' };
      const refundId = newId('sbx_re');
      await tx.insert(sandboxRefunds).values({
        id: refundId,
        chargeId: charge.id,
        idempotencyKey: input.idempotencyKey,
        amountMinor: input.amountMinor,
        reason: input.reason ?? null,
      });
      const refunded = charge.refundedMinor + input.amountMinor;
      await tx
        .update(sandboxCharges)
        .set({ refundedMinor: refunded })
        .where(eq(sandboxCharges.id, charge.id));
      if (refunded === charge.amountMinor) {
        const [payment] = await tx
          .select()
          .from(sandboxPayments)
          .where(eq(sandboxPayments.id, charge.paymentId))
          .for('update');
        if (payment) await this.move(tx, payment, 'refunded', {});
      }
      return { status: 'refunded', refundId, amountMinor: input.amountMinor };
    });
    this.kick();
    return result;
  }

  async status(paymentId: string): Promise<PaymentStatusResult> {
    const db = await this.db();
    const [payment] = await db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, paymentId));
    if (!payment) throw new Error('Unknown sandbox payment');
    const [charge] = await db
      .select({ id: sandboxCharges.id, refundedMinor: sandboxCharges.refundedMinor })
      .from(sandboxCharges)
      .where(eq(sandboxCharges.paymentId, paymentId));
    return {
      paymentId,
      status: payment.status,
      amountMinor: payment.amountMinor,
      currencyIso: payment.currencyIso,
      card: cardOf(payment),
      failureCode: (payment.failureCode as PaymentErrorCode | null) ?? null,
      savedCard: savedCardOf(payment),
      ...(charge ? { chargeId: charge.id, refundedMinor: charge.refundedMinor } : {}),
    };
  }

  async verifyWebhook(request: WebhookRequest, now: Date): Promise<WebhookVerification> {
    const checked = verifyWebhookSignature({
      payload: request.rawBody,
      header: request.headers[SIGNATURE_HEADER],
      secrets: this.options.secret,
      now,
    });
    if (!checked.ok) return checked;
    const body = JSON.parse(request.rawBody) as Omit<WebhookEvent, 'occurredAt'> & {
      occurredAt: string;
    };
    return { ok: true, event: { ...body, occurredAt: new Date(body.occurredAt) } };
  }

  // -------------------------------------------------------------------------------------------
  // The hosted page (the gateway's side: never imported by order code)
  // -------------------------------------------------------------------------------------------

  /** The session a hosted page shows, or undefined. */
  async session(paymentId: string): Promise<PaymentRow | undefined> {
    const db = await this.db();
    const [payment] = await db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, paymentId));
    return payment;
  }

  /**
   * The card form posted to the hosted page: checked (Luhn, brand, length, expiry, CVC length),
   * then the test card decides: approved (authorized), declined or insufficient funds (failed,
   * back to the shop), or a 3-D Secure challenge. The card number and CVC live only in this
   * call's memory.
   */
  async submitCard(paymentId: string, card: CardInput, now = new Date()): Promise<HostedOutcome> {
    const db = await this.db();
    const checked = validateCard(card, now);
    if (!checked.ok) return { kind: 'invalid', errors: checked.errors };
    const { brand, last4 } = checked.card;
    const { outcome, country } = sandboxCard(checked.card.number);
    const result = await db.transaction(async (tx): Promise<HostedOutcome> => {
      const payment = await this.openSession(tx, paymentId, now, ['pending']);
      if (!payment) return { kind: 'closed' };
      if (payment.method !== 'card' || !payment.methods.includes(brand))
        return { kind: 'invalid', errors: { number: 'METHOD_NOT_AVAILABLE' } };
      // The plan's rule, passed in by the shop: instalments need a card issued in Mexico.
      if (payment.cardCountries.length > 0 && !payment.cardCountries.includes(country))
        return {
          kind: 'invalid',
          errors:
            payment.plan.kind === 'installments'
              ? { plan: 'INSTALLMENTS_NOT_AVAILABLE' }
              : { number: 'METHOD_NOT_AVAILABLE' },
        };
      const summary = {
        cardToken: newId('tok'),
        cardBrand: brand,
        cardLast4: last4,
        cardCountry: country,
      };
      const refused = outcomeError(outcome);
      if (refused) {
        const failed = await this.move(tx, payment, 'failed', { ...summary, failureCode: refused });
        return { kind: 'redirect', url: failed.returnUrl };
      }
      if (outcome === 'challenge_3ds') {
        await this.move(tx, payment, 'requires_action', summary);
        return { kind: 'challenge' };
      }
      // A session prepared to keep the card: its token can be charged again later.
      if (payment.saveCard)
        await tx.insert(sandboxSavedCards).values({
          token: summary.cardToken,
          brand,
          last4,
          country,
          declinesLater: outcome === 'approve_then_decline',
        });
      const authorized = await this.move(tx, payment, 'authorized', summary);
      return { kind: 'redirect', url: authorized.returnUrl };
    });
    this.kick();
    return result;
  }

  /** The 3-D Secure step: the cardholder completes (authorized) or fails it. */
  async completeChallenge(
    paymentId: string,
    passed: boolean,
    now = new Date(),
  ): Promise<HostedOutcome> {
    return this.decide(paymentId, ['requires_action'], passed, 'AUTHENTICATION_REQUIRED', now);
  }

  /** The PayPal (or Uplift) approval page: the payer approves or refuses. */
  async approveRedirect(
    paymentId: string,
    approved: boolean,
    now = new Date(),
  ): Promise<HostedOutcome> {
    return this.decide(paymentId, ['pending'], approved, 'CARD_DECLINED', now);
  }

  private async decide(
    paymentId: string,
    from: PaymentStatus[],
    yes: boolean,
    code: PaymentErrorCode,
    now: Date,
  ): Promise<HostedOutcome> {
    const db = await this.db();
    const result = await db.transaction(async (tx): Promise<HostedOutcome> => {
      const payment = await this.openSession(tx, paymentId, now, from);
      if (!payment) return { kind: 'closed' };
      // PayPal and Uplift report no card: the payer approved on their page.
      const moved = yes
        ? await this.move(tx, payment, 'authorized', {})
        : await this.move(tx, payment, 'failed', { failureCode: code });
      return { kind: 'redirect', url: moved.returnUrl };
    });
    this.kick();
    return result;
  }

  private async openSession(tx: Tx, paymentId: string, now: Date, from: PaymentStatus[]) {
    const [payment] = await tx
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.id, paymentId))
      .for('update');
    if (!payment || !from.includes(payment.status)) return undefined;
    if (payment.expiresAt <= now) {
      await this.move(tx, payment, 'expired', {});
      return undefined;
    }
    return payment;
  }

  /** Moves a session's status and queues the signed webhook that reports it. */
  private async move(
    tx: Tx,
    payment: PaymentRow,
    status: PaymentStatus,
    changes: Partial<PaymentRow>,
  ): Promise<PaymentRow> {
    const now = new Date();
    const [moved] = (await tx
      .update(sandboxPayments)
      .set({ ...changes, status, updatedAt: now })
      .where(eq(sandboxPayments.id, payment.id))
      .returning()) as [PaymentRow];
    const type = EVENT_TYPE[status];
    if (type) {
      const event = {
        id: newId('evt'),
        type,
        status,
        paymentId: moved.id,
        orderRef: moved.orderRef,
        amountMinor: moved.amountMinor,
        currencyIso: moved.currencyIso,
        occurredAt: now.toISOString(),
        card: cardOf(moved),
        failureCode: moved.failureCode,
      };
      await tx.insert(sandboxWebhookDeliveries).values({
        eventId: event.id,
        paymentId: moved.id,
        payload: JSON.stringify(event),
        nextAttemptAt: now,
      });
    }
    return moved;
  }

  /** Sessions whose time ran out without a payment: expired (and reported). */
  async expireSessions(now = new Date()): Promise<number> {
    const db = await this.db();
    const count = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(sandboxPayments)
        .where(
          and(
            sql`${sandboxPayments.status} IN ('pending', 'requires_action')`,
            lte(sandboxPayments.expiresAt, now),
          ),
        )
        .limit(100)
        .for('update', { skipLocked: true });
      for (const payment of due) await this.move(tx, payment, 'expired', {});
      return due.length;
    });
    if (count > 0) this.kick();
    return count;
  }

  // -------------------------------------------------------------------------------------------
  // Webhook delivery (loopback HTTP, signed, retried)
  // -------------------------------------------------------------------------------------------

  private kick() {
    if (this.options.deliverImmediately === false) return;
    void this.deliverDue().catch(() => undefined);
  }

  /** Posts every due delivery to the shop's webhook route; a 2xx marks it delivered. */
  async deliverDue(now = new Date()): Promise<{ delivered: number; failed: number }> {
    const db = await this.db();
    const due = await db
      .select()
      .from(sandboxWebhookDeliveries)
      .where(
        and(
          isNull(sandboxWebhookDeliveries.deliveredAt),
          lte(sandboxWebhookDeliveries.nextAttemptAt, now),
          sql`${sandboxWebhookDeliveries.attempts} < ${MAX_DELIVERY_ATTEMPTS}`,
        ),
      )
      .orderBy(asc(sandboxWebhookDeliveries.createdAt))
      .limit(50);
    let delivered = 0;
    let failed = 0;
    const send = this.options.fetch ?? fetch;
    for (const delivery of due) {
      // Claim it: another instance (or an overlapping call) skips a delivery already claimed.
      const attempt = delivery.attempts + 1;
      const delay = RETRY_DELAYS_SECONDS[Math.min(attempt - 1, RETRY_DELAYS_SECONDS.length - 1)]!;
      const claimed = await db
        .update(sandboxWebhookDeliveries)
        .set({ attempts: attempt, nextAttemptAt: new Date(now.getTime() + delay * 1000) })
        .where(
          and(
            eq(sandboxWebhookDeliveries.eventId, delivery.eventId),
            eq(sandboxWebhookDeliveries.attempts, delivery.attempts),
            isNull(sandboxWebhookDeliveries.deliveredAt),
          ),
        )
        .returning({ id: sandboxWebhookDeliveries.eventId });
      if (claimed.length === 0) continue;
      let error: string | null = null;
      try {
        const response = await send(`${this.options.baseUrl}${WEBHOOK_PATH}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [SIGNATURE_HEADER]: signWebhookPayload(
              delivery.payload,
              this.options.secret,
              new Date(),
            ),
          },
          body: delivery.payload,
          signal: AbortSignal.timeout(10_000),
        });
        if (!response.ok) error = `HTTP ${response.status}`;
      } catch (e) {
        error = e instanceof Error ? e.message.slice(0, 200) : 'delivery failed';
      }
      await db
        .update(sandboxWebhookDeliveries)
        .set(error ? { lastError: error } : { deliveredAt: new Date(), lastError: null })
        .where(eq(sandboxWebhookDeliveries.eventId, delivery.eventId));
      if (error) failed++;
      else delivered++;
    }
    return { delivered, failed };
  }
}
