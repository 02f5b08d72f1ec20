/**
 * How a room type's offer for the stay reads in the search results: the stay's total, the
 * price per night it averages (rounded to the cent, before converting to the visitor's
 * currency), and the total before the promotion when one lowers it. Pure.
 */
export type OfferPrices = {
  totalUsdCents: number;
  perNightUsdCents: number;
  /** Struck through next to the total; absent when no promotion lowers the price. */
  beforeUsdCents?: number;
};

export function offerPrices(
  option: { totalUsdCents: number; fullTotalUsdCents: number },
  nights: number,
): OfferPrices {
  if (!Number.isInteger(nights) || nights < 1) throw new Error(`A stay has nights: ${nights}`);
  return {
    totalUsdCents: option.totalUsdCents,
    perNightUsdCents: Math.round(option.totalUsdCents / nights),
    ...(option.fullTotalUsdCents > option.totalUsdCents
      ? { beforeUsdCents: option.fullTotalUsdCents }
      : {}),
  };
}
