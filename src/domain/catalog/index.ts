export {
  listHotels,
  listHotelsWithRooms,
  findHotelBySlug,
  listProducts,
  findProduct,
  type Hotel,
  type HotelWithRooms,
  type RoomType,
  type Product,
  type ProductDetail,
  type ScheduleSlot,
} from './catalog.repo';
export { lowestRate, weekdaysText } from './catalog.rules';
