/**
 * The payments context's pure face: its rules, free of I/O. Another context's `*.rules.ts`
 * imports these from here (`@/domain/payments/index.rules`), never the index, which also
 * exports the repos (decision 0014).
 */
export {
  CARD_BRANDS,
  UPLIFT_ESTIMATE_APR,
  UPLIFT_ESTIMATE_MONTHS,
  brandsServed,
  cardCountriesFor,
  checkMethod,
  checkPlan,
  chooseProvider,
  detectTampering,
  financingOffered,
  financingRule,
  installmentOptions,
  installmentsHeadline,
  installmentsOffered,
  methodsForCurrency,
  paymentTransition,
  providerServes,
  servedOffer,
  splitInstallments,
  upliftEstimate,
  upliftOffered,
  type CardBrand,
  type ChargeTerms,
  type FinancingPlan,
  type FinancingRule,
  type InstallmentBank,
  type InstallmentOption,
  type InstallmentSplit,
  type MethodApiCode,
  type MethodCurrencyRow,
  type PaymentMethod,
  type PaymentPlan,
  type PaymentStatus,
  type PostedTerms,
  type ProviderCapabilities,
  type ProviderRequest,
} from './payments.rules';
export type { PaymentErrorCode } from './errors';
