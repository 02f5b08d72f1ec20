/**
 * The one revalidation of the shop's cacheable pages (decision 0044): every write path that
 * changes what they show (prices, capacity, seasons and plans, offers, published content,
 * photographs, settings of the header and footer) calls it after its transaction committed.
 * Each cached page under the language layout is then regenerated at its next request, with the
 * hashes of its new inline scripts (src/lib/security/cache-handler.mjs).
 *
 * Everything goes at once: the pages share the header and footer (settings) and show prices
 * and photographs across each other (home, listings, hotel and park pages), and a regeneration
 * costs one render per page visited. Sales do not call it: availability is read per request
 * (the calendars' API), so a ticket drop never empties the page cache.
 *
 * Called once, after the commit, by the use case's entry point that every front shares (the
 * bulk edits' runBulkEdit and runParkEdit serve the grid's form and the JSON API alike), and
 * only when something the pages show changed: a refusal or an unchanged value regenerates
 * nothing. The audit-log test (tests/unit/admin-audit-log.integration.test.ts) holds every
 * back-office action and admin API POST to that: each step declares its ShopChange or none.
 */
import { revalidatePath } from 'next/cache';
import { workAsyncStorage } from 'next/dist/server/app-render/work-async-storage.external';
import { logger } from '@/lib/logger';
import { invalidateAll } from '@/lib/ttl-cache';
import { deliver, pageCacheBridge } from './page-cache-sync';

export type ShopChange =
  'prices' | 'capacity' | 'rates' | 'offers' | 'content' | 'media' | 'settings';

/** The tag Next gives every page under the language layout (`revalidatePath('/[locale]', 'layout')`). */
export const SHOP_PAGES_TAG = '_N_T_/[locale]/layout';

export function revalidateShopPages(change: ShopChange): void {
  if (workAsyncStorage.getStore()) revalidatePath('/[locale]', 'layout');
  else expireOutsideRequest();
  logger.info({ change }, 'shop pages revalidated');
}

/**
 * The same revalidation from work that answers no request (the background jobs: exchange rates
 * applied on their day), where Next's revalidatePath has no store to write to: this process's
 * 30 s reference data is forgotten (the pages must not be made again from the old rates), the
 * tag expired in this process's page cache as Next would, and sent to the other instances
 * (decision 0046; a no-op on PGlite, which runs one instance).
 */
function expireOutsideRequest(): void {
  const bridge = pageCacheBridge();
  invalidateAll();
  deliver(bridge, { tags: [SHOP_PAGES_TAG] });
  void bridge.publish?.([SHOP_PAGES_TAG]);
}
