'use client';
import { createContext, useContext } from 'react';

/** A currency as the islands need it: its code, exponent and rate per US dollar. */
export type IslandCurrency = { id: number; iso: string; decimals: number; usdRate: string };

/**
 * What the page's price islands know: the visitor's currency and the formatter of catalogue
 * prices in it, both undefined until the browser has read the visitor's choice (server render
 * and hydration), and `reserve`: how many characters a price takes, to keep its place meanwhile.
 */
export type PriceContextValue = {
  currency?: IslandCurrency;
  format?: (usdCents: number) => string;
  reserve: (usdCents: number) => number;
};

export const PriceContext = createContext<PriceContextValue>({ reserve: () => 8 });

/** The visitor's currency and price formatter (undefined until known in the browser). */
export function useVisitorPrice(): PriceContextValue {
  return useContext(PriceContext);
}
