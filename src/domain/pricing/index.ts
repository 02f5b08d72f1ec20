export { listCurrencies, findCurrency, type Currency } from './pricing.repo';
export {
  priceIn,
  chooseCurrency,
  DEFAULT_CURRENCY_ISO,
  type Price,
  type CurrencyRate,
} from './pricing.rules';
