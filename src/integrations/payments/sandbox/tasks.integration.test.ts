import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/databases';
import { SandboxGateway, WEBHOOK_PATH } from './gateway';

/** The background work the sandbox declares, as the jobs run it: by name, never by method. */
describe('the sandbox gateway’s declared tasks', () => {
  let t: TestDatabase;
  let answer = 200;
  const posted: { url: string; type: string }[] = [];
  let gateway: SandboxGateway;

  beforeAll(async () => {
    t = await createTestDatabase('pglite');
    gateway = new SandboxGateway({
      db: async () => t.db,
      secret: 'sandbox-tasks-test-secret-0123456789abcdef',
      baseUrl: 'http://127.0.0.1:9',
      deliverImmediately: false,
      fetch: (async (url: string, init: RequestInit) => {
        posted.push({ url, type: (JSON.parse(String(init.body)) as { type: string }).type });
        return new Response('', { status: answer });
      }) as typeof fetch,
    });
  });
  afterAll(() => t?.dispose());

  const task = (name: string) => gateway.tasks.find((x) => x.name === name)!;

  it('expire-sessions ends the sessions whose time ran out, once', async () => {
    const prepared = await gateway.prepare({
      idempotencyKey: randomUUID(),
      orderRef: 'XO-TASKTEST',
      amountMinor: 1_000,
      currencyIso: 'USD',
      plan: { kind: 'full' },
      methods: ['VI'],
      cardCountries: [],
      locale: 'en',
      returnUrl: 'http://127.0.0.1:9/return/',
      cancelUrl: 'http://127.0.0.1:9/cancel/',
      expiresAt: new Date(Date.now() + 60_000),
    });
    expect(await task('expire-sessions').run(new Date())).toEqual({ done: 0, failed: 0 });
    const later = new Date(Date.now() + 120_000);
    expect(await task('expire-sessions').run(later)).toEqual({ done: 1, failed: 0 });
    expect(await task('expire-sessions').run(later)).toEqual({ done: 0, failed: 0 });
    expect((await gateway.status(prepared.paymentId)).status).toBe('expired');
  });

  it('deliver-webhooks posts to the shop’s sandbox address, retrying what was refused', async () => {
    answer = 503;
    expect(await task('deliver-webhooks').run(new Date())).toEqual({ done: 0, failed: 1 });
    answer = 200;
    // Not due again before its back-off…
    expect(await task('deliver-webhooks').run(new Date())).toEqual({ done: 0, failed: 0 });
    // …and delivered once it is.
    expect(await task('deliver-webhooks').run(new Date(Date.now() + 60_000))).toEqual({
      done: 1,
      failed: 0,
    });
    expect(posted).toHaveLength(2);
    expect(posted.every((p) => p.url === `http://127.0.0.1:9${WEBHOOK_PATH}`)).toBe(true);
    expect(posted[1]!.type).toBe('payment.expired');
    expect(WEBHOOK_PATH).toBe('/api/v1/payments/webhooks/sandbox/');
  });
});
