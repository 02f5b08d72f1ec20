import 'server-only';
import { cache } from 'react';
import { listCurrencies } from '@/domain/pricing';
import { getSiteChrome } from '@/domain/sites';
import { getDb } from './database';

/**
 * Reads that are the same for every visitor (no cookie, header or session): a page that uses
 * only these can be prerendered and kept by a cache (issue 18). Each is read once per render.
 */

/** The currencies the shop offers, with their rates per US dollar (the price islands' data). */
export const offeredCurrencies = cache(async () => listCurrencies(await getDb()));

/** The site chrome (phones, calendar maintenance…), as the back office set it. */
export const siteChrome = cache(async () => getSiteChrome(await getDb()));
