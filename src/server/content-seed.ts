import 'server-only';
import { allContentRefs, codeCopy, seedContent } from '@/domain/content';
import { getDb } from './database';

/**
 * Stores the code's copy as the editable content (decision 0035): each entry nobody has
 * published gets the code's text, and a newer text of the code replaces it until staff publish
 * their own. Runs at every start (one locked look per entry).
 */
export async function seedContentCopy(): Promise<number> {
  return seedContent(
    await getDb(),
    allContentRefs().map((ref) => ({
      ref,
      body: codeCopy(ref.kind, ref.key, ref.locale),
    })),
  );
}
