/**
 * The taxes context's pure face: its rules, free of I/O. Another context's `*.rules.ts`
 * imports these from here (`@/domain/taxes/index.rules`), never the index, which also
 * exports the repos (decision 0014).
 */
export {
  addsUp,
  breakdownAllIn,
  inForce,
  ratePercent,
  rulesFor,
  shareOf,
  sumBreakdowns,
  visitaxApplies,
  withinSatTolerance,
  VISITAX_URL,
  type CfdiTaxKind,
  type TaxBasis,
  type TaxBreakdown,
  type TaxLine,
  type TaxRule,
  type TaxScope,
} from './taxes.rules';
export {
  amountToMinor,
  percentToBasisPoints,
  planRateChange,
  type RateChangeError,
  type RateChangeField,
  type RateChangeInput,
} from './rates.rules';
