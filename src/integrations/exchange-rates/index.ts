import type { ExchangeRateQuote, ExchangeRateSource } from '@/domain/pricing';

/** No automatic source: rates are entered in the back office. */
export const nullExchangeRateSource: ExchangeRateSource = {
  name: 'none',
  ratesFor: async () => [],
};

/** A source that answers fixed rates (tests and demos). */
export function fixtureExchangeRateSource(
  rates: ExchangeRateQuote[],
  name = 'fixture',
): ExchangeRateSource {
  return { name, ratesFor: async () => rates.map((r) => ({ ...r })) };
}
