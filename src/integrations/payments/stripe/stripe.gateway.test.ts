import { createHmac, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencies } from '@/db/seed/reference';
import type { PrepareInput } from '@/domain/payments';
import { startStripeFake, type StripeFake } from '../../../../tests/support/stripe-fake';
import { STRIPE_CURRENCIES, STRIPE_ZERO_DECIMAL, StripeGateway } from './gateway';

const SECRET_KEY = 'sk_test_shapes0123456789';
const WEBHOOK_SECRET = 'whsec_shapes0123456789abcdef';

const prepareInput = (overrides: Partial<PrepareInput> = {}): PrepareInput => ({
  idempotencyKey: randomUUID(),
  orderRef: 'XO-ABCDEFGH',
  amountMinor: 250_000,
  currencyIso: 'MXN',
  plan: { kind: 'full' },
  methods: ['VI', 'MC'],
  cardCountries: [],
  locale: 'pt',
  returnUrl: 'http://127.0.0.1:9/return/',
  cancelUrl: 'http://127.0.0.1:9/cancel/',
  expiresAt: new Date(Date.now() + 15 * 60_000),
  ...overrides,
});

describe('the Stripe adapter', () => {
  let fake: StripeFake;
  let stripe: StripeGateway;
  beforeAll(async () => {
    fake = await startStripeFake({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    stripe = new StripeGateway({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: fake.url,
      timeoutMs: 5_000,
    });
  });
  afterAll(() => fake?.close());

  it('opens a Checkout Session that only authorizes, in the shape Stripe documents', async () => {
    const input = prepareInput();
    const prepared = await stripe.prepare(input);
    const request = fake.requests.findLast((r) => r.path === '/v1/checkout/sessions')!;
    expect(request.method).toBe('POST');
    expect(request.idempotencyKey).toBe(`prepare-${input.idempotencyKey}`);
    expect(request.body).toMatchObject({
      mode: 'payment',
      client_reference_id: 'XO-ABCDEFGH',
      locale: 'pt',
      allowed_payment_method_types: ['card'],
      line_items: [
        {
          quantity: '1',
          price_data: { currency: 'mxn', unit_amount: '250000' },
        },
      ],
      payment_intent_data: { capture_method: 'manual', metadata: { order_ref: 'XO-ABCDEFGH' } },
      success_url: input.returnUrl,
      cancel_url: input.cancelUrl,
    });
    // Stripe's minimum life of a session is 30 minutes: the hold's end plus that.
    const expiresAt = Number(request.body.expires_at);
    expect(expiresAt * 1000).toBeGreaterThan(input.expiresAt.getTime() + 30 * 60_000);
    expect(prepared.expiresAt.getTime()).toBe(expiresAt * 1000);
    expect(prepared.redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
  });

  it('a retry with the same key (after a crash) is the same request, so the same session', async () => {
    const input = prepareInput();
    const first = await stripe.prepare(input);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const again = await stripe.prepare(input);
    expect(again.paymentId).toBe(first.paymentId);
  });

  it('captures with the idempotency key it is given', async () => {
    const input = prepareInput();
    const prepared = await stripe.prepare(input);
    fake.pay(prepared.paymentId, 'approve', { brand: 'mastercard', last4: '4444', country: 'MX' });
    const captured = await stripe.capture({
      paymentId: prepared.paymentId,
      idempotencyKey: 'capture-key-1',
      amountMinor: 250_000,
      currencyIso: 'MXN',
    });
    expect(captured).toMatchObject({
      status: 'captured',
      card: { brand: 'MC', last4: '4444', country: 'MX' },
    });
    const request = fake.requests.findLast((r) => r.path.endsWith('/capture'))!;
    expect(request).toMatchObject({ method: 'POST', idempotencyKey: 'capture-key-1' });
  });

  it('acts on the events that move a payment, acknowledges the rest', async () => {
    fake.takeDeliveries();
    const prepared = await stripe.prepare(prepareInput({ amountMinor: 9_000 }));
    fake.pay(prepared.paymentId, 'decline');
    fake.pay(prepared.paymentId, 'approve');
    const captured = await stripe.capture({
      paymentId: prepared.paymentId,
      idempotencyKey: randomUUID(),
      amountMinor: 9_000,
      currencyIso: 'MXN',
    });
    if (captured.status !== 'captured') throw new Error('not captured');
    const chargeId = captured.chargeId;
    await stripe.refund({ chargeId, idempotencyKey: randomUUID(), amountMinor: 4_000 });
    await stripe.refund({ chargeId, idempotencyKey: randomUUID(), amountMinor: 5_000 });
    const read = [];
    for (const delivery of fake.takeDeliveries()) {
      const type = (JSON.parse(delivery.rawBody) as { type: string }).type;
      const verified = await stripe.verifyWebhook(delivery, new Date());
      if (!verified.ok) throw new Error(verified.code);
      read.push([type, verified.event ? verified.event.status : `ignored: ${verified.ignored}`]);
      if (verified.event) expect(verified.event.paymentId).toBe(prepared.paymentId);
    }
    expect(read).toEqual([
      ['charge.failed', 'ignored: charge.failed'],
      ['payment_intent.payment_failed', 'ignored: payment_intent.payment_failed'],
      ['charge.succeeded', 'ignored: charge.succeeded'],
      ['checkout.session.completed', 'authorized'],
      ['payment_intent.amount_capturable_updated', 'authorized'],
      ['charge.captured', 'ignored: charge.captured'],
      ['payment_intent.succeeded', 'captured'],
      ['refund.created', 'ignored: refund.created'],
      ['charge.refunded', 'ignored: partial refund'],
      ['refund.created', 'ignored: refund.created'],
      ['charge.refunded', 'refunded'],
    ]);
  });

  it('reports a session that ran out as expired, by status and by its event', async () => {
    fake.takeDeliveries();
    const prepared = await stripe.prepare(prepareInput());
    fake.expire(prepared.paymentId);
    expect(await stripe.status(prepared.paymentId)).toMatchObject({ status: 'expired' });
    const [delivery] = fake.takeDeliveries();
    expect(await stripe.verifyWebhook(delivery!, new Date())).toMatchObject({
      ok: true,
      event: { type: 'payment.expired', status: 'expired', paymentId: prepared.paymentId },
    });
  });

  it('signs with the SDK scheme: a delivery signed by another secret is refused', async () => {
    const body = JSON.stringify({ id: 'evt_1', object: 'event', type: 'charge.succeeded' });
    const t = Math.floor(Date.now() / 1000);
    const sig = (secret: string) =>
      `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
    expect(
      await stripe.verifyWebhook(
        { rawBody: body, headers: { 'stripe-signature': sig(WEBHOOK_SECRET) } },
        new Date(),
      ),
    ).toEqual({ ok: true, event: null, ignored: 'charge.succeeded' });
    expect(
      await stripe.verifyWebhook(
        { rawBody: body, headers: { 'stripe-signature': sig('whsec_other') } },
        new Date(),
      ),
    ).toEqual({ ok: false, code: 'WEBHOOK_SIGNATURE_INVALID' });
  });
});

describe('Stripe currencies', () => {
  it('share their exponent with ours, so minor units pass through unchanged', () => {
    for (const iso of STRIPE_CURRENCIES) {
      const ours = currencies.find((c) => c.iso === iso);
      expect(ours, iso).toBeDefined();
      expect(ours!.decimals, iso).toBe(STRIPE_ZERO_DECIMAL.includes(iso) ? 0 : 2);
    }
    expect(STRIPE_CURRENCIES).not.toContain('RUB');
  });
});
