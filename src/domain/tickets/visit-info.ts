import { SNORKEL_DEPOSIT_USD_CENTS } from '@/domain/catalog';

/**
 * What a visitor needs to know after buying: where each park or tour is (or that it picks
 * them up) and what to bring. Shown on the e-ticket PDF, in the order email and on the
 * confirmation page. The domain says which texts apply, as keys of the message catalogues
 * (messages/*.json, namespace `visitInfo`) with their values; whoever shows them translates.
 * Facts follow SEED-DATA-NOTES (hours, ages, the refundable snorkel deposit, photo ID at the
 * gate); the rest is sensible demo copy.
 */
export type VisitText =
  | { key: `gettingThere.${'km282' | 'xelha' | 'xoximilco'}` }
  | { key: 'gettingThere.pickUp'; values: { window: 'eightToTen' | 'sevenToEight' | 'early' } }
  | { key: 'bring.snorkelDeposit'; values: { amount: number } }
  | { key: `bring.${BringKey}` }
  | { key: 'transport'; values: { zone: string } };

type BringKey =
  | 'ticketAndId'
  | 'swim'
  | 'sunscreen'
  | 'shoes'
  | 'cash'
  | 'driverId'
  | 'night'
  | 'height'
  | 'jacket'
  | 'adultDrinks'
  | 'walk'
  | 'cenoteSwim'
  | 'nightArrival';

export type VisitInfo = {
  /** Where to go, or how the pick-up works. */
  gettingThere: VisitText;
  /** Short items, one per line on the ticket. */
  bring: VisitText[];
};

const KM282: VisitText = { key: 'gettingThere.km282' };
const XELHA: VisitText = { key: 'gettingThere.xelha' };
const XOXIMILCO: VisitText = { key: 'gettingThere.xoximilco' };
const pickUp = (window: 'eightToTen' | 'sevenToEight' | 'early'): VisitText => ({
  key: 'gettingThere.pickUp',
  values: { window },
});
const bring = (key: BringKey): VisitText => ({ key: `bring.${key}` });

const TICKET_AND_ID = bring('ticketAndId');
const SWIM = bring('swim');
const SUNSCREEN = bring('sunscreen');
const SHOES = bring('shoes');
const CASH = bring('cash');
/** Paid at the park in US dollars (SNORKEL_DEPOSIT_USD_CENTS), never converted. */
const SNORKEL_DEPOSIT: VisitText = {
  key: 'bring.snorkelDeposit',
  values: { amount: SNORKEL_DEPOSIT_USD_CENTS / 100 },
};
const DRIVER_ID = bring('driverId');
const NIGHT = bring('night');
const HEIGHT = bring('height');
const JACKET = bring('jacket');
const ADULT_DRINKS = bring('adultDrinks');
const WALK = bring('walk');
const CENOTE_SWIM = bring('cenoteSwim');

type Entry = { gettingThere: VisitText; bring: VisitText[] };

const WATER_PARK = [TICKET_AND_ID, SWIM, SUNSCREEN, SHOES, CASH];

/** By business unit, then overridden by product code where a product differs. */
const BY_UNIT: Record<string, Entry> = {
  XC: { gettingThere: KM282, bring: WATER_PARK },
  XP: { gettingThere: KM282, bring: [TICKET_AND_ID, SWIM, SUNSCREEN, SHOES, DRIVER_ID] },
  XH: { gettingThere: XELHA, bring: [TICKET_AND_ID, SWIM, SUNSCREEN, SNORKEL_DEPOSIT, CASH] },
  XS: { gettingThere: KM282, bring: [TICKET_AND_ID, SWIM, SUNSCREEN, SHOES] },
  XON: { gettingThere: XOXIMILCO, bring: [TICKET_AND_ID, JACKET, ADULT_DRINKS, CASH] },
  XN: { gettingThere: pickUp('eightToTen'), bring: [TICKET_AND_ID, SWIM, SUNSCREEN, SHOES] },
  XT: { gettingThere: pickUp('early'), bring: [TICKET_AND_ID, WALK, SUNSCREEN, CENOTE_SWIM, CASH] },
};

const BY_PRODUCT: Record<string, Partial<Entry>> = {
  'XC-NIGHT': { bring: [TICKET_AND_ID, bring('nightArrival'), SUNSCREEN, CASH] },
  'XP-FUEGO': { bring: [TICKET_AND_ID, NIGHT, HEIGHT, SHOES, DRIVER_ID] },
  'XT-XICHEN-DLX': { gettingThere: pickUp('sevenToEight') },
  'XT-XICHEN-CLA': { gettingThere: pickUp('sevenToEight') },
  'XT-TULUM-XELHA': { bring: [TICKET_AND_ID, WALK, SWIM, SUNSCREEN, SNORKEL_DEPOSIT] },
  'XT-COBA-XELHA': { bring: [TICKET_AND_ID, WALK, SWIM, SUNSCREEN, SNORKEL_DEPOSIT] },
};

/** Where to go and what to bring for a product. */
export function visitInfo(product: {
  code: string;
  businessUnitCode: string;
  transportIncluded?: boolean;
}): VisitInfo {
  const base = BY_UNIT[product.businessUnitCode] ?? BY_UNIT.XC!;
  return { ...base, ...BY_PRODUCT[product.code] };
}

/** The line added when the visitor bought transport from a zone. */
export function transportNote(zone: string): VisitText {
  return { key: 'transport', values: { zone } };
}

/** A translator of the `visitInfo` namespace (next-intl's, on the page or in a job). */
export type VisitTranslate = (
  key: VisitText['key'],
  values?: Record<string, string | number>,
) => string;

/** The text in the translator's language. */
export function visitText(t: VisitTranslate, text: VisitText): string {
  return t(text.key, 'values' in text ? text.values : undefined);
}
