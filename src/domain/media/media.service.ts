import { createHash, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { media, mediaAttachments, type MediaVariant } from '@/db/schema';
import { recordAudit, type AuditActor } from '@/domain/audit';
import { listHotelsWithRooms, listProducts } from '@/domain/catalog';
import type { MediaDeps } from './media.ports';
import {
  checkImageHeader,
  checkUploadSize,
  cleanText,
  isSubjectKey,
  MEDIA_CONTENT_TYPES,
  MEDIA_FORMATS,
  MEDIA_LIMITS,
  MEDIA_LOCALES,
  parseCaptionsUrl,
  parseFocal,
  parseVideoUrl,
  responsiveWidths,
  uprightSize,
  validateAlt,
  variantKey,
  type MediaFieldError,
  type MediaLocale,
  type MediaSlot,
  type MediaSubject,
  type UploadRefusal,
} from './media.rules';

export type MediaItem = typeof media.$inferSelect;
export type MediaAttachment = typeof mediaAttachments.$inferSelect;

export type UploadInput = {
  bytes: Uint8Array;
  /** The file's name as sent (kept for the library's list; never used to decide anything). */
  name: string;
  alt: Partial<Record<MediaLocale, unknown>>;
  caption?: Partial<Record<MediaLocale, unknown>>;
  focalX?: unknown;
  focalY?: unknown;
  /** A video's address: the photograph is then its poster. */
  videoUrl?: unknown;
  /** A video's WebVTT captions per language (https addresses ending in .vtt). */
  captionTracks?: Partial<Record<MediaLocale, unknown>>;
};

export type UploadOutcome =
  | { outcome: 'stored'; id: string }
  | { outcome: 'invalid'; errors: MediaFieldError[] }
  | { outcome: 'refused'; reason: UploadRefusal };

function captionOf(input: UploadInput['caption']): Record<MediaLocale, string> | null {
  if (!input) return null;
  const caption = Object.fromEntries(
    MEDIA_LOCALES.map((l) => [l, cleanText(input[l]).slice(0, MEDIA_LIMITS.maxText)]),
  ) as Record<MediaLocale, string>;
  return Object.values(caption).some(Boolean) ? caption : null;
}

/** The form's text fields: alt in every language, focal point, a video's address. */
function validateFields(input: Omit<UploadInput, 'bytes' | 'name'>) {
  const errors: MediaFieldError[] = [];
  const alt = validateAlt(input.alt);
  if (!alt.ok) errors.push(...alt.errors);
  const focalX = input.focalX === undefined || input.focalX === '' ? 50 : parseFocal(input.focalX);
  const focalY = input.focalY === undefined || input.focalY === '' ? 50 : parseFocal(input.focalY);
  if (focalX === null) errors.push({ field: 'focalX', code: 'invalid' });
  if (focalY === null) errors.push({ field: 'focalY', code: 'invalid' });
  let videoUrl: string | null = null;
  if (input.videoUrl !== undefined && cleanText(input.videoUrl) !== '') {
    videoUrl = parseVideoUrl(input.videoUrl);
    if (!videoUrl) errors.push({ field: 'videoUrl', code: 'invalid' });
  }
  const tracks: Partial<Record<MediaLocale, string>> = {};
  for (const l of MEDIA_LOCALES) {
    const raw = input.captionTracks?.[l];
    if (raw === undefined || raw === null || cleanText(raw) === '') continue;
    const href = parseCaptionsUrl(raw);
    if (href) tracks[l] = href;
    else errors.push({ field: `captions.${l}`, code: 'invalid' });
  }
  if (errors.length || !alt.ok) return { ok: false as const, errors };
  return {
    ok: true as const,
    alt: alt.alt,
    caption: captionOf(input.caption),
    focalX: focalX!,
    focalY: focalY!,
    videoUrl,
    // Captions belong to a video: a photograph keeps none.
    captionTracks: videoUrl && Object.keys(tracks).length ? tracks : null,
  };
}

/**
 * Uploads a photograph (or a video's poster with its address): the fields are checked first,
 * then the size, then the bytes' own header (the type is what the decoder finds, whatever the
 * name says; more pixels than MEDIA_LIMITS.maxPixels is a decompression bomb). Only then is it
 * decoded, turned upright, stripped of its metadata and encoded at each responsive width in
 * AVIF and WebP; the renditions are stored, and the row and its audit entry written in one
 * transaction. A refusal stores nothing; a failure after storing removes what it stored.
 */
export async function uploadMedia(
  db: Db,
  actor: AuditActor,
  input: UploadInput,
  deps: MediaDeps,
): Promise<UploadOutcome> {
  const fields = validateFields(input);
  if (!fields.ok) return { outcome: 'invalid', errors: fields.errors };
  const sizeRefusal = checkUploadSize(input.bytes.byteLength);
  if (sizeRefusal) return { outcome: 'refused', reason: sizeRefusal };
  const header = await deps.images.inspect(input.bytes, MEDIA_LIMITS.maxPixels);
  if ('refused' in header) return { outcome: 'refused', reason: header.refused };
  const checked = checkImageHeader(header);
  if (!checked.ok) return { outcome: 'refused', reason: checked.reason };
  const upright = uprightSize(checked.width, checked.height, header.orientation);

  let renditions;
  try {
    renditions = await deps.images.render(
      input.bytes,
      responsiveWidths(upright.width),
      MEDIA_FORMATS,
      MEDIA_LIMITS.maxPixels,
    );
  } catch {
    // A header that reads well over a body that does not (truncated, corrupt).
    return { outcome: 'refused', reason: 'unreadable' };
  }

  const id = randomUUID();
  const stored: string[] = [];
  const variants: MediaVariant[] = [];
  try {
    for (const r of renditions) {
      const key = variantKey(id, r.width, r.format);
      await deps.storage.put(key, r.bytes, MEDIA_CONTENT_TYPES[r.format]);
      stored.push(key);
      variants.push({
        width: r.width,
        height: r.height,
        format: r.format,
        key,
        bytes: r.bytes.byteLength,
      });
    }
    await db.transaction(async (tx) => {
      const row = {
        id,
        kind: fields.videoUrl ? ('video' as const) : ('image' as const),
        originalName: cleanText(input.name).slice(0, 200) || 'upload',
        sourceType: checked.type,
        sourceBytes: input.bytes.byteLength,
        width: upright.width,
        height: upright.height,
        alt: fields.alt,
        caption: fields.caption,
        focalX: fields.focalX,
        focalY: fields.focalY,
        variants,
        videoUrl: fields.videoUrl,
        captionTracks: fields.captionTracks,
        sha256: createHash('sha256').update(input.bytes).digest('hex'),
        createdBy: actor.email,
      };
      await tx.insert(media).values(row);
      await recordAudit(tx, actor, {
        action: 'media.upload',
        entity: 'media',
        entityId: id,
        before: null,
        after: {
          kind: row.kind,
          name: row.originalName,
          type: row.sourceType,
          width: row.width,
          height: row.height,
          alt: row.alt,
          videoUrl: row.videoUrl,
        },
      });
    });
  } catch (error) {
    await Promise.allSettled(stored.map((key) => deps.storage.remove(key)));
    throw error;
  }
  return { outcome: 'stored', id };
}

export type MediaEdit = {
  alt: Partial<Record<MediaLocale, unknown>>;
  caption?: Partial<Record<MediaLocale, unknown>>;
  focalX?: unknown;
  focalY?: unknown;
  videoUrl?: unknown;
  captionTracks?: Partial<Record<MediaLocale, unknown>>;
};

type EditFields = {
  alt: Record<MediaLocale, string>;
  caption: Record<MediaLocale, string> | null;
  focalX: number;
  focalY: number;
  videoUrl: string | null;
  captionTracks: Partial<Record<MediaLocale, string>> | null;
};

/** Whether an edit changes nothing (the JSON columns come back with their keys reordered). */
function sameEdit(a: EditFields, b: EditFields): boolean {
  const texts = (t: Record<MediaLocale, string> | null) =>
    t ? MEDIA_LOCALES.map((l) => t[l] ?? '').join('\u0000') : null;
  return (
    texts(a.alt) === texts(b.alt) &&
    texts(a.caption) === texts(b.caption) &&
    a.focalX === b.focalX &&
    a.focalY === b.focalY &&
    a.videoUrl === b.videoUrl &&
    texts(a.captionTracks as Record<MediaLocale, string> | null) ===
      texts(b.captionTracks as Record<MediaLocale, string> | null)
  );
}

/** The captions of an edit, already checked by validateFields (none: null). */
function validCaptions(
  input: Partial<Record<MediaLocale, unknown>>,
): Partial<Record<MediaLocale, string>> | null {
  const tracks: Partial<Record<MediaLocale, string>> = {};
  for (const l of MEDIA_LOCALES) {
    const href = parseCaptionsUrl(input[l]);
    if (href) tracks[l] = href;
  }
  return Object.keys(tracks).length ? tracks : null;
}

/** Changes a photograph's alt texts, caption, focal point or video address, audited. */
export async function updateMedia(
  db: Db,
  actor: AuditActor,
  id: string,
  edit: MediaEdit,
): Promise<
  | { outcome: 'saved' | 'unchanged' | 'not-found' }
  | { outcome: 'invalid'; errors: MediaFieldError[] }
> {
  const fields = validateFields(edit);
  if (!fields.ok) return { outcome: 'invalid', errors: fields.errors };
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(media).where(eq(media.id, id)).for('update');
    if (!before) return { outcome: 'not-found' as const };
    // A video stays a video (its address may change, not go); a photograph gets none.
    const videoUrl = before.kind === 'video' ? (fields.videoUrl ?? before.videoUrl) : null;
    const captionTracks =
      before.kind === 'video' && edit.captionTracks !== undefined
        ? validCaptions(edit.captionTracks)
        : before.captionTracks;
    const after: EditFields = {
      alt: fields.alt,
      caption: fields.caption,
      focalX: fields.focalX,
      focalY: fields.focalY,
      videoUrl,
      captionTracks,
    };
    const was: EditFields = {
      alt: before.alt,
      caption: before.caption,
      focalX: before.focalX,
      focalY: before.focalY,
      videoUrl: before.videoUrl,
      captionTracks: before.captionTracks,
    };
    if (sameEdit(was, after)) return { outcome: 'unchanged' as const };
    await tx
      .update(media)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(media.id, id));
    await recordAudit(tx, actor, {
      action: 'media.update',
      entity: 'media',
      entityId: id,
      before: was,
      after,
    });
    return { outcome: 'saved' as const };
  });
}

/** Whether a subject exists: a hotel, room type, park or tour by its code; a restaurant by slug. */
async function subjectExists(db: Db, type: MediaSubject, key: string): Promise<boolean> {
  if (!isSubjectKey(key)) return false;
  if (type === 'hotel' || type === 'room_type') {
    const hotels = await listHotelsWithRooms(db);
    return type === 'hotel'
      ? hotels.some((h) => h.code === key)
      : hotels.some((h) => h.roomTypes.some((r) => r.code === key));
  }
  if (type === 'park' || type === 'tour')
    return (await listProducts(db)).some((p) => p.kind === type && p.code === key);
  return true;
}

export type AttachInput = {
  mediaId: string;
  subjectType: MediaSubject;
  subjectKey: string;
  slot: MediaSlot;
};

/**
 * Shows a photograph on a subject: as its hero or card (replacing the one before), or at the
 * end of its gallery (once). Audited with what it replaced.
 */
export async function attachMedia(
  db: Db,
  actor: AuditActor,
  input: AttachInput,
): Promise<{ outcome: 'attached' | 'unchanged' | 'not-found' | 'unknown-subject' }> {
  if (!(await subjectExists(db, input.subjectType, input.subjectKey)))
    return { outcome: 'unknown-subject' };
  return db.transaction(async (tx) => {
    const [item] = await tx
      .select({ id: media.id })
      .from(media)
      .where(eq(media.id, input.mediaId))
      .for('update');
    if (!item) return { outcome: 'not-found' as const };
    const where = and(
      eq(mediaAttachments.subjectType, input.subjectType),
      eq(mediaAttachments.subjectKey, input.subjectKey),
      eq(mediaAttachments.slot, input.slot),
    );
    let replaced: string | null = null;
    let position = 0;
    if (input.slot === 'gallery') {
      const [last] = await tx
        .select({ max: sql<number>`coalesce(max(${mediaAttachments.position}), -1)` })
        .from(mediaAttachments)
        .where(where);
      position = Number(last?.max ?? -1) + 1;
    } else {
      const [current] = await tx
        .select({ id: mediaAttachments.id, mediaId: mediaAttachments.mediaId })
        .from(mediaAttachments)
        .where(where)
        .for('update');
      if (current?.mediaId === input.mediaId) return { outcome: 'unchanged' as const };
      if (current) {
        await tx.delete(mediaAttachments).where(eq(mediaAttachments.id, current.id));
        replaced = current.mediaId;
      }
    }
    const [row] = await tx
      .insert(mediaAttachments)
      .values({ ...input, position })
      .onConflictDoNothing()
      .returning({ id: mediaAttachments.id });
    if (!row) return { outcome: 'unchanged' as const };
    await recordAudit(tx, actor, {
      action: 'media.attach',
      entity: 'media',
      entityId: input.mediaId,
      before: replaced ? { mediaId: replaced } : null,
      after: { subject: input.subjectType, key: input.subjectKey, slot: input.slot, position },
    });
    return { outcome: 'attached' as const };
  });
}

/** Takes a photograph off a subject, audited. */
export async function detachMedia(
  db: Db,
  actor: AuditActor,
  attachmentId: string,
): Promise<{ outcome: 'detached' | 'not-found' }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(mediaAttachments)
      .where(eq(mediaAttachments.id, attachmentId))
      .returning();
    if (!row) return { outcome: 'not-found' as const };
    await recordAudit(tx, actor, {
      action: 'media.detach',
      entity: 'media',
      entityId: row.mediaId,
      before: { subject: row.subjectType, key: row.subjectKey, slot: row.slot },
      after: null,
    });
    return { outcome: 'detached' as const };
  });
}

/**
 * Deletes a photograph for good: taken off every page it is shown on and out of the library in
 * one transaction, audited with what it was and where it was shown; its renditions are
 * removed from the storage once that has committed (a removal that fails leaves unreachable
 * files behind, never a page pointing at a missing one). Two deletions at once: one deletes,
 * the other finds nothing.
 */
export async function deleteMedia(
  db: Db,
  actor: AuditActor,
  id: string,
  storage: MediaDeps['storage'],
): Promise<{ outcome: 'deleted'; shownOn: number } | { outcome: 'not-found' }> {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))
    return { outcome: 'not-found' };
  const deleted = await db.transaction(async (tx) => {
    const [item] = await tx.select().from(media).where(eq(media.id, id)).for('update');
    if (!item) return undefined;
    const places = await tx
      .delete(mediaAttachments)
      .where(eq(mediaAttachments.mediaId, id))
      .returning();
    await tx.delete(media).where(eq(media.id, id));
    await recordAudit(tx, actor, {
      action: 'media.delete',
      entity: 'media',
      entityId: id,
      before: {
        originalName: item.originalName,
        alt: item.alt,
        shownOn: places.map((p) => ({ subject: p.subjectType, key: p.subjectKey, slot: p.slot })),
      },
      after: null,
    });
    return { item, shownOn: places.length };
  });
  if (!deleted) return { outcome: 'not-found' };
  await Promise.allSettled(deleted.item.variants.map((v) => storage.remove(v.key)));
  return { outcome: 'deleted', shownOn: deleted.shownOn };
}

/** The library, newest first, each with where it is shown. */
export async function listMedia(
  db: Db,
): Promise<(MediaItem & { attachments: MediaAttachment[] })[]> {
  const items = await db.select().from(media).orderBy(desc(media.createdAt), desc(media.id));
  if (items.length === 0) return [];
  const attachments = await db
    .select()
    .from(mediaAttachments)
    .where(
      inArray(
        mediaAttachments.mediaId,
        items.map((i) => i.id),
      ),
    )
    .orderBy(asc(mediaAttachments.subjectType), asc(mediaAttachments.position));
  return items.map((i) => ({ ...i, attachments: attachments.filter((a) => a.mediaId === i.id) }));
}

export async function findMedia(db: Db, id: string): Promise<MediaItem | undefined> {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  return row;
}

/** What a public page shows of a subject: its hero, its card and its gallery in order. */
export async function mediaOf(
  db: Db,
  subjectType: MediaSubject,
  subjectKey: string,
): Promise<{ hero?: MediaItem; card?: MediaItem; gallery: MediaItem[] }> {
  const rows = await db
    .select({ slot: mediaAttachments.slot, item: media })
    .from(mediaAttachments)
    .innerJoin(media, eq(media.id, mediaAttachments.mediaId))
    .where(
      and(
        eq(mediaAttachments.subjectType, subjectType),
        eq(mediaAttachments.subjectKey, subjectKey),
      ),
    )
    .orderBy(asc(mediaAttachments.position), asc(mediaAttachments.createdAt));
  return {
    hero: rows.find((r) => r.slot === 'hero')?.item,
    card: rows.find((r) => r.slot === 'card')?.item,
    gallery: rows.filter((r) => r.slot === 'gallery').map((r) => r.item),
  };
}

/**
 * The photograph of each card of a page, in one query for all of them (never one per card):
 * each subject's card photograph, else its hero. Subjects with neither are absent from the
 * map (their card keeps its illustration); videos are never a card.
 */
export async function cardPhotos(
  db: Db,
  subjectType: MediaSubject,
  subjectKeys: readonly string[],
): Promise<Map<string, MediaItem>> {
  const keys = [...new Set(subjectKeys)].filter(isSubjectKey);
  const photos = new Map<string, MediaItem>();
  if (keys.length === 0) return photos;
  const rows = await db
    .select({ key: mediaAttachments.subjectKey, slot: mediaAttachments.slot, item: media })
    .from(mediaAttachments)
    .innerJoin(media, eq(media.id, mediaAttachments.mediaId))
    .where(
      and(
        eq(mediaAttachments.subjectType, subjectType),
        inArray(mediaAttachments.subjectKey, keys),
        inArray(mediaAttachments.slot, ['card', 'hero']),
        eq(media.kind, 'image'),
      ),
    );
  for (const slot of ['hero', 'card'] as const)
    for (const row of rows) if (row.slot === slot) photos.set(row.key, row.item);
  return photos;
}

/** Whether anyone with this address has uploaded anything (the demo's photographs, once). */
export async function hasMediaBy(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: media.id })
    .from(media)
    .where(eq(media.createdBy, email))
    .limit(1);
  return !!row;
}
