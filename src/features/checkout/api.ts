import 'server-only';
import { cookies } from 'next/headers';
import { z } from 'zod';
import { reportServerError } from '@/domain/logs';
import {
  handleWebhookEvent,
  OrderError,
  readAttempt,
  readOrder,
  receiptOf,
  startCheckout,
  syncAttempt,
  type OrderView,
} from '@/domain/orders';
import {
  financingRule,
  installmentOptions,
  installmentsHeadline,
  listFinancingRules,
  listInstallmentBanks,
  listMethodRows,
  methodsForCurrency,
  servedOffer,
  upliftEstimate,
  type MethodApiCode,
} from '@/domain/payments';
import { chooseCurrency, listCurrencies } from '@/domain/pricing';
import { ticketsForOrder } from '@/domain/cart';
import { manageLinkOrderAccess } from '@/domain/manage';
import { getPathname } from '@/i18n/navigation';
import { routing, type Locale } from '@/i18n/routing';
import { COOKIE } from '@/lib/cookies';
import { env } from '@/lib/env';
import * as api from '@/lib/json-api';
import { ApiError, json, parseJsonBody, parseQuery } from '@/lib/json-api';
import { readBodyLimited, requestOrigin } from '@/lib/http';
import { BODY_LIMITS } from '@/lib/security/request-guard';
import { logger } from '@/lib/logger';
import { safeRedirectPath } from '@/lib/redirect';
import {
  getDb,
  paymentProviders,
  renderCfdiPdf,
  renderReceiptPdf,
  renderTicketsPdf,
  visitorOrderAccess,
} from '@/server';
import { invoiceWithXml } from '@/domain/invoicing';
import { ORDER_ERROR_STATUS, orderErrorMessage } from './errors';

const conventions: api.ApiConventions = {
  visitorError: (error) =>
    error instanceof OrderError
      ? new ApiError(ORDER_ERROR_STATUS[error.code] ?? 400, error.code, error.detail)
      : undefined,
  message: (code) => orderErrorMessage(code),
  reportBug: (error, request) =>
    reportServerError(getDb, error, {
      method: request.method,
      path: new URL(request.url).pathname,
      section: 'checkout-api',
    }),
};

const respond = (request: Request, handler: () => Promise<Response>) =>
  api.respond(request, handler, conventions);

const Plan = z.union([
  z.object({ kind: z.literal('full') }),
  z.object({ kind: z.literal('uplift') }),
  z.object({
    kind: z.literal('installments'),
    bankId: z.number().int().positive(),
    months: z.number().int().positive(),
  }),
  // Anything else is judged (and refused) by the domain as a plan mismatch.
  z.object({ kind: z.string().max(20) }).passthrough(),
]);

const StartBody = z.object({
  idempotencyKey: z.string().min(1).max(100),
  kind: z.enum(['hotel', 'park']),
  /** Hotel: the booking's reference and secret (browsers send neither: their cookies name it). */
  booking: z.object({ reference: z.string().max(40), secret: z.string().max(200) }).optional(),
  /** Park: the cart (browsers: the cookie) and the currency to pay in (else the visitor's). */
  cartId: z.uuid().optional(),
  currency: z.string().length(3).optional(),
  amountMinor: z.union([z.number(), z.string().max(20)]),
  currencyIso: z.string().max(3),
  plan: Plan.optional(),
  method: z.enum(['card', 'PP']),
  buyer: z
    .object({
      name: z.string().max(200).optional(),
      email: z.string().max(300).optional(),
      phone: z.string().max(60).optional(),
    })
    .optional(),
  locale: z.enum(routing.locales).default(routing.defaultLocale),
});

/** Our own pages the gateway sends the visitor back to, per kind and language. */
function pagePath(kind: 'hotel' | 'park', locale: Locale): string {
  return getPathname({ locale, href: kind === 'hotel' ? '/booking' : '/cart/checkout' });
}

/** POST /api/v1/checkouts — starts (or, for a known idempotency key, resumes) a payment. */
export function postCheckout(request: Request): Promise<Response> {
  return respond(request, async () => {
    const body = await parseJsonBody(request, StartBody);
    const db = await getDb();
    const jar = await cookies();
    const locale = body.locale as Locale;
    let target;
    if (body.kind === 'hotel') {
      const reference = body.booking?.reference ?? jar.get(COOKIE.booking)?.value;
      const secret = body.booking?.secret ?? jar.get(COOKIE.token)?.value;
      if (!reference || !secret) throw new OrderError('ORDER_NOT_FOUND');
      target = { kind: 'hotel' as const, bookingReference: reference, access: { secret } };
    } else {
      const cartId = body.cartId ?? jar.get(COOKIE.cart)?.value;
      if (!cartId) throw new OrderError('CART_EMPTY');
      const currencies = await listCurrencies(db);
      const currency = chooseCurrency(currencies, {
        iso: body.currency ?? jar.get(COOKIE.currencyIso)?.value,
        id: jar.get(COOKIE.currencyId)?.value,
      });
      target = {
        kind: 'park' as const,
        cartId,
        currencyIso: currency.iso,
        buyer: body.buyer ?? {},
      };
    }
    // The host this visitor uses: their cart and booking cookies live there.
    const base = requestOrigin(request.headers);
    const started = await startCheckout(db, paymentProviders(), {
      idempotencyKey: body.idempotencyKey,
      target,
      posted: { amountMinor: body.amountMinor, currencyIso: body.currencyIso, plan: body.plan },
      method: body.method,
      locale,
      urls: (order, key) => {
        const back = `${base}/api/v1/checkouts/${encodeURIComponent(key)}/return/?to=${encodeURIComponent(pagePath(order.kind, locale))}`;
        return { returnUrl: back, cancelUrl: `${back}&cancel=1` };
      },
      cartHoldMinutes: env().CART_HOLD_MINUTES,
    });
    return json(
      {
        order: { reference: started.orderReference, secret: started.orderSecret },
        attempt: { id: started.attemptId, idempotencyKey: body.idempotencyKey },
        redirectUrl: started.redirectUrl,
        replayed: started.replayed,
      },
      started.replayed ? 200 : 201,
    );
  });
}

/**
 * GET /api/v1/checkouts/{key} — where the payment started with this key stands, for whoever
 * may read its order (the order's secret, its owner, or the browser whose cart or booking it
 * pays for). A key alone proves nothing: anyone else gets what an unknown key gets.
 */
export function getCheckout(request: Request, key: string, customerId?: string): Promise<Response> {
  return respond(request, async () => {
    const db = await getDb();
    const attempt = await readAttempt(db, key.slice(0, 100));
    const order = attempt && (await readableOrder(request, attempt.orderReference, customerId));
    if (!attempt || !order) throw new OrderError('PAYMENT_NOT_FOUND');
    return json({
      status: attempt.status,
      failureCode: attempt.failureCode,
      method: attempt.method,
      plan: attempt.plan,
      card: attempt.card && { brand: attempt.card.brand, last4: attempt.card.last4 },
      order: { reference: attempt.orderReference, status: attempt.orderStatus },
    });
  });
}

/**
 * GET /api/v1/checkouts/{key}/return/?to=… — where the gateway sends the visitor back: asks the
 * gateway (webhooks may be late), captures an authorized payment, and goes on to our page with
 * the outcome. Failing to reach the gateway still returns the visitor (the webhook settles it).
 */
export async function returnFromGateway(request: Request, key: string): Promise<Response> {
  const url = new URL(request.url);
  const to = safeRedirectPath(url.searchParams.get('to'), '/');
  let outcome = url.searchParams.get('cancel') ? 'cancelled' : 'pending';
  try {
    const db = await getDb();
    const attempt = await syncAttempt(db, paymentProviders(), key.slice(0, 100));
    const order = attempt && (await readableOrder(request, attempt.orderReference));
    // The outcome is told only to the browser whose cart or booking the payment is for.
    if (attempt && order) {
      if (attempt.orderStatus === 'paid') outcome = 'paid';
      else if (attempt.status === 'failed') outcome = attempt.failureCode ?? 'failed';
      // The order was closed (abandoned, replaced or expired): never sold, never kept.
      else if (['failed', 'expired'].includes(attempt.orderStatus)) outcome = 'abandoned';
    }
  } catch (error) {
    logger.error({ err: error }, 'payment return: gateway not reachable');
  }
  const target = new URL(to, env().BASE_URL);
  target.searchParams.set('payment', outcome);
  return new Response(null, {
    status: 303,
    headers: { Location: `${target.pathname}${target.search}`, 'Cache-Control': 'no-store' },
  });
}

/**
 * POST /api/v1/payments/webhooks/{provider} — verified on the raw body by the provider the
 * address names, then applied once (deduplicated per provider by event id). An unknown
 * provider is a 404; news the provider sends that the shop does not act on is acknowledged.
 */
export async function receivePaymentWebhook(
  request: Request,
  providerId: string,
): Promise<Response> {
  const provider = paymentProviders().byId(providerId);
  if (!provider) return json({ error: { code: 'NOT_FOUND' } }, 404);
  // Read within the limit (the body is never held whole when it is too large).
  const body = await readBodyLimited(request, BODY_LIMITS.webhook);
  if (!body.ok) return json({ error: { code: 'PAYLOAD_TOO_LARGE' } }, 413);
  const rawBody = body.bytes.toString('utf8');
  const headers = Object.fromEntries(request.headers.entries());
  try {
    // A provider may ask its gateway which payment an event is about: that can fail too.
    const verified = await provider.verifyWebhook({ rawBody, headers }, new Date());
    if (!verified.ok) return json({ error: { code: verified.code } }, 400);
    if (!verified.event) return json({ received: true, outcome: 'ignored' });
    const outcome = await handleWebhookEvent(await getDb(), provider, verified.event);
    return json({ received: true, outcome });
  } catch (error) {
    await reportServerError(getDb, error, {
      method: 'POST',
      path: new URL(request.url).pathname,
      section: 'payment-webhooks',
    });
    // Not acknowledged: the gateway retries.
    return json({ error: { code: 'INTERNAL_ERROR' } }, 500);
  }
}

/**
 * The order a reference names, for whoever may read it (undefined for anyone else): its secret
 * (header X-Order-Secret), or what the visitor holds (the server layer's one rule: owner
 * session, cart cookie, booking cookie and token).
 */
async function readableOrder(
  request: Request,
  reference: string,
  customerId?: string,
): Promise<OrderView | undefined> {
  // A signed manage link's token (issue 15) opens its own trip's orders (a park order's, or a
  // booking's): the manage page's downloads carry it as `?t=`, API clients as X-Manage-Token.
  const manageToken =
    request.headers.get('x-manage-token')?.trim() ?? new URL(request.url).searchParams.get('t');
  const linked = manageToken
    ? await manageLinkOrderAccess(await getDb(), manageToken.slice(0, 100))
    : undefined;
  const secret = request.headers.get('x-order-secret')?.trim().slice(0, 200);
  const access = await visitorOrderAccess();
  // One read: readOrder answers the order only to whoever may read it.
  return readOrder(await getDb(), reference, {
    ...access,
    ...linked,
    userId: customerId ?? access.userId,
    secret: secret || undefined,
  });
}

/** The order a reference names, for whoever may read it; anyone else: an unknown reference. */
async function orderFor(
  request: Request,
  reference: string,
  customerId?: string,
): Promise<OrderView> {
  const order = await readableOrder(request, reference.slice(0, 40), customerId);
  if (order) return order;
  throw new OrderError('ORDER_NOT_FOUND');
}

/** A document of an order (its tickets, receipt, invoice): downloaded, never cached. */
function privateFile(content: Buffer, type: string, filename: string): Response {
  return new Response(new Uint8Array(content), {
    headers: {
      'Content-Type': type,
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'private, no-store',
    },
  });
}

/** GET /api/v1/orders/{reference} */
export function getOrder(
  request: Request,
  reference: string,
  customerId?: string,
): Promise<Response> {
  return respond(request, async () => {
    const order = await orderFor(request, reference, customerId);
    return json({
      reference: order.reference,
      kind: order.kind,
      status: order.status,
      amountMinor: order.amountMinor,
      currencyIso: order.currencyIso,
      buyer: order.buyer,
      createdAt: order.createdAt.toISOString(),
      paidAt: order.paidAt?.toISOString() ?? null,
      payment: order.payment && {
        status: order.payment.status,
        method: order.payment.method,
        plan: order.payment.plan,
        failureCode: order.payment.failureCode,
        card: order.payment.card && {
          brand: order.payment.card.brand,
          last4: order.payment.card.last4,
        },
      },
    });
  });
}

/** GET /api/v1/orders/{reference}/tickets.pdf — the e-tickets of a paid park order. */
export function getTicketsPdf(
  request: Request,
  reference: string,
  customerId?: string,
): Promise<Response> {
  return respond(request, async () => {
    const order = await orderFor(request, reference, customerId);
    if (order.kind !== 'park' || order.status !== 'paid') throw new OrderError('ORDER_NOT_FOUND');
    const locale = (routing.locales as readonly string[]).includes(order.locale)
      ? (order.locale as Locale)
      : routing.defaultLocale;
    const pdf = await renderTicketsPdf(await ticketsForOrder(await getDb(), order.id), locale, {
      orderReference: order.reference,
      holderName: order.buyer.name,
    });
    return privateFile(pdf, 'application/pdf', `${order.reference}-tickets.pdf`);
  });
}

const MethodsQuery = z.object({
  currency: z.string().regex(/^[A-Za-z]{3}$/),
  amount: z.coerce.number().int().min(0).max(1e12).optional(),
});

/**
 * GET /api/v1/payment-methods?currency=MXN&amount=… — the methods a currency offers (from the
 * database, and taken by a configured provider), its interest-free instalment plans
 * (financing_rules: MXN, a card issued in Mexico, checked on the hosted page) with the monthly
 * amounts, and Uplift's estimate (financing_rules: USD and CAD).
 */
export function getPaymentMethods(request: Request): Promise<Response> {
  return respond(request, async () => {
    const query = parseQuery(request, MethodsQuery);
    const iso = query.currency.toUpperCase();
    const db = await getDb();
    const [currencies, rows, banks, financing] = await Promise.all([
      listCurrencies(db),
      listMethodRows(db),
      listInstallmentBanks(db),
      listFinancingRules(db),
    ]);
    const currency = currencies.find((c) => c.iso === iso);
    if (!currency) throw new ApiError(422, 'UNKNOWN_CURRENCY', { currency: iso });
    const total = query.amount ?? 0;
    const methods = methodsForCurrency(rows, iso);
    const served = servedOffer(
      (request) => paymentProviders().choose(request) !== null,
      iso,
      methods.filter((m) => m.kind === 'card').map((m) => m.apiCode as MethodApiCode),
    );
    // Shown before the card is typed: the offer for a card the rule accepts (issued in Mexico).
    const plans = served.installments
      ? installmentOptions(banks, { rules: financing, currencyIso: iso, totalMinor: total })
      : [];
    const cardCountry = financingRule(financing, 'installments', iso)?.cardCountries[0] ?? null;
    return json(
      {
        currency: { iso: currency.iso, decimals: currency.decimals },
        methods: methods
          .filter((m) => served.method(m.apiCode))
          .map(({ id, apiCode, name, kind }) => ({ id, apiCode, name, kind })),
        installments: plans.length
          ? {
              // The longest plan this charge is offered, not one a bank gives larger amounts only.
              headlineMonths: installmentsHeadline(
                plans.map((option) => ({ months: option.plans.map((p) => p.months) })),
              ),
              cardCountry,
              banks: plans.map(({ bank, plans: options }) => ({
                id: bank.id,
                name: bank.name,
                logo: bank.logo,
                // SPEC §3 bank description, in es, en and pt (like the currencies' names).
                description: bank.description,
                plans: options.map((p) => ({
                  months: p.months,
                  monthlyMinor: p.monthlyMinor,
                  firstMinor: p.firstMinor,
                })),
              })),
            }
          : null,
        uplift: served.uplift ? upliftEstimate(total, iso, financing) : null,
      },
      200,
      { 'Cache-Control': 'no-store' },
    );
  });
}

/** GET /api/v1/currencies — the 17 currencies (SPEC §3). */
export function getCurrencies(request: Request): Promise<Response> {
  return respond(request, async () => {
    const currencies = await listCurrencies(await getDb());
    return json(
      currencies.map((c) => ({
        id: c.id,
        iso: c.iso,
        iso_code: c.iso,
        name: c.name,
        names: c.names,
        symbol: c.symbol,
        flag: c.flag,
        decimals: c.decimals,
      })),
    );
  });
}

/**
 * GET /api/v1/orders/{reference}/invoices/{id}/xml/ and …/pdf/ — a stamped CFDI of the order
 * (invoice or credit note), as the XML of record or its printed PDF, for whoever may read the
 * order. Anything else (another order's invoice, one not stamped yet) is an unknown order.
 */
export function getInvoiceDocument(
  request: Request,
  reference: string,
  invoiceId: string,
  format: 'xml' | 'pdf',
  customerId?: string,
): Promise<Response> {
  return respond(request, async () => {
    const order = await orderFor(request, reference, customerId);
    const found = await invoiceWithXml(await getDb(), order.id, invoiceId.slice(0, 40));
    if (!found) throw new OrderError('ORDER_NOT_FOUND');
    const name = `${found.invoice.series}-${found.invoice.folio}`;
    if (format === 'xml')
      return privateFile(
        Buffer.from(found.xml, 'utf8'),
        'application/xml; charset=utf-8',
        `${name}.xml`,
      );
    const locale = (routing.locales as readonly string[]).includes(found.invoice.locale)
      ? (found.invoice.locale as Locale)
      : routing.defaultLocale;
    const pdf = await renderCfdiPdf(found.xml, locale, {
      demo: env().PAC_PROVIDER !== 'facturapi',
    });
    return privateFile(pdf, 'application/pdf', `${name}.pdf`);
  });
}

/** GET /api/v1/orders/{reference}/receipt.pdf — the payment receipt of a paid order. */
export function getReceiptPdf(
  request: Request,
  reference: string,
  customerId?: string,
): Promise<Response> {
  return respond(request, async () => {
    const order = await orderFor(request, reference, customerId);
    const receipt = await receiptOf(await getDb(), order.reference);
    if (!receipt) throw new OrderError('ORDER_NOT_FOUND');
    const pdf = await renderReceiptPdf(receipt);
    return privateFile(pdf, 'application/pdf', `${order.reference}-receipt.pdf`);
  });
}
