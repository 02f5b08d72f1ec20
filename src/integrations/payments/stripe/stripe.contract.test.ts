import { createHmac } from 'node:crypto';
import { startStripeFake } from '../../../../tests/support/stripe-fake';
import { describeProviderContract } from '../provider.contract';
import { StripeGateway } from './gateway';

type Json = Record<string, unknown>;

const SECRET_KEY = 'sk_test_contract0123456789';
const WEBHOOK_SECRET = 'whsec_contract0123456789abcdef';

describeProviderContract('stripe (official SDK against a local fake of its API)', async () => {
  const fake = await startStripeFake({ secretKey: SECRET_KEY, webhookSecret: WEBHOOK_SECRET });
  const gateway = new StripeGateway({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: fake.url,
    timeoutMs: 5_000,
  });
  return {
    provider: gateway,
    pay: async (payment, outcome) =>
      outcome === 'approveThenDecline'
        ? fake.pay(payment.paymentId, 'approve', fake.cardDecliningLater)
        : fake.pay(payment.paymentId, outcome),
    capturedCharges: async (orderRef) => {
      // The charges whose money moved, for the order (their metadata's order_ref).
      return fake
        .ids('ch_')
        .map((id) => fake.object(id)!)
        .filter((c) => c.captured === true && (c.metadata as Json).order_ref === orderRef).length;
    },
    gatewayAmount: async (paymentId) => {
      const session = fake.object(paymentId)!;
      return {
        amount: Number(session.amount_total),
        currency: String(session.currency).toUpperCase(),
      };
    },
    deliveries: async () => fake.takeDeliveries(),
    sign: (rawBody, secret, at) => {
      const t = Math.floor(at.getTime() / 1000);
      const v1 = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
      return { rawBody, headers: { 'stripe-signature': `t=${t},v1=${v1}` } };
    },
    webhookSecret: WEBHOOK_SECRET,
    afterDecline: 'pending',
    dispose: () => fake.close(),
  };
});
