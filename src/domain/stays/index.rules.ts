/** The pure face of the stays context: its rules, for other contexts' rules files. */
export {
  freeCancellationDeadline,
  freeCancellationEnds,
  quoteCancellation,
  stayStarted,
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
  bulkEditDates,
  checkRate,
  RATE_MAX_CENTS,
  RATE_PERCENT_MAX,
  RATE_PERCENT_MIN,
  RevenueError,
} from './revenue.rules';
