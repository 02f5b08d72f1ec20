import { getDb, getReadDb, type Db } from '@/server';
import {
  CartError,
  MAX_CART_PRODUCTS,
  addToCart,
  readCart,
  removeCartItem,
  renewCartHold,
  setComplement,
  updateCartItem,
  type CartView,
  type ItemInput,
} from '@/domain/cart';
import { findProductById, listProducts, type ProductDetail } from '@/domain/catalog';
import { abandonCartCheckout, OrderError } from '@/domain/orders';
import { hitRateLimit } from '@/domain/limits';
import { listCurrencies, type Currency } from '@/domain/pricing';
import {
  PRODUCT_CALENDAR_MAX_DAYS,
  listPackageSteps,
  listPresaleRules,
  productCalendar,
  verifyTicketToken,
} from '@/domain/tickets';
import { resortClock } from '@/lib/dates';
import { env } from '@/lib/env';
import { clientIp, holderKeyOf } from '@/lib/http';
import { ParkApiError } from './errors';
import { json, parse, parseJsonBody, parseQuery, respond } from './http';
import {
  CARTS_PER_MINUTE,
  DEFAULT_CALENDAR_DAYS,
  ItemChanges,
  ItemRequest,
  availabilityQuery,
  cartIdParam,
  complementIdParam,
  currencyQuery,
  itemIdParam,
  productCodeParam,
} from './schemas';
import { availabilityOut, cartOut, catalogueOut } from './serialize';

/**
 * The park store API, one function per endpoint: parse and validate the request, call the
 * cart and tickets domains, serialize. Route files only bind these to paths and methods.
 *
 * A cart is named by its id, an unguessable UUID: whoever has it can read and change the cart
 * (the web shop keeps the same id in an HttpOnly cookie).
 */

const DAY_MS = 86_400_000;

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

async function currencyFor(db: Db, iso = 'USD'): Promise<Currency> {
  const currency = (await listCurrencies(db)).find((c) => c.iso === iso);
  if (!currency) throw new ParkApiError(422, 'UNKNOWN_CURRENCY', { currency: iso });
  return currency;
}

async function productByCode(db: Db, code: string): Promise<ProductDetail | undefined> {
  const row = (await listProducts(db)).find((p) => p.code === code);
  return row ? findProductById(db, row.id) : undefined;
}

async function cartOrThrow(db: Db, cartId: string): Promise<CartView> {
  const cart = await readCart(db, cartId);
  if (!cart) throw new ParkApiError(404, 'CART_NOT_FOUND');
  return cart;
}

const cartIdOf = (raw: string) => {
  const parsed = cartIdParam.safeParse(raw);
  // A malformed id names no cart: the same answer as an unknown one.
  if (!parsed.success) throw new ParkApiError(404, 'CART_NOT_FOUND');
  return parsed.data.toLowerCase();
};

const itemIdOf = (raw: string) => {
  const parsed = itemIdParam.safeParse(raw);
  if (!parsed.success) throw new CartError('CART_ITEM_NOT_FOUND');
  return parsed.data.toLowerCase();
};

type Choices = Omit<ItemRequest, 'product'>;

/** The request's codes (schedule, transport zone) as the product's ids; an unknown one is refused. */
function itemInput(product: ProductDetail, choices: Choices): ItemInput {
  const openTicket = choices.openTicket;
  const slot =
    openTicket || choices.schedule == null
      ? undefined
      : product.slots.find((s) => s.code === choices.schedule);
  if (!openTicket && choices.schedule != null && !slot)
    throw new CartError('CART_UNKNOWN_OPTION', { field: 'schedule' });
  const zone =
    choices.transport == null
      ? undefined
      : product.transportZones.find((z) => z.code === choices.transport);
  if (choices.transport != null && !zone)
    throw new CartError('CART_UNKNOWN_OPTION', { field: 'transport' });
  return {
    productId: product.id,
    visitDate: openTicket ? null : (choices.visitDate ?? null),
    openTicket,
    slotId: slot?.id ?? null,
    adults: choices.adults,
    children: choices.children,
    infants: choices.infants,
    transportZoneId: zone?.id ?? null,
    food: choices.food,
    photo: choices.photo,
  };
}

async function requestedItem(db: Db, body: ItemRequest): Promise<ItemInput> {
  const product = await productByCode(db, body.product);
  if (!product) throw new CartError('CART_UNKNOWN_PRODUCT', { product: body.product });
  return itemInput(product, body);
}

const cartPath = (cartId: string) => `/api/v1/carts/${cartId}/`;

/** GET /api/v1/catalog */
export function getCatalogue(request: Request): Promise<Response> {
  return respond(request, async () => {
    const query = parseQuery(request, currencyQuery);
    const db = await getReadDb();
    const [currency, rows, presale, steps] = await Promise.all([
      currencyFor(db, query.currency),
      listProducts(db),
      listPresaleRules(db),
      listPackageSteps(db),
    ]);
    const products = await Promise.all(rows.map((r) => findProductById(db, r.id)));
    return json(
      catalogueOut(
        products.filter((p): p is ProductDetail => p !== undefined),
        presale,
        steps,
        currency,
        MAX_CART_PRODUCTS,
      ),
      200,
      // The same for everyone; prices in a currency follow the stored rates.
      { 'Cache-Control': 'public, max-age=300' },
    );
  });
}

/** GET /api/v1/products/{code}/availability */
export function getAvailability(request: Request, rawCode: string): Promise<Response> {
  return respond(request, async () => {
    const query = parseQuery(request, availabilityQuery);
    const code = parse(productCodeParam, rawCode);
    const clock = resortClock(new Date());
    const today = clock.date;
    const from = query.from ?? today;
    const to = query.to ?? addDays(from, DEFAULT_CALENDAR_DAYS);
    const days = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
    if (days < 1 || days > PRODUCT_CALENDAR_MAX_DAYS)
      throw new ParkApiError(400, 'INVALID_REQUEST', {
        issues: [
          {
            path: 'to',
            message: `to must be after from, at most ${PRODUCT_CALENDAR_MAX_DAYS} days later`,
          },
        ],
      });
    const db = await getReadDb();
    const product = await productByCode(db, code);
    if (!product) throw new ParkApiError(404, 'PRODUCT_NOT_FOUND', { product: code });
    const [currency, calendar, presale] = await Promise.all([
      currencyFor(db, query.currency),
      productCalendar(db, product, { from, to, clock }),
      listPresaleRules(db),
    ]);
    const dates = Array.from({ length: days }, (_, i) => addDays(from, i));
    return json(availabilityOut(product, { from, to, today, dates }, calendar, presale, currency));
  });
}

/** POST /api/v1/carts — a new cart with its first product. */
export function postCart(request: Request): Promise<Response> {
  return respond(request, async () => {
    const db = await getDb();
    // Every attempt counts, valid or not: carts hold places, so flooding is refused early.
    const limit = await hitRateLimit(db, `park-carts:${clientIp(request)}`, {
      limit: CARTS_PER_MINUTE,
      windowSeconds: 60,
    });
    if (!limit.allowed)
      throw new ParkApiError(429, 'RATE_LIMITED', undefined, {
        'Retry-After': String(limit.retryAfterSeconds),
      });
    const query = parseQuery(request, currencyQuery);
    const body = await parseJsonBody(request, ItemRequest);
    const currency = await currencyFor(db, query.currency);
    const input = await requestedItem(db, body);
    const { cartId, itemId } = await addToCart(db, undefined, input, {
      holdMinutes: env().CART_HOLD_MINUTES,
      holderKey: holderKeyOf(clientIp(request)),
    });
    const cart = await cartOrThrow(db, cartId);
    return json({ cartId, itemId, cart: cartOut(cart, currency) }, 201, {
      Location: cartPath(cartId),
    });
  });
}

/** GET /api/v1/carts/{id} */
export function getCart(request: Request, rawId: string): Promise<Response> {
  return respond(request, async () => {
    const cartId = cartIdOf(rawId);
    const query = parseQuery(request, currencyQuery);
    const db = await getDb();
    const [currency, cart] = await Promise.all([
      currencyFor(db, query.currency),
      cartOrThrow(db, cartId),
    ]);
    return json(cartOut(cart, currency));
  });
}

/** POST /api/v1/carts/{id}/items */
export function postItem(request: Request, rawId: string): Promise<Response> {
  return respond(request, async () => {
    const cartId = cartIdOf(rawId);
    const query = parseQuery(request, currencyQuery);
    const body = await parseJsonBody(request, ItemRequest);
    const db = await getDb();
    const currency = await currencyFor(db, query.currency);
    // addToCart starts a new cart for an unknown id; here an unknown id is an error.
    await cartOrThrow(db, cartId);
    const input = await requestedItem(db, body);
    const { itemId } = await addToCart(db, cartId, input, {
      holdMinutes: env().CART_HOLD_MINUTES,
      holderKey: holderKeyOf(clientIp(request)),
    });
    const cart = await cartOrThrow(db, cartId);
    return json({ itemId, cart: cartOut(cart, currency) }, 201);
  });
}

/** PATCH /api/v1/carts/{id}/items/{itemId} — fields absent keep their value. */
export function patchItem(request: Request, rawId: string, rawItemId: string): Promise<Response> {
  return respond(request, async () => {
    const cartId = cartIdOf(rawId);
    const itemId = itemIdOf(rawItemId);
    const query = parseQuery(request, currencyQuery);
    const changes = await parseJsonBody(request, ItemChanges);
    const db = await getDb();
    const currency = await currencyFor(db, query.currency);
    const item = (await cartOrThrow(db, cartId)).items.find((i) => i.id === itemId);
    if (!item) throw new CartError('CART_ITEM_NOT_FOUND');
    const openTicket = changes.openTicket ?? item.openTicket;
    const choices: Choices = {
      visitDate: changes.visitDate !== undefined ? changes.visitDate : item.visitDate,
      openTicket,
      schedule: changes.schedule !== undefined ? changes.schedule : (item.slot?.code ?? null),
      adults: changes.adults ?? item.adults,
      children: changes.children ?? item.children,
      infants: changes.infants ?? item.infants,
      transport:
        changes.transport !== undefined ? changes.transport : (item.transportZone?.code ?? null),
      food: changes.food ?? item.food,
      photo: changes.photo ?? item.photo,
    };
    await updateCartItem(db, cartId, itemId, itemInput(item.product, choices), {
      holdMinutes: env().CART_HOLD_MINUTES,
    });
    return json(cartOut(await cartOrThrow(db, cartId), currency));
  });
}

/** DELETE /api/v1/carts/{id}/items/{itemId} — also removes activities that needed it. */
export function deleteItem(request: Request, rawId: string, rawItemId: string): Promise<Response> {
  return respond(request, async () => {
    const cartId = cartIdOf(rawId);
    const itemId = itemIdOf(rawItemId);
    const query = parseQuery(request, currencyQuery);
    const db = await getDb();
    const currency = await currencyFor(db, query.currency);
    await cartOrThrow(db, cartId);
    const { removed } = await removeCartItem(db, cartId, itemId);
    return json({ removed, cart: cartOut(await cartOrThrow(db, cartId), currency) });
  });
}

/** PUT (added) or DELETE (removed) /api/v1/carts/{id}/items/{itemId}/complements/{complementId} */
export function putComplement(
  request: Request,
  params: { id: string; itemId: string; complementId: string },
  added: boolean,
): Promise<Response> {
  return respond(request, async () => {
    const cartId = cartIdOf(params.id);
    const itemId = itemIdOf(params.itemId);
    const complementId = parse(complementIdParam, params.complementId);
    const query = parseQuery(request, currencyQuery);
    const db = await getDb();
    const currency = await currencyFor(db, query.currency);
    await cartOrThrow(db, cartId);
    await setComplement(db, cartId, itemId, complementId, added);
    return json(cartOut(await cartOrThrow(db, cartId), currency));
  });
}

/** PUT /api/v1/carts/{id}/hold — renews the hold of every dated item. */
export function putHold(request: Request, rawId: string): Promise<Response> {
  return respond(request, async () => {
    const cartId = cartIdOf(rawId);
    const query = parseQuery(request, currencyQuery);
    const db = await getDb();
    const currency = await currencyFor(db, query.currency);
    await cartOrThrow(db, cartId);
    const { renewed, unavailable, capped } = await renewCartHold(db, cartId, {
      holdMinutes: env().CART_HOLD_MINUTES,
    });
    return json({
      renewed,
      unavailable,
      capped,
      cart: cartOut(await cartOrThrow(db, cartId), currency),
    });
  });
}

/** DELETE /api/v1/carts/{id}/checkout — abandons the payment under way, unfreezing the cart. */
export function deleteCheckout(request: Request, rawId: string): Promise<Response> {
  return respond(request, async () => {
    const cartId = cartIdOf(rawId);
    const query = parseQuery(request, currencyQuery);
    const db = await getDb();
    const currency = await currencyFor(db, query.currency);
    await cartOrThrow(db, cartId);
    let abandoned: boolean;
    try {
      abandoned = await abandonCartCheckout(db, cartId);
    } catch (error) {
      if (error instanceof OrderError && error.code === 'PAYMENT_IN_PROGRESS')
        throw new ParkApiError(409, 'PAYMENT_IN_PROGRESS');
      throw error;
    }
    return json({ abandoned, cart: cartOut(await cartOrThrow(db, cartId), currency) });
  });
}

/**
 * GET /api/v1/tickets/verify/?token=… — what a gate scanner asks: is this QR code one of
 * our tickets (signature), for whom and which day, and is it still unused. Answers only
 * about the token given: the token itself is the secret, so it reveals nothing new.
 */
export async function verifyTicket(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  if (token.length === 0 || token.length > 200)
    return Response.json({ valid: false, reason: 'malformed' }, { status: 400 });
  const result = await verifyTicketToken(token, { db: await getDb() });
  if (!result.valid)
    return Response.json(result, { status: 200, headers: { 'Cache-Control': 'no-store' } });
  return Response.json(
    {
      valid: true,
      ticket: {
        code: result.code,
        product: result.productName,
        holderBand: result.claims.band,
        open: result.claims.open,
        validUntil: result.claims.validUntil,
        status: result.status,
      },
      admitsToday: result.admitsToday && result.status === 'issued',
    },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
