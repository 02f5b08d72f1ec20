/**
 * The park store's test fixtures, shared by the rules, query and widget tests: one park with
 * list and open-ticket prices, three schedules, two transport zones, food and photo, and its
 * offer for 1 February 2030 seen from 10 January (22 days ahead: 15 % presale).
 */
import type { BookingChoices } from './booking-query';
import type { DayOffer, PricedProduct } from './booking-price.rules';

export const TODAY = '2030-01-10';

export const PARK: PricedProduct = {
  prices: { adult: 16300, child: 12200, openAdult: 17900, openChild: 13400 },
  slots: [
    { id: 11, code: '0830', label: '8:30' },
    { id: 12, code: '1000', label: '10:00' },
    { id: 13, code: '1130', label: '11:30' },
  ],
  zones: [
    { id: 1, code: 'CUN', name: 'Cancún', priceUsdCents: 3000 },
    { id: 2, code: 'PDC', name: 'Playa del Carmen', priceUsdCents: 2000 },
  ],
  food: { priceUsdCents: 2500 },
  photoUsdCents: 6000,
};

/** 1 February: 15 % presale; 8:30 with 12 places, 10:00 with 200, 11:30 sold out. */
export const FEB_1: DayOffer & { date: string } = {
  date: '2030-02-01',
  available: true,
  adultUsdCents: 13855,
  childUsdCents: 10370,
  presalePercent: 15,
  slots: [
    { slotId: 11, left: 12 },
    { slotId: 12, left: 200 },
    { slotId: 13, left: 0 },
  ],
};

/** What the widget starts with (2 adults, nothing else chosen), with `change` applied. */
export function choices(change: Partial<BookingChoices> = {}): BookingChoices {
  return {
    date: '',
    openTicket: false,
    adults: 2,
    children: 0,
    infants: 0,
    slot: '',
    transport: '',
    food: false,
    photo: false,
    ...change,
  };
}
