/** A promotional code as stored: a percentage off every night of a qualifying stay. */
export type Promo = {
  code: string;
  percentOff: number;
  hotelCode: string | null;
  stayFrom: string;
  stayTo: string;
  active: boolean;
};

const CODE_SHAPE = /^[A-Z0-9-]{3,20}$/;

/** Codes are typed by hand: case and surrounding spaces do not matter. */
export function normalizePromoCode(input: string | undefined | null): string | undefined {
  const code = input?.trim().toUpperCase();
  return code ? code : undefined;
}

/** Whether a code could be a code at all (saves a lookup for obvious junk). */
export function isPromoCodeShape(code: string): boolean {
  return CODE_SHAPE.test(code);
}

/** A promotion applies to a stay at a hotel when it is active, for that hotel (or all) and
 * every night falls in its window. */
export function promoApplies(promo: Promo, hotelCode: string, nights: string[]): boolean {
  if (!promo.active || nights.length === 0) return false;
  if (promo.hotelCode !== null && promo.hotelCode !== hotelCode) return false;
  return nights[0]! >= promo.stayFrom && nights[nights.length - 1]! <= promo.stayTo;
}

/** One night's price after the promotion, rounded to the cent (USD cents in, cents out). */
export function discountedNight(usdCents: number, percentOff: number): number {
  return usdCents - Math.round((usdCents * percentOff) / 100);
}
