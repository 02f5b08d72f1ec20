/** Content blocks of the confirmation pages (composed by the checkout and booking routes). */
export { HotelArrival } from './hotel-arrival';
export { ParkOrderTickets, ParkVisitInfo } from './park-order-tickets';
