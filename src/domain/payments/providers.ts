import { chooseProvider } from './payments.rules';
import type { PaymentProvider, PaymentProviders } from './provider';

/**
 * The registry over a list of provider instances: `active` take new payments (in this order of
 * preference), `all` (a superset) still answer for the payments they made. Pure: building the
 * instances from configuration is src/integrations/payments/registry.ts's job.
 */
export function providerDirectory(
  active: readonly PaymentProvider[],
  retired: readonly PaymentProvider[] = [],
): PaymentProviders {
  const all = [...active, ...retired.filter((r) => !active.some((a) => a.id === r.id))];
  const ids = new Set<string>();
  for (const provider of all) {
    if (ids.has(provider.id)) throw new Error(`Payment provider ${provider.id} listed twice`);
    ids.add(provider.id);
  }
  return {
    all,
    choose: (request) => chooseProvider(active, request),
    byId: (id) => all.find((p) => p.id === id) ?? null,
  };
}
