export { CartError, type CartErrorCode } from './errors';
export { cartMessageValues } from './messages';
export {
  MAX_CART_PRODUCTS,
  MAX_PEOPLE_PER_ITEM,
  MAX_PLACES_PER_SLOT_PER_HOLDER,
  MAX_HOLD_MINUTES,
  chargeLines,
  checkLine,
  checkPlacesCap,
  placesCapFor,
  renewedUntil,
  pricedCartText,
  type CartLine,
  type ChargeLines,
  type PricedItem,
  type PricedComplement,
  type LineRequest,
} from './cart.rules';
export {
  addToCart,
  updateCartItem,
  removeCartItem,
  setComplement,
  renewCartHold,
  expireCartHolds,
  readCart,
  holdCartForCheckout,
  endCartCheckout,
  sellCartInTransaction,
  parkToday,
  DEFAULT_CART_HOLD_MINUTES,
  type ItemInput,
  type CartView,
  type CartItemView,
} from './cart.service';
export { cartOwner, cartsOwnedBy, claimCart } from './owner.service';
export { issueTicketsForCart, moveSoldLine, soldLine, ticketsForOrder } from './tickets.service';
export { returnIncludedLine, sellIncludedLine, type IncludedLine } from './included.service';
