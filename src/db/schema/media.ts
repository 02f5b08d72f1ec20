import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Lang3 } from './types';

/** One stored rendition of a photograph: a width in one modern format (issue 17). */
export type MediaVariant = {
  width: number;
  height: number;
  format: 'avif' | 'webp';
  /** The storage key (local folder or S3-compatible bucket). */
  key: string;
  bytes: number;
};

/**
 * The media library (issue 17): photographs uploaded by the content team (checked by content,
 * re-encoded without their metadata, resized into responsive widths) and videos by address
 * with a poster photograph. Alt text is required in every language; the focal point (0–100 %
 * of the width and height) decides what a cropped hero keeps.
 */
export const media = pgTable(
  'media',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['image', 'video'] }).notNull(),
    /** The name the file came with (shown in the library only, never trusted). */
    originalName: text('original_name').notNull(),
    /** The type found in the bytes (image/jpeg, image/png, image/webp, image/avif). */
    sourceType: text('source_type'),
    sourceBytes: integer('source_bytes'),
    /** Upright dimensions (after the EXIF orientation is applied). */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: jsonb('alt').$type<Lang3>().notNull(),
    caption: jsonb('caption').$type<Lang3>(),
    focalX: integer('focal_x').notNull().default(50),
    focalY: integer('focal_y').notNull().default(50),
    variants: jsonb('variants').$type<MediaVariant[]>().notNull(),
    /** A video's address (https); its poster is this row's photograph variants. */
    videoUrl: text('video_url'),
    /** A video's WebVTT captions, an https address per language (issue 17); null: none. */
    captionTracks: jsonb('caption_tracks').$type<Partial<Lang3>>(),
    /** SHA-256 of the uploaded bytes: the same file twice is one photograph. */
    sha256: text('sha256'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('media_created').on(t.createdAt),
    check('media_focal', sql`${t.focalX} BETWEEN 0 AND 100 AND ${t.focalY} BETWEEN 0 AND 100`),
    check('media_size', sql`${t.width} > 0 AND ${t.height} > 0`),
    check('media_video', sql`(${t.kind} = 'video') = (${t.videoUrl} IS NOT NULL)`),
  ],
);

/**
 * Where a photograph or video is shown: a hotel, room type, restaurant, park or tour (by its
 * code), as the hero (one), the card (one) or in the gallery (ordered).
 */
export const mediaAttachments = pgTable(
  'media_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    subjectType: text('subject_type', {
      enum: ['hotel', 'room_type', 'restaurant', 'park', 'tour'],
    }).notNull(),
    subjectKey: text('subject_key').notNull(),
    slot: text('slot', { enum: ['hero', 'card', 'gallery'] }).notNull(),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One hero and one card per subject; a photograph once per gallery.
    uniqueIndex('media_attachments_single')
      .on(t.subjectType, t.subjectKey, t.slot)
      .where(sql`${t.slot} <> 'gallery'`),
    uniqueIndex('media_attachments_gallery')
      .on(t.subjectType, t.subjectKey, t.mediaId)
      .where(sql`${t.slot} = 'gallery'`),
    index('media_attachments_media').on(t.mediaId),
  ],
);
