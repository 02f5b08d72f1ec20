import 'server-only';
import { contentBodies, type ContentRef } from '@/domain/content';
import { staffMay } from '@/domain/staff';
import { logger } from '@/lib/logger';
import { getDb, getReadDb } from './database';
import { currentStaff } from './staff';

/**
 * The published catalogue texts (decision 0041) of the entries a page shows, in ONE query
 * whatever their number (a hotel page: the hotel and its room types; the search results: every
 * hotel and room type shown). With `preview` (`?preview=1`), a signed-in staff member who edits
 * content gets the drafts instead, and `preview` comes back true; anybody else gets the
 * published texts. If the content cannot be read the page keeps the catalogue's words.
 */
export async function catalogueTexts(
  refs: readonly ContentRef[],
  preview = false,
): Promise<{ texts: Map<string, unknown>; preview: boolean }> {
  try {
    let drafts = false;
    if (preview) {
      const staff = await currentStaff();
      drafts = Boolean(staff && staffMay(staff.role, 'content:update'));
    }
    return {
      texts: await contentBodies(drafts ? await getDb() : await getReadDb(), refs, { drafts }),
      preview: drafts,
    };
  } catch (error) {
    logger.warn({ err: error }, "catalogue texts unavailable; showing the catalogue's words");
    return { texts: new Map(), preview: false };
  }
}
