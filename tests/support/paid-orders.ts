import { randomUUID } from 'node:crypto';
import type { Db } from '@/db/client';
import { addToCart, readCart } from '@/domain/cart';
import { findProductById, listProducts } from '@/domain/catalog';
import {
  handleWebhookEvent,
  readOrder,
  startCheckout,
  type StartCheckoutInput,
} from '@/domain/orders';
import { providerDirectory, type PaymentProviders } from '@/domain/payments';
import { findCurrency, priceIn } from '@/domain/pricing';
import { createHold, resortToday, saveGuestDetails } from '@/domain/stays';
import { addDays } from '@/lib/dates';
import { SandboxGateway, SIGNATURE_HEADER } from '@/integrations/payments/sandbox';

/**
 * Paid orders for the suites that start after a payment (invoices, receipts, balances): the
 * real checkout through the sandbox gateway, its webhooks delivered in-process.
 */
const SECRET = 'integration-test-secret-0123456789-abcdefghij';
const BASE = 'http://127.0.0.1:9';
export const TEST_CARDS = {
  visa: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', holder: 'Ana López' },
  /** Approved now; the gateway declines any later charge to the card it keeps. */
  laterDeclined: {
    number: '4000 0000 0000 0341',
    expiry: '12/34',
    cvc: '123',
    holder: 'Ana López',
  },
};
const urls: StartCheckoutInput['urls'] = (order, key) => ({
  returnUrl: `${BASE}/return/${key}`,
  cancelUrl: `${BASE}/cancel/${order.reference}`,
});

export function sandboxFor(db: Db): { gateway: SandboxGateway; providers: PaymentProviders } {
  const gateway: SandboxGateway = new SandboxGateway({
    db: async () => db,
    secret: SECRET,
    baseUrl: BASE,
    deliverImmediately: false,
    fetch: (async (_url: string, init: RequestInit) => {
      const body = String(init.body);
      const signature = (init.headers as Record<string, string>)[SIGNATURE_HEADER]!;
      const verified = await gateway.verifyWebhook(
        { rawBody: body, headers: { [SIGNATURE_HEADER]: signature } },
        new Date(),
      );
      if (!verified.ok) return new Response(verified.code, { status: 400 });
      if (!verified.event) return new Response('ignored');
      return new Response(await handleWebhookEvent(db, gateway, verified.event));
    }) as typeof fetch,
  });
  return { gateway, providers: providerDirectory([gateway]) };
}

async function pay(gateway: SandboxGateway, redirectUrl: string, card = TEST_CARDS.visa) {
  const paymentId = redirectUrl.split('/').at(-2)!;
  const outcome = await gateway.submitCard(paymentId, card);
  if (outcome.kind !== 'redirect') throw new Error(`Card not accepted: ${JSON.stringify(outcome)}`);
  await gateway.deliverDue();
}

/** A paid park order: one Xel-Há visit for `adults`, in `currencyIso`. */
export async function paidParkOrder(
  db: Db,
  sandbox: { gateway: SandboxGateway; providers: PaymentProviders },
  options: {
    currencyIso?: string;
    adults?: number;
    dayOffset?: number;
    locale?: 'es' | 'en';
    /** A second item: Xcaret Plus for 1 adult and 1 child the day after (issue 15). */
    withXcaret?: boolean;
  } = {},
) {
  const products = await listProducts(db);
  const xelha = (await findProductById(db, products.find((p) => p.code === 'XH-XELHA')!.id))!;
  const visit = addDays(resortToday(new Date()), 20 + (options.dayOffset ?? 0));
  const { cartId } = await addToCart(db, undefined, {
    productId: xelha.id,
    visitDate: visit,
    openTicket: false,
    slotId: xelha.slots[0]!.id,
    adults: options.adults ?? 2,
    children: 0,
    infants: 0,
    transportZoneId: null,
    food: false,
    photo: false,
  });
  if (options.withXcaret) {
    const plus = (await findProductById(db, products.find((p) => p.code === 'XC-PLUS')!.id))!;
    await addToCart(
      db,
      cartId,
      {
        productId: plus.id,
        visitDate: addDays(visit, 1),
        openTicket: false,
        slotId: plus.slots[0]!.id,
        adults: 1,
        children: 1,
        infants: 0,
        transportZoneId: null,
        food: false,
        photo: false,
      },
      // A second later: the cart lists its items in the order they were added.
      { now: new Date(Date.now() + 1000) },
    );
  }
  const currencyIso = options.currencyIso ?? 'USD';
  const cart = (await readCart(db, cartId))!;
  const currency = (await findCurrency(db, currencyIso))!;
  const amountMinor = priceIn(currency, cart.totalUsdCents).minor;
  const started = await startCheckout(db, sandbox.providers, {
    idempotencyKey: randomUUID(),
    target: {
      kind: 'park',
      cartId,
      currencyIso,
      buyer: { name: 'Ana López', email: 'ana@example.com', phone: '' },
    },
    posted: { amountMinor, currencyIso, plan: { kind: 'full' } },
    method: 'card',
    locale: options.locale ?? 'es',
    urls,
    cartHoldMinutes: 30,
  });
  await pay(sandbox.gateway, started.redirectUrl);
  const order = (await readOrder(db, started.orderReference, { secret: started.orderSecret! }))!;
  if (order.status !== 'paid') throw new Error(`Order ${order.reference} is ${order.status}`);
  return { order, secret: started.orderSecret!, cartId, visit };
}

/** A held hotel stay with its guest details, ready to pay. */
export async function heldStay(
  db: Db,
  options: {
    hotelCode?: string;
    roomTypeCode?: string;
    checkIn: string;
    nights?: number;
    currencyIso?: string;
    locale?: string;
    country?: string;
    promoCode?: string;
  },
) {
  const currency = (await findCurrency(db, options.currencyIso ?? 'USD'))!;
  const hold = await createHold(
    db,
    {
      hotelCode: options.hotelCode ?? 'HXM',
      checkIn: options.checkIn,
      checkOut: addDays(options.checkIn, options.nights ?? 3),
      rooms: [{ roomTypeCode: options.roomTypeCode ?? 'HXM-GVS', adults: 2, childrenAges: [] }],
      promoCode: options.promoCode,
    },
    { now: new Date(), currency, locale: options.locale ?? 'es' },
  );
  const saved = await saveGuestDetails(db, hold.reference, hold.secret, {
    firstName: 'Ana',
    lastName: 'López',
    email: 'ana@example.com',
    phone: '+52 998 123 4567',
    country: options.country ?? 'MX',
  });
  if (!saved.ok) throw new Error('Guest details refused');
  return hold;
}

/** A paid hotel order for a held stay (its whole total, or `amountMinor` with a schedule). */
export async function payStay(
  db: Db,
  sandbox: { gateway: SandboxGateway; providers: PaymentProviders },
  hold: { reference: string; secret: string; total: { minor: number; iso: string } },
  options: { schedule?: 'deposit'; amountMinor?: number; card?: typeof TEST_CARDS.visa } = {},
) {
  const started = await startCheckout(db, sandbox.providers, {
    idempotencyKey: randomUUID(),
    target: { kind: 'hotel', bookingReference: hold.reference, access: { secret: hold.secret } },
    posted: {
      amountMinor: options.amountMinor ?? hold.total.minor,
      currencyIso: hold.total.iso,
      plan: { kind: 'full' },
      ...(options.schedule ? { schedule: options.schedule } : {}),
    } as StartCheckoutInput['posted'],
    method: 'card',
    locale: 'es',
    urls,
  });
  await pay(sandbox.gateway, started.redirectUrl, options.card);
  const order = (await readOrder(db, started.orderReference, { secret: started.orderSecret! }))!;
  return { order, secret: started.orderSecret! };
}
