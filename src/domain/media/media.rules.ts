import { VIDEO_EMBED_ORIGINS } from '@/lib/video-origins';

/**
 * The media library's rules (issue 17), pure: which files are photographs we take, how big,
 * which widths they are resized into, what alt text and focal point are valid, and where each
 * rendition is kept. The use cases (media.service.ts) and the pages call these; nothing else
 * repeats them.
 */

export const MEDIA_LOCALES = ['es', 'en', 'pt'] as const;
export type MediaLocale = (typeof MEDIA_LOCALES)[number];

export const MEDIA_LIMITS = {
  /** Bytes of one uploaded file. */
  maxBytes: 10 * 1024 * 1024,
  /**
   * Pixels (width × height) of one photograph: a 40-megapixel camera's. A small file that
   * claims more (a decompression bomb) is refused before it is decoded.
   */
  maxPixels: 40_000_000,
  /** Characters of an alt text or caption. */
  maxText: 250,
  /** Characters of a video address. */
  maxUrl: 500,
} as const;

/** The formats a photograph may come in, as the decoder names them, and their types. */
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'] as const;
export type AcceptedType = (typeof ACCEPTED_TYPES)[number];

/**
 * The type of a file from what its decoder found in the bytes (never its name or the type the
 * browser declared): JPEG, PNG, WebP, or AVIF (a HEIF file whose compression is AV1). Anything
 * else, HEIC, GIF, SVG, TIFF included, is not a photograph we take.
 */
export function acceptedType(
  format: string | undefined,
  compression?: string,
): AcceptedType | null {
  switch (format) {
    case 'jpeg':
      return 'image/jpeg';
    case 'png':
      return 'image/png';
    case 'webp':
      return 'image/webp';
    case 'heif':
      return compression === 'av1' ? 'image/avif' : null;
    default:
      return null;
  }
}

/** The widths photographs are resized into (px); narrower originals are never enlarged. */
export const MEDIA_WIDTHS = [480, 960, 1600] as const;
/** The formats every width is encoded in, best first (the page offers both). */
export const MEDIA_FORMATS = ['avif', 'webp'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];

/** The widths to render a photograph `width` pixels wide into: each one at most the original. */
export function responsiveWidths(width: number): number[] {
  const widths: number[] = MEDIA_WIDTHS.filter((w) => w < width);
  // The largest rendition is the original's width when it is narrower than the widest step.
  widths.push(Math.min(width, Math.max(...MEDIA_WIDTHS)));
  return [...new Set(widths)];
}

/** The height of a rendition `width` wide of a `source` photograph (its ratio kept). */
export function scaledHeight(source: { width: number; height: number }, width: number): number {
  return Math.max(1, Math.round((source.height * width) / source.width));
}

export type UploadRefusal = 'type' | 'too-large' | 'too-many-pixels' | 'unreadable' | 'empty';

/** The checks on a file before anything is decoded or stored. */
export function checkUploadSize(bytes: number): UploadRefusal | null {
  if (bytes <= 0) return 'empty';
  if (bytes > MEDIA_LIMITS.maxBytes) return 'too-large';
  return null;
}

/** The checks on what the decoder read from the header (no pixel decoded yet). */
export function checkImageHeader(header: {
  format?: string;
  compression?: string;
  width?: number;
  height?: number;
}):
  | { ok: true; type: AcceptedType; width: number; height: number }
  | { ok: false; reason: UploadRefusal } {
  const type = acceptedType(header.format, header.compression);
  if (!type) return { ok: false, reason: 'type' };
  const { width, height } = header;
  if (!width || !height || width < 1 || height < 1) return { ok: false, reason: 'unreadable' };
  if (width * height > MEDIA_LIMITS.maxPixels) return { ok: false, reason: 'too-many-pixels' };
  return { ok: true, type, width, height };
}

/** The upright size of a photograph whose EXIF orientation (5–8) turns it a quarter. */
export function uprightSize(
  width: number,
  height: number,
  orientation: number | undefined,
): { width: number; height: number } {
  return orientation && orientation >= 5 && orientation <= 8
    ? { width: height, height: width }
    : { width, height };
}

export type MediaText = Record<MediaLocale, string>;
export type MediaFieldError = { field: string; code: 'required' | 'too-long' | 'invalid' };

/** Removes control characters and surrounding spaces from a text a person typed. */
export function cleanText(value: unknown): string {
  return typeof value === 'string' ? value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim() : '';
}

/**
 * Alt text in every language: required (a photograph nobody can describe is not published),
 * at most MEDIA_LIMITS.maxText characters.
 */
export function validateAlt(
  input: Partial<Record<MediaLocale, unknown>>,
): { ok: true; alt: MediaText } | { ok: false; errors: MediaFieldError[] } {
  const alt = {} as MediaText;
  const errors: MediaFieldError[] = [];
  for (const locale of MEDIA_LOCALES) {
    const text = cleanText(input[locale]);
    if (!text) errors.push({ field: `alt.${locale}`, code: 'required' });
    else if (text.length > MEDIA_LIMITS.maxText)
      errors.push({ field: `alt.${locale}`, code: 'too-long' });
    alt[locale] = text;
  }
  return errors.length ? { ok: false, errors } : { ok: true, alt };
}

/** A focal point coordinate: a whole percentage 0–100, or null when it is not one. */
export function parseFocal(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  if (!/^\s*\d{1,3}\s*$/.test(text)) return null;
  const n = Number(text);
  return n >= 0 && n <= 100 ? n : null;
}

/** The CSS object-position that keeps a photograph's focal point in view when it is cropped. */
export function objectPosition(focal: { focalX: number; focalY: number }): string {
  return `${focal.focalX}% ${focal.focalY}%`;
}

/** A video's address: https only, no credentials, of a sane length; null when it is not one. */
export function parseVideoUrl(value: unknown): string | null {
  const text = cleanText(value);
  if (!text || text.length > MEDIA_LIMITS.maxUrl) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  return url.toString();
}

/** Where a rendition is kept: `media/<id>/<width>.<format>`. */
export function variantKey(id: string, width: number, format: MediaFormat): string {
  return `media/${id}/${width}.${format}`;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const FILE = /^([1-9]\d{0,4})\.(avif|webp)$/;

/**
 * The storage key of a rendition asked for by address (`/media/<id>/<file>`), or null when the
 * address is not one we could have made: no path of another shape ever reaches the storage.
 */
export function keyFromAddress(
  id: string,
  file: string,
): {
  key: string;
  format: MediaFormat;
} | null {
  const match = FILE.exec(file);
  if (!UUID.test(id) || !match) return null;
  const format = match[2] as MediaFormat;
  return { key: variantKey(id, Number(match[1]), format), format };
}

/** The public address of a rendition (served by the media route with long cache headers). */
export function variantUrl(key: string): string {
  return `/${key}`;
}

export const MEDIA_CONTENT_TYPES: Record<MediaFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
};

/** A `srcset` of one format's renditions, narrowest first. */
export function srcSet(
  variants: { width: number; format: MediaFormat; key: string }[],
  format: MediaFormat,
): string {
  return variants
    .filter((v) => v.format === format)
    .sort((a, b) => a.width - b.width)
    .map((v) => `${variantUrl(v.key)} ${v.width}w`)
    .join(', ');
}

export const MEDIA_SUBJECTS = ['hotel', 'room_type', 'restaurant', 'park', 'tour'] as const;
export type MediaSubject = (typeof MEDIA_SUBJECTS)[number];
export const MEDIA_SLOTS = ['hero', 'card', 'gallery'] as const;
export type MediaSlot = (typeof MEDIA_SLOTS)[number];

/** A subject's key: a hotel, room type or product code, a restaurant's slug. */
export function isSubjectKey(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9][A-Za-z0-9_-]{0,59}$/.test(value);
}

/** What a page needs to show a photograph (the shape of components/ui/picture's PictureSource). */
export function pictureOf(
  photo: {
    width: number;
    height: number;
    alt: Record<MediaLocale, string>;
    focalX: number;
    focalY: number;
    variants: { width: number; format: MediaFormat; key: string }[];
  },
  locale: MediaLocale,
) {
  const widest = photo.variants
    .filter((v) => v.format === 'webp')
    .reduce<{ width: number; key: string } | undefined>(
      (best, v) => (!best || v.width > best.width ? v : best),
      undefined,
    );
  return {
    avif: srcSet(photo.variants, 'avif'),
    webp: srcSet(photo.variants, 'webp'),
    src: widest ? variantUrl(widest.key) : '',
    alt: photo.alt[locale],
    width: photo.width,
    height: photo.height,
    position: objectPosition(photo),
  };
}

/**
 * A restaurant's key in the media library: its name as the gastronomy pages print it, in
 * lower case without accents, words joined by hyphens ("Brasa y Copal" → "brasa-y-copal").
 */
export function restaurantKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
}

/**
 * How the park widget plays a video in the page (issue 17):
 * - `youtube`: a privacy-enhanced embed (www.youtube-nocookie.com) of the video's id;
 * - `vimeo`: Vimeo's player with do-not-track;
 * - `file`: a `<video>` of a file (MP4, WebM) on an origin the site allows (VIDEO_ORIGINS);
 * - `link`: any other https address, offered as a link that opens outside the page.
 * Null for what is no video address at all (javascript:, data:, http:, credentials…).
 * Hosts are compared whole: youtube.com.example.net or notyoutube.com are not YouTube.
 */
export type VideoPlayback =
  | { kind: 'youtube' | 'vimeo'; id: string; embed: string; href: string }
  | { kind: 'file'; src: string; type: 'video/mp4' | 'video/webm'; href: string }
  | { kind: 'link'; href: string };

const YOUTUBE_HOSTS = new Set([
  'youtube.com',
  'www.youtube.com',
  'm.youtube.com',
  'youtube-nocookie.com',
  'www.youtube-nocookie.com',
]);
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^[1-9]\d{0,11}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/;

function youtubeId(url: URL): string | null {
  if (url.hostname === 'youtu.be') {
    const id = url.pathname.slice(1);
    return YOUTUBE_ID.test(id) ? id : null;
  }
  if (!YOUTUBE_HOSTS.has(url.hostname)) return null;
  if (url.pathname === '/watch') {
    const id = url.searchParams.get('v') ?? '';
    return YOUTUBE_ID.test(id) ? id : null;
  }
  const match = /^\/(?:embed|shorts|live)\/([^/]+)\/?$/.exec(url.pathname);
  return match && YOUTUBE_ID.test(match[1]!) ? match[1]! : null;
}

function vimeoId(url: URL): { id: string; hash?: string } | null {
  const parts = url.pathname.split('/').filter(Boolean);
  if (url.hostname === 'vimeo.com' || url.hostname === 'www.vimeo.com') {
    const [id, hash, ...rest] = parts;
    if (!id || !VIMEO_ID.test(id) || rest.length) return null;
    if (hash !== undefined && !VIMEO_HASH.test(hash)) return null;
    return { id, hash };
  }
  if (url.hostname === 'player.vimeo.com' && parts[0] === 'video' && parts.length === 2) {
    const id = parts[1]!;
    const hash = url.searchParams.get('h') ?? undefined;
    if (!VIMEO_ID.test(id) || (hash !== undefined && !VIMEO_HASH.test(hash))) return null;
    return { id, hash };
  }
  return null;
}

/** How to play the video at `address` (see VideoPlayback); `fileOrigins`: VIDEO_ORIGINS. */
export function classifyVideo(
  address: unknown,
  fileOrigins: readonly string[],
): VideoPlayback | null {
  const href = parseVideoUrl(address);
  if (!href) return null;
  const url = new URL(href);
  if (url.port) return { kind: 'link', href };
  const yt = youtubeId(url);
  if (yt)
    return {
      kind: 'youtube',
      id: yt,
      embed: `${VIDEO_EMBED_ORIGINS[0]}/embed/${yt}?rel=0`,
      href,
    };
  const vimeo = vimeoId(url);
  if (vimeo)
    return {
      kind: 'vimeo',
      id: vimeo.id,
      embed: `${VIDEO_EMBED_ORIGINS[1]}/video/${vimeo.id}?dnt=1${vimeo.hash ? `&h=${vimeo.hash}` : ''}`,
      href,
    };
  const file = /\.(mp4|m4v|webm)$/i.exec(url.pathname);
  if (file && fileOrigins.includes(url.origin))
    return {
      kind: 'file',
      src: href,
      type: file[1]!.toLowerCase() === 'webm' ? 'video/webm' : 'video/mp4',
      href,
    };
  return { kind: 'link', href };
}

/** A captions file's address as typed in the library: https, ending in .vtt; null otherwise. */
export function parseCaptionsUrl(value: unknown): string | null {
  const href = parseVideoUrl(value);
  return href && /\.vtt$/i.test(new URL(href).pathname) ? href : null;
}

/** A captions file's address the page may load (WebVTT on an allowed origin), or null. */
export function captionsTrack(address: unknown, fileOrigins: readonly string[]): string | null {
  const href = parseVideoUrl(address);
  if (!href) return null;
  const url = new URL(href);
  return /\.vtt$/i.test(url.pathname) && fileOrigins.includes(url.origin) ? href : null;
}
