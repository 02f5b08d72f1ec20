export {
  listHotels,
  listHotelsWithRooms,
  findHotelBySlug,
  listProducts,
  findProduct,
  findProductById,
  type Hotel,
  type HotelWithRooms,
  type RoomType,
  type Product,
  type ProductDetail,
  type ScheduleSlot,
  type TransportZone,
  type Complement,
} from './catalog.repo';
export { includedProductIds } from './included.repo';
export { lowestRate, productName, weekdaySpan, type WeekdaySpan } from './catalog.rules';
export { SNORKEL_DEPOSIT_USD_CENTS, snorkelDepositAmount } from './snorkel-deposit';
export { filterKeyOf, roomFilterOf, type RoomFilter } from './room-filter.rules';
export {
  canCancelWithRefund,
  canChangeDate,
  dateChangeEnds,
  refundEnds,
  visitStarts,
  type ParkItemAction,
  type ParkPolicy,
} from './park-policy.rules';
export { parkPolicyText, refundDeadlineText } from './park-policy.text';
export {
  addComplement,
  productPriceSheet,
  saveComplement,
  setOpenTicketPrices,
  type AdminComplement,
  type CatalogPriceOutcome,
  type ProductPriceSheet,
} from './prices.service';
export {
  MAX_PRICE_USD_CENTS,
  NAME_MAX,
  SUBTITLE_MAX,
  type CatalogPriceRefusal,
} from './prices.rules';
