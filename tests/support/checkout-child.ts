/**
 * A checkout run as a separate process, for the crash test
 * (src/domain/orders/orders.crash.integration.test.ts): the parent kills it with SIGKILL at a
 * random moment, then retries the same checkout (same idempotency key) itself.
 *
 *   tsx tests/support/checkout-child.ts <database url> <json of CheckoutRun>
 */
import { openDatabase, type Db } from '@/db/client';
import { startCheckout, syncAttempt } from '@/domain/orders';
import { providerDirectory } from '@/domain/payments';
import { SandboxGateway } from '@/integrations/payments/sandbox';

export type CheckoutRun = {
  reference: string;
  secret: string;
  key: string;
  amountMinor: number;
  currencyIso: string;
};

export const CRASH_TEST_SECRET = 'crash-test-secret-0123456789-abcdefghijklmnop';

export function crashTestGateway(db: Db): SandboxGateway {
  return new SandboxGateway({
    db: async () => db,
    secret: CRASH_TEST_SECRET,
    baseUrl: 'http://127.0.0.1:9',
    deliverImmediately: false,
  });
}

/** The whole checkout as a client drives it: start, pay on the hosted page, come back. */
export async function runCheckout(db: Db, gateway: SandboxGateway, run: CheckoutRun) {
  const providers = providerDirectory([gateway]);
  const started = await startCheckout(db, providers, {
    idempotencyKey: run.key,
    target: { kind: 'hotel', bookingReference: run.reference, access: { secret: run.secret } },
    posted: { amountMinor: run.amountMinor, currencyIso: run.currencyIso, plan: { kind: 'full' } },
    method: 'card',
    locale: 'en',
    urls: (_order, key) => ({
      returnUrl: `http://127.0.0.1:9/return/${key}`,
      cancelUrl: `http://127.0.0.1:9/cancel/${key}`,
    }),
  });
  const paymentId = started.redirectUrl.split('/').at(-2)!;
  const session = await gateway.session(paymentId);
  if (session?.status === 'pending')
    await gateway.submitCard(paymentId, {
      number: '4242424242424242',
      expiry: '12/34',
      cvc: '123',
      holder: 'Crash Test',
    });
  return syncAttempt(db, providers, run.key);
}

if (process.argv[1]?.endsWith('checkout-child.ts')) {
  const [url, json] = process.argv.slice(2);
  const handle = await openDatabase({ url: url! });
  process.stdout.write('ready\n');
  await runCheckout(handle.db, crashTestGateway(handle.db), JSON.parse(json!) as CheckoutRun);
  process.stdout.write('done\n');
  await handle.close();
}
