import { describe, expect, it } from 'vitest';
import {
  BOOKING_QUERY_KEYS,
  bookingQueryString,
  parseBookingQuery,
  type QueryOptions,
} from './booking-query';
import { choices } from './park-store.testing';

const options: QueryOptions = {
  today: '2027-03-01',
  maxDate: '2028-03-01',
  maxPeople: 15,
  slotCodes: ['0800', '0900'],
  zoneCodes: ['CUN', 'PDC'],
  infantsAdmitted: true,
  hasFood: true,
  hasPhoto: true,
};

describe('booking query', () => {
  it('defaults to 2 adults and nothing else chosen', () => {
    expect(parseBookingQuery({}, options)).toEqual(choices());
  });

  it('writes the choices into the address and reads the same choices back', () => {
    const choices = {
      date: '2027-04-10',
      openTicket: false,
      adults: 3,
      children: 1,
      infants: 2,
      slot: '0900',
      transport: 'CUN',
      food: true,
      photo: true,
    };
    const query = bookingQueryString(choices, { quote: '1' });
    expect(query).toBe(
      'date=2027-04-10&adults=3&children=1&infants=2&slot=0900&transport=CUN&food=1&photo=1&quote=1',
    );
    expect(parseBookingQuery(Object.fromEntries(new URLSearchParams(query)), options)).toEqual(
      choices,
    );
  });

  it('drops what the product does not offer and dates outside the sale window', () => {
    const parsed = parseBookingQuery(
      {
        date: '2027-02-28',
        adults: '0',
        children: '99',
        infants: '1',
        slot: '2200',
        transport: 'MARS',
        food: '1',
        photo: '1',
      },
      { ...options, infantsAdmitted: false, hasFood: false, hasPhoto: false },
    );
    expect(parsed).toMatchObject({
      date: '',
      adults: 1,
      children: 15,
      infants: 0,
      slot: '',
      transport: '',
      food: false,
      photo: false,
    });
    expect(parseBookingQuery({ date: '2028-03-02' }, options).date).toBe('');
    expect(parseBookingQuery({ date: '2027-13-45' }, options).date).toBe('');
    expect(parseBookingQuery({ adults: '-1' }, options).adults).toBe(2);
  });

  it('an open ticket has no date and no schedule', () => {
    const parsed = parseBookingQuery({ open: '1', date: '2027-04-10', slot: '0800' }, options);
    expect(parsed).toMatchObject({ openTicket: true, date: '', slot: '' });
    expect(bookingQueryString(parsed)).toBe('open=1&adults=2');
  });
  it('names every key a link writes among the keys the widget reads back', () => {
    const all = choices({ date: '2027-05-10', adults: 3, children: 1, infants: 1, slot: '0800' });
    const written = [
      ...new URLSearchParams(
        bookingQueryString({ ...all, transport: 'CUN', food: true, photo: true }),
      ).keys(),
      ...new URLSearchParams(bookingQueryString(choices({ openTicket: true }))).keys(),
    ];
    for (const key of written) expect(BOOKING_QUERY_KEYS).toContain(key);
  });
});
