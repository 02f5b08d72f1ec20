/**
 * The ticket drop (issue 18): one park product date with `places` places, sold over HTTP by
 * `buyers` concurrent buyers through the proxy in front of the app instances, each buying one
 * adult ticket per order, again and again, until every place is sold or `seconds` run out.
 *
 * One order, as a browser and the gateway do it (tests/e2e/park-api.spec.ts, money-paths):
 *   cart      POST /api/v1/carts/?currency=USD           the place is held (201)
 *   checkout  POST /api/v1/checkouts/                    the order, the sandbox session (201)
 *   payment   POST /sandbox/pay/{session}/ (card form)   the gateway authorizes (303 back)
 *   return    GET  /api/v1/checkouts/{key}/return/…      captured, the order paid (303 ?payment=paid)
 *   webhook   the gateway's signed POST to /api/v1/payments/webhooks/sandbox/, sent by the app's
 *             sandbox gateway through the proxy (BASE_URL); its delay is read from its delivery
 *             rows (created → delivered).
 * Each buyer comes from an address of its own (X-Forwarded-For, as a CDN in front would send it:
 * the instances run with TRUSTED_PROXY_HOPS=2), so the per-client hold limits and cart rate
 * limits apply to each as they would to real buyers.
 *
 * Places sold are read from the database after the drop: product_capacity.sold, the sold cart
 * items' places and the paid orders' places must all equal `places`; more is an oversell.
 */
import { randomUUID } from 'node:crypto';
import { latencySummary, processCpu, request, resortDay } from './lib.mjs';

const STEPS = ['cart', 'checkout', 'payment', 'return'];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** A distinct client address per order: 10.a.b.c from a counter. */
const addressOf = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255 || 1}`;

export async function setUpDate(db, { product, schedule, visitDate, places }) {
  const [slot] = await db.query(
    `SELECT s.id AS slot_id, p.id AS product_id FROM product_schedule_slots s
       JOIN products p ON p.id = s.product_id WHERE p.code = $1 AND s.code = $2`,
    [product, schedule],
  );
  if (!slot) throw new Error(`No slot ${schedule} for ${product} in the bench database`);
  // What the back office's capacity edit stores: the day's places (held and sold start at 0).
  const [row] = await db.query(
    `INSERT INTO product_capacity (slot_id, product_id, date, total) VALUES ($1, $2, $3, $4)
       ON CONFLICT (slot_id, date) DO UPDATE SET total = EXCLUDED.total, closed = false
       RETURNING held, sold`,
    [slot.slot_id, slot.product_id, visitDate, places],
  );
  if (row.held !== 0 || row.sold !== 0) throw new Error('The drop date already has sales');
  return slot;
}

async function counted(db, slot, visitDate, startedAt) {
  const [capacity] = await db.query(
    'SELECT total, held, sold FROM product_capacity WHERE slot_id = $1 AND date = $2',
    [slot.slot_id, visitDate],
  );
  const [items] = await db.query(
    `SELECT coalesce(sum(held_places), 0)::int AS places, count(*)::int AS items
       FROM cart_items WHERE slot_id = $1 AND visit_date = $2 AND status = 'sold'`,
    [slot.slot_id, visitDate],
  );
  const [orders] = await db.query(
    `SELECT count(*)::int AS paid, coalesce(sum(ci.held_places), 0)::int AS places
       FROM orders o JOIN cart_items ci ON ci.cart_id = o.cart_id
      WHERE o.status = 'paid' AND ci.slot_id = $1 AND ci.visit_date = $2`,
    [slot.slot_id, visitDate],
  );
  const webhooks = await db.query(
    `SELECT extract(epoch FROM (delivered_at - created_at)) * 1000 AS ms, delivered_at IS NULL AS pending
       FROM sandbox_webhook_deliveries WHERE created_at >= $1`,
    [startedAt],
  );
  // Why deliveries failed (a delivery is retried after 5 s, 30 s, 2 min…).
  const webhookErrors = await db.query(
    `SELECT coalesce(left(last_error, 60), 'none') AS error, count(*)::int AS count
       FROM sandbox_webhook_deliveries WHERE created_at >= $1 AND (attempts > 1 OR last_error IS NOT NULL)
      GROUP BY 1 ORDER BY 2 DESC LIMIT 5`,
    [startedAt],
  );
  return { capacity, items, orders, webhooks, webhookErrors };
}

const codeOf = (res) => {
  try {
    return JSON.parse(res.body.toString('utf8')).error?.code ?? res.status;
  } catch {
    return res.status;
  }
};

/**
 * One order of one adult ticket, as a browser and the gateway make it (the steps above), from
 * client `n`'s address. `afterStep(step)` runs after each step that succeeded. Returns each
 * step's time, and either `paid`, `soldOut` (no place free: the cart answered 409) or the step
 * that `failed` with its `detail`. Shared by the drop and bench/statements.mjs.
 */
export async function buyOnce({
  baseUrl,
  product,
  visitDate,
  schedule,
  n,
  afterStep = async () => {},
}) {
  const json = { 'content-type': 'application/json', 'x-forwarded-for': addressOf(n) };
  const times = {};
  const failed = (step, detail) => ({ times, failed: step, detail });
  const cart = await request(`${baseUrl}/api/v1/carts/?currency=USD`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ product, visitDate, schedule, adults: 1 }),
  });
  if (cart.status === 409 && codeOf(cart) === 'CART_NO_AVAILABILITY')
    return { times, soldOut: true };
  if (cart.status !== 201) return failed('cart', codeOf(cart));
  times.cart = cart.ms;
  await afterStep('cart');
  const { cartId, cart: body } = JSON.parse(cart.body.toString('utf8'));
  const checkout = await request(`${baseUrl}/api/v1/checkouts/`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({
      idempotencyKey: randomUUID(),
      kind: 'park',
      cartId,
      currency: body.total.iso,
      amountMinor: body.total.minor,
      currencyIso: body.total.iso,
      method: 'card',
      buyer: { name: 'Ana Bench', email: `buyer${n}@example.com` },
      locale: 'es',
    }),
  });
  if (checkout.status !== 201) return failed('checkout', codeOf(checkout));
  times.checkout = checkout.ms;
  await afterStep('checkout');
  const started = JSON.parse(checkout.body.toString('utf8'));
  const form = new URLSearchParams({
    action: 'card',
    number: '4242424242424242',
    expiry: '12/34',
    cvc: '123',
    holder: 'Ana Bench',
  }).toString();
  const payment = await request(started.redirectUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-forwarded-for': addressOf(n),
    },
    body: form,
  });
  if (payment.status !== 303) return failed('payment', payment.status);
  times.payment = payment.ms;
  await afterStep('payment');
  const back = new URL(payment.headers.location, baseUrl);
  const returned = await request(`${baseUrl}${back.pathname}${back.search}`, {
    // The browser's cart cookie tells the return who it is; an API client sends the order's secret.
    headers: { 'x-forwarded-for': addressOf(n), 'x-order-secret': started.order.secret },
  });
  const outcome = new URL(returned.headers.location ?? '/', baseUrl).searchParams.get('payment');
  if (returned.status !== 303 || outcome !== 'paid')
    return failed('return', `${returned.status} ${outcome}`);
  times.return = returned.ms;
  await afterStep('return');
  return { times, paid: true };
}

export async function ticketDrop({
  baseUrl,
  db,
  places = 500,
  buyers = 60,
  seconds = 300,
  product = 'XC-PLUS',
  schedule = '0830',
  visitDate = resortDay(45),
  /** Process groups of the app instances, for the CPU profile. */
  appGroups = [],
  /** Process group of the background jobs' process (BACKGROUND_JOBS=on), if any. */
  jobsGroups = [],
  log = console.log,
}) {
  const slot = await setUpDate(db, { product, schedule, visitDate, places });
  const times = Object.fromEntries([...STEPS, 'order'].map((s) => [s, []]));
  const errors = new Map();
  const paidAt = [];
  let soldOutAnswers = 0;
  let counter = 0;
  let stop = false;
  const startedAt = new Date();
  const t0 = performance.now();
  const deadline = t0 + seconds * 1000;

  const fail = (step, detail) => {
    const key = `${step}: ${detail}`;
    errors.set(key, (errors.get(key) ?? 0) + 1);
  };

  async function order() {
    const n = ++counter;
    const begin = performance.now();
    const outcome = await buyOnce({ baseUrl, product, visitDate, schedule, n });
    if (outcome.soldOut) {
      // Every place is held or sold right now: a hold may still lapse, so look again shortly.
      soldOutAnswers++;
      await sleep(250);
      return;
    }
    for (const [step, ms] of Object.entries(outcome.times)) times[step].push(ms);
    if (outcome.failed) return fail(outcome.failed, outcome.detail);
    times.order.push(performance.now() - begin);
    paidAt.push(performance.now() - t0);
  }

  async function buyer() {
    while (!stop && performance.now() < deadline) {
      try {
        await order();
      } catch (error) {
        fail('transport', error.code ?? error.message);
        await sleep(100);
      }
    }
  }

  // Stops the buyers once every place is sold (read from the database twice a second).
  const watcher = (async () => {
    while (!stop && performance.now() < deadline) {
      await sleep(500);
      const [row] = await db.query(
        'SELECT sold FROM product_capacity WHERE slot_id = $1 AND date = $2',
        [slot.slot_id, visitDate],
      );
      if (row.sold >= places) stop = true;
    }
  })();
  const transactions = async () =>
    Number(
      (
        await db.query(
          'SELECT xact_commit + xact_rollback AS n FROM pg_stat_database WHERE datname = current_database()',
        )
      )[0].n,
    );
  const transactionsBefore = await transactions();
  const cpuBefore = processCpu();
  const sampler = samplePostgres(db, () => stop || performance.now() >= deadline);
  log(
    `Ticket drop: ${places} places of ${product} on ${visitDate}, ${buyers} buyers, ≤ ${seconds} s…`,
  );
  await Promise.all(Array.from({ length: buyers }, buyer));
  stop = true;
  await watcher;
  const elapsed = (performance.now() - t0) / 1000;
  const cpu = cpuProfile(cpuBefore, processCpu(), appGroups, jobsGroups, await sampler);
  // The gateway delivers its webhooks right after each change: give the last ones a moment.
  await sleep(3000);
  const found = await counted(db, slot, visitDate, startedAt);
  // Database transactions (each statement outside one counts as one) per paid order: the
  // round trips an order costs, the watcher's and sampler's few included.
  const transactionsPerOrder = (await transactions()) - transactionsBefore;
  const lastPaid = paidAt.length ? Math.max(...paidAt) / 1000 : elapsed;
  const webhookMs = found.webhooks.filter((w) => !w.pending).map((w) => Number(w.ms));
  const oversold =
    found.capacity.sold > places || found.items.places > places || found.orders.places > places;
  return {
    places,
    buyers,
    visitDate,
    product,
    seconds: elapsed,
    paidOrders: found.orders.paid,
    paidSeenByBuyers: paidAt.length,
    ordersPerMinute: (paidAt.length / lastPaid) * 60,
    lastPaidSeconds: lastPaid,
    sold: found.capacity.sold,
    held: found.capacity.held,
    soldItemPlaces: found.items.places,
    paidOrderPlaces: found.orders.places,
    oversold,
    soldOutAnswers,
    errors: [...errors].map(([what, count]) => ({ what, count })),
    errorCount: [...errors.values()].reduce((a, b) => a + b, 0),
    steps: Object.fromEntries(
      [...STEPS, 'order']
        .map((s) => [s, latencySummary(times[s])])
        .concat([['webhook', latencySummary(webhookMs)]]),
    ),
    webhooksPending: found.webhooks.filter((w) => w.pending).length,
    webhookRetries: found.webhookErrors,
    transactionsPerOrder: transactionsPerOrder / Math.max(1, found.orders.paid),
    cpu,
  };
}

/**
 * What the database's backends for the bench database were doing, sampled every 100 ms while
 * the drop runs (pg_stat_activity): running, waiting on a lock (and which), or idle in a
 * transaction (the app holds the transaction open while it does something else).
 */
async function samplePostgres(db, done) {
  const client = await db.client();
  const states = new Map();
  const statements = new Map();
  const pids = new Set();
  let samples = 0;
  try {
    while (!done()) {
      const { rows } = await client.query(
        `SELECT pid, state, wait_event_type, wait_event, left(regexp_replace(query, '\\s+', ' ', 'g'), 90) AS query
           FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
      );
      samples++;
      for (const r of rows) {
        pids.add(r.pid);
        if (r.state === 'idle') continue;
        const what =
          r.state === 'active'
            ? r.wait_event_type
              ? `waiting: ${r.wait_event_type}/${r.wait_event}`
              : 'running'
            : r.state;
        states.set(what, (states.get(what) ?? 0) + 1);
        if (what !== 'running') {
          const key = `${what} | ${r.query}`;
          statements.set(key, (statements.get(key) ?? 0) + 1);
        }
      }
      await sleep(100);
    }
  } finally {
    await client.end();
  }
  const top = (m, n) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([what, count]) => ({ what, perSample: count / Math.max(1, samples) }));
  return { samples, backends: [...pids], states: top(states, 8), statements: top(statements, 6) };
}

/** CPU seconds per part between two readings of processCpu(). */
function cpuProfile(before, after, appGroups, jobsGroups, pg) {
  const was = new Map(before.map((p) => [p.pid, p.cpu]));
  const used = (p) => p.cpu - (was.get(p.pid) ?? 0);
  const sum = (filter) => after.filter(filter).reduce((total, p) => total + used(p), 0);
  const backends = new Set(pg.backends);
  return {
    app: sum((p) => appGroups.includes(p.pgid)),
    jobs: sum((p) => jobsGroups.includes(p.pgid)),
    postgres: sum((p) => backends.has(p.pid)),
    postgresAll: sum((p) => p.comm === 'postgres'),
    nginx: sum((p) => p.comm === 'nginx'),
    buyers: sum((p) => p.pid === process.pid),
    machine: sum(() => true),
    pg,
  };
}
