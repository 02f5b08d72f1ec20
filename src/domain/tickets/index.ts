export {
  ADULT_MIN_AGE,
  INFANT_MAX_AGE,
  ageBands,
  complementPriceForDate,
  daysAhead,
  discounted,
  itemTotal,
  packagePercent,
  placesOf,
  presalePercent,
  saleWindow,
  type AgeBands,
  type PartySize,
  type SaleWindow,
  type ItemPricing,
  type ItemTotal,
  type PackageStep,
  type PresaleRule,
} from './tickets.rules';
export {
  fewerPlacesLeft,
  holdPlaces,
  releasePlaces,
  sellPlaces,
  unsellPlaces,
  listPackageSteps,
  listPresaleRules,
  loadProductDays,
  type DayAvailability,
} from './tickets.repo';
export { productCalendar, PRODUCT_CALENDAR_MAX_DAYS, type ProductDay } from './tickets.service';
export {
  addMonths,
  admitsOn,
  checkTicketToken,
  holdersOf,
  normalizeTicketCode,
  OPEN_TICKET_MONTHS,
  signTicketToken,
  ticketCode,
  ticketValidUntil,
  tokenHash,
  type HolderBand,
  type TicketClaims,
  type TokenCheck,
} from './eticket.rules';
export {
  issuedTickets,
  issueTickets,
  redeemTicket,
  reissueItemTickets,
  ticketStatesOf,
  voidItemTickets,
  verifyTicketToken,
  type ETicket,
  type IssuedTicket,
  type TicketLine,
  type Redemption,
  type TicketState,
  type VoidOutcome,
  type GateScan,
  type GateContext,
  type GateTicket,
  type TicketVerification,
} from './eticket.service';
export { enqueueParkOrderEmail } from './eticket.email';
export {
  transportNote,
  visitInfo,
  visitText,
  type VisitInfo,
  type VisitText,
  type VisitTranslate,
} from './visit-info';
export { deskTicketsOf, orderIdsVisiting, visitDaysOf, type DeskTicket } from './desk.service';
export {
  MAX_PLACES_PER_SLOT,
  REASON_MAX,
  closingReason,
  type ParkEdit,
  type PriceChange,
} from './capacity.rules';
export {
  bulkEditPark,
  parkGrid,
  parkProducts,
  type ParkGrid,
  type ParkGridCell,
  type ParkEditResult,
} from './capacity.service';
export { discountTiers, setDiscountTiers, type DiscountOutcome } from './discounts.service';
export {
  MAX_PERCENT_OFF,
  MAX_TIERS,
  TIER_BOUNDS,
  type DiscountKind,
  type DiscountTier,
  type TierRefusal,
} from './discounts.rules';
