/** The pricing context's pure face: what a browser island may import (no database). */
export {
  chooseCurrency,
  formatPriceIn,
  priceIn,
  DEFAULT_CURRENCY_ISO,
  type CurrencyRate,
  type Price,
} from './pricing.rules';
