import {
  providerDirectory,
  type PaymentProvider,
  type PaymentProviders,
  type RefundInput,
} from '@/domain/payments';

/**
 * The configured providers, but each one's `refund` counted per idempotency key and, while
 * `lose` says so, lost (it throws, as a dropped connection does: nobody knows whether the
 * provider acted). What the refund retry suites ask the job to recover from.
 */
export function refundsThrough(
  providers: PaymentProviders,
  lose: (call: number, input: RefundInput) => boolean = () => false,
  { delayMs = 0 }: { delayMs?: number } = {},
) {
  const calls = new Map<string, number>();
  let call = 0;
  const wrap = (provider: PaymentProvider): PaymentProvider =>
    new Proxy(provider, {
      get(target, prop) {
        if (prop === 'refund')
          return async (input: RefundInput) => {
            call += 1;
            calls.set(input.idempotencyKey, (calls.get(input.idempotencyKey) ?? 0) + 1);
            if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
            if (lose(call, input)) throw new Error('socket hang up');
            return target.refund(input);
          };
        const value: unknown = Reflect.get(target, prop, target);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
  return {
    providers: providerDirectory(providers.all.map(wrap)),
    /** How many times the provider was asked for each idempotency key. */
    calls,
  };
}
