/**
 * Messages formatted once per page instead of once per room option (decision 0050): next-intl
 * formats a message anew on every call, and the results page showed the same few messages a
 * few hundred times with only the price changing. Pure.
 */

/** A placeholder no message contains: where a formatted price goes in a message's text. */
export const PRICE = '\u0000price\u0000';

/**
 * A message formatted once with PRICE in its price's place, as a function of a price in USD
 * cents: the same text the message gives for that price, without formatting it again.
 */
export function pricesIn(formatPrice: (usdCents: number) => string) {
  return (message: string) => {
    const [before, ...after] = message.split(PRICE);
    return (usdCents: number) => before + after.map((s) => formatPrice(usdCents) + s).join('');
  };
}

/** f, remembering each argument's answer (a page formats a few distinct values many times). */
export function once<K, V>(f: (key: K) => V): (key: K) => V {
  const known = new Map<K, V>();
  return (key) => {
    if (!known.has(key)) known.set(key, f(key));
    return known.get(key)!;
  };
}
