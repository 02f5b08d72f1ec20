export { Price } from './price';
export {
  PriceContext,
  useVisitorPrice,
  type IslandCurrency,
  type PriceContextValue,
} from './price-context';
