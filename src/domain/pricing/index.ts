export { listCurrencies, findCurrency, type Currency } from './pricing.repo';
export {
  priceIn,
  chooseCurrency,
  formatPriceIn,
  type Price,
  type CurrencyRate,
} from './pricing.rules';
export {
  checkExchangeRate,
  normalizeRate,
  EXCHANGE_RATE_MAX_DAYS_AHEAD,
  type ExchangeRateInput,
  type ExchangeRateRefusal,
} from './exchange-rates.rules';
export type { ExchangeRateQuote, ExchangeRateSource } from './exchange-rates.port';
export {
  scheduleExchangeRate,
  applyDueExchangeRates,
  importExchangeRates,
  listExchangeRates,
  type ExchangeRateOutcome,
  type ExchangeRateRow,
} from './exchange-rates.service';
export {
  rateOnDay,
  usdOnDay,
  rowsInUsd,
  totalsByCurrency,
  type DatedRate,
  type UsdAmount,
} from './usd.rules';
export { exchangeRateHistory } from './usd.repo';
