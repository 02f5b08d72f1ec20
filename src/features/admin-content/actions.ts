'use server';

import { redirect } from 'next/navigation';
import {
  bodyFromForm,
  contentRef,
  discardContentDraft,
  isCatalogueKind,
  publishContent,
  restoreContentVersion,
  saveContentDraft,
  type ContentRef,
} from '@/domain/content';
import { authorizeStaff, getDb, revalidateShopPages } from '@/server';
import { catalogueText, editorPath } from './server';

/**
 * The entry a form names, or undefined; a catalogue text's code must be in the catalogue
 * (decision 0041: the content context takes any code-shaped key, the back office checks it).
 */
async function refOf(form: FormData): Promise<ContentRef | undefined> {
  const ref = contentRef(form.get('kind'), form.get('key'), form.get('locale'));
  if (ref && isCatalogueKind(ref.kind) && !(await catalogueText(ref))) return undefined;
  return ref;
}

/** The editor's text fields as the rules read them (names checked, values bounded). */
function valuesOf(form: FormData): Map<string, string> {
  const values = new Map<string, string>();
  for (const [name, value] of form.entries()) {
    if (typeof value !== 'string' || !/^[a-zA-Z_]+(\.\d{1,3}\.[a-zA-Z_]+)*$/.test(name)) continue;
    if (values.size >= 5000) break;
    values.set(name, value.slice(0, 20_000));
  }
  return values;
}

/**
 * Saves the editor's form as the entry's draft (content:update). The public pages keep the
 * published text; the preview shows the draft.
 */
export async function saveDraftAction(form: FormData): Promise<void> {
  const check = await authorizeStaff('content:update');
  if (!check.ok) return;
  const ref = await refOf(form);
  if (!ref) redirect('/admin/content/?outcome=failed');
  const result = await saveContentDraft(
    await getDb(),
    check.actor,
    ref,
    bodyFromForm(ref.kind, valuesOf(form)),
  );
  redirect(
    editorPath(
      ref,
      result.outcome === 'saved'
        ? { outcome: 'saved' }
        : { outcome: 'invalid', e: result.errors.map((e) => e.path).join(',') },
    ),
  );
}

/** Publishes the entry's draft: the public page shows it at its next request. */
export async function publishAction(form: FormData): Promise<void> {
  const check = await authorizeStaff('content:update');
  if (!check.ok) return;
  const ref = await refOf(form);
  if (!ref) redirect('/admin/content/?outcome=failed');
  const result = await publishContent(await getDb(), check.actor, ref);
  if (result.outcome === 'published') revalidateShopPages('content');
  redirect(
    editorPath(
      ref,
      result.outcome === 'published'
        ? { outcome: 'published', v: String(result.version) }
        : { outcome: result.outcome },
    ),
  );
}

/** Drops the entry's draft. */
export async function discardDraftAction(form: FormData): Promise<void> {
  const check = await authorizeStaff('content:update');
  if (!check.ok) return;
  const ref = await refOf(form);
  if (!ref) redirect('/admin/content/?outcome=failed');
  const result = await discardContentDraft(await getDb(), check.actor, ref);
  redirect(editorPath(ref, { outcome: result.outcome }));
}

/** Publishes an earlier version again (as a new version: history is never rewritten). */
export async function restoreAction(form: FormData): Promise<void> {
  const check = await authorizeStaff('content:update');
  if (!check.ok) return;
  const ref = await refOf(form);
  const version = Number(form.get('version'));
  if (!ref || !Number.isInteger(version) || version < 1) redirect('/admin/content/?outcome=failed');
  const result = await restoreContentVersion(await getDb(), check.actor, ref, version);
  if (result.outcome === 'restored') revalidateShopPages('content');
  redirect(
    editorPath(
      ref,
      result.outcome === 'restored'
        ? { outcome: 'restored', v: String(result.version) }
        : { outcome: result.outcome === 'not-found' ? 'failed' : 'invalid' },
    ),
  );
}
