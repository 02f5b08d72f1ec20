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
export { listTaxRules } from './taxes.repo';
export { parkTaxes, stayTaxes } from './taxes.service';
