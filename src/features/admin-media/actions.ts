'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import {
  attachMedia,
  deleteMedia,
  detachMedia,
  MEDIA_LOCALES,
  MEDIA_SLOTS,
  MEDIA_SUBJECTS,
  updateMedia,
} from '@/domain/media';
import { authorizeStaff, getDb, mediaDeps, revalidateShopPages } from '@/server';

/**
 * The library shows the outcome; the cached shop pages that show the photographs are
 * regenerated only when what they show changed (`shown`): a refusal, an unchanged form or a
 * photograph shown nowhere leaves them as they are.
 */
function refreshPages(shown: boolean) {
  revalidatePath('/admin/media/');
  if (shown) revalidateShopPages('media');
}

/** A photograph's alt texts, focal point and video address, from its row's form. */
export async function updateMediaAction(form: FormData): Promise<void> {
  const check = await authorizeStaff('media:update');
  if (!check.ok) return;
  const id = z.uuid().safeParse(form.get('id'));
  if (!id.success) redirect('/admin/media/?outcome=failed');
  const result = await updateMedia(await getDb(), check.actor, id.data, {
    alt: Object.fromEntries(MEDIA_LOCALES.map((l) => [l, form.get(`alt_${l}`)])),
    focalX: form.get('focalX') ?? undefined,
    focalY: form.get('focalY') ?? undefined,
    videoUrl: form.get('videoUrl') ?? undefined,
    captionTracks: Object.fromEntries(MEDIA_LOCALES.map((l) => [l, form.get(`captions_${l}`)])),
  });
  refreshPages(result.outcome === 'saved');
  const query =
    result.outcome === 'invalid'
      ? `outcome=invalid&id=${id.data}&e=${result.errors.map((e) => e.field).join(',')}`
      : `outcome=${result.outcome === 'not-found' ? 'failed' : result.outcome}&id=${id.data}`;
  redirect(`/admin/media/?${query}#m-${id.data}`);
}

const attachInput = z.object({
  mediaId: z.uuid(),
  subject: z
    .string()
    .regex(/^[a-z_]+:[A-Za-z0-9_-]{1,60}$/)
    .transform((s) => s.split(':') as [string, string])
    .pipe(z.tuple([z.enum(MEDIA_SUBJECTS), z.string()])),
  slot: z.enum(MEDIA_SLOTS),
});

/** Shows a photograph on a hotel, room type, park or tour, as hero, card or in the gallery. */
export async function attachMediaAction(form: FormData): Promise<void> {
  const check = await authorizeStaff('media:update');
  if (!check.ok) return;
  const parsed = attachInput.safeParse({
    mediaId: form.get('mediaId'),
    subject: form.get('subject'),
    slot: form.get('slot'),
  });
  if (!parsed.success) redirect('/admin/media/?outcome=failed');
  const { mediaId, subject, slot } = parsed.data;
  const result = await attachMedia(await getDb(), check.actor, {
    mediaId,
    subjectType: subject[0],
    subjectKey: subject[1],
    slot,
  });
  refreshPages(result.outcome === 'attached');
  const outcome =
    result.outcome === 'attached' || result.outcome === 'unchanged' ? result.outcome : 'failed';
  redirect(`/admin/media/?outcome=${outcome}&id=${mediaId}#m-${mediaId}`);
}

/** Takes a photograph off one place. */
export async function detachMediaAction(form: FormData): Promise<void> {
  const check = await authorizeStaff('media:update');
  if (!check.ok) return;
  const id = z.uuid().safeParse(form.get('attachmentId'));
  const mediaId = z.uuid().safeParse(form.get('mediaId'));
  if (!id.success || !mediaId.success) redirect('/admin/media/?outcome=failed');
  const result = await detachMedia(await getDb(), check.actor, id.data);
  refreshPages(result.outcome === 'detached');
  redirect(
    `/admin/media/?outcome=${result.outcome === 'detached' ? 'detached' : 'failed'}&id=${mediaId.data}#m-${mediaId.data}`,
  );
}

/** Deletes a photograph for good: off every page, out of the library and the storage. */
export async function deleteMediaAction(form: FormData): Promise<void> {
  const check = await authorizeStaff('media:update');
  if (!check.ok) return;
  const id = z.uuid().safeParse(form.get('id'));
  if (!id.success) redirect('/admin/media/?outcome=failed');
  const result = await deleteMedia(await getDb(), check.actor, id.data, mediaDeps().storage);
  // Off the pages it was shown on (its files are gone): those pages change; unshown, none does.
  refreshPages(result.outcome === 'deleted' && result.shownOn > 0);
  redirect(`/admin/media/?outcome=${result.outcome === 'deleted' ? 'deleted' : 'failed'}`);
}
