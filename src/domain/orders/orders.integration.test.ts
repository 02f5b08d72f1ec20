import { randomUUID } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  bookings,
  cartItems,
  currencies,
  financingRules,
  carts,
  orders,
  paymentAttempts,
  productCapacity,
  roomInventory,
  sandboxCharges,
  sandboxPayments,
  sandboxWebhookDeliveries,
} from '@/db/schema';
import { openInventory } from '@/db/seed/inventory';
import { openCapacity } from '@/db/seed/tickets';
import { findProductById, listProducts } from '@/domain/catalog';
import { addToCart, readCart } from '@/domain/cart';
import {
  providerDirectory,
  type PaymentProvider,
  type PaymentProviders,
  type PrepareInput,
} from '@/domain/payments';
import { findCurrency, priceIn } from '@/domain/pricing';
import { createHold, resortToday, saveGuestDetails } from '@/domain/stays';
import { addDays } from '@/lib/dates';
import { formatMoney } from '@/lib/money';
import type { MailMessage } from '@/domain/outbox';
import { bookingConfirmedHandler } from '@/integrations/mail';
import {
  SandboxGateway,
  SIGNATURE_HEADER,
  signWebhookPayload,
} from '@/integrations/payments/sandbox';
import { createTestDatabase, engines, type TestDatabase } from '../../../tests/support/databases';
import {
  expireOrders,
  handleWebhookEvent,
  OrderError,
  paidInstallmentsOf,
  parkOrdersOf,
  readOrder,
  startCheckout,
  syncAttempt,
  type StartCheckoutInput,
} from '.';

const SECRET = 'integration-test-secret-0123456789-abcdefghij';
const BASE = 'http://127.0.0.1:9';
const guest = {
  firstName: 'Ana',
  lastName: 'López',
  email: 'ana@example.com',
  phone: '+52 998 123 4567',
  country: 'MX',
  arrivalTime: '15:00',
  requests: '',
  roomNames: [],
};
const VISA = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', holder: 'Ana López' };
const card = (number: string, cvc = '123') => ({ ...VISA, number, cvc });

const urls: StartCheckoutInput['urls'] = (order, key) => ({
  returnUrl: `${BASE}/return/${key}`,
  cancelUrl: `${BASE}/cancel/${order.reference}`,
});

describe.each(engines)('orders and the sandbox gateway on %s', (engine) => {
  let t: TestDatabase;
  let gateway: SandboxGateway;
  let providers: PaymentProviders;
  /** Webhook deliveries the gateway made, answered by the shop's handler (the route's logic). */
  let received: { body: string; signature: string }[];
  const checkIn = addDays(resortToday(new Date()), 40);

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    await openInventory(t.db, addDays(resortToday(new Date()), 30), 60);
    await openCapacity(t.db, resortToday(new Date()), 60);
  });
  afterAll(async () => {
    await t?.dispose();
  });
  beforeEach(() => {
    received = [];
    gateway = new SandboxGateway({
      db: async () => t.db,
      secret: SECRET,
      baseUrl: BASE,
      deliverImmediately: false,
      fetch: (async (_url: string, init: RequestInit) => {
        const body = String(init.body);
        const signature = (init.headers as Record<string, string>)[SIGNATURE_HEADER]!;
        received.push({ body, signature });
        return deliver(body, signature);
      }) as typeof fetch,
    });
    providers = providerDirectory([gateway]);
  });

  /** The webhook route's logic: verify the raw body, then hand the event to the orders. */
  async function deliver(body: string, signature: string): Promise<Response> {
    const verified = await gateway.verifyWebhook(
      { rawBody: body, headers: { [SIGNATURE_HEADER]: signature } },
      new Date(),
    );
    if (!verified.ok) return new Response(verified.code, { status: 400 });
    if (!verified.event) return new Response('ignored', { status: 200 });
    const outcome = await handleWebhookEvent(t.db, gateway, verified.event);
    return new Response(outcome, { status: 200 });
  }

  async function heldBooking(offset = 0, currencyIso = 'USD') {
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
    await saveGuestDetails(t.db, hold.reference, hold.secret, guest);
    return hold;
  }

  const hotelInput = (
    hold: Awaited<ReturnType<typeof heldBooking>>,
    extra: Partial<StartCheckoutInput> = {},
  ): StartCheckoutInput => ({
    idempotencyKey: randomUUID(),
    target: { kind: 'hotel', bookingReference: hold.reference, access: { secret: hold.secret } },
    posted: { amountMinor: hold.total.minor, currencyIso: hold.total.iso, plan: { kind: 'full' } },
    method: 'card',
    locale: 'es',
    urls,
    ...extra,
  });

  const countOf = async (table: typeof orders | typeof paymentAttempts | typeof sandboxCharges) =>
    Number((await t.db.select({ n: count() }).from(table))[0]!.n);

  it('ten parallel checkouts with one idempotency key: one order, one attempt, one session, one charge', async () => {
    const hold = await heldBooking(0);
    const input = hotelInput(hold);
    const before = {
      orders: await countOf(orders),
      attempts: await countOf(paymentAttempts),
      charges: await countOf(sandboxCharges),
    };
    const started = await Promise.all(
      Array.from({ length: 10 }, () => startCheckout(t.db, providers, input)),
    );
    expect(new Set(started.map((s) => s.orderReference)).size).toBe(1);
    expect(new Set(started.map((s) => s.attemptId)).size).toBe(1);
    expect(new Set(started.map((s) => s.redirectUrl)).size).toBe(1);
    // The secret is handed to exactly one caller: the one whose call created the order.
    expect(started.filter((s) => s.orderSecret !== null)).toHaveLength(1);
    expect(await countOf(orders)).toBe(before.orders + 1);
    expect(await countOf(paymentAttempts)).toBe(before.attempts + 1);
    const sessions = await t.db
      .select()
      .from(sandboxPayments)
      .where(eq(sandboxPayments.idempotencyKey, input.idempotencyKey));
    expect(sessions).toHaveLength(1);

    // Paying, then the client retrying ten more times: still one charge.
    const paymentId = sessions[0]!.id;
    await gateway.submitCard(paymentId, VISA);
    await Promise.all(
      Array.from({ length: 10 }, () => syncAttempt(t.db, providers, input.idempotencyKey)),
    );
    await Promise.all(Array.from({ length: 10 }, () => startCheckout(t.db, providers, input)));
    expect(await countOf(sandboxCharges)).toBe(before.charges + 1);
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, hold.bookingId));
    expect(booking!.status).toBe('confirmed');
  });

  it('a key answers only its own request: another booking, a wrong secret or other terms learn nothing', async () => {
    const mine = await heldBooking(26);
    const theirs = await heldBooking(28);
    const input = hotelInput(mine);
    const first = await startCheckout(t.db, providers, input);
    const codeOf = (changed: StartCheckoutInput) =>
      startCheckout(t.db, providers, changed).then(
        (r) => `accepted ${r.orderReference}`,
        (e: OrderError) => e.code,
      );
    const replays: Record<string, StartCheckoutInput> = {
      'another booking with its own secret': {
        ...hotelInput(theirs),
        idempotencyKey: input.idempotencyKey,
      },
      'the booking with a wrong secret': {
        ...input,
        target: {
          ...input.target,
          access: { secret: theirs.secret },
        } as StartCheckoutInput['target'],
      },
      'the booking without a secret': {
        ...input,
        target: { ...input.target, access: {} } as StartCheckoutInput['target'],
      },
      'another method': { ...input, method: 'PP' },
      'another plan': { ...input, posted: { ...input.posted, plan: { kind: 'uplift' } } },
      'another amount': { ...input, posted: { ...input.posted, amountMinor: 1 } },
      'another currency': { ...input, posted: { ...input.posted, currencyIso: 'MXN' } },
      'a cart': {
        ...input,
        target: {
          kind: 'park',
          cartId: randomUUID(),
          currencyIso: 'USD',
          buyer: { name: 'A', email: 'a@example.com' },
        },
      },
    };
    for (const [what, replay] of Object.entries(replays))
      expect(await codeOf(replay), what).toBe('IDEMPOTENCY_KEY_REUSED');
    // The same request again is the same payment.
    const again = await startCheckout(t.db, providers, input);
    expect(again).toMatchObject({
      orderReference: first.orderReference,
      redirectUrl: first.redirectUrl,
      replayed: true,
      orderSecret: null,
    });
  });

  it('a captured card payment confirms the booking in the same transaction as the order', async () => {
    const hold = await heldBooking(3);
    const started = await startCheckout(t.db, providers, hotelInput(hold));
    expect(started.redirectUrl).toMatch(/\/sandbox\/pay\/sbx_pay_[\w-]+\/$/);
    const paymentId = started.redirectUrl.split('/').at(-2)!;
    const outcome = await gateway.submitCard(paymentId, VISA);
    expect(outcome).toEqual({ kind: 'redirect', url: expect.stringContaining('/return/') });
    await gateway.deliverDue(); // payment.authorized → the shop captures
    await gateway.deliverDue(new Date(Date.now() + 10_000)); // payment.captured: already applied

    const order = await readOrder(t.db, started.orderReference, { secret: started.orderSecret! });
    expect(order).toMatchObject({
      status: 'paid',
      amountMinor: hold.total.minor,
      currencyIso: 'USD',
    });
    expect(order!.payment).toMatchObject({
      status: 'captured',
      card: { brand: 'VI', last4: '4242', country: 'US' },
    });
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, hold.bookingId));
    expect(booking).toMatchObject({ status: 'confirmed' });
    expect(booking!.paymentReference).toMatch(/^sbx_ch_/);
    // Wrong secret: nothing (a reference cannot be probed).
    expect(await readOrder(t.db, started.orderReference, { secret: 'nope' })).toBeUndefined();
  });

  it('webhooks delivered three times, out of order, some badly signed: one state change each, never back to pending', async () => {
    const hold = await heldBooking(6);
    const started = await startCheckout(t.db, providers, hotelInput(hold));
    const paymentId = started.redirectUrl.split('/').at(-2)!;
    await gateway.submitCard(paymentId, card('4000000000003220')); // 3-D Secure first
    await gateway.completeChallenge(paymentId, true);
    // Capture at the gateway directly (as if our capture call had happened), keeping the
    // webhooks undelivered, to replay them in any order.
    const [attempt] = await t.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.paymentId, paymentId));
    await gateway.capture({
      paymentId,
      idempotencyKey: `capture-${attempt!.id}`,
      amountMinor: hold.total.minor,
      currencyIso: 'USD',
    });
    const events = await t.db
      .select()
      .from(sandboxWebhookDeliveries)
      .where(eq(sandboxWebhookDeliveries.paymentId, paymentId));
    expect(events.map((e) => JSON.parse(e.payload).type).sort()).toEqual([
      'payment.authorized',
      'payment.captured',
      'payment.requires_action',
    ]);
    const now = new Date();
    const signed = (payload: string) => signWebhookPayload(payload, SECRET, now);
    const forged = (payload: string) =>
      signWebhookPayload(payload, 'not-the-secret-0123456789-abcdef', now);
    const reversed = [...events].reverse();
    const outcomes: string[] = [];
    for (let round = 0; round < 3; round++) {
      for (const e of reversed) {
        const bad = await deliver(e.payload, forged(e.payload));
        expect(bad.status).toBe(400);
        const tampered = e.payload.replace('"amountMinor":', '"amountMinor":1');
        expect((await deliver(tampered, signed(e.payload))).status).toBe(400);
        const ok = await deliver(e.payload, signed(e.payload));
        expect(ok.status).toBe(200);
        outcomes.push(`${JSON.parse(e.payload).type}:${await ok.text()}`);
      }
    }
    // First round, newest first: captured sells; the older news is stale; then duplicates.
    expect(outcomes.slice(0, 3)).toEqual([
      'payment.captured:applied',
      'payment.authorized:ignored',
      'payment.requires_action:ignored',
    ]);
    expect(outcomes.slice(3)).toEqual(Array(6).fill(expect.stringMatching(/:duplicate$/)));
    const order = await readOrder(t.db, started.orderReference, { secret: started.orderSecret! });
    expect(order!.status).toBe('paid');
    expect(order!.payment!.status).toBe('captured');
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, hold.bookingId));
    expect(booking!.status).toBe('confirmed');
    const charges = await t.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.paymentId, paymentId));
    expect(charges).toHaveLength(1);
  });

  it('a validly signed webhook that says "captured" sells nothing the gateway was not paid for', async () => {
    const hold = await heldBooking(30);
    const started = await startCheckout(t.db, providers, hotelInput(hold));
    const paymentId = started.redirectUrl.split('/').at(-2)!;
    const now = new Date();
    // The gateway's session is open and unpaid; the webhook claims otherwise, in every form.
    for (const [n, status] of (['captured', 'authorized'] as const).entries()) {
      const payload = JSON.stringify({
        id: `evt_forged_${engine}_${n}`,
        type: `payment.${status}`,
        paymentId,
        status,
        amountMinor: hold.total.minor,
        currencyIso: 'USD',
        card: { brand: 'VI', last4: '4242', country: 'US' },
        failureCode: null,
        occurredAt: now.toISOString(),
      });
      const answer = await deliver(payload, signWebhookPayload(payload, SECRET, now));
      expect(answer.status).toBe(200);
      expect(await answer.text()).not.toBe('applied');
    }
    const order = await readOrder(t.db, started.orderReference, { secret: started.orderSecret! });
    expect(order!.status).toBe('pending');
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, hold.bookingId));
    expect(booking!.status).toBe('held');
    // Paid for real afterwards, it is sold once.
    await gateway.submitCard(paymentId, VISA);
    await gateway.deliverDue();
    const paid = await readOrder(t.db, started.orderReference, { secret: started.orderSecret! });
    expect(paid!.status).toBe('paid');
  });

  it('refuses a tampered amount, currency or instalment plan, and creates nothing', async () => {
    const hold = await heldBooking(9);
    const attemptsBefore = await countOf(paymentAttempts);
    const refused = async (
      posted: StartCheckoutInput['posted'],
      method: 'card' | 'PP' = 'card',
    ) => {
      const error = await startCheckout(t.db, providers, {
        ...hotelInput(hold),
        posted,
        method,
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(OrderError);
      return (error as OrderError).code;
    };
    const right = { amountMinor: hold.total.minor, currencyIso: 'USD', plan: { kind: 'full' } };
    expect(await refused({ ...right, amountMinor: hold.total.minor - 1 })).toBe('AMOUNT_MISMATCH');
    expect(await refused({ ...right, amountMinor: String(hold.total.minor + 100) })).toBe(
      'AMOUNT_MISMATCH',
    );
    expect(await refused({ ...right, currencyIso: 'MXN' })).toBe('CURRENCY_MISMATCH');
    // Instalments are MXN only; a plan a bank does not offer is refused too.
    expect(await refused({ ...right, plan: { kind: 'installments', bankId: 1, months: 6 } })).toBe(
      'INSTALLMENTS_NOT_AVAILABLE',
    );
    expect(await refused({ ...right, plan: { kind: 'whatever' } })).toBe('PLAN_MISMATCH');
    expect(await countOf(paymentAttempts)).toBe(attemptsBefore);

    const mxHold = await heldBooking(12, 'MXN');
    expect(mxHold.total.iso).toBe('MXN');
    const mx = { amountMinor: mxHold.total.minor, currencyIso: 'MXN' };
    const mxRefused = async (plan: unknown) =>
      (
        (await startCheckout(t.db, providers, {
          ...hotelInput(mxHold),
          posted: { ...mx, plan },
        }).catch((e: unknown) => e)) as OrderError
      ).code;
    expect(await mxRefused({ kind: 'installments', bankId: 1, months: 15 })).toBe(
      'INSTALLMENT_PLAN_INVALID',
    );
    expect(await mxRefused({ kind: 'uplift' })).toBe('FINANCING_NOT_AVAILABLE');
  });

  it('MXN with 6 interest-free months needs a card issued in Mexico', async () => {
    const hold = await heldBooking(15, 'MXN');
    const plan = { kind: 'installments', bankId: 1, months: 6 };
    const started = await startCheckout(t.db, providers, {
      ...hotelInput(hold),
      posted: { amountMinor: hold.total.minor, currencyIso: 'MXN', plan },
    });
    const paymentId = started.redirectUrl.split('/').at(-2)!;
    // A US card: the hosted page refuses the plan and keeps the session open.
    expect(await gateway.submitCard(paymentId, VISA)).toEqual({
      kind: 'invalid',
      errors: { plan: 'INSTALLMENTS_NOT_AVAILABLE' },
    });
    expect(await gateway.submitCard(paymentId, card('4152313000000005'))).toMatchObject({
      kind: 'redirect',
    });
    await gateway.deliverDue();
    const order = await readOrder(t.db, started.orderReference, { secret: started.orderSecret! });
    expect(order).toMatchObject({ status: 'paid', currencyIso: 'MXN' });
    expect(order!.payment).toMatchObject({
      plan,
      card: { brand: 'VI', last4: '0005', country: 'MX' },
    });
    // The plan as the confirmation page and the email state it: BBVA, 6 months, the checkout's split.
    const monthlyMinor = Math.floor(hold.total.minor / 6);
    expect(await paidInstallmentsOf(t.db, order!)).toEqual({
      bankName: 'BBVA',
      months: 6,
      monthlyMinor,
    });
    const sent: MailMessage[] = [];
    await bookingConfirmedHandler({
      mailer: { send: async (mail) => void sent.push(mail) },
      baseUrl: BASE,
    })({ bookingId: hold.bookingId }, { db: t.db, now: new Date(), messageId: 'm', attempt: 1 });
    const monthly = formatMoney(monthlyMinor, { iso: 'MXN', decimals: 2 }, 'es');
    expect(sent[0]!.text).toContain(`Plan de pago: BBVA, 6 meses sin intereses de ${monthly}`);
  });

  it('an order paid in full states no instalment plan', async () => {
    const hold = await heldBooking(16, 'MXN');
    const started = await startCheckout(t.db, providers, {
      ...hotelInput(hold),
      posted: { amountMinor: hold.total.minor, currencyIso: 'MXN', plan: { kind: 'full' } },
    });
    await gateway.submitCard(started.redirectUrl.split('/').at(-2)!, card('4152313000000005'));
    await gateway.deliverDue();
    const order = await readOrder(t.db, started.orderReference, { secret: started.orderSecret! });
    expect(order).toMatchObject({ status: 'paid' });
    expect(await paidInstallmentsOf(t.db, order!)).toBeNull();
  });

  it('a declined card fails the attempt only: the booking is still held and a retry pays', async () => {
    const hold = await heldBooking(18);
    const first = await startCheckout(t.db, providers, hotelInput(hold));
    const paymentId = first.redirectUrl.split('/').at(-2)!;
    await gateway.submitCard(paymentId, card('4000000000000002'));
    await gateway.deliverDue();
    const declined = await readOrder(t.db, first.orderReference, { secret: first.orderSecret! });
    expect(declined).toMatchObject({
      status: 'pending',
      payment: { status: 'failed', failureCode: 'CARD_DECLINED' },
    });
    const [held] = await t.db.select().from(bookings).where(eq(bookings.id, hold.bookingId));
    expect(held!.status).toBe('held');

    const retry = await startCheckout(t.db, providers, hotelInput(hold));
    expect(retry.orderReference).toBe(first.orderReference); // the same order, a new attempt
    await gateway.submitCard(retry.redirectUrl.split('/').at(-2)!, card('5555555555554444'));
    await gateway.deliverDue();
    const paid = await readOrder(t.db, first.orderReference, { secret: first.orderSecret! });
    expect(paid).toMatchObject({
      status: 'paid',
      payment: { card: { brand: 'MC', last4: '4444' } },
    });
  });

  it('PayPal: a redirect approval page; refusing it fails the attempt, approving pays', async () => {
    const hold = await heldBooking(27);
    const paypal = { ...hotelInput(hold), method: 'PP' as const };
    const first = await startCheckout(t.db, providers, paypal);
    const firstId = first.redirectUrl.split('/').at(-2)!;
    expect((await gateway.session(firstId))!.method).toBe('PP');
    // The card form is not PayPal's page: a card posted to it is refused.
    expect(await gateway.submitCard(firstId, VISA)).toEqual({
      kind: 'invalid',
      errors: { number: 'METHOD_NOT_AVAILABLE' },
    });
    await gateway.approveRedirect(firstId, false);
    await gateway.deliverDue();
    const refused = await readOrder(t.db, first.orderReference, { secret: first.orderSecret! });
    expect(refused).toMatchObject({
      status: 'pending',
      payment: { status: 'failed', method: 'PP' },
    });

    const again = await startCheckout(t.db, providers, { ...paypal, idempotencyKey: randomUUID() });
    await gateway.approveRedirect(again.redirectUrl.split('/').at(-2)!, true);
    await gateway.deliverDue();
    const paid = await readOrder(t.db, first.orderReference, { secret: first.orderSecret! });
    expect(paid).toMatchObject({ status: 'paid', payment: { status: 'captured', card: null } });
  });

  it('the hosted page checks the card (Luhn, length, expiry, CVC per brand) and keeps the session open', async () => {
    const hold = await heldBooking(30);
    const started = await startCheckout(t.db, providers, hotelInput(hold));
    const id = started.redirectUrl.split('/').at(-2)!;
    expect(await gateway.submitCard(id, card('4242424242424241'))).toEqual({
      kind: 'invalid',
      errors: { number: 'CARD_NUMBER_INVALID' },
    });
    expect(await gateway.submitCard(id, { ...card('378282246310005'), cvc: '123' })).toEqual({
      kind: 'invalid',
      errors: { cvc: 'CVC_INVALID' }, // American Express: 4 digits
    });
    expect(await gateway.submitCard(id, { ...VISA, expiry: '01/20' })).toEqual({
      kind: 'invalid',
      errors: { expiry: 'CARD_EXPIRED' },
    });
    // Carte Bleue is an EUR method only: refused in USD.
    expect(await gateway.submitCard(id, card('4970100000000006'))).toEqual({
      kind: 'invalid',
      errors: { number: 'METHOD_NOT_AVAILABLE' },
    });
    expect((await gateway.session(id))!.status).toBe('pending');
    expect(await gateway.submitCard(id, card('4000000000009995'))).toMatchObject({
      kind: 'redirect',
    });
    expect((await gateway.status(id)).failureCode).toBe('INSUFFICIENT_FUNDS');
  });

  it('refunds are idempotent per key at the gateway', async () => {
    const [charge] = await t.db.select().from(sandboxCharges).limit(1);
    const first = await gateway.refund({
      chargeId: charge!.id,
      idempotencyKey: 'r-1',
      amountMinor: 100,
    });
    const second = await gateway.refund({
      chargeId: charge!.id,
      idempotencyKey: 'r-1',
      amountMinor: 100,
    });
    expect(second).toEqual(first);
  });

  it('money captured after the hold lapsed is refunded, and the order never shows paid', async () => {
    const hold = await heldBooking(21);
    const started = await startCheckout(t.db, providers, hotelInput(hold));
    const paymentId = started.redirectUrl.split('/').at(-2)!;
    // The hold ends (the expiry job) while the visitor is on the hosted page.
    await t.db.transaction(async (tx) => {
      await tx.update(bookings).set({ status: 'expired' }).where(eq(bookings.id, hold.bookingId));
    });
    await gateway.submitCard(paymentId, VISA);
    await gateway.deliverDue();
    await gateway.deliverDue(new Date(Date.now() + 60_000));
    const order = await readOrder(t.db, started.orderReference, { secret: started.orderSecret! });
    expect(order!.status).toBe('failed');
    expect(order!.payment!.status).toBe('refunded');
    const [charge] = await t.db
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.paymentId, paymentId));
    expect(charge!.refundedMinor).toBe(hold.total.minor);
  });

  it('an unpaid order expires with its hold', async () => {
    const hold = await heldBooking(24);
    const started = await startCheckout(t.db, providers, hotelInput(hold));
    expect(await expireOrders(t.db, new Date(Date.now() + 16 * 60_000))).toBeGreaterThanOrEqual(1);
    const order = await readOrder(t.db, started.orderReference, { secret: started.orderSecret! });
    expect(order!.status).toBe('expired');
  });

  it('park cart: paying sells the held places and finishes the cart', async () => {
    const products = await listProducts(t.db);
    const xelha = (await findProductById(t.db, products.find((p) => p.code === 'XH-XELHA')!.id))!;
    const visit = addDays(resortToday(new Date()), 20);
    const { cartId } = await addToCart(t.db, undefined, {
      productId: xelha.id,
      visitDate: visit,
      openTicket: false,
      slotId: xelha.slots[0]!.id,
      adults: 2,
      children: 1,
      infants: 0,
      transportZoneId: null,
      food: false,
      photo: false,
    });
    const capacity = () =>
      t.db
        .select({ held: productCapacity.held, sold: productCapacity.sold })
        .from(productCapacity)
        .where(
          and(eq(productCapacity.slotId, xelha.slots[0]!.id), eq(productCapacity.date, visit)),
        );
    expect(await capacity()).toEqual([{ held: 3, sold: 0 }]);
    const cart = (await readCart(t.db, cartId))!;
    const usd = (await findCurrency(t.db, 'USD'))!;
    const amountMinor = priceIn(usd, cart.totalUsdCents).minor;
    const input: StartCheckoutInput = {
      idempotencyKey: randomUUID(),
      target: {
        kind: 'park',
        cartId,
        currencyIso: 'USD',
        buyer: { name: 'Grace Hopper', email: 'grace@example.com', phone: '' },
      },
      posted: { amountMinor, currencyIso: 'USD', plan: { kind: 'uplift' } },
      method: 'card',
      locale: 'en',
      urls,
    };
    const badBuyer = await startCheckout(t.db, providers, {
      ...input,
      target: { ...input.target, buyer: { name: '', email: 'x' } } as StartCheckoutInput['target'],
    }).catch((e: OrderError) => e.code);
    expect(badBuyer).toBe('BUYER_INVALID');
    const started = await startCheckout(t.db, providers, {
      ...input,
      posted: { ...input.posted, plan: { kind: 'full' } },
    });
    await gateway.submitCard(started.redirectUrl.split('/').at(-2)!, VISA);
    await gateway.deliverDue();
    expect(await capacity()).toEqual([{ held: 0, sold: 3 }]);
    const items = await t.db.select().from(cartItems).where(eq(cartItems.cartId, cartId));
    expect(items.map((i) => i.status)).toEqual(['sold']);
    // A paid cart is no longer the visitor's cart.
    expect(await readCart(t.db, cartId)).toBeUndefined();
    const order = await readOrder(t.db, started.orderReference, { secret: started.orderSecret! });
    expect(order).toMatchObject({
      kind: 'park',
      status: 'paid',
      amountMinor,
      buyer: { name: 'Grace Hopper' },
    });

    // The cart joins Grace's account (she logs in afterwards): the order is hers to read and
    // list; another customer gets what an unknown reference gets.
    const grace = `grace-${engine}`;
    await t.db.update(carts).set({ userId: grace }).where(eq(carts.id, cartId));
    const ref = started.orderReference;
    expect(await readOrder(t.db, ref, { userId: grace })).toMatchObject({ status: 'paid' });
    expect(await readOrder(t.db, ref, { userId: `alan-${engine}` })).toBeUndefined();
    expect(await readOrder(t.db, ref, {})).toBeUndefined();
    expect((await parkOrdersOf(t.db, grace)).map((o) => o.reference)).toEqual([ref]);
    expect(await parkOrdersOf(t.db, `alan-${engine}`)).toEqual([]);
  });

  it('financing is offered where the financing_rules rows say, not where the code says', async () => {
    const [usd] = await t.db.select().from(currencies).where(eq(currencies.iso, 'USD'));
    const [mxn] = await t.db.select().from(currencies).where(eq(currencies.iso, 'MXN'));
    const upliftIn = (hold: Awaited<ReturnType<typeof heldBooking>>) =>
      startCheckout(t.db, providers, {
        ...hotelInput(hold),
        posted: {
          amountMinor: hold.total.minor,
          currencyIso: hold.total.iso,
          plan: { kind: 'uplift' },
        },
      }).catch((e: unknown) => e);
    const usHold = await heldBooking(32);
    const mxHold = await heldBooking(34, 'MXN');
    expect(await upliftIn(mxHold)).toMatchObject({ code: 'FINANCING_NOT_AVAILABLE' });
    const usdRule = and(eq(financingRules.plan, 'uplift'), eq(financingRules.currencyId, usd!.id));
    await t.db.delete(financingRules).where(usdRule);
    await t.db.insert(financingRules).values({ plan: 'uplift', currencyId: mxn!.id });
    try {
      expect(await upliftIn(usHold)).toMatchObject({ code: 'FINANCING_NOT_AVAILABLE' });
      const started = await upliftIn(mxHold);
      expect(started).toMatchObject({ replayed: false });
      const session = await gateway.session(
        (started as { redirectUrl: string }).redirectUrl.split('/').at(-2)!,
      );
      expect(session).toMatchObject({ method: 'uplift', currencyIso: 'MXN', cardCountries: [] });
    } finally {
      await t.db
        .delete(financingRules)
        .where(and(eq(financingRules.plan, 'uplift'), eq(financingRules.currencyId, mxn!.id)));
      await t.db.insert(financingRules).values({ plan: 'uplift', currencyId: usd!.id });
    }
    expect(await upliftIn(usHold)).toMatchObject({ replayed: false });
  });

  /** A second provider that takes Visa only and records what it was asked to prepare. */
  function otherProvider(prepared: PrepareInput[]): PaymentProvider {
    const refuse = () => Promise.reject(new Error('not this provider'));
    return {
      id: 'other',
      capabilities: { ...gateway.capabilities, cards: ['VI'], paypal: false, uplift: false },
      prepare: async (input) => {
        prepared.push(input);
        return {
          paymentId: `oth_${input.idempotencyKey}`,
          redirectUrl: `${BASE}/other/${input.idempotencyKey}/`,
          status: 'pending',
          expiresAt: input.expiresAt,
        };
      },
      capture: refuse,
      refund: refuse,
      status: refuse,
      verifyWebhook: refuse,
    };
  }

  it('a new payment goes to the first configured provider that serves it, with its brands', async () => {
    const prepared: PrepareInput[] = [];
    const other = otherProvider(prepared);
    const both = providerDirectory([other, gateway]);
    const hold = await heldBooking(36);
    const started = await startCheckout(t.db, both, hotelInput(hold));
    expect(started.redirectUrl).toContain('/other/');
    expect(prepared).toHaveLength(1);
    expect(prepared[0]).toMatchObject({ methods: ['VI'], cardCountries: [] });
    const [attempt] = await t.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.idempotencyKey, prepared[0]!.idempotencyKey));
    expect(attempt).toMatchObject({
      provider: 'other',
      paymentId: `oth_${attempt!.idempotencyKey}`,
    });
    // PayPal is not the other provider's: the sandbox takes it.
    const paypal = await startCheckout(t.db, both, {
      ...hotelInput(hold),
      posted: { amountMinor: hold.total.minor, currencyIso: 'USD' },
      method: 'PP',
    });
    expect(paypal.redirectUrl).toContain('/sandbox/pay/');
    // With only the other provider, nobody takes PayPal.
    const error = await startCheckout(t.db, providerDirectory([other]), {
      ...hotelInput(hold),
      posted: { amountMinor: hold.total.minor, currencyIso: 'USD' },
      method: 'PP',
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'METHOD_NOT_AVAILABLE' });
  });

  it("what follows a payment goes to the provider that made it, never to another's", async () => {
    const other = otherProvider([]);
    const hold = await heldBooking(38);
    const input = hotelInput(hold);
    const started = await startCheckout(t.db, providers, input);
    const paymentId = started.redirectUrl.split('/').at(-2)!;
    const failed = {
      id: `evt_${randomUUID()}`,
      type: 'payment.failed' as const,
      status: 'failed' as const,
      paymentId,
      orderRef: started.orderReference,
      amountMinor: hold.total.minor,
      currencyIso: 'USD',
      occurredAt: new Date(),
      card: null,
      failureCode: 'CARD_DECLINED' as const,
    };
    // Another provider reporting on a payment id it did not make changes nothing.
    expect(await handleWebhookEvent(t.db, other, failed)).toBe('unknown');
    const attemptNow = async () =>
      (
        await t.db
          .select()
          .from(paymentAttempts)
          .where(eq(paymentAttempts.idempotencyKey, input.idempotencyKey))
      )[0]!;
    expect((await attemptNow()).status).toBe('pending');
    // The sandbox, now retired behind the other provider, still settles its own payment.
    await gateway.submitCard(paymentId, VISA);
    const retired = providerDirectory([other], [gateway]);
    const synced = await syncAttempt(t.db, retired, input.idempotencyKey);
    expect(synced).toMatchObject({ status: 'captured', orderStatus: 'paid' });
    expect(await startCheckout(t.db, retired, input)).toMatchObject({ replayed: true });
    expect((await attemptNow()).provider).toBe('sandbox');
  });

  it('keeps no card number or CVC anywhere in the database', async () => {
    const dump = await t.db.execute(sql`
      SELECT string_agg(t::text, ' ') AS all FROM (
        SELECT row_to_json(o)::text AS t FROM orders o
        UNION ALL SELECT row_to_json(a)::text FROM payment_attempts a
        UNION ALL SELECT row_to_json(p)::text FROM sandbox_payments p
        UNION ALL SELECT row_to_json(w)::text FROM sandbox_webhook_deliveries w
        UNION ALL SELECT row_to_json(e)::text FROM payment_webhook_events e
      ) rows`);
    const text = JSON.stringify(dump);
    expect(text).toContain('4242'); // last 4 are kept…
    for (const number of [
      '4242424242424242',
      '4152313000000005',
      '5555555555554444',
      '4000000000003220',
    ])
      expect(text).not.toContain(number); // …never the number
    expect(text).not.toMatch(/"cvc"/i);
  });

  it('room inventory: one sale per confirmed booking', async () => {
    const confirmed = await t.db.select().from(bookings).where(eq(bookings.status, 'confirmed'));
    const [sold] = await t.db
      .select({ n: sql<number>`coalesce(sum(${roomInventory.sold}), 0)` })
      .from(roomInventory);
    // Each confirmed booking here is one room for two nights.
    expect(Number(sold!.n)).toBe(confirmed.length * 2);
  });
});
