import { describe, expect, it } from 'vitest';
import {
  MAX_PACKAGE_PASSENGERS,
  packageHotel,
  packageSearchUrl,
  validatePackageSearch,
  type PackageSearch,
} from './packages.rules';

const hotels = [
  packageHotel({ code: 'HXM', packageChildrenMinAge: 2, childrenMaxAge: 17 }),
  packageHotel({ code: 'HXA', packageChildrenMinAge: 16, childrenMaxAge: 17 }),
  packageHotel({ code: 'LCP', packageChildrenMinAge: 16, childrenMaxAge: 17 }),
];
const today = '2027-03-01';
const search = (over: Partial<PackageSearch> = {}): PackageSearch => ({
  origin: 'MEX',
  hotel: 'HXM',
  checkIn: '2027-03-10',
  checkOut: '2027-03-14',
  rooms: [{ adults: 2, childrenAges: [] }],
  ...over,
});
const codes = (s: PackageSearch) => validatePackageSearch(s, { hotels, today }).map((e) => e.code);

describe('validatePackageSearch', () => {
  it('lets a complete search leave', () => {
    expect(codes(search())).toEqual([]);
  });

  it('takes 6 passengers over every room and refuses 7', () => {
    const six = [
      { adults: 2, childrenAges: [5, 9] },
      { adults: 2, childrenAges: [] },
    ];
    expect(MAX_PACKAGE_PASSENGERS).toBe(6);
    expect(codes(search({ rooms: six }))).toEqual([]);
    expect(codes(search({ rooms: [...six, { adults: 1, childrenAges: [] }] }))).toEqual([
      'PACKAGE_MAX_PASSENGERS',
    ]);
    expect(codes(search({ rooms: [{ adults: 4, childrenAges: [3, 4, 5] }] }))).toEqual([
      'PACKAGE_MAX_PASSENGERS',
    ]);
  });

  it('requires an origin airport (an IATA code)', () => {
    expect(codes(search({ origin: null }))).toEqual(['PACKAGE_ORIGIN_REQUIRED']);
    expect(codes(search({ origin: '' }))).toEqual(['PACKAGE_ORIGIN_REQUIRED']);
    expect(codes(search({ origin: 'Cancún' }))).toEqual(['PACKAGE_ORIGIN_REQUIRED']);
  });

  it('takes children 2-17 at Hotel Xcaret México and 16-17 at the adults hotels', () => {
    const room = (age: number) => [{ adults: 2, childrenAges: [age] }];
    expect(codes(search({ rooms: room(2) }))).toEqual([]);
    expect(codes(search({ rooms: room(17) }))).toEqual([]);
    expect(codes(search({ rooms: room(1) }))).toEqual(['PACKAGE_CHILD_AGE']);
    expect(codes(search({ rooms: room(0) }))).toEqual(['PACKAGE_CHILD_AGE']);
    for (const hotel of ['HXA', 'LCP']) {
      expect(codes(search({ hotel, rooms: room(16) }))).toEqual([]);
      expect(codes(search({ hotel, rooms: room(15) }))).toEqual(['PACKAGE_CHILD_AGE']);
      expect(codes(search({ hotel, rooms: room(2) }))).toEqual(['PACKAGE_CHILD_AGE']);
    }
    expect(
      validatePackageSearch(search({ rooms: [{ adults: 1, childrenAges: [null] }] }), {
        hotels,
        today,
      }),
    ).toEqual([{ code: 'PACKAGE_CHILD_AGE', field: 'age-1-1' }]);
  });

  it('needs a hotel and dates in order from today', () => {
    expect(codes(search({ hotel: '' }))).toEqual(['PACKAGE_HOTEL_REQUIRED']);
    expect(codes(search({ checkIn: '' }))).toEqual(['PACKAGE_DATES_REQUIRED']);
    expect(codes(search({ checkIn: '2027-02-28' }))).toEqual(['PACKAGE_CHECK_IN_PAST']);
    expect(codes(search({ checkOut: '2027-03-10' }))).toEqual(['PACKAGE_DATES_ORDER']);
  });

  it('reports every problem at once', () => {
    expect(
      codes(search({ origin: null, rooms: [{ adults: 4, childrenAges: [1, 8, 9] }] })),
    ).toEqual(['PACKAGE_ORIGIN_REQUIRED', 'PACKAGE_MAX_PASSENGERS', 'PACKAGE_CHILD_AGE']);
  });
});

describe('packageSearchUrl', () => {
  const config = { baseUrl: 'https://packages.example.com/search', affiliateCode: 'XCARET' };

  it('puts every parameter of SPEC §7 in the address', () => {
    expect(
      packageSearchUrl(config, {
        ...search({ origin: 'MEX' }),
        origin: 'MEX',
        language: 'es',
        currency: 'MXN',
      }),
    ).toBe(
      'https://packages.example.com/search?affiliate=XCARET&language=es&currency=MXN&destination=CUN&origin=MEX&hotel=HXM&checkIn=2027-03-10&checkOut=2027-03-14&rooms=1&paxes=2',
    );
  });

  it('writes rooms with children’s ages, for the adults hotels too', () => {
    expect(
      packageSearchUrl(config, {
        origin: 'YYZ',
        hotel: 'HXM',
        checkIn: '2027-12-20',
        checkOut: '2027-12-27',
        rooms: [
          { adults: 2, childrenAges: [2, 17] },
          { adults: 1, childrenAges: [9] },
        ],
        language: 'en',
        currency: 'CAD',
      }),
    ).toBe(
      'https://packages.example.com/search?affiliate=XCARET&language=en&currency=CAD&destination=CUN&origin=YYZ&hotel=HXM&checkIn=2027-12-20&checkOut=2027-12-27&rooms=2&paxes=2-2-17%2C1-9',
    );
    expect(
      packageSearchUrl(
        { baseUrl: 'https://partner.example.org/paquetes/?site=hoteles', affiliateCode: 'AF 7' },
        {
          origin: 'GRU',
          hotel: 'HXA',
          checkIn: '2028-01-05',
          checkOut: '2028-01-06',
          rooms: [{ adults: 2, childrenAges: [16] }],
          language: 'pt',
          currency: 'USD',
        },
      ),
    ).toBe(
      'https://partner.example.org/paquetes/?site=hoteles&affiliate=AF+7&language=pt&currency=USD&destination=CUN&origin=GRU&hotel=HXA&checkIn=2028-01-05&checkOut=2028-01-06&rooms=1&paxes=2-16',
    );
  });

  it('carries the six-passenger maximum as it was chosen', () => {
    const url = new URL(
      packageSearchUrl(config, {
        origin: 'MAD',
        hotel: 'LCP',
        checkIn: '2027-05-01',
        checkOut: '2027-05-08',
        rooms: [
          { adults: 2, childrenAges: [16, 17] },
          { adults: 2, childrenAges: [] },
        ],
        language: 'es',
        currency: 'EUR',
      }),
    );
    expect(url.searchParams.get('paxes')).toBe('2-16-17,2');
    expect(url.searchParams.get('rooms')).toBe('2');
  });
});
