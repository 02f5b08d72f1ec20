export {
  CONFIRMATION_LINK_DAYS_AFTER_TRIP,
  LOOKUP_LINK_HOURS,
  isTokenShape,
  linkExpiry,
  normalizeEmail,
  normalizeReference,
  type LinkOrigin,
} from './links.rules';
export {
  issueManageLink,
  openManageLink,
  revokeManageLinks,
  type TripTarget,
} from './links.service';
export {
  LOOKUPS_PER_CLIENT,
  LOOKUPS_PER_REFERENCE,
  requestManageLink,
  tripContact,
  type LookupAnswer,
  type TripContact,
} from './lookup.service';
export { cancelBooking, quoteBookingCancel, type CancelOutcome } from './cancel.service';
export {
  openTrip,
  type ManagedBooking,
  type ManagedOrder,
  type ManagedTrip,
  type TripAccess,
} from './trip.service';
