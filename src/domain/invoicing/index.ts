export { SAT_REGIMES, SAT_USES, type SatRegime, type SatUse } from './catalogs';
export {
  cfdiDate,
  creditNoteDocument,
  decimalText,
  DEFAULT_INVOICE_GRACE_DAYS,
  exchangeRateText,
  incomeDocument,
  invoiceDeadline,
  invoiceWindowOpen,
  paymentFormOf,
  refundAction,
  SAT_KEYS,
  type CancellationReason,
  type CfdiConcept,
  type CfdiDocument,
  type CfdiIssuer,
} from './cfdi.rules';
export { checkCfdi } from './cfdi.check';
export {
  buildCfdiXml,
  cadenaOriginal,
  CFDI_NS,
  childNamed,
  childrenNamed,
  IMPLOCAL_NS,
  parseXml,
  TFD_NS,
  tfdCadenaOriginal,
  withSeal,
  withStamp,
} from './cfdi.xml';
export { InvoiceError, type InvoiceErrorCode } from './errors';
export type {
  CancelRequest,
  CancelResult,
  CfdiSigner,
  PacProvider,
  StampRequest,
  StampResult,
} from './pac';
export {
  listIssuers,
  updateIssuer,
  type FiscalIssuer,
  type IssuerErrorCode,
  type IssuerUpdate,
} from './issuers.service';
export {
  FOREIGN_RFC,
  validateIssuer,
  type IssuerField,
  type IssuerInput,
  personOf,
  usesFor,
  validateReceiver,
  type CfdiReceiver,
  type ReceiverErrorCode,
  type ReceiverField,
  type ReceiverInput,
} from './receiver.rules';
export {
  applyRefundToInvoice,
  invoicesOfOrder,
  invoiceWithXml,
  invoicingAfterRefund,
  listInvoices,
  readInvoiceForSystem,
  requestInvoice,
  stampInvoice,
  type InvoiceRequestInput,
  type InvoiceRequestResult,
  type InvoiceView,
  type InvoicingDeps,
  type RefundOutcome,
  type StampOutcome,
} from './invoicing.service';
export { INVOICE_STATUSES, type InvoiceStatus } from '@/db/schema';
export {
  planSeriesChange,
  SERIES_PATTERN,
  type SeriesError,
  type SeriesField,
  type SeriesInput,
} from './series.rules';
export {
  listSeries,
  updateInvoiceSeries,
  type IssuerSeries,
  type SeriesUpdate,
} from './series.service';
