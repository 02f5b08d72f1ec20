import Stripe from 'stripe';
import type {
  CaptureInput,
  CaptureResult,
  CardBrand,
  CardSummary,
  PaymentErrorCode,
  PaymentProvider,
  PaymentStatus,
  PaymentStatusResult,
  PreparedPayment,
  PrepareInput,
  ProviderCapabilities,
  SavedCardChargeInput,
  RefundInput,
  RefundResult,
  WebhookEvent,
  WebhookEventType,
  WebhookRequest,
  WebhookVerification,
} from '@/domain/payments';

/**
 * Stripe through its official SDK (`stripe`), as a hosted-page card gateway
 * (docs/decisions/0012): prepare() opens a Checkout Session whose PaymentIntent only
 * authorizes (`capture_method: manual`), the shop captures; refunds may be partial. The SDK
 * is pointed at another address (`apiUrl`: a local fake in tests) through its `host`, `port`
 * and `protocol` options. Off unless PAYMENT_PROVIDERS lists it with its keys set.
 *
 * The payment id the shop keeps is the Checkout Session's id (cs_…): the PaymentIntent exists
 * only once the payer confirms on Stripe's page, so events about it are traced back to their
 * session.
 */
export type StripeOptions = {
  /** sk_… or rk_… */
  secretKey: string;
  /** whsec_…: the signing secret of the webhook endpoint. */
  webhookSecret: string;
  /** Another address for the API (http://127.0.0.1:port for the tests' fake); unset: Stripe. */
  apiUrl?: string;
  /** Per request, milliseconds. */
  timeoutMs?: number;
};

export const STRIPE_PROVIDER_ID = 'stripe';

/** How far a webhook's signed timestamp may be from our clock, either way. */
const WEBHOOK_TOLERANCE_SECONDS = 300;

/**
 * The currencies of ours Stripe charges in. Each has the same exponent at Stripe as in our
 * currencies table (JPY, KRW, CLP none; the others two), so minor units pass through
 * unchanged: checked by stripe.rules.test.ts against the seed. RUB is not offered by Stripe.
 */
export const STRIPE_CURRENCIES: readonly string[] = [
  'USD',
  'MXN',
  'CAD',
  'EUR',
  'COP',
  'GTQ',
  'GBP',
  'ARS',
  'CLP',
  'PEN',
  'UYU',
  'CRC',
  'AUD',
  'CNY',
  'JPY',
  'KRW',
];

/** Stripe's zero-decimal currencies: amounts are whole units (docs: "Zero-decimal currencies"). */
export const STRIPE_ZERO_DECIMAL: readonly string[] = [
  'BIF',
  'CLP',
  'DJF',
  'GNF',
  'JPY',
  'KMF',
  'KRW',
  'MGA',
  'PYG',
  'RWF',
  'UGX',
  'VND',
  'VUV',
  'XAF',
  'XOF',
  'XPF',
];

export const STRIPE_CAPABILITIES: ProviderCapabilities = {
  // Carte Bleue (cartes_bancaires) needs a French account: not declared.
  cards: ['VI', 'MC', 'AX', 'DN', 'DS', 'JC'],
  paypal: false,
  installments: false,
  uplift: false,
  refunds: 'partial',
  // A deposit's card is kept as Stripe's customer and payment method (never card data here).
  savedCards: true,
  currencies: STRIPE_CURRENCIES,
};

/** Stripe's card brand names (charge.payment_method_details.card.brand) as our api codes. */
const BRANDS: Readonly<Record<string, CardBrand>> = {
  visa: 'VI',
  mastercard: 'MC',
  amex: 'AX',
  diners: 'DN',
  discover: 'DS',
  jcb: 'JC',
};

/** A Checkout Session's expiry: Stripe wants 30 minutes to 24 hours from its creation. */
const SESSION_GRACE_SECONDS = 30 * 60 + 60;

type Session = Stripe.Checkout.Session;
type Intent = Stripe.PaymentIntent;
type Charge = Stripe.Charge;

const expanded = <T extends { id: string }>(value: string | T | null | undefined): T | null =>
  value && typeof value === 'object' ? value : null;
const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

function cardOf(charge: Charge | null): CardSummary | null {
  const card = charge?.payment_method_details?.card;
  const brand = card ? BRANDS[card.brand ?? ''] : undefined;
  if (!charge || !card || !brand || !card.last4 || !/^\d{4}$/.test(card.last4)) return null;
  return {
    token: idOf(charge.payment_method) ?? charge.id,
    brand,
    last4: card.last4,
    country: card.country ?? '',
  };
}

/**
 * The saved card's reference the shop keeps: `<customer>/<payment method>` of an intent that
 * was set up for off-session use (a Checkout Session prepared with `saveCard`). Both are
 * Stripe's ids; the card itself stays at Stripe.
 */
function savedCardOf(intent: Intent | null): string | null {
  const customer = idOf(intent?.customer);
  const method = idOf(intent?.payment_method);
  return intent?.setup_future_usage === 'off_session' && customer && method
    ? `${customer}/${method}`
    : null;
}

/** Where a payment stands, from its session, intent and latest charge. */
function statusOf(session: Session, intent: Intent | null, charge: Charge | null): PaymentStatus {
  switch (intent?.status) {
    case 'requires_capture':
      return 'authorized';
    case 'succeeded':
      return charge?.refunded ? 'refunded' : 'captured';
    case 'canceled':
      // The authorization was released (by us, by Stripe after 7 days, or the session ended).
      return 'expired';
    case 'requires_action':
      return 'requires_action';
    default:
      // No intent yet, or a declined card the payer may replace on Stripe's page.
      return session.status === 'expired' ? 'expired' : 'pending';
  }
}

const EVENT_TYPES: Partial<Record<PaymentStatus, WebhookEventType>> = {
  authorized: 'payment.authorized',
  captured: 'payment.captured',
  expired: 'payment.expired',
  refunded: 'payment.refunded',
  failed: 'payment.failed',
  requires_action: 'payment.requires_action',
};

export class StripeGateway implements PaymentProvider {
  readonly id = STRIPE_PROVIDER_ID;
  readonly capabilities = STRIPE_CAPABILITIES;
  private readonly stripe: Stripe;

  constructor(private readonly options: StripeOptions) {
    const url = options.apiUrl ? new URL(options.apiUrl) : null;
    const protocol = url?.protocol === 'http:' ? 'http' : 'https';
    this.stripe = new Stripe(options.secretKey, {
      maxNetworkRetries: 2,
      timeout: options.timeoutMs ?? 20_000,
      telemetry: false,
      appInfo: { name: 'xcaret-store' },
      ...(url
        ? {
            host: url.hostname,
            port: Number(url.port || (protocol === 'http' ? 80 : 443)),
            protocol,
          }
        : {}),
    });
  }

  /**
   * A Checkout Session for the amount, in minor units as they are (STRIPE_CURRENCIES share
   * our exponents), authorizing only. Its parameters depend on the input alone, so a retry
   * with the same idempotency key (after a crash) is the same request and gets the same
   * session back.
   */
  async prepare(input: PrepareInput): Promise<PreparedPayment> {
    if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor < 0)
      throw new Error('An amount in minor units is required');
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: input.orderRef,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: input.currencyIso.toLowerCase(),
              unit_amount: input.amountMinor,
              product_data: { name: `Xcaret ${input.orderRef}` },
            },
          },
        ],
        allowed_payment_method_types: ['card'],
        payment_intent_data: {
          capture_method: 'manual',
          metadata: { order_ref: input.orderRef },
          // A deposit: the card is attached to a customer for the balance's off-session charge.
          ...(input.saveCard ? { setup_future_usage: 'off_session' as const } : {}),
        },
        ...(input.saveCard ? { customer_creation: 'always' as const } : {}),
        metadata: { order_ref: input.orderRef },
        locale: input.locale,
        success_url: input.returnUrl,
        cancel_url: input.cancelUrl,
        // The hold's end plus Stripe's minimum: a payment authorized after the hold lapsed is
        // never captured (the shop sees the order gone) and its authorization runs out.
        expires_at: Math.floor(input.expiresAt.getTime() / 1000) + SESSION_GRACE_SECONDS,
      },
      { idempotencyKey: `prepare-${input.idempotencyKey}` },
    );
    if (!session.url) throw new Error('Stripe returned a session without a payment page');
    return {
      paymentId: session.id,
      redirectUrl: session.url,
      status: 'pending',
      expiresAt: new Date(session.expires_at * 1000),
    };
  }

  private async read(paymentId: string) {
    const session = await this.stripe.checkout.sessions.retrieve(paymentId, {
      expand: ['payment_intent.latest_charge'],
    });
    const intent = expanded<Intent>(session.payment_intent);
    const charge = expanded<Charge>(intent?.latest_charge);
    return { session, intent, charge };
  }

  async status(paymentId: string): Promise<PaymentStatusResult> {
    // A saved card's charge (chargeSavedCard) has no session: its id is the intent's.
    if (paymentId.startsWith('pi_')) {
      const intent = await this.stripe.paymentIntents.retrieve(paymentId, {
        expand: ['latest_charge'],
      });
      const charge = expanded<Charge>(intent.latest_charge);
      const status: PaymentStatus =
        intent.status === 'succeeded'
          ? charge?.refunded
            ? 'refunded'
            : 'captured'
          : intent.status === 'canceled' || intent.status === 'requires_payment_method'
            ? 'failed'
            : 'pending';
      const moved = status === 'captured' || status === 'refunded';
      return {
        paymentId: intent.id,
        status,
        amountMinor: intent.amount,
        currencyIso: intent.currency.toUpperCase(),
        card: cardOf(charge),
        failureCode: status === 'failed' ? 'CARD_DECLINED' : null,
        ...(moved && charge ? { chargeId: charge.id, refundedMinor: charge.amount_refunded } : {}),
      };
    }
    const { session, intent, charge } = await this.read(paymentId);
    const status = statusOf(session, intent, charge);
    const moved = status === 'captured' || status === 'refunded';
    return {
      paymentId: session.id,
      status,
      amountMinor: session.amount_total ?? 0,
      currencyIso: (session.currency ?? '').toUpperCase(),
      card: cardOf(charge),
      failureCode: null,
      savedCard: savedCardOf(intent),
      ...(moved && charge ? { chargeId: charge.id, refundedMinor: charge.amount_refunded } : {}),
    };
  }

  /**
   * Captures the authorized PaymentIntent of a session, once per idempotency key (Stripe keeps
   * the key's answer); an intent already captured (another key, a dashboard) is answered with
   * its charge, never captured twice.
   */
  async capture(input: CaptureInput): Promise<CaptureResult> {
    const { session, intent, charge } = await this.read(input.paymentId);
    const currencyIso = (session.currency ?? '').toUpperCase();
    if (session.amount_total !== input.amountMinor || currencyIso !== input.currencyIso)
      return { status: 'failed', paymentId: session.id, code: 'AMOUNT_MISMATCH' };
    const done = (paid: Intent, paidCharge: Charge | null): CaptureResult => ({
      status: 'captured',
      paymentId: session.id,
      chargeId: idOf(paid.latest_charge) ?? paid.id,
      amountMinor: paid.amount_received,
      currencyIso: paid.currency.toUpperCase(),
      card: cardOf(paidCharge),
      savedCard: savedCardOf(paid),
    });
    if (intent?.status === 'succeeded') return done(intent, charge);
    if (intent?.status !== 'requires_capture')
      return {
        status: 'failed',
        paymentId: session.id,
        code: intent?.last_payment_error ? 'CARD_DECLINED' : 'AUTHENTICATION_REQUIRED',
      };
    try {
      const paid = await this.stripe.paymentIntents.capture(
        intent.id,
        { expand: ['latest_charge'] },
        { idempotencyKey: input.idempotencyKey },
      );
      return done(paid, expanded<Charge>(paid.latest_charge));
    } catch (error) {
      // Captured meanwhile under another key: Stripe refuses the state; answer with that charge.
      const again = await this.read(input.paymentId);
      if (again.intent?.status === 'succeeded') return done(again.intent, again.charge);
      throw error;
    }
  }

  /**
   * Charges a saved card off-session (a deposit's balance): one PaymentIntent confirmed at once
   * with the kept customer and payment method, captured automatically. Stripe keeps the
   * idempotency key's answer, its errors included, so the same key in parallel or after a
   * crash gives one charge and the first result. A decline (or a bank asking for the
   * cardholder: `authentication_required`) answers failed; the shop then sends its payment link.
   */
  async chargeSavedCard(input: SavedCardChargeInput): Promise<CaptureResult> {
    if (!Number.isSafeInteger(input.amountMinor) || input.amountMinor <= 0)
      throw new Error('A charge is a positive amount in minor units');
    const [customer, paymentMethod, ...rest] = input.savedCard.split('/');
    if (!customer?.startsWith('cus_') || !paymentMethod?.startsWith('pm_') || rest.length > 0)
      return { status: 'failed', paymentId: '', code: 'CARD_DECLINED' };
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: input.amountMinor,
          currency: input.currencyIso.toLowerCase(),
          customer,
          payment_method: paymentMethod,
          off_session: true,
          confirm: true,
          metadata: { order_ref: input.orderRef },
          expand: ['latest_charge'],
        },
        { idempotencyKey: `saved-${input.idempotencyKey}` },
      );
      const charge = expanded<Charge>(intent.latest_charge);
      if (intent.status !== 'succeeded' || !charge)
        return {
          status: 'failed',
          paymentId: intent.id,
          code: intent.status === 'requires_action' ? 'AUTHENTICATION_REQUIRED' : 'CARD_DECLINED',
        };
      return {
        status: 'captured',
        paymentId: intent.id,
        chargeId: charge.id,
        amountMinor: intent.amount_received,
        currencyIso: intent.currency.toUpperCase(),
        card: cardOf(charge),
      };
    } catch (error) {
      if (error instanceof Stripe.errors.StripeCardError)
        return {
          status: 'failed',
          paymentId: error.payment_intent?.id ?? '',
          code:
            error.code === 'authentication_required' ? 'AUTHENTICATION_REQUIRED' : 'CARD_DECLINED',
        };
      // A customer or payment method Stripe no longer has (detached, deleted): not chargeable.
      if (
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        error.code === 'resource_missing'
      )
        return { status: 'failed', paymentId: '', code: 'CARD_DECLINED' };
      throw error;
    }
  }

  /** Refunds all or part of a charge once per key; Stripe refuses going past the charge. */
  async refund(input: RefundInput): Promise<RefundResult> {
    try {
      const refund = await this.stripe.refunds.create(
        {
          charge: input.chargeId,
          amount: input.amountMinor,
          ...(input.reason ? { metadata: { reason: input.reason.slice(0, 500) } } : {}),
        },
        { idempotencyKey: input.idempotencyKey },
      );
      if (refund.status === 'failed' || refund.status === 'canceled')
        return { status: 'failed', code: 'REFUND_FAILED' };
      return {
        status: refund.status === 'succeeded' ? 'refunded' : 'pending',
        refundId: refund.id,
        amountMinor: refund.amount,
      };
    } catch (error) {
      const code = refundError(error);
      if (code) return { status: 'failed', code };
      throw error;
    }
  }

  /**
   * Verifies the Stripe-Signature header on the raw body with the SDK (HMAC-SHA256 of
   * "<t>.<body>", within 5 minutes), then reads the events the shop acts on. Events about a
   * PaymentIntent or a charge are traced back to their Checkout Session (the payment id the
   * shop keeps) with one API call.
   */
  async verifyWebhook(request: WebhookRequest, now: Date): Promise<WebhookVerification> {
    const header = request.headers['stripe-signature'] ?? '';
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(
        request.rawBody,
        header,
        this.options.webhookSecret,
        WEBHOOK_TOLERANCE_SECONDS,
        undefined,
        now.getTime(),
      );
    } catch (error) {
      if (error instanceof Stripe.errors.StripeSignatureVerificationError)
        return {
          ok: false,
          code: /tolerance/i.test(error.message)
            ? 'WEBHOOK_TIMESTAMP_OUT_OF_TOLERANCE'
            : 'WEBHOOK_SIGNATURE_INVALID',
        };
      throw error;
    }
    // The SDK refuses old timestamps only; a signed time from the future is refused too.
    const signedAt = Number(/(?:^|,)\s*t=(\d+)/.exec(header)?.[1]);
    if (signedAt - now.getTime() / 1000 > WEBHOOK_TOLERANCE_SECONDS)
      return { ok: false, code: 'WEBHOOK_TIMESTAMP_OUT_OF_TOLERANCE' };
    return { ok: true, ...(await this.eventOf(event)) };
  }

  private async eventOf(
    event: Stripe.Event,
  ): Promise<{ event: WebhookEvent } | { event: null; ignored: string }> {
    const base = { id: event.id, occurredAt: new Date(event.created * 1000) };
    const made = (
      status: PaymentStatus,
      fields: Omit<WebhookEvent, 'id' | 'occurredAt' | 'type' | 'status' | 'failureCode'>,
    ) => ({
      event: {
        ...base,
        type: EVENT_TYPES[status]!,
        status,
        failureCode: null as PaymentErrorCode | null,
        ...fields,
      },
    });
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.expired': {
        const session = event.data.object;
        return made(event.type === 'checkout.session.expired' ? 'expired' : 'authorized', {
          paymentId: session.id,
          orderRef: session.metadata?.order_ref ?? session.client_reference_id ?? '',
          amountMinor: session.amount_total ?? 0,
          currencyIso: (session.currency ?? '').toUpperCase(),
          card: null,
        });
      }
      case 'payment_intent.amount_capturable_updated':
      case 'payment_intent.succeeded':
      case 'payment_intent.canceled': {
        const intent = event.data.object;
        const sessionId = await this.sessionOf(intent.id);
        if (!sessionId) return { event: null, ignored: 'not a Checkout payment' };
        const status =
          event.type === 'payment_intent.succeeded'
            ? 'captured'
            : event.type === 'payment_intent.canceled'
              ? 'expired'
              : 'authorized';
        return made(status, {
          paymentId: sessionId,
          orderRef: intent.metadata?.order_ref ?? '',
          amountMinor: intent.amount,
          currencyIso: intent.currency.toUpperCase(),
          card: null,
        });
      }
      case 'charge.refunded': {
        const charge = event.data.object;
        // A partial refund leaves the payment captured: nothing for the order to do.
        if (!charge.refunded) return { event: null, ignored: 'partial refund' };
        const intentId = idOf(charge.payment_intent);
        const sessionId = intentId && (await this.sessionOf(intentId));
        if (!sessionId) return { event: null, ignored: 'not a Checkout payment' };
        return made('refunded', {
          paymentId: sessionId,
          orderRef: charge.metadata?.order_ref ?? '',
          amountMinor: charge.amount,
          currencyIso: charge.currency.toUpperCase(),
          card: cardOf(charge),
        });
      }
      default:
        return { event: null, ignored: event.type };
    }
  }

  /** The Checkout Session a PaymentIntent was made by, if any. */
  private async sessionOf(intentId: string): Promise<string | null> {
    const sessions = await this.stripe.checkout.sessions.list({
      payment_intent: intentId,
      limit: 1,
    });
    return sessions.data[0]?.id ?? null;
  }
}

/** A refund Stripe refused for a reason of the request (not an outage), as our code. */
function refundError(error: unknown): PaymentErrorCode | null {
  if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) return null;
  if (error.code === 'resource_missing') return 'CHARGE_NOT_FOUND';
  if (
    error.code === 'charge_already_refunded' ||
    error.code === 'amount_too_large' ||
    (error.param === 'amount' && /greater than/i.test(error.message))
  )
    return 'REFUND_EXCEEDS_CHARGE';
  return null;
}
