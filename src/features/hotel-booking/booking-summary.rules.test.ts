import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { summaryLines } from './booking-summary.rules';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('summaryLines', () => {
  it('without a promotion: each room and night in the charge currency, adding up to the charge', () => {
    // Two rooms of 3 nights, charged MX$ 21,009.87 for US$ 1,155.00 (rate 18.19…).
    const lines = summaryLines({
      totalMinor: 2_100_987,
      totalUsdCents: 115_500,
      discountUsdCents: 0,
      rooms: [
        { nightlyUsdCents: [20_000, 20_000, 25_000] },
        { nightlyUsdCents: [16_000, 16_000, 18_500] },
      ],
    });
    expect(lines.discountMinor).toBe(0);
    expect(lines.totalMinor).toBe(2_100_987);
    // 65,000 and 50,500 of 115,500: 1,182,373.6 and 918,613.4; the unit left goes to the larger remainder.
    expect(lines.rooms.map((r) => r.totalMinor)).toEqual([1_182_374, 918_613]);
    expect(sum(lines.rooms.map((r) => r.totalMinor))).toBe(2_100_987);
    for (const room of lines.rooms) expect(sum(room.nightsMinor)).toBe(room.totalMinor);
  });

  it('with a promotion: rooms before it, the promotion taken off, and rooms − promotion = total', () => {
    // RIVIERA10 on US$ 1,000.00: the nights are kept after the 10 %, US$ 900.00 charged.
    const lines = summaryLines({
      totalMinor: 90_000,
      totalUsdCents: 90_000,
      discountUsdCents: 10_000,
      rooms: [{ nightlyUsdCents: [45_000, 45_000] }],
    });
    expect(lines).toEqual({
      rooms: [{ totalMinor: 100_000, nightsMinor: [50_000, 50_000] }],
      discountMinor: 10_000,
      totalMinor: 90_000,
    });
  });

  it('in a currency without minor units (JPY), whole yen that add up', () => {
    const lines = summaryLines({
      totalMinor: 151_201,
      totalUsdCents: 100_001,
      discountUsdCents: 11_111,
      rooms: [{ nightlyUsdCents: [33_333, 33_334] }, { nightlyUsdCents: [33_334] }],
    });
    expect(sum(lines.rooms.map((r) => r.totalMinor)) - lines.discountMinor).toBe(151_201);
    for (const room of lines.rooms) {
      expect(sum(room.nightsMinor)).toBe(room.totalMinor);
      for (const night of room.nightsMinor) expect(Number.isInteger(night)).toBe(true);
    }
  });

  it('always adds up, whatever the rooms, nights, rate and promotion', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.integer({ min: 0, max: 500_000 }), { minLength: 1, maxLength: 14 }), {
          minLength: 1,
          maxLength: 5,
        }),
        fc.integer({ min: 0, max: 90 }),
        fc.double({ min: 0.001, max: 2000, noNaN: true }),
        (nights, percentOff, rate) => {
          const totalUsdCents = sum(nights.flat());
          const discountUsdCents = Math.round((totalUsdCents * percentOff) / (100 - percentOff));
          const totalMinor = Math.round(totalUsdCents * rate);
          const lines = summaryLines({
            totalMinor,
            totalUsdCents,
            discountUsdCents,
            rooms: nights.map((n) => ({ nightlyUsdCents: n })),
          });
          if (totalUsdCents === 0) return;
          expect(sum(lines.rooms.map((r) => r.totalMinor)) - lines.discountMinor).toBe(totalMinor);
          for (const room of lines.rooms) expect(sum(room.nightsMinor)).toBe(room.totalMinor);
          expect(lines.discountMinor).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
