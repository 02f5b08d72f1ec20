import { INFANT_MAX_AGE } from '@/domain/tickets';
import { MAX_CART_PRODUCTS, MAX_PEOPLE_PER_ITEM } from './cart.rules';

/**
 * The numbers the cart's messages state (messages/*.json, namespaces `cartErrors`, `cart`,
 * `parkWidget`, `parks`), from the rules that enforce them: a limit changes in one place and
 * every text follows.
 */
export const cartMessageValues = {
  /** Products in one package (CART_LIMIT). */
  maxProducts: MAX_CART_PRODUCTS,
  /** People in one item (CART_TOO_MANY_PEOPLE). */
  max: MAX_PEOPLE_PER_ITEM,
  /** The youngest visitor of a park that admits no infants (CART_INFANTS_NOT_ADMITTED). */
  minAge: INFANT_MAX_AGE + 1,
} as const;
