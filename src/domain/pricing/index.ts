export { listCurrencies, findCurrency, type Currency } from './pricing.repo';
export { priceIn, chooseCurrency, type Price, type CurrencyRate } from './pricing.rules';
