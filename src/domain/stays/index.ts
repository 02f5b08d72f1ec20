export { StayError, type StayErrorCode } from './errors';
export {
  MAX_ROOMS,
  MAX_CHILDREN_PER_ROOM,
  MAX_NIGHTS,
  MAX_HELD_ROOM_NIGHTS_PER_HOLDER,
  MAX_HELD_BOOKINGS_PER_HOLDER,
  checkHolderCap,
  stayNights,
  resortToday,
  validateStay,
  validateRooms,
  fitsRoomType,
  nightlyPrice,
  type RoomRequest,
} from './stays.rules';
export {
  normalizePromoCode,
  OFFER_KINDS,
  offersOnSale,
  type Discount,
  type OfferKind,
  type Promo,
  type StayOffer,
} from './promo.rules';
export { FEW_ROOMS_LEFT, type RoomOption, type RoomRate } from './search.rules';
export {
  DEFAULT_RATE_PLAN,
  freeCancellationDeadline,
  freeCancellationEnds,
  planNightly,
  quoteCancellation,
  type CancellableBooking,
  type CancellationQuote,
  type CancellationRefusal,
  type RatePlan,
  type RatePlanKind,
  type RatePolicy,
} from './policy.rules';
export {
  depositSchedule,
  depositTermsOf,
  pendingMinor,
  type DepositBooking,
  type DepositSchedule,
  type DepositTerms,
  type PendingInput,
} from './deposit.rules';
export {
  ARRIVAL_TIMES,
  NAME_MAX,
  REQUESTS_MAX,
  validateGuest,
  type GuestDetails,
  type GuestErrorCode,
  type GuestField,
  type GuestInput,
  type GuestResult,
} from './guest.rules';
export {
  createHold,
  quoteStay,
  expireHolds,
  hashSecret,
  DEFAULT_HOLD_MINUTES,
  type Hold,
  type HoldRequest,
  type PricedRoom,
  type Quote,
} from './holds.service';
export {
  searchAvailability,
  availabilityCalendar,
  lookupPromo,
  CALENDAR_MAX_DAYS,
  type SearchRequest,
  type SearchResult,
  type HotelAvailability,
  type PromoStatus,
} from './search.service';
export type { CalendarDay, OfferDiscount } from './search.rules';
export {
  readBooking,
  readBookingForSystem,
  readBookingByReferenceForSystem,
  bookingContact,
  saveGuestDetails,
  confirmBooking,
  confirmBookingInTransaction,
  lockBookingForPayment,
  cancelHold,
  type BookingView,
  type BookingAccess,
  type BookingPayment,
} from './booking.service';
export { bookingOwner, claimBooking, listBookingsOf } from './owner.service';
export {
  CancellationRefused,
  cancelBookingInTransaction,
  quoteBookingCancellation,
} from './cancel.service';
export {
  BULK_EDIT_MAX_DAYS,
  MAX_ROOMS_PER_TYPE,
  RATE_PERCENT_MAX,
  RATE_PERCENT_MIN,
  RevenueError,
  isoWeekday,
  meetsMinStay,
  type BulkEdit,
  type RateChange,
  type RevenueErrorCode,
} from './revenue.rules';
export {
  revenueGrid,
  bulkEditRevenue,
  monthNights,
  type RevenueGrid,
  type GridCell,
  type BulkEditResult,
} from './revenue.service';
export { occupancyByNight, promoUse, type OccupancyNight, type PromoUse } from './reports.service';
export { bookingIdsWhere, bookingSummaries, type BookingSummary } from './desk.service';
export {
  holdChangeNights,
  lockBookingForMove,
  moveBookingNights,
  priceBookingOnDates,
  releaseChangeNights,
  type ChangeNights,
  type MovableBooking,
} from './move.service';
export { stayStarted } from './policy.rules';
export {
  CHECK_IN_KEPT_DAYS,
  CHECK_IN_OPENS_DAYS,
  CHECK_IN_PREFERENCES,
  ID_TYPES,
  checkInWindow,
  maskIdNumber,
  validateCheckIn,
  type CheckIn,
  type CheckInErrorCode,
  type CheckInField,
  type CheckInInput,
  type CheckInPreference,
  type CheckInWindow,
  type IdType,
} from './checkin.rules';
export {
  GuestChangeRefused,
  guestEditRefusal,
  validateGuestEdit,
  type GuestEdit,
  type GuestEditInput,
  type GuestEditRefusal,
} from './guest-edit.rules';
export {
  editGuestDetails,
  purgeCheckInDocuments,
  readWebCheckIn,
  saveWebCheckIn,
  type WebCheckIn,
} from './guest-changes.service';
export {
  listPromotions,
  savePromoCode,
  saveOffer,
  setPromotionActive,
  type PromoRow,
  type PromotionsOverview,
  type PromotionOutcome,
} from './promotions.admin.service';
export { listActiveOffers } from './promotions.service';
export type { PromotionErrorCode } from './promotions.rules';
export {
  PLAN_DAYS_MAX,
  PLAN_DISCOUNT_MAX,
  type RatePlanRefusal,
  type RatePlanTerms,
} from './rate-plans.rules';
export {
  hotelRatePlans,
  RatePlanError,
  updateRatePlan,
  type RatePlanRow,
} from './rate-plans.admin.service';
export {
  DEFAULT_FACTOR_PER_MILLE,
  FACTOR_MAX_PER_MILLE,
  FACTOR_MIN_PER_MILLE,
  SEASON_KINDS,
  SEASON_MAX_NIGHTS,
  SEASON_NAME_MAX,
  seasonRate,
  type Season,
  type SeasonKind,
} from './seasons.rules';
export {
  changeSeasons,
  listSeasons,
  type SeasonChange,
  type SeasonChangeResult,
  type StoredSeason,
} from './seasons.service';
