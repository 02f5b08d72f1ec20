import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { balanceCharges, paymentAttempts, paymentWebhookEvents } from '@/db/schema';
import { openInventory } from '@/db/seed/inventory';
import { providerDirectory, type PaymentProvider, type PaymentProviders } from '@/domain/payments';
import { findCurrency } from '@/domain/pricing';
import {
  createHold,
  depositSchedule,
  readBooking,
  resortToday,
  saveGuestDetails,
} from '@/domain/stays';
import { SandboxGateway } from '@/integrations/payments/sandbox';
import { StripeGateway } from '@/integrations/payments/stripe';
import { addDays } from '@/lib/dates';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import { startStripeFake, type StripeFake } from '../../../tests/support/stripe-fake';
import { heldStay } from '../../../tests/support/paid-orders';
import {
  bookingMoney,
  chargeDueBalances,
  handleWebhookEvent,
  readOrder,
  startCheckout,
  syncAttempt,
} from '.';

const SECRET_KEY = 'sk_test_orders0123456789';
const WEBHOOK_SECRET = 'whsec_orders0123456789abcdef';
const BASE = 'http://127.0.0.1:9';

/**
 * The checkout with two providers configured, Stripe first (through its SDK and a local fake of
 * its API) and the sandbox behind it: each payment goes to the provider that serves it, and
 * Stripe's webhooks drive the sale exactly as the sandbox's do.
 */
describe.each(engines)('checkout through Stripe and the sandbox on %s', (engine) => {
  let t: TestDatabase;
  let fake: StripeFake;
  let stripe: StripeGateway;
  let providers: PaymentProviders;
  const checkIn = addDays(resortToday(new Date()), 40);

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await openInventory(t.db, addDays(resortToday(new Date()), 30), 30);
    fake = await startStripeFake({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
    stripe = new StripeGateway({
      secretKey: SECRET_KEY,
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: fake.url,
      timeoutMs: 5_000,
    });
    const sandbox = new SandboxGateway({
      db: async () => t.db,
      secret: 'orders-stripe-test-sandbox-secret-0123456789',
      baseUrl: BASE,
      deliverImmediately: false,
    });
    providers = providerDirectory([stripe, sandbox]);
  });
  afterAll(async () => {
    await fake?.close();
    await t?.dispose();
  });

  /** The webhook route for `provider`: verify, then hand the event to the orders. */
  async function route(
    provider: PaymentProvider,
    delivery: { rawBody: string; headers: Record<string, string> },
  ) {
    const verified = await provider.verifyWebhook(delivery, new Date());
    if (!verified.ok) return verified.code;
    if (!verified.event) return 'ignored';
    return handleWebhookEvent(t.db, provider, verified.event);
  }

  async function heldBooking(offset: number, currencyIso: string) {
    const currency = (await findCurrency(t.db, currencyIso))!;
    const hold = await createHold(
      t.db,
      {
        hotelCode: 'HXM',
        checkIn: addDays(checkIn, offset),
        checkOut: addDays(checkIn, offset + 2),
        rooms: [{ roomTypeCode: 'HXM-GVS', adults: 2, childrenAges: [] }],
      },
      { currency, holdMinutes: 15 },
    );
    await saveGuestDetails(t.db, hold.reference, hold.secret, {
      firstName: 'Ana',
      lastName: 'López',
      email: 'ana@example.com',
      phone: '+52 998 123 4567',
      country: 'MX',
      arrivalTime: '15:00',
      requests: '',
      roomNames: [],
    });
    return hold;
  }

  const checkout = (hold: Awaited<ReturnType<typeof heldBooking>>) =>
    startCheckout(t.db, providers, {
      idempotencyKey: randomUUID(),
      target: { kind: 'hotel', bookingReference: hold.reference, access: { secret: hold.secret } },
      posted: {
        amountMinor: hold.total.minor,
        currencyIso: hold.total.iso,
        plan: { kind: 'full' },
      },
      method: 'card',
      locale: 'en',
      urls: (_order, key) => ({ returnUrl: `${BASE}/return/${key}`, cancelUrl: `${BASE}/cancel/` }),
    });

  it("Stripe's webhooks sell the booking once: authorized, captured by us, confirmed", async () => {
    const hold = await heldBooking(0, 'USD');
    const started = await checkout(hold);
    expect(started.redirectUrl).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const [attempt] = await t.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.paymentId, started.redirectUrl.split('/').at(-1)!));
    expect(attempt).toMatchObject({ provider: 'stripe', status: 'pending' });

    fake.pay(attempt!.paymentId!, 'approve');
    const deliveries = fake.takeDeliveries();
    const outcomes = [];
    for (const delivery of deliveries) outcomes.push(await route(stripe, delivery));
    expect(outcomes).toContain('applied');
    const order = await readOrder(t.db, started.orderReference, { secret: started.orderSecret! });
    expect(order).toMatchObject({ status: 'paid', amountMinor: hold.total.minor });
    expect(order!.payment).toMatchObject({
      status: 'captured',
      card: { brand: 'VI', last4: '4242' },
    });
    expect((await readBooking(t.db, hold.reference, { secret: hold.secret }))!.status).toBe(
      'confirmed',
    );
    // Stripe reports the capture too, and every delivery may come again: nothing moves twice.
    const later = fake.takeDeliveries();
    for (const delivery of [...later, ...deliveries, ...later])
      expect(['duplicate', 'ignored']).toContain(await route(stripe, delivery));
    expect(fake.requests.filter((r) => r.path.endsWith('/capture'))).toHaveLength(1);
    const recorded = await t.db
      .select()
      .from(paymentWebhookEvents)
      .where(eq(paymentWebhookEvents.paymentId, attempt!.paymentId!));
    expect(recorded.every((e) => e.provider === 'stripe')).toBe(true);
    // A Stripe delivery replayed to the sandbox's address is refused there.
    expect(await route(providers.byId('sandbox')!, deliveries[0]!)).toBe(
      'WEBHOOK_SIGNATURE_INVALID',
    );
  });

  it('the visitor back from Stripe: the return asks Stripe, captures and sells', async () => {
    const hold = await heldBooking(3, 'MXN');
    const started = await checkout(hold);
    const paymentId = started.redirectUrl.split('/').at(-1)!;
    fake.pay(paymentId, 'approve');
    fake.takeDeliveries(); // lost webhooks: the return settles it
    const [attempt] = await t.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.paymentId, paymentId));
    const synced = await syncAttempt(t.db, providers, attempt!.idempotencyKey);
    expect(synced).toMatchObject({ status: 'captured', orderStatus: 'paid' });
    expect(fake.object(paymentId)).toMatchObject({
      amount_total: hold.total.minor,
      currency: 'mxn',
    });
  });

  it('a deposit paid through Stripe keeps the card at Stripe; the balance job charges the rest once', async () => {
    // Hotel Xcaret Arte's flexible rate: 30 % now, the rest 14 days before arrival.
    const hold = await heldStay(t.db, {
      hotelCode: 'HXA',
      roomTypeCode: 'HXA-GVS',
      checkIn: addDays(checkIn, 9),
      nights: 2,
    });
    const booking = (await readBooking(t.db, hold.reference, { secret: hold.secret }))!;
    const schedule = depositSchedule(booking, new Date())!;
    expect(schedule.balanceMinor).toBeGreaterThan(0);
    const started = await startCheckout(t.db, providers, {
      idempotencyKey: randomUUID(),
      target: { kind: 'hotel', bookingReference: hold.reference, access: { secret: hold.secret } },
      posted: {
        amountMinor: schedule.todayMinor,
        currencyIso: hold.total.iso,
        plan: { kind: 'full' },
      },
      method: 'card',
      locale: 'en',
      urls: (_order, key) => ({ returnUrl: `${BASE}/return/${key}`, cancelUrl: `${BASE}/cancel/` }),
    });
    const paymentId = started.redirectUrl.split('/').at(-1)!;
    // The session was asked to keep the card for later, off-session use.
    const created = fake.requests.find(
      (r) =>
        r.path === '/v1/checkout/sessions' && r.body.client_reference_id === started.orderReference,
    )!;
    expect(created.body).toMatchObject({
      customer_creation: 'always',
      payment_intent_data: { setup_future_usage: 'off_session' },
    });
    fake.pay(paymentId, 'approve');
    for (const delivery of fake.takeDeliveries()) await route(stripe, delivery);
    const [balance] = await t.db
      .select()
      .from(balanceCharges)
      .where(eq(balanceCharges.bookingId, hold.bookingId));
    expect(balance).toMatchObject({
      provider: 'stripe',
      status: 'scheduled',
      amountMinor: schedule.balanceMinor,
    });
    // Only Stripe's customer and payment method ids: no card data on our side.
    expect(balance!.savedCard).toMatch(/^cus_[0-9a-f]+\/pm_[0-9a-f]+$/);

    const runs = await Promise.all([
      chargeDueBalances(t.db, providers, { now: balance!.dueAt, bookingId: hold.bookingId }),
      chargeDueBalances(t.db, providers, { now: balance!.dueAt, bookingId: hold.bookingId }),
    ]);
    expect(runs.reduce((sum, run) => sum + run.paid, 0)).toBe(1);
    const offSession = fake.requests.filter(
      (r) => r.method === 'POST' && r.path === '/v1/payment_intents',
    );
    expect(offSession).toHaveLength(1);
    expect(offSession[0]!.body).toMatchObject({
      amount: String(schedule.balanceMinor),
      off_session: 'true',
      confirm: 'true',
    });
    const money = (await bookingMoney(t.db, hold.bookingId))!;
    expect(money.paidMinor).toBe(hold.total.minor);
    expect(money.payments.map((p) => [p.kind, p.amountMinor])).toEqual([
      ['sale', schedule.todayMinor],
      ['balance', schedule.balanceMinor],
    ]);
  });

  it('a currency Stripe does not take goes to the sandbox', async () => {
    const hold = await heldBooking(6, 'RUB');
    const started = await checkout(hold);
    expect(started.redirectUrl).toContain('/sandbox/pay/');
    const [attempt] = await t.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.paymentId, started.redirectUrl.split('/').at(-2)!));
    expect(attempt!.provider).toBe('sandbox');
  });
});
