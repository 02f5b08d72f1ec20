/** Errors a buyer can cause asking for an invoice (translated at the edge). */
export type InvoiceErrorCode =
  | 'ORDER_NOT_FOUND'
  | 'ORDER_NOT_PAID'
  | 'INVOICE_WINDOW_CLOSED'
  | 'INVOICE_ALREADY_REQUESTED'
  | 'ISSUER_MISSING'
  | 'SERIES_MISSING';

export class InvoiceError extends Error {
  constructor(readonly code: InvoiceErrorCode) {
    super(code);
    this.name = 'InvoiceError';
  }
}
