/**
 * A local fake of the part of Stripe's HTTP API the Stripe adapter uses
 * (src/integrations/payments/stripe), answering with the shapes Stripe records for them:
 * Checkout Sessions (create, retrieve with expand, list by payment_intent; `customer_creation`
 * and `setup_future_usage: off_session` keep the card as a customer's payment method),
 * PaymentIntent capture, off-session PaymentIntents on a saved card (create with `confirm` and
 * `off_session`; a card error answers 402 with the failed intent), refunds, their errors (`{ error: { type, code, message, param } }`), idempotency
 * keys (the same key and parameters give the first answer; other parameters are an
 * idempotency_error), bearer-key authentication, and signed webhook events (Stripe-Signature:
 * `t=<unix>,v1=<hex HMAC-SHA256 of "<t>.<body>">` with the endpoint's secret).
 *
 * What Stripe's hosted page does (the payer typing a card) is `pay()`. It listens on loopback
 * only, on a port the system gives (0) unless one is asked for; never the network.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;
type Card = {
  brand: string;
  last4: string;
  country: string;
  network?: string;
  /** Authorizes now, declines every later off-session charge (Stripe's 4000 0000 0000 0341). */
  declinesOffSession?: boolean;
};

export type FakeDelivery = { rawBody: string; headers: Record<string, string> };

export type StripeFake = {
  url: string;
  /** Every API request as received, with its form body decoded. */
  requests: { method: string; path: string; body: Json; idempotencyKey: string | null }[];
  /** The payer on Stripe's page: a good card authorizes, a declined one leaves it open. */
  pay(sessionId: string, outcome: 'approve' | 'decline', card?: Card): void;
  /** A card that authorizes on the page and declines later off-session charges. */
  readonly cardDecliningLater: Card;
  /** The session runs out (as at its expires_at, or POST /v1/checkout/sessions/:id/expire). */
  expire(sessionId: string): void;
  /** A stored object as Stripe holds it (session, intent, charge, refund). */
  object(id: string): Json | undefined;
  /** The ids of the stored objects whose id starts with the prefix (ch_, pi_, cus_…). */
  ids(prefix: string): string[];
  /** The webhook deliveries since the last call, signed as Stripe signs them. */
  takeDeliveries(): FakeDelivery[];
  close(): Promise<void>;
};

const VISA: Card = { brand: 'visa', last4: '4242', country: 'US' };
const VISA_DECLINING_LATER: Card = {
  brand: 'visa',
  last4: '0341',
  country: 'US',
  declinesOffSession: true,
};

/** Decodes Stripe's form encoding: a[b][0][c]=1 → { a: { b: [{ c: '1' }] } }. */
export function decodeForm(body: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else {
        const nextIsIndex = /^\d+$/.test(path[i + 1]!);
        node[part] ??= nextIsIndex ? [] : {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return root;
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

class StripeError extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message));
  }
}
const invalid = (message: string, extra: Json = {}) =>
  new StripeError(400, { type: 'invalid_request_error', message, ...extra });
const missing = (kind: string, id: string) =>
  new StripeError(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param: 'id',
  });

export async function startStripeFake(options: {
  secretKey: string;
  webhookSecret: string;
  port?: number;
}): Promise<StripeFake> {
  const objects = new Map<string, Json>();
  const idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();
  const requests: StripeFake['requests'] = [];
  let deliveries: FakeDelivery[] = [];

  const get = (id: string, kind: string) => {
    const found = objects.get(id);
    if (!found || found.object !== kind) throw missing(kind, id);
    return found;
  };

  function emit(type: string, object: Json) {
    const event = {
      id: newId('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: nowSeconds(),
      data: { object: structuredClone(object) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    const rawBody = JSON.stringify(event, null, 2);
    const t = nowSeconds();
    const v1 = createHmac('sha256', options.webhookSecret).update(`${t}.${rawBody}`).digest('hex');
    deliveries.push({
      rawBody,
      headers: { 'content-type': 'application/json', 'stripe-signature': `t=${t},v1=${v1}` },
    });
  }

  /** `expand` paths: payment_intent, payment_intent.latest_charge, latest_charge. */
  function expand(object: Json, paths: string[]): Json {
    const out: Json = { ...object };
    for (const path of paths) {
      const [head, ...rest] = path.split('.');
      const value = out[head!];
      if (typeof value === 'string' && objects.has(value)) {
        out[head!] = rest.length
          ? expand(objects.get(value)!, [rest.join('.')])
          : objects.get(value);
      } else if (value && typeof value === 'object' && rest.length) {
        out[head!] = expand(value as Json, [rest.join('.')]);
      }
    }
    return out;
  }
  const expansions = (body: Json, query: URLSearchParams): string[] => [
    ...query.getAll('expand[]'),
    ...[...query.entries()].filter(([k]) => /^expand\[\d+\]$/.test(k)).map(([, v]) => v),
    ...((body.expand as string[] | undefined) ?? []),
  ];

  function createSession(body: Json): Json {
    if (body.mode !== 'payment') throw invalid('Only payment mode is faked', { param: 'mode' });
    const items = (body.line_items as Json[] | undefined) ?? [];
    if (items.length === 0) throw invalid('line_items is required', { param: 'line_items' });
    let total = 0;
    let currency = '';
    items.forEach((item, i) => {
      const price = (item.price_data ?? {}) as Json;
      const amount = Number(price.unit_amount);
      const quantity = Number(item.quantity ?? 1);
      if (!Number.isSafeInteger(amount) || amount < 0)
        throw invalid('Invalid integer: unit_amount', {
          param: `line_items[${i}][price_data][unit_amount]`,
        });
      if (!/^[a-z]{3}$/.test(String(price.currency)))
        throw invalid('Invalid currency', { param: `line_items[${i}][price_data][currency]` });
      currency = String(price.currency);
      total += amount * quantity;
    });
    if (!body.success_url) throw invalid('Missing success_url', { param: 'success_url' });
    const created = nowSeconds();
    const expiresAt = body.expires_at ? Number(body.expires_at) : created + 24 * 3600;
    if (expiresAt < created + 30 * 60 || expiresAt > created + 24 * 3600)
      throw invalid(
        'The `expires_at` timestamp must be between 30 minutes and 24 hours from Checkout Session creation.',
        { param: 'expires_at' },
      );
    const id = `cs_test_${randomBytes(24).toString('hex')}`;
    const intentData = (body.payment_intent_data ?? {}) as Json;
    const session: Json = {
      id,
      object: 'checkout.session',
      allowed_payment_method_types: body.allowed_payment_method_types ?? null,
      amount_subtotal: total,
      amount_total: total,
      cancel_url: body.cancel_url ?? null,
      client_reference_id: body.client_reference_id ?? null,
      created,
      currency,
      customer: null,
      customer_creation: body.customer_creation ?? null,
      expires_at: expiresAt,
      livemode: false,
      locale: body.locale ?? null,
      metadata: body.metadata ?? {},
      mode: 'payment',
      payment_intent: null,
      payment_method_types: ['card'],
      payment_status: 'unpaid',
      status: 'open',
      success_url: body.success_url,
      url: `https://checkout.stripe.com/c/pay/${id}`,
      // Kept for the PaymentIntent made when the payer confirms (not part of the session).
      _intent: {
        capture_method: intentData.capture_method ?? 'automatic',
        metadata: intentData.metadata ?? {},
        setup_future_usage: intentData.setup_future_usage ?? null,
      },
    };
    objects.set(id, session);
    return session;
  }

  const publicSession = (session: Json): Json => {
    const { _intent: _hidden, ...rest } = session;
    if (rest.status === 'open' && Number(rest.expires_at) <= nowSeconds()) {
      session.status = 'expired';
      rest.status = 'expired';
    }
    return rest;
  };

  function pay(sessionId: string, outcome: 'approve' | 'decline', card = VISA) {
    const session = get(sessionId, 'checkout.session');
    if (publicSession(session).status !== 'open') throw new Error('The session is not open');
    const hidden = session._intent as Json;
    const amount = Number(session.amount_total);
    const currency = String(session.currency);
    const existing = session.payment_intent ? objects.get(String(session.payment_intent)) : null;
    const intent: Json = existing ?? {
      id: newId('pi'),
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: 0,
      capture_method: hidden.capture_method,
      created: nowSeconds(),
      currency,
      last_payment_error: null,
      customer: null,
      latest_charge: null,
      livemode: false,
      metadata: hidden.metadata,
      payment_method: null,
      setup_future_usage: hidden.setup_future_usage ?? null,
      status: 'requires_payment_method',
    };
    objects.set(String(intent.id), intent);
    session.payment_intent = intent.id;
    const paymentMethod = newId('pm');
    // Kept for later (setup_future_usage): the card becomes a customer's payment method.
    if (outcome === 'approve' && (intent.setup_future_usage || session.customer_creation)) {
      const customer = { id: newId('cus'), object: 'customer', created: nowSeconds() };
      objects.set(customer.id, customer);
      objects.set(paymentMethod, {
        id: paymentMethod,
        object: 'payment_method',
        customer: customer.id,
        type: 'card',
        card: { brand: card.brand, country: card.country, last4: card.last4 },
        _declinesOffSession: card.declinesOffSession === true,
      });
      session.customer = customer.id;
      intent.customer = customer.id;
    }
    const charge: Json = {
      id: newId('ch'),
      object: 'charge',
      amount,
      amount_captured: 0,
      amount_refunded: 0,
      captured: false,
      created: nowSeconds(),
      currency,
      livemode: false,
      metadata: hidden.metadata,
      outcome: { type: outcome === 'approve' ? 'authorized' : 'issuer_declined' },
      paid: outcome === 'approve',
      payment_intent: intent.id,
      payment_method: paymentMethod,
      payment_method_details: {
        type: 'card',
        card: {
          brand: card.brand,
          country: card.country,
          exp_month: 12,
          exp_year: 2034,
          funding: 'credit',
          last4: card.last4,
          network: card.network ?? card.brand,
        },
      },
      refunded: false,
      status: outcome === 'approve' ? 'succeeded' : 'failed',
    };
    objects.set(String(charge.id), charge);
    intent.latest_charge = charge.id;
    intent.payment_method = paymentMethod;
    if (outcome === 'decline') {
      intent.status = 'requires_payment_method';
      intent.last_payment_error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        charge: charge.id,
      };
      emit('charge.failed', charge);
      emit('payment_intent.payment_failed', intent);
      return;
    }
    intent.last_payment_error = null;
    const manual = intent.capture_method === 'manual';
    if (manual) {
      intent.status = 'requires_capture';
      intent.amount_capturable = amount;
    } else {
      intent.status = 'succeeded';
      intent.amount_received = amount;
      charge.captured = true;
      charge.amount_captured = amount;
    }
    session.status = 'complete';
    session.payment_status = manual ? 'unpaid' : 'paid';
    emit('charge.succeeded', charge);
    emit('checkout.session.completed', publicSession(session));
    emit(manual ? 'payment_intent.amount_capturable_updated' : 'payment_intent.succeeded', intent);
  }

  function expire(sessionId: string): Json {
    const session = get(sessionId, 'checkout.session');
    if (publicSession(session).status !== 'open')
      throw invalid(`Only Checkout Sessions with a status in ["open"] can be expired.`);
    session.status = 'expired';
    const view = publicSession(session);
    emit('checkout.session.expired', view);
    return view;
  }

  function capture(intentId: string, body: Json): Json {
    const intent = get(intentId, 'payment_intent');
    if (intent.status !== 'requires_capture')
      throw invalid(
        `This PaymentIntent could not be captured because it has a status of ${String(intent.status)}. Only a PaymentIntent with one of the following statuses may be captured: requires_capture.`,
        { code: 'payment_intent_unexpected_state', payment_intent: intent },
      );
    const amount = body.amount_to_capture ? Number(body.amount_to_capture) : Number(intent.amount);
    if (amount > Number(intent.amount_capturable))
      throw invalid('amount_to_capture is greater than the amount capturable', {
        code: 'amount_too_large',
        param: 'amount_to_capture',
      });
    const charge = get(String(intent.latest_charge), 'charge');
    Object.assign(intent, { status: 'succeeded', amount_received: amount, amount_capturable: 0 });
    Object.assign(charge, { captured: true, amount_captured: amount });
    emit('charge.captured', charge);
    emit('payment_intent.succeeded', intent);
    return intent;
  }

  /** POST /v1/payment_intents, as the shop uses it: a saved card charged off-session now. */
  function createIntent(body: Json): Json {
    const amount = Number(body.amount);
    if (!Number.isSafeInteger(amount) || amount < 1)
      throw invalid('Invalid positive integer', { param: 'amount' });
    if (!/^[a-z]{3}$/.test(String(body.currency)))
      throw invalid('Invalid currency', { param: 'currency' });
    if (body.confirm !== 'true' || body.off_session !== 'true')
      throw invalid('Only confirmed off-session intents are faked', { param: 'confirm' });
    const customer = get(String(body.customer), 'customer');
    const method = get(String(body.payment_method), 'payment_method');
    if (method.customer !== customer.id)
      throw invalid(
        `The provided PaymentMethod was previously used with a PaymentIntent without Customer attachment...`,
        { param: 'payment_method' },
      );
    const card = method.card as Card;
    const declined = method._declinesOffSession === true;
    const intent: Json = {
      id: newId('pi'),
      object: 'payment_intent',
      amount,
      amount_capturable: 0,
      amount_received: declined ? 0 : amount,
      capture_method: 'automatic',
      created: nowSeconds(),
      currency: body.currency,
      customer: customer.id,
      last_payment_error: null,
      latest_charge: null,
      livemode: false,
      metadata: body.metadata ?? {},
      payment_method: method.id,
      setup_future_usage: null,
      status: declined ? 'requires_payment_method' : 'succeeded',
    };
    const charge: Json = {
      id: newId('ch'),
      object: 'charge',
      amount,
      amount_captured: declined ? 0 : amount,
      amount_refunded: 0,
      captured: !declined,
      created: nowSeconds(),
      currency: body.currency,
      livemode: false,
      metadata: body.metadata ?? {},
      outcome: { type: declined ? 'issuer_declined' : 'authorized' },
      paid: !declined,
      payment_intent: intent.id,
      payment_method: method.id,
      payment_method_details: {
        type: 'card',
        card: {
          brand: card.brand,
          country: card.country,
          exp_month: 12,
          exp_year: 2034,
          funding: 'credit',
          last4: card.last4,
          network: card.brand,
        },
      },
      refunded: false,
      status: declined ? 'failed' : 'succeeded',
    };
    intent.latest_charge = charge.id;
    objects.set(String(intent.id), intent);
    objects.set(String(charge.id), charge);
    if (declined) {
      const error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'generic_decline',
        message: 'Your card was declined.',
        charge: charge.id,
      };
      intent.last_payment_error = error;
      emit('charge.failed', charge);
      emit('payment_intent.payment_failed', intent);
      throw new StripeError(402, { ...error, payment_intent: structuredClone(intent) });
    }
    emit('charge.succeeded', charge);
    emit('payment_intent.succeeded', intent);
    return intent;
  }

  function refund(body: Json): Json {
    let chargeId = body.charge ? String(body.charge) : null;
    if (!chargeId && body.payment_intent)
      chargeId = String(get(String(body.payment_intent), 'payment_intent').latest_charge);
    if (!chargeId) throw invalid('One of charge or payment_intent is required');
    const charge = get(chargeId, 'charge');
    if (!charge.captured)
      throw invalid(`Charge ${chargeId} has not been captured.`, { code: 'charge_not_captured' });
    const left = Number(charge.amount_captured) - Number(charge.amount_refunded);
    if (left === 0)
      throw invalid(`Charge ${chargeId} has already been refunded.`, {
        code: 'charge_already_refunded',
      });
    const amount = body.amount === undefined ? left : Number(body.amount);
    if (!Number.isSafeInteger(amount) || amount < 1)
      throw invalid('Invalid positive integer', { param: 'amount' });
    if (amount > left)
      throw invalid(
        `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`,
        { param: 'amount' },
      );
    const created: Json = {
      id: newId('re'),
      object: 'refund',
      amount,
      charge: chargeId,
      created: nowSeconds(),
      currency: charge.currency,
      metadata: body.metadata ?? {},
      payment_intent: charge.payment_intent,
      reason: body.reason ?? null,
      status: 'succeeded',
    };
    objects.set(String(created.id), created);
    charge.amount_refunded = Number(charge.amount_refunded) + amount;
    charge.refunded = charge.amount_refunded === charge.amount_captured;
    emit('refund.created', created);
    emit('charge.refunded', charge);
    return created;
  }

  function route(method: string, path: string, body: Json, query: URLSearchParams): Json {
    let m: RegExpExecArray | null;
    if (method === 'POST' && path === '/v1/checkout/sessions') return createSession(body);
    if (method === 'GET' && path === '/v1/checkout/sessions') {
      const intent = query.get('payment_intent');
      const data = [...objects.values()]
        .filter((o) => o.object === 'checkout.session')
        .filter((o) => !intent || o.payment_intent === intent)
        .slice(0, Number(query.get('limit') ?? 10))
        .map(publicSession);
      return { object: 'list', data, has_more: false, url: '/v1/checkout/sessions' };
    }
    if (method === 'GET' && (m = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)))
      return expand(publicSession(get(m[1]!, 'checkout.session')), expansions(body, query));
    if (method === 'POST' && (m = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path)))
      return expire(m[1]!);
    if (method === 'POST' && path === '/v1/payment_intents')
      return expand(createIntent(body), expansions(body, query));
    if (method === 'GET' && (m = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)))
      return expand(get(m[1]!, 'payment_intent'), expansions(body, query));
    if (method === 'POST' && (m = /^\/v1\/payment_intents\/([^/]+)\/capture$/.exec(path)))
      return expand(capture(m[1]!, body), expansions(body, query));
    if (method === 'POST' && path === '/v1/refunds') return refund(body);
    throw new StripeError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  function answer(res: ServerResponse, status: number, body: string) {
    res.writeHead(status, {
      'content-type': 'application/json',
      'request-id': newId('req'),
      'stripe-version': '2026-10-28.endive',
    });
    res.end(body);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://fake');
    const method = req.method ?? 'GET';
    const body = decodeForm(raw);
    const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
    requests.push({ method, path: url.pathname, body, idempotencyKey: key });
    if (req.headers.authorization !== `Bearer ${options.secretKey}`)
      return answer(
        res,
        401,
        JSON.stringify({
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
        }),
      );
    const fingerprint = `${method} ${url.pathname} ${raw}`;
    if (key && method === 'POST') {
      const seen = idempotent.get(key);
      if (seen && seen.fingerprint !== fingerprint)
        return answer(
          res,
          400,
          JSON.stringify({
            error: {
              type: 'idempotency_error',
              message:
                'Keys for idempotent requests can only be used with the same parameters they were first used with.',
            },
          }),
        );
      if (seen) return answer(res, seen.status, seen.body);
    }
    let status = 200;
    let out: string;
    try {
      out = JSON.stringify(route(method, url.pathname, body, url.searchParams));
    } catch (error) {
      if (!(error instanceof StripeError)) throw error;
      status = error.status;
      out = JSON.stringify({ error: error.body });
    }
    if (key && method === 'POST') idempotent.set(key, { fingerprint, status, body: out });
    answer(res, status, out);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      answer(res, 500, JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    pay,
    cardDecliningLater: VISA_DECLINING_LATER,
    expire: (sessionId) => void expire(sessionId),
    ids: (prefix) => [...objects.keys()].filter((id) => id.startsWith(prefix)),
    object: (id) => {
      const found = objects.get(id);
      return found?.object === 'checkout.session' ? publicSession(found) : found;
    },
    takeDeliveries: () => {
      const taken = deliveries;
      deliveries = [];
      return taken;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
