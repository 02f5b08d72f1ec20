export * from './index.rules';
export { listTaxRules } from './taxes.repo';
export { parkTaxes, stayTaxes } from './taxes.service';
export { scheduleTaxRate, taxTargets, type RateChange } from './rates.service';
