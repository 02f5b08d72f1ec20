import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/fixtures';
import { buyParkVisits, emailedLink } from '../support/park-order';

/**
 * Issue 15 over HTTP: a park order read by its signed link's token or by reference and email
 * (rate-limited), cancelled as a preview/confirm pair, once per request id; the OpenAPI
 * document describes it.
 */

type Trip = {
  kind: string;
  reference: string;
  status: string;
  balanceMinor: number;
  items: {
    id: string;
    state: string;
    paidMinor: number;
    tickets: { status: string; qrToken: string | null }[];
  }[];
};

test('a park order over the API: read by token and by reference + email, previewed, cancelled once', async ({
  page,
  request,
  baseURL,
}) => {
  const email = `park.api.${Date.now()}@example.com`;
  const reference = await buyParkVisits(page, baseURL!, 'en', 110, email);
  const link = await emailedLink(reference, /https?:\/\/\S+\/en\/manage-booking\/\?t=[\w-]{43}/);
  const token = new URL(link, baseURL).searchParams.get('t')!;
  const headers = { 'X-Manage-Token': token };

  // Read by the link's token.
  const read = await request.get('/api/v1/trips/current/', { headers });
  expect(read.status()).toBe(200);
  expect(read.headers()['cache-control']).toContain('no-store');
  const trip = (await read.json()) as Trip;
  expect(trip).toMatchObject({ kind: 'order', reference, status: 'paid' });
  expect(trip.items).toHaveLength(2);
  expect(
    trip.items.flatMap((i) => i.tickets).every((x) => x.qrToken && x.status === 'issued'),
  ).toBe(true);
  // A wrong token and no token answer alike.
  expect(
    (
      await request.get('/api/v1/trips/current/', { headers: { 'X-Manage-Token': 'A'.repeat(43) } })
    ).status(),
  ).toBe(404);
  expect((await request.get('/api/v1/trips/current/')).status()).toBe(404);

  // Read by reference and email: a wrong email answers like an unknown reference.
  const wrong = await request.post('/api/v1/trips/lookup/', {
    data: { reference, email: 'someone.else@example.com' },
  });
  expect(wrong.status()).toBe(404);
  const found = await request.post('/api/v1/trips/lookup/', {
    data: { reference: reference.toLowerCase(), email: email.toUpperCase() },
  });
  expect(found.status()).toBe(200);
  expect(((await found.json()) as Trip).reference).toBe(reference);
  // The reference allows 3 lookups an hour: the 4th is refused, whatever the email.
  const limited = await request.post('/api/v1/trips/lookup/', { data: { reference, email } });
  expect(limited.status()).toBe(200);
  const fourth = await request.post('/api/v1/trips/lookup/', { data: { reference, email } });
  expect(fourth.status()).toBe(429);
  expect(fourth.headers()['retry-after']).toBe('900');

  // Preview one visit, then confirm it with the refund it showed.
  const second = trip.items[1]!;
  const preview = await request.post('/api/v1/trips/current/cancellation-preview/', {
    headers,
    data: { items: [second.id] },
  });
  expect(preview.status()).toBe(200);
  const quoted = (await preview.json()) as { refundMinor: number; itemIds: string[] };
  expect(quoted).toMatchObject({ itemIds: [second.id], refundMinor: second.paidMinor });

  // A confirmation carrying another refund than the preview's is refused, nothing changes.
  const stale = await request.post('/api/v1/trips/current/cancellations/', {
    headers,
    data: { items: [second.id], requestId: randomUUID(), expectedRefundMinor: 1 },
  });
  expect(stale.status()).toBe(409);
  expect((await stale.json()).error.code).toBe('REFUND_CHANGED');

  const requestId = randomUUID();
  const confirm = () =>
    request.post('/api/v1/trips/current/cancellations/', {
      headers,
      data: { items: [second.id], requestId, expectedRefundMinor: quoted.refundMinor },
    });
  // A double submit: both answer, one cancellation.
  const [a, b] = await Promise.all([confirm(), confirm()]);
  expect([a.status(), b.status()].sort()).toEqual([200, 201]);
  const outcome = await (a.status() === 201 ? a : b).json();
  expect(outcome).toMatchObject({ refundMinor: quoted.refundMinor, replayed: false });
  expect((await (a.status() === 200 ? a : b).json()).replayed).toBe(true);

  const after = (await (await request.get('/api/v1/trips/current/', { headers })).json()) as Trip;
  expect(after.items.map((i) => i.state)).toEqual(['live', 'cancelled']);
  expect(after.items[1]!.tickets.every((x) => x.status === 'void' && x.qrToken === null)).toBe(
    true,
  );
  expect(after.balanceMinor).toBe(trip.balanceMinor - quoted.refundMinor);
  // Cancelling it again with another request id is refused.
  const again = await request.post('/api/v1/trips/current/cancellations/', {
    headers,
    data: { items: [second.id], requestId: randomUUID(), expectedRefundMinor: 0 },
  });
  expect(again.status()).toBe(409);
  expect((await again.json()).error).toMatchObject({
    code: 'CANCELLATION_REFUSED',
    detail: { reason: 'ALREADY_CANCELLED' },
  });
  // Junk is a 400, never a 500.
  const junk = await request.post('/api/v1/trips/current/cancellations/', {
    headers,
    data: { items: ["1' OR 1=1"], requestId: 'x', expectedRefundMinor: -1 },
  });
  expect(junk.status()).toBe(400);
});

test('openapi.json describes the manage endpoints', async ({ request }) => {
  const doc = await (await request.get('/api/openapi.json')).json();
  for (const path of [
    '/api/v1/trips/current/',
    '/api/v1/trips/lookup/',
    '/api/v1/trips/current/cancellation-preview/',
    '/api/v1/trips/current/cancellations/',
  ])
    expect(doc.paths[path], path).toBeDefined();
  expect(doc.components.schemas.Trip).toBeDefined();
  expect(doc.tags.map((t: { name: string }) => t.name)).toContain('manage');
});
