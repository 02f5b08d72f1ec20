export {
  ADULT_MIN_AGE,
  INFANT_MAX_AGE,
  ageBands,
  complementPriceForDate,
  daysAhead,
  discounted,
  itemTotal,
  packagePercent,
  presalePercent,
  type AgeBands,
  type ItemPricing,
  type ItemTotal,
  type PackageStep,
  type PresaleRule,
} from './tickets.rules';
export {
  holdPlaces,
  releasePlaces,
  sellPlaces,
  listPackageSteps,
  listPresaleRules,
  loadProductDays,
  type DayAvailability,
} from './tickets.repo';
export { productCalendar, PRODUCT_CALENDAR_MAX_DAYS, type ProductDay } from './tickets.service';
// TEMPORARY: replaced by helper B's implementation at merge
export {
  enqueueParkOrderEmail,
  issueTicketsForCart,
  renderTicketsPdf,
  ticketsForOrder,
  type ETicket,
} from './etickets.service';
