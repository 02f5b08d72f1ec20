/**
 * The port every payment gateway adapter implements (DESIGN §7). Types only: the built-in
 * sandbox and any real gateway live in src/integrations/payments/ behind this interface.
 *
 * The contract:
 * - `prepare` never moves money: it opens a payment session (the hosted page for cards, a
 *   redirect for PayPal or Uplift) for an amount the server computed.
 * - `capture` moves money and is idempotent by `idempotencyKey`: the same key, any number of
 *   times, in parallel, gives one charge and the same result.
 * - `refund` is idempotent by its own key too.
 * - `refund` is idempotent by its own key too; partial refunds add up to the charge, never
 *   beyond it.
 * - Amounts are integer minor units of the currency (none for JPY, KRW, CLP), both ways.
 * - Webhooks are the source of truth: `verifyWebhook` checks the signature on the raw body
 *   and hands back an event whose `id` the caller records once per provider
 *   (`ProcessedWebhookEvents`); a delivery whose id was seen is acknowledged and ignored.
 *   Status moves follow `paymentTransition` (payments.rules.ts), so late or repeated events
 *   never move a paid payment back.
 * - Card data (number, CVC, expiry) never crosses this interface: only a token, the brand,
 *   the last 4 digits and the issuing country.
 * - Each provider declares what it can do (`capabilities`); the registry of the configured
 *   providers (`PaymentProviders`) chooses one per payment, and every later call about a
 *   payment goes to the provider that made it (payment_attempts.provider).
 * - Background work a provider needs (the sandbox's session expiry and webhook re-delivery)
 *   is declared as `tasks`, which the jobs run for every provider without knowing them.
 */
import type { PaymentErrorCode } from './errors';
import type {
  CardBrand,
  MethodApiCode,
  PaymentPlan,
  PaymentStatus,
  ProviderCapabilities,
  ProviderRequest,
} from './payments.rules';
import type { Locale } from '@/i18n/paths';

export type PaymentLocale = Locale;

/** What the hosted page hands back about the card: never the number or the CVC. */
export type CardSummary = {
  token: string;
  brand: CardBrand;
  last4: string;
  /** ISO 3166-1 alpha-2 country of the issuing bank (instalments need MX). */
  country: string;
};

export type PrepareInput = {
  /** One per payment attempt: retrying the same checkout reuses it. */
  idempotencyKey: string;
  /** Our order reference, echoed in webhooks. */
  orderRef: string;
  /** Recomputed on the server in the visitor's currency, minor units. */
  amountMinor: number;
  currencyIso: string;
  plan: PaymentPlan;
  /** The methods the currency offers (from the database) that this provider takes. */
  methods: readonly MethodApiCode[];
  /**
   * The countries the card must be issued in for this plan (financing_rules: instalments in
   * MXN need a card issued in MX); empty: any card. The gateway checks it once the card is
   * typed.
   */
  cardCountries: readonly string[];
  locale: PaymentLocale;
  /** Where the visitor comes back to after the hosted page or redirect. */
  returnUrl: string;
  cancelUrl: string;
  /** The session's end; the hold behind it expires then too. */
  expiresAt: Date;
  /**
   * Keep the card for later charges (a deposit's balance, issue 20): the capture then names
   * the gateway's reusable token (`savedCard`). Only asked of providers with `savedCards`.
   */
  saveCard?: boolean;
};

export type PreparedPayment = {
  /** The gateway's id of this payment session. */
  paymentId: string;
  /** The hosted page (cards) or the method's redirect (PayPal, Uplift). */
  redirectUrl: string;
  status: Extract<PaymentStatus, 'pending'>;
  expiresAt: Date;
};

export type CaptureInput = {
  paymentId: string;
  idempotencyKey: string;
  /** Must equal what was prepared; the gateway refuses anything else. */
  amountMinor: number;
  currencyIso: string;
};

export type CaptureResult =
  | {
      status: 'captured';
      paymentId: string;
      chargeId: string;
      amountMinor: number;
      currencyIso: string;
      card: CardSummary | null;
      /** The gateway's reusable token of the card, when the session was prepared to save it. */
      savedCard?: string | null;
    }
  | { status: 'requires_action'; paymentId: string; redirectUrl: string }
  | { status: 'failed'; paymentId: string; code: PaymentErrorCode };

export type RefundInput = {
  chargeId: string;
  idempotencyKey: string;
  /** Whole or part of the charge, minor units. */
  amountMinor: number;
  reason?: string;
};

export type RefundResult =
  | {
      status: 'refunded' | 'pending';
      refundId: string;
      /** This refund's amount (a repeat of the key gives the first refund back). */
      amountMinor: number;
    }
  | { status: 'failed'; code: PaymentErrorCode };

export type PaymentStatusResult = {
  paymentId: string;
  status: PaymentStatus;
  amountMinor: number;
  currencyIso: string;
  card: CardSummary | null;
  /** Why a failed payment failed (a declined card, insufficient funds…). */
  failureCode?: PaymentErrorCode | null;
  /** The charge of captured money (what a refund names). */
  chargeId?: string;
  /** Refunded so far, minor units (partial refunds add up; all of it: status refunded). */
  refundedMinor?: number;
  /** The gateway's reusable token of the card, when the session was prepared to save it. */
  savedCard?: string | null;
};

/**
 * A charge of a saved card without the cardholder (issue 20: a deposit's balance). The
 * idempotency key is our payment attempt's id: the same key, any number of times and in
 * parallel, gives one charge and the first result (a crash after the call retries safely).
 */
export type SavedCardChargeInput = {
  /** The gateway's token reference (never card data), from a capture with `saveCard`. */
  savedCard: string;
  idempotencyKey: string;
  orderRef: string;
  amountMinor: number;
  currencyIso: string;
};

export type WebhookEventType =
  | 'payment.requires_action'
  | 'payment.authorized'
  | 'payment.captured'
  | 'payment.failed'
  | 'payment.expired'
  | 'payment.refunded';

export type WebhookEvent = {
  /** Unique per event: deliveries of the same event share it. */
  id: string;
  type: WebhookEventType;
  /** The status the event reports (payment.captured → captured, …). */
  status: PaymentStatus;
  paymentId: string;
  orderRef: string;
  amountMinor: number;
  currencyIso: string;
  occurredAt: Date;
  card: CardSummary | null;
  failureCode: PaymentErrorCode | null;
};

/** A webhook delivery as received: the raw body, unparsed, and lower-cased header names. */
export type WebhookRequest = {
  rawBody: string;
  headers: Readonly<Record<string, string | undefined>>;
};

export type WebhookVerification =
  | { ok: true; event: WebhookEvent }
  /** Genuine, but news the shop does not act on (acknowledged so the gateway stops sending). */
  | { ok: true; event: null; ignored: string }
  | {
      ok: false;
      code: Extract<
        PaymentErrorCode,
        'WEBHOOK_SIGNATURE_INVALID' | 'WEBHOOK_TIMESTAMP_OUT_OF_TOLERANCE'
      >;
    };

/**
 * Background work a provider needs, run by every app instance's jobs (safe to run on several
 * at once). `run` reports how many items it handled and how many failed (to be retried).
 */
export type ProviderTask = {
  name: string;
  everyMs: number;
  run(now: Date): Promise<{ done: number; failed: number }>;
};

export interface PaymentProvider {
  /** The adapter's name, stored with each payment ('sandbox', …) and in its webhook URL. */
  readonly id: string;
  /** What it can do; the registry chooses providers by it. */
  readonly capabilities: ProviderCapabilities;
  /** Background work it needs, if any. */
  readonly tasks?: readonly ProviderTask[];
  /** Opens a payment session. Never moves money. Same idempotency key, same session. */
  prepare(input: PrepareInput): Promise<PreparedPayment>;
  /** Moves the money once per idempotency key; repeats return the first result. */
  capture(input: CaptureInput): Promise<CaptureResult>;
  /**
   * Charges a saved card off-session, once per idempotency key (providers with `savedCards`).
   * A declined card answers `failed` with its code; nothing is retried by the provider.
   */
  chargeSavedCard?(input: SavedCardChargeInput): Promise<CaptureResult>;
  /** Gives money back once per idempotency key. */
  refund(input: RefundInput): Promise<RefundResult>;
  /** The gateway's view of a payment (for the status endpoint and reconciliation). */
  status(paymentId: string): Promise<PaymentStatusResult>;
  /**
   * Checks the signature (and its timestamp) of a delivery; parses only after it passes. May
   * ask the gateway which payment an event is about.
   */
  verifyWebhook(request: WebhookRequest, now: Date): Promise<WebhookVerification>;
}

/** The configured providers: chosen per payment, found again by id for what follows. */
export interface PaymentProviders {
  /** Every provider that can answer for its payments (webhooks, captures, refunds, jobs). */
  readonly all: readonly PaymentProvider[];
  /** The provider of new payments of this kind, in the configured order; null: none serves it. */
  choose(request: ProviderRequest): PaymentProvider | null;
  /** The provider an attempt was made with, or null when it is not configured any more. */
  byId(id: string): PaymentProvider | null;
}

/**
 * Deduplication of webhook deliveries by event id, kept by the orders service in the same
 * transaction as the state change it causes.
 */
export interface ProcessedWebhookEvents {
  /** Records the id; true the first time, false for every later delivery of it. */
  recordOnce(providerId: string, eventId: string): Promise<boolean>;
}
