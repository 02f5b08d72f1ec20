export * from './index.rules';
export { listTaxRules } from './taxes.repo';
export { parkTaxes, stayTaxes } from './taxes.service';
