import type { MediaFormat, UploadRefusal } from './media.rules';

/**
 * Where renditions are kept: a folder on this machine by default, or an S3-compatible bucket
 * that several instances share (MEDIA_STORAGE). Keys are made by `variantKey` only.
 */
export interface MediaStorage {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Uint8Array | null>;
  remove(key: string): Promise<void>;
}

/** What a decoder read from a file's header (no pixel decoded). */
export type ImageHeader = {
  format?: string;
  compression?: string;
  width?: number;
  height?: number;
  /** EXIF orientation, 1–8. */
  orientation?: number;
};

export type Rendition = { width: number; height: number; format: MediaFormat; bytes: Uint8Array };

/** The image decoder and encoder (sharp in the app). */
export interface ImageCodec {
  /**
   * The header of `bytes`, or the refusal when they are no image the decoder knows
   * ('unreadable') or claim more pixels than `maxPixels` ('too-many-pixels').
   */
  inspect(bytes: Uint8Array, maxPixels: number): Promise<ImageHeader | { refused: UploadRefusal }>;
  /**
   * The photograph upright, without its metadata (EXIF, GPS, XMP, ICC comments), at each width
   * in each format.
   */
  render(
    bytes: Uint8Array,
    widths: number[],
    formats: readonly MediaFormat[],
    maxPixels: number,
  ): Promise<Rendition[]>;
}

export type MediaDeps = { storage: MediaStorage; images: ImageCodec };
