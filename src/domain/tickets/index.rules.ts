/** The tickets context's pure face, for other contexts' and features' rules. */
export {
  admitsOn,
  normalizeTicketCode,
  type GateTicket,
  type HolderBand,
  type Redemption,
  type TicketClaims,
} from './eticket.rules';
export {
  ageBands,
  itemTotal,
  placesOf,
  saleWindow,
  type AgeBands,
  type PartySize,
  type ItemPricing,
  type SaleWindow,
} from './tickets.rules';
