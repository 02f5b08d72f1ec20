export { PaymentError, type PaymentErrorCode } from './errors';
export * from './index.rules';
export {
  listFinancingRules,
  listInstallmentBanks,
  listMethodRows,
  type InstallmentBankRow,
} from './payments.repo';
export { providerDirectory } from './providers';
export type {
  CaptureInput,
  CaptureResult,
  CardSummary,
  PaymentLocale,
  PaymentProvider,
  PaymentProviders,
  PaymentStatusResult,
  PreparedPayment,
  PrepareInput,
  ProcessedWebhookEvents,
  ProviderTask,
  RefundInput,
  RefundResult,
  SavedCardChargeInput,
  WebhookEvent,
  WebhookEventType,
  WebhookRequest,
  WebhookVerification,
} from './provider';
export {
  checkCurrencyMethods,
  checkInstallmentMonths,
  installmentDescription,
  type PaymentSettingRefusal,
} from './settings.rules';
export {
  listPaymentMethods,
  setCurrencyMethods,
  setBankMonths,
  type PaymentSettingOutcome,
} from './settings.service';
