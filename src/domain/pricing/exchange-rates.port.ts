/**
 * The hook for an automatic source of exchange rates (issue 16): an adapter answers the rates
 * it knows for a day, units per US dollar. The null adapter knows none (rates are entered by
 * hand); a bank's or a market feed's adapter plugs in here without the domain changing.
 */
export type ExchangeRateQuote = { iso: string; rate: string };

export type ExchangeRateSource = {
  /** Recorded as the rows' `source`. */
  name: string;
  /** The rates for a Cancún day; an empty list when the source has none. */
  ratesFor(day: string): Promise<ExchangeRateQuote[]>;
};
