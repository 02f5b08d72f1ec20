import type { Db } from '@/db/client';
import { providerDirectory, type PaymentProvider, type PaymentProviders } from '@/domain/payments';
import type { Env } from '@/lib/env';
import { SandboxGateway } from './sandbox';

export type RegistrySettings = Pick<
  Env,
  'BASE_URL' | 'PAYMENT_PROVIDERS' | 'PAYMENT_SANDBOX_SECRET'
>;

export type PaymentRegistry = {
  providers: PaymentProviders;
  /** The built-in sandbox, whose hosted page the app serves (decision 0007). */
  sandbox: SandboxGateway;
};

/**
 * The payment providers of this instance, from configuration (docs/decisions/0012):
 * PAYMENT_PROVIDERS lists those that take new payments, in order of preference. Every provider
 * that can be built (the sandbox always) still answers for the
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
  const active = settings.PAYMENT_PROVIDERS.map((id) => {
    const provider = built.find((p) => p.id === id);
    if (!provider) throw new Error(`Payment provider ${id} is listed but not configured`);
    return provider;
  });
  return { providers: providerDirectory(active, built), sandbox };
}
