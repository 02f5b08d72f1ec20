import { describe, expect, it } from 'vitest';
import { offerPrices } from './room-offer.rules';

describe('offerPrices', () => {
  it('averages the stay over its nights, rounded to the cent', () => {
    expect(offerPrices({ totalUsdCents: 100_000, fullTotalUsdCents: 100_000 }, 3)).toEqual({
      totalUsdCents: 100_000,
      perNightUsdCents: 33_333,
    });
    expect(offerPrices({ totalUsdCents: 100_001, fullTotalUsdCents: 100_001 }, 2)).toMatchObject({
      perNightUsdCents: 50_001,
    });
    expect(offerPrices({ totalUsdCents: 45_000, fullTotalUsdCents: 45_000 }, 1)).toMatchObject({
      perNightUsdCents: 45_000,
    });
  });

  it('shows the price before the promotion only when the promotion lowers it', () => {
    expect(offerPrices({ totalUsdCents: 90_000, fullTotalUsdCents: 100_000 }, 2)).toEqual({
      totalUsdCents: 90_000,
      perNightUsdCents: 45_000,
      beforeUsdCents: 100_000,
    });
    expect(offerPrices({ totalUsdCents: 90_000, fullTotalUsdCents: 90_000 }, 2)).not.toHaveProperty(
      'beforeUsdCents',
    );
  });

  it('refuses a stay without nights (a bug upstream, never a price per zero nights)', () => {
    for (const nights of [0, -1, 1.5, Number.NaN])
      expect(() => offerPrices({ totalUsdCents: 1, fullTotalUsdCents: 1 }, nights)).toThrow();
  });
});
