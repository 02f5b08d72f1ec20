import 'server-only';
import { draftMode } from 'next/headers';

/**
 * Whether this request asks for content drafts (issue 17's preview): Next's draft mode, turned
 * on for a content editor by the back office's preview link (/admin/content/preview/). A
 * public page reads this instead of its address query, so it stays the same for everyone and
 * can be prerendered; with draft mode on, Next renders it per request. The drafts are still
 * shown only to a signed-in staff member who may edit content (loadCopy, catalogueTexts).
 */
export async function previewRequested(): Promise<boolean> {
  return (await draftMode()).isEnabled;
}
