/**
 * The invoicing context's pure face: the SAT catalogues and the receiver's rules, free of I/O,
 * for another context's rules and for the invoice request form in the browser (which offers
 * only the regimes and uses the server will accept). Decision 0014.
 */
export { SAT_REGIMES, SAT_USES, type SatRegime, type SatUse } from './catalogs';
export {
  FOREIGN_RFC,
  personOf,
  usesFor,
  type ReceiverErrorCode,
  type ReceiverField,
} from './receiver.rules';
export { invoiceDeadline, invoiceWindowOpen } from './cfdi.rules';
