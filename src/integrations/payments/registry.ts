import type { Db } from '@/db/client';
import { providerDirectory, type PaymentProvider, type PaymentProviders } from '@/domain/payments';
import type { Env } from '@/lib/env';
import { SandboxGateway } from './sandbox';
import { StripeGateway } from './stripe';

export type RegistrySettings = Pick<
  Env,
  | 'BASE_URL'
  | 'PAYMENT_PROVIDERS'
  | 'PAYMENT_SANDBOX_SECRET'
  | 'STRIPE_SECRET_KEY'
  | 'STRIPE_WEBHOOK_SECRET'
  | 'STRIPE_API_URL'
>;

export type PaymentRegistry = {
  providers: PaymentProviders;
  /** The built-in sandbox, whose hosted page the app serves (decision 0007). */
  sandbox: SandboxGateway;
};

/**
 * The payment providers of this instance, from configuration (docs/decisions/0012):
 * PAYMENT_PROVIDERS lists those that take new payments, in order of preference. Every provider
 * that can be built (the sandbox always, Stripe when its keys are set) still answers for the
 * payments it made: webhooks, captures, refunds and its background tasks.
 */
export function buildPaymentRegistry(
  settings: RegistrySettings,
  db: () => Promise<Db>,
): PaymentRegistry {
  const sandbox = new SandboxGateway({
    db,
    secret: settings.PAYMENT_SANDBOX_SECRET,
    baseUrl: settings.BASE_URL,
  });
  const built: PaymentProvider[] = [sandbox];
  if (settings.STRIPE_SECRET_KEY && settings.STRIPE_WEBHOOK_SECRET)
    built.push(
      new StripeGateway({
        secretKey: settings.STRIPE_SECRET_KEY,
        webhookSecret: settings.STRIPE_WEBHOOK_SECRET,
        apiUrl: settings.STRIPE_API_URL,
      }),
    );
  const active = settings.PAYMENT_PROVIDERS.map((id) => {
    const provider = built.find((p) => p.id === id);
    if (!provider) throw new Error(`Payment provider ${id} is listed but not configured`);
    return provider;
  });
  return { providers: providerDirectory(active, built), sandbox };
}
