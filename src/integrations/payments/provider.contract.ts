/**
 * The contract every payment provider adapter keeps (src/domain/payments/provider.ts), as one
 * suite each adapter's test runs with a harness of its own: the sandbox against its database,
 * Stripe's SDK against a local fake of Stripe's API. Not a test file itself (no .test.ts).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PaymentProvider,
  PreparedPayment,
  PrepareInput,
  WebhookRequest,
} from '@/domain/payments';

export type ContractHarness = {
  provider: PaymentProvider;
  /**
   * The payer on the provider's page: a card that is approved, one that is declined, or one
   * approved now whose saved token declines later off-session charges.
   */
  pay(
    payment: PreparedPayment,
    outcome: 'approve' | 'decline' | 'approveThenDecline',
  ): Promise<void>;
  /** How many charges that moved money the gateway holds for an order reference. */
  capturedCharges(orderRef: string): Promise<number>;
  /** What the gateway itself holds for a payment: its amount in its own units and currency. */
  gatewayAmount(paymentId: string): Promise<{ amount: number; currency: string }>;
  /** The webhook deliveries the gateway sent since the last call, as the shop receives them. */
  deliveries(): Promise<WebhookRequest[]>;
  /** A body signed the provider's way with `secret` at `at` (to forge and to replay). */
  sign(rawBody: string, secret: string, at: Date): WebhookRequest;
  /** The provider's webhook signing secret. */
  webhookSecret: string;
  /** After a declined card: the provider ends the payment, or lets the payer try another card. */
  afterDecline: 'failed' | 'pending';
  dispose(): Promise<void>;
};

const input = (overrides: Partial<PrepareInput> = {}): PrepareInput => ({
  idempotencyKey: randomUUID(),
  orderRef: `XO-${randomUUID().slice(0, 8).toUpperCase()}`,
  amountMinor: 123_456,
  currencyIso: 'USD',
  plan: { kind: 'full' },
  methods: ['VI', 'MC'],
  cardCountries: [],
  locale: 'es',
  returnUrl: 'http://127.0.0.1:9/return/',
  cancelUrl: 'http://127.0.0.1:9/cancel/',
  expiresAt: new Date(Date.now() + 15 * 60_000),
  ...overrides,
});

export function describeProviderContract(name: string, setup: () => Promise<ContractHarness>) {
  describe(`payment provider contract: ${name}`, () => {
    let h: ContractHarness;
    beforeAll(async () => {
      h = await setup();
    });
    afterAll(async () => {
      await h?.dispose();
    });

    /** A payment the payer approved: prepared, paid on the provider's page, authorized. */
    async function authorized(
      overrides: Partial<PrepareInput> = {},
      outcome: 'approve' | 'approveThenDecline' = 'approve',
    ) {
      const request = input(overrides);
      const payment = await h.provider.prepare(request);
      await h.pay(payment, outcome);
      return { request, payment };
    }

    async function captured(
      overrides: Partial<PrepareInput> = {},
      outcome: 'approve' | 'approveThenDecline' = 'approve',
    ) {
      const { request, payment } = await authorized(overrides, outcome);
      const result = await h.provider.capture({
        paymentId: payment.paymentId,
        idempotencyKey: `capture-${request.idempotencyKey}`,
        amountMinor: request.amountMinor,
        currencyIso: request.currencyIso,
      });
      if (result.status !== 'captured') throw new Error(`not captured: ${result.status}`);
      return { request, payment, charge: result };
    }

    it('declares what it can do', () => {
      const c = h.provider.capabilities;
      expect(h.provider.id).toMatch(/^[a-z][a-z0-9-]*$/);
      expect(c.cards.length + (c.paypal ? 1 : 0)).toBeGreaterThan(0);
      expect(['none', 'full', 'partial']).toContain(c.refunds);
      expect(c.currencies === 'any' || c.currencies.length > 0).toBe(true);
    });

    it('prepare never moves money, and the same key gives the same payment', async () => {
      const request = input();
      const first = await h.provider.prepare(request);
      const again = await h.provider.prepare(request);
      expect(again.paymentId).toBe(first.paymentId);
      expect(again.redirectUrl).toBe(first.redirectUrl);
      expect(first.status).toBe('pending');
      expect(first.redirectUrl).toMatch(/^https?:\/\//);
      expect(first.expiresAt.getTime()).toBeGreaterThanOrEqual(request.expiresAt.getTime());
      const other = await h.provider.prepare(input());
      expect(other.paymentId).not.toBe(first.paymentId);
      const status = await h.provider.status(first.paymentId);
      expect(status).toMatchObject({ status: 'pending', amountMinor: 123_456, currencyIso: 'USD' });
      expect(status.chargeId).toBeUndefined();
      // Capturing what nobody authorized moves nothing.
      const capture = await h.provider.capture({
        paymentId: first.paymentId,
        idempotencyKey: randomUUID(),
        amountMinor: request.amountMinor,
        currencyIso: 'USD',
      });
      expect(capture.status).toBe('failed');
      expect((await h.provider.status(first.paymentId)).status).toBe('pending');
    });

    it('status reflects what happened: approved, captured, its card', async () => {
      const { request, payment } = await authorized();
      const status = await h.provider.status(payment.paymentId);
      expect(status).toMatchObject({ status: 'authorized', amountMinor: request.amountMinor });
      expect(status.card).toMatchObject({ brand: 'VI', last4: '4242', country: 'US' });
      expect(status.card!.token).toBeTruthy();
      await h.provider.capture({
        paymentId: payment.paymentId,
        idempotencyKey: randomUUID(),
        amountMinor: request.amountMinor,
        currencyIso: request.currencyIso,
      });
      const after = await h.provider.status(payment.paymentId);
      expect(after).toMatchObject({ status: 'captured', refundedMinor: 0 });
      expect(after.chargeId).toBeTruthy();
    });

    it('a declined card moves no money and cannot be captured', async () => {
      const request = input();
      const payment = await h.provider.prepare(request);
      await h.pay(payment, 'decline');
      const status = await h.provider.status(payment.paymentId);
      expect(status.status).toBe(h.afterDecline);
      expect(status.chargeId).toBeUndefined();
      if (h.afterDecline === 'failed') expect(status.failureCode).toBe('CARD_DECLINED');
      const capture = await h.provider.capture({
        paymentId: payment.paymentId,
        idempotencyKey: randomUUID(),
        amountMinor: request.amountMinor,
        currencyIso: 'USD',
      });
      expect(capture).toMatchObject({ status: 'failed' });
      expect((await h.provider.status(payment.paymentId)).status).toBe(h.afterDecline);
    });

    it('capture is idempotent per key: in parallel and repeated, one charge', async () => {
      const { request, payment } = await authorized();
      const capture = (key: string) =>
        h.provider.capture({
          paymentId: payment.paymentId,
          idempotencyKey: key,
          amountMinor: request.amountMinor,
          currencyIso: request.currencyIso,
        });
      const results = await Promise.all(Array.from({ length: 5 }, () => capture('capture-1')));
      const first = results[0]!;
      expect(first).toMatchObject({ status: 'captured', amountMinor: request.amountMinor });
      for (const result of results) expect(result).toEqual(first);
      expect(await capture('capture-1')).toEqual(first);
      // Another key finds the money already moved: the same charge, never a second one.
      const other = await capture(randomUUID());
      expect(other).toMatchObject({
        status: 'captured',
        chargeId: first.status === 'captured' ? first.chargeId : '',
      });
    });

    it('capture refuses an amount or currency other than the one prepared', async () => {
      const { request, payment } = await authorized();
      for (const changed of [
        { amountMinor: request.amountMinor + 1, currencyIso: request.currencyIso },
        { amountMinor: request.amountMinor - 1, currencyIso: request.currencyIso },
        { amountMinor: request.amountMinor, currencyIso: 'MXN' },
      ])
        expect(
          await h.provider.capture({
            paymentId: payment.paymentId,
            idempotencyKey: randomUUID(),
            ...changed,
          }),
        ).toMatchObject({ status: 'failed', code: 'AMOUNT_MISMATCH' });
      expect((await h.provider.status(payment.paymentId)).status).toBe('authorized');
    });

    it('refunds are idempotent per key, partial refunds add up, never past the charge', async () => {
      const { payment, charge } = await captured({ amountMinor: 10_000 });
      if (h.provider.capabilities.refunds !== 'partial') return;
      const refund = (idempotencyKey: string, amountMinor: number) =>
        h.provider.refund({ chargeId: charge.chargeId, idempotencyKey, amountMinor });
      const first = await refund('refund-a', 3_000);
      expect(first).toMatchObject({ status: 'refunded', amountMinor: 3_000 });
      expect(await refund('refund-a', 3_000)).toEqual(first);
      expect(await h.provider.status(payment.paymentId)).toMatchObject({
        status: 'captured',
        refundedMinor: 3_000,
      });
      expect(await refund('refund-b', 2_500)).toMatchObject({ amountMinor: 2_500 });
      // More than is left is refused and changes nothing.
      expect(await refund('refund-c', 4_501)).toEqual({
        status: 'failed',
        code: 'REFUND_EXCEEDS_CHARGE',
      });
      expect((await h.provider.status(payment.paymentId)).refundedMinor).toBe(5_500);
      const last = await refund('refund-d', 4_500);
      expect(last).toMatchObject({ status: 'refunded', amountMinor: 4_500 });
      expect(await h.provider.status(payment.paymentId)).toMatchObject({
        status: 'refunded',
        refundedMinor: 10_000,
      });
      expect(await refund('refund-e', 1)).toEqual({
        status: 'failed',
        code: 'REFUND_EXCEEDS_CHARGE',
      });
      expect(await refund('refund-b', 2_500)).toMatchObject({ amountMinor: 2_500 });
      expect(
        await h.provider.refund({ chargeId: 'ch_unknown', idempotencyKey: 'x', amountMinor: 1 }),
      ).toEqual({ status: 'failed', code: 'CHARGE_NOT_FOUND' });
    });

    it('webhooks: genuine deliveries verify; tampered, forged and stale ones are refused', async () => {
      await h.deliveries();
      const { payment } = await captured();
      const now = new Date();
      const deliveries = await h.deliveries();
      const events = [];
      for (const delivery of deliveries) {
        const verified = await h.provider.verifyWebhook(delivery, now);
        expect(verified.ok).toBe(true);
        if (verified.ok && verified.event) events.push(verified.event);
      }
      const about = events.filter((e) => e.paymentId === payment.paymentId);
      expect(about.map((e) => e.status)).toEqual(
        expect.arrayContaining(['authorized', 'captured']),
      );
      for (const event of about) {
        expect(event.id).toBeTruthy();
        expect(event.amountMinor).toBe(123_456);
        expect(event.currencyIso).toBe('USD');
      }
      const genuine = deliveries.at(-1)!;
      const header = Object.keys(genuine.headers).find((k) => /signature/.test(k))!;
      const tampered = genuine.rawBody.replace(/123456/g, '1');
      expect(tampered).not.toBe(genuine.rawBody);
      const refused = async (request: WebhookRequest, at = now) =>
        h.provider.verifyWebhook(request, at);
      expect(await refused({ ...genuine, rawBody: tampered })).toEqual({
        ok: false,
        code: 'WEBHOOK_SIGNATURE_INVALID',
      });
      expect(await refused({ ...genuine, rawBody: `${genuine.rawBody} ` })).toMatchObject({
        ok: false,
      });
      expect(await refused({ rawBody: genuine.rawBody, headers: {} })).toEqual({
        ok: false,
        code: 'WEBHOOK_SIGNATURE_INVALID',
      });
      expect(await refused(h.sign(tampered, 'whsec_not_the_secret_0123456789abcdef', now))).toEqual(
        { ok: false, code: 'WEBHOOK_SIGNATURE_INVALID' },
      );
      // Signed with the secret, but long ago (a replay) or in the future.
      const old = h.sign(genuine.rawBody, h.webhookSecret, new Date(now.getTime() - 10 * 60_000));
      expect(await refused(old)).toEqual({
        ok: false,
        code: 'WEBHOOK_TIMESTAMP_OUT_OF_TOLERANCE',
      });
      const future = h.sign(
        genuine.rawBody,
        h.webhookSecret,
        new Date(now.getTime() + 10 * 60_000),
      );
      expect(await refused(future)).toEqual({
        ok: false,
        code: 'WEBHOOK_TIMESTAMP_OUT_OF_TOLERANCE',
      });
      // The same body signed now with the secret passes: the checks are the signature and time.
      expect(await refused(h.sign(genuine.rawBody, h.webhookSecret, now))).toMatchObject({
        ok: true,
      });
      expect(header).toBeTruthy();
    });

    it('a saved card: charged off-session once per key, a later decline reported, no card data', async () => {
      if (!h.provider.capabilities.savedCards) return;
      expect(h.provider.chargeSavedCard).toBeTypeOf('function');
      const chargeSaved = h.provider.chargeSavedCard!.bind(h.provider);
      // Without saveCard nothing is kept.
      const plain = await captured();
      expect(plain.charge.savedCard ?? null).toBeNull();
      expect((await h.provider.status(plain.payment.paymentId)).savedCard ?? null).toBeNull();

      const { request, payment, charge } = await captured({ amountMinor: 30_000, saveCard: true });
      const token = charge.savedCard!;
      expect(token).toBeTruthy();
      expect((await h.provider.status(payment.paymentId)).savedCard).toBe(token);
      // A reference to the gateway's token: never the number, expiry or CVC the payer typed.
      expect(token.replace(/\D/g, '')).not.toContain('4242424242424242');
      expect(token).not.toMatch(/12\/34|\b123\b/);
      expect(JSON.stringify(charge)).not.toContain('4242424242424242');
      expect(await h.capturedCharges(request.orderRef)).toBe(1);

      const balance = (idempotencyKey: string, amountMinor = 70_000) =>
        chargeSaved({
          savedCard: token,
          idempotencyKey,
          orderRef: request.orderRef,
          amountMinor,
          currencyIso: 'USD',
        });
      const key = randomUUID();
      const results = await Promise.all(Array.from({ length: 5 }, () => balance(key)));
      const first = results[0]!;
      expect(first).toMatchObject({ status: 'captured', amountMinor: 70_000, currencyIso: 'USD' });
      for (const result of results) expect(result).toEqual(first);
      expect(await balance(key)).toEqual(first);
      // The deposit and one balance charge: the same key never charged twice.
      expect(await h.capturedCharges(request.orderRef)).toBe(2);
      if (first.status !== 'captured') return;
      expect(first.chargeId).not.toBe(charge.chargeId);
      expect(first.card).toMatchObject({ brand: 'VI', last4: '4242' });
      // The balance's charge can be refunded like any other.
      expect(
        await h.provider.refund({
          chargeId: first.chargeId,
          idempotencyKey: `refund-${key}`,
          amountMinor: 70_000,
        }),
      ).toMatchObject({ status: 'refunded', amountMinor: 70_000 });
      // Another key is another charge.
      expect(await balance(randomUUID(), 1_000)).toMatchObject({
        status: 'captured',
        amountMinor: 1_000,
      });
      expect(await h.capturedCharges(request.orderRef)).toBe(3);

      // A card that declines later: reported, the same answer per key, no money moved.
      const later = await captured({ amountMinor: 30_000, saveCard: true }, 'approveThenDecline');
      const laterToken = later.charge.savedCard!;
      expect(laterToken).toBeTruthy();
      const declinedKey = randomUUID();
      const declined = () =>
        chargeSaved({
          savedCard: laterToken,
          idempotencyKey: declinedKey,
          orderRef: later.request.orderRef,
          amountMinor: 70_000,
          currencyIso: 'USD',
        });
      const refusals = await Promise.all([declined(), declined(), declined()]);
      for (const refusal of refusals)
        expect(refusal).toMatchObject({ status: 'failed', code: 'CARD_DECLINED' });
      expect(await declined()).toMatchObject({ status: 'failed', code: 'CARD_DECLINED' });
      expect(await h.capturedCharges(later.request.orderRef)).toBe(1);
      // A token the gateway never gave moves nothing.
      expect(
        await chargeSaved({
          savedCard: `${token}x`,
          idempotencyKey: randomUUID(),
          orderRef: request.orderRef,
          amountMinor: 100,
          currencyIso: 'USD',
        }),
      ).toMatchObject({ status: 'failed' });
      expect(await h.capturedCharges(request.orderRef)).toBe(3);
    });

    it.each([
      ['JPY', 12_345],
      ['KRW', 50_000],
      ['CLP', 9_990],
      ['USD', 12_345],
      ['MXN', 100_050],
    ])('amounts are minor units as they are: %s %i', async (currencyIso, amountMinor) => {
      const { request, payment, charge } = await captured({ currencyIso, amountMinor });
      expect(await h.gatewayAmount(payment.paymentId)).toEqual({
        amount: amountMinor,
        currency: currencyIso,
      });
      expect(charge).toMatchObject({ amountMinor, currencyIso });
      expect(await h.provider.status(payment.paymentId)).toMatchObject({
        amountMinor,
        currencyIso,
        status: 'captured',
      });
      expect(request.amountMinor).toBe(amountMinor);
    });
  });
}
