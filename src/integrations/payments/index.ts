import { getDb } from '@/db/client';
import type { PaymentProviders } from '@/domain/payments';
import { env } from '@/lib/env';
import { buildPaymentRegistry, type PaymentRegistry } from './registry';
import type { SandboxGateway } from './sandbox';

export {
  HOSTED_PAGE_PATH,
  SandboxGateway,
  WEBHOOK_PATH,
  renderHostedPage,
  type HostedOutcome,
} from './sandbox';
export { buildPaymentRegistry, type PaymentRegistry, type RegistrySettings } from './registry';

type Global = typeof globalThis & { __paymentRegistry?: PaymentRegistry };
const g = globalThis as Global;

function registry(): PaymentRegistry {
  g.__paymentRegistry ??= buildPaymentRegistry(env(), getDb);
  return g.__paymentRegistry;
}

/**
 * The payment providers of this instance (PAYMENT_PROVIDERS; the built-in sandbox by default):
 * checkouts choose among them, webhooks, captures and refunds go to the one that made the
 * payment, and the jobs run each one's background tasks.
 */
export function paymentProviders(): PaymentProviders {
  return registry().providers;
}

/** The built-in sandbox gateway, for its hosted payment page. */
export function sandboxGateway(): SandboxGateway {
  return registry().sandbox;
}
