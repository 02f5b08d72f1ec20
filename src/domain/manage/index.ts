export {
  CONFIRMATION_LINK_DAYS_AFTER_TRIP,
  LOOKUP_LINK_HOURS,
  isTokenShape,
  linkExpiry,
  normalizeEmail,
  normalizeReference,
  TOKEN_PATTERN,
  type LinkOrigin,
} from './links.rules';
export {
  issueManageLink,
  manageLinkOrderAccess,
  openManageLink,
  revokeManageLinks,
  type TripTarget,
} from './links.service';
export {
  LOOKUPS_PER_CLIENT,
  LOOKUPS_PER_REFERENCE,
  lookupTrip,
  requestManageLink,
  tripContact,
  type LookupAnswer,
  type TripLookup,
  type TripContact,
} from './lookup.service';
export { cancelBooking, quoteBookingCancel, type CancelOutcome } from './cancel.service';
export { cancelOverdueBalances } from './balance-grace.service';
export {
  CHANGE_HOLD_MINUTES,
  changePaymentState,
  expireChangeHolds,
  startDateChangePayment,
  waitingChangeOf,
  wireDateChangePayments,
  type ChangePaymentStarted,
} from './date-change-pay.service';
export {
  openTrip,
  openTripByContact,
  type ManagedBooking,
  type ManagedTrip,
  type TripAccess,
} from './trip.service';
export {
  cancelParkItems,
  quoteParkOrderCancel,
  readParkOrder,
  type ManagedOrder,
  type ManagedParkItem,
  type ParkCancelOutcome,
} from './park-cancel.service';
export {
  ParkCancellationRefused,
  type ParkCancelQuote,
  type ParkCancelRefusal,
  type ParkItemQuote,
} from './park-cancel.rules';
export {
  applyDateChange,
  DifferenceChanged,
  quoteDateChange,
  type DateChangeOutcome,
  type DateChangeQuote,
  type DateChangeRequest,
} from './date-change.service';
export {
  DateChangeRefused,
  dateChangeEnds,
  dateChangeRefusal,
  type DateChangeRefusal,
} from './date-change.rules';
export {
  applyParkDateChange,
  ParkDifferenceChanged,
  lastParkDateChange,
  parkDateOptions,
  quoteParkDateChange,
  type ParkDateOption,
  type ParkDateChangeOutcome,
  type ParkDateChangeQuote,
  type ParkDateChangeRequest,
} from './park-date-change.service';
export { ParkDateChangeRefused, type ParkDateChangeRefusal } from './park-date-change.rules';
export {
  parkChangePaymentState,
  startParkDateChangePayment,
  waitingParkChangeOf,
  type ParkChangePaymentStarted,
} from './park-date-change-pay.service';
export {
  parkDaysOf,
  parkDaysOffer,
  parkDayTickets,
  releaseIncludedParkDay,
  releaseParkDaysOfBooking,
  reserveIncludedParkDay,
  type ParkDay,
  type ParkDayOutcome,
  type ParkDaysOffer,
} from './park-days.service';
export {
  itinerary,
  ParkDayRefused,
  parkDayRefusal,
  parkDayReleaseRefusal,
  parkPeople,
  stayDays,
  type ItineraryEntry,
  type ParkDayRefusal,
  type ParkPeople,
} from './park-days.rules';
