import { eq } from 'drizzle-orm';
import { sandboxCharges, sandboxPayments } from '@/db/schema';
import type { WebhookRequest } from '@/domain/payments';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/databases';
import { describeProviderContract } from '../provider.contract';
import { SandboxGateway } from './gateway';
import { SIGNATURE_HEADER, signWebhookPayload } from './signature';

const SECRET = 'contract-test-sandbox-secret-0123456789abcdef';
const CARDS = {
  approve: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', holder: 'Ana López' },
  decline: { number: '4000 0000 0000 0002', expiry: '12/34', cvc: '123', holder: 'Ana López' },
  // Approved now; its saved token declines later off-session charges.
  approveThenDecline: {
    number: '4000 0000 0000 0341',
    expiry: '12/34',
    cvc: '123',
    holder: 'Ana López',
  },
};

describeProviderContract('sandbox', async () => {
  const t: TestDatabase = await createTestDatabase('pglite');
  const sent: WebhookRequest[] = [];
  const gateway = new SandboxGateway({
    db: async () => t.db,
    secret: SECRET,
    baseUrl: 'http://127.0.0.1:9',
    deliverImmediately: false,
    // The shop's webhook route, as the gateway reaches it: every delivery is acknowledged.
    fetch: (async (_url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      sent.push({
        rawBody: String(init.body),
        headers: { [SIGNATURE_HEADER]: headers[SIGNATURE_HEADER] },
      });
      return new Response('ok');
    }) as typeof fetch,
  });
  return {
    provider: gateway,
    pay: async (payment, outcome) => {
      const result = await gateway.submitCard(payment.paymentId, CARDS[outcome]);
      if (result.kind !== 'redirect') throw new Error(`the hosted page said ${result.kind}`);
    },
    capturedCharges: async (orderRef) => {
      const rows = await t.db
        .select({ id: sandboxCharges.id })
        .from(sandboxCharges)
        .innerJoin(sandboxPayments, eq(sandboxPayments.id, sandboxCharges.paymentId))
        .where(eq(sandboxPayments.orderRef, orderRef));
      return rows.length;
    },
    gatewayAmount: async (paymentId) => {
      const session = (await gateway.session(paymentId))!;
      return { amount: session.amountMinor, currency: session.currencyIso };
    },
    deliveries: async () => {
      await gateway.deliverDue(new Date(Date.now() + 3_600_000));
      return sent.splice(0);
    },
    sign: (rawBody, secret, at) => ({
      rawBody,
      headers: { [SIGNATURE_HEADER]: signWebhookPayload(rawBody, secret, at) },
    }),
    webhookSecret: SECRET,
    afterDecline: 'failed',
    dispose: () => t.dispose(),
  };
});
