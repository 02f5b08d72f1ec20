import { discounted } from '@/domain/tickets';

/** What an item's price breakdown needs (a subset of the domain's CartItemView). */
export type PricedItem = {
  adults: number;
  children: number;
  infants: number;
  adultUsdCents: number;
  childUsdCents: number;
  presalePercent: number;
  transportUsdCents: number;
  foodUsdCents: number;
  photoUsdCents: number;
  complements: { id: number; priceUsdCents: number; hasBeenAdded: boolean }[];
};

export type PriceLine =
  | {
      kind: 'adults' | 'children' | 'transport' | 'food';
      count: number;
      unit: number;
      amount: number;
    }
  | { kind: 'infants'; count: number; unit: 0; amount: 0 }
  | { kind: 'photo'; count: 1; unit: number; amount: number }
  | { kind: 'complement'; complementId: number; count: number; unit: number; amount: number };

/**
 * The lines of an item's bill, in USD cents, the way the domain prices it (`itemTotal`):
 * admissions after presale per adult and child, infants free, transport, food and each added
 * complement per paying person, the photo pack once. Lines that cost nothing are left out,
 * except infants (shown as free).
 */
export function priceLines(item: PricedItem): PriceLine[] {
  const paying = item.adults + item.children;
  const lines: PriceLine[] = [];
  const adult = discounted(item.adultUsdCents, item.presalePercent);
  const child = discounted(item.childUsdCents, item.presalePercent);
  lines.push({ kind: 'adults', count: item.adults, unit: adult, amount: adult * item.adults });
  if (item.children > 0)
    lines.push({
      kind: 'children',
      count: item.children,
      unit: child,
      amount: child * item.children,
    });
  if (item.infants > 0) lines.push({ kind: 'infants', count: item.infants, unit: 0, amount: 0 });
  if (item.transportUsdCents > 0)
    lines.push({
      kind: 'transport',
      count: paying,
      unit: item.transportUsdCents,
      amount: item.transportUsdCents * paying,
    });
  if (item.foodUsdCents > 0)
    lines.push({
      kind: 'food',
      count: paying,
      unit: item.foodUsdCents,
      amount: item.foodUsdCents * paying,
    });
  if (item.photoUsdCents > 0)
    lines.push({ kind: 'photo', count: 1, unit: item.photoUsdCents, amount: item.photoUsdCents });
  for (const c of item.complements.filter((c) => c.hasBeenAdded))
    lines.push({
      kind: 'complement',
      complementId: c.id,
      count: paying,
      unit: c.priceUsdCents,
      amount: c.priceUsdCents * paying,
    });
  return lines;
}
