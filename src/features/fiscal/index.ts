export { ParkTaxes, type ParkTaxesInput } from './park-taxes';
export { StayTaxes, taxDateOf } from './stay-taxes';
export { TaxBreakdownView } from './tax-breakdown';
export { VisitaxNotice } from './visitax-notice';
export { BookingInvoiceRequest, InvoiceRequest, TripInvoiceRequest } from './invoice-request';
