import { describe, expect, it } from 'vitest';
import {
  acceptedType,
  captionsTrack,
  checkImageHeader,
  classifyVideo,
  checkUploadSize,
  keyFromAddress,
  MEDIA_LIMITS,
  objectPosition,
  parseCaptionsUrl,
  parseFocal,
  parseVideoUrl,
  pictureOf,
  responsiveWidths,
  restaurantKey,
  scaledHeight,
  srcSet,
  uprightSize,
  validateAlt,
  variantKey,
} from './media.rules';

const ID = '0b6f3b5e-8f4c-4a53-9d0e-3f1e2a7c9b10';

describe('which files are photographs', () => {
  it('takes JPEG, PNG, WebP and AVIF by what the decoder found, nothing else', () => {
    expect(acceptedType('jpeg')).toBe('image/jpeg');
    expect(acceptedType('png')).toBe('image/png');
    expect(acceptedType('webp')).toBe('image/webp');
    expect(acceptedType('heif', 'av1')).toBe('image/avif');
    // HEIC (HEIF with HEVC), GIF, SVG, TIFF and nothing at all are refused.
    expect(acceptedType('heif', 'hevc')).toBeNull();
    for (const other of ['gif', 'svg', 'tiff', 'pdf', 'raw', undefined])
      expect(acceptedType(other)).toBeNull();
  });

  it('refuses empty and oversized files before decoding', () => {
    expect(checkUploadSize(0)).toBe('empty');
    expect(checkUploadSize(1)).toBeNull();
    expect(checkUploadSize(MEDIA_LIMITS.maxBytes)).toBeNull();
    expect(checkUploadSize(MEDIA_LIMITS.maxBytes + 1)).toBe('too-large');
  });

  it('refuses a header that claims more pixels than the cap (a decompression bomb)', () => {
    expect(checkImageHeader({ format: 'png', width: 20_000, height: 20_000 })).toEqual({
      ok: false,
      reason: 'too-many-pixels',
    });
    expect(checkImageHeader({ format: 'png', width: 8000, height: 5000 })).toMatchObject({
      ok: true,
      type: 'image/png',
    });
    expect(checkImageHeader({ format: 'png', width: 8000, height: 5001 })).toMatchObject({
      ok: false,
    });
    expect(checkImageHeader({ format: 'svg', width: 10, height: 10 })).toEqual({
      ok: false,
      reason: 'type',
    });
    expect(checkImageHeader({ format: 'jpeg', width: 0, height: 10 })).toEqual({
      ok: false,
      reason: 'unreadable',
    });
  });

  it('turns quarter-rotated photographs upright (EXIF orientation 5–8)', () => {
    expect(uprightSize(4000, 3000, 6)).toEqual({ width: 3000, height: 4000 });
    expect(uprightSize(4000, 3000, 8)).toEqual({ width: 3000, height: 4000 });
    expect(uprightSize(4000, 3000, 3)).toEqual({ width: 4000, height: 3000 });
    expect(uprightSize(4000, 3000, undefined)).toEqual({ width: 4000, height: 3000 });
  });
});

describe('responsive widths', () => {
  it('renders each step below the original and the original capped at the widest', () => {
    expect(responsiveWidths(4000)).toEqual([480, 960, 1600]);
    expect(responsiveWidths(1200)).toEqual([480, 960, 1200]);
    expect(responsiveWidths(960)).toEqual([480, 960]);
    expect(responsiveWidths(300)).toEqual([300]);
  });

  it('keeps the ratio', () => {
    expect(scaledHeight({ width: 1600, height: 900 }, 480)).toBe(270);
    expect(scaledHeight({ width: 3000, height: 1 }, 480)).toBe(1);
  });

  it('lists one format per srcset, narrowest first', () => {
    const variants = [
      { width: 960, format: 'webp' as const, key: variantKey(ID, 960, 'webp') },
      { width: 480, format: 'webp' as const, key: variantKey(ID, 480, 'webp') },
      { width: 480, format: 'avif' as const, key: variantKey(ID, 480, 'avif') },
    ];
    expect(srcSet(variants, 'webp')).toBe(`/media/${ID}/480.webp 480w, /media/${ID}/960.webp 960w`);
    expect(srcSet(variants, 'avif')).toBe(`/media/${ID}/480.avif 480w`);
  });
});

describe('alt text, focal point, video address', () => {
  it('requires alt text in every language, trimmed, bounded', () => {
    expect(validateAlt({ es: ' Playa ', en: 'Beach', pt: 'Praia' })).toEqual({
      ok: true,
      alt: { es: 'Playa', en: 'Beach', pt: 'Praia' },
    });
    expect(validateAlt({ es: 'Playa', en: '   ', pt: undefined })).toEqual({
      ok: false,
      errors: [
        { field: 'alt.en', code: 'required' },
        { field: 'alt.pt', code: 'required' },
      ],
    });
    expect(validateAlt({ es: 'x'.repeat(251), en: 'a', pt: 'a' })).toMatchObject({
      ok: false,
      errors: [{ field: 'alt.es', code: 'too-long' }],
    });
    // Control characters never reach a page.
    expect(validateAlt({ es: 'a\u0000b', en: 'a', pt: 'a' })).toMatchObject({
      alt: { es: 'a b' },
    });
  });

  it('takes whole percentages 0–100 as focal point, nothing else', () => {
    expect(parseFocal('0')).toBe(0);
    expect(parseFocal('100')).toBe(100);
    expect(parseFocal(37)).toBe(37);
    for (const bad of ['101', '-1', '1.5', '', 'abc', '50%', null, {}])
      expect(parseFocal(bad)).toBeNull();
    expect(objectPosition({ focalX: 20, focalY: 80 })).toBe('20% 80%');
  });

  it('takes https video addresses only', () => {
    expect(parseVideoUrl('https://video.example/x.mp4')).toBe('https://video.example/x.mp4');
    for (const bad of [
      'http://video.example/x.mp4',
      'javascript:alert(1)',
      'https://user:pass@video.example/x',
      `https://v.example/${'a'.repeat(600)}`,
      'not a url',
    ])
      expect(parseVideoUrl(bad)).toBeNull();
  });
});

describe('storage keys from addresses', () => {
  it('maps only addresses we could have made', () => {
    expect(keyFromAddress(ID, '960.avif')).toEqual({ key: `media/${ID}/960.avif`, format: 'avif' });
    for (const [id, file] of [
      ['../etc', '960.avif'],
      [ID, '../../secrets.json'],
      [ID, '960.png'],
      [ID, '0960.webp'],
      [ID, '960.webp/x'],
      [ID.toUpperCase(), '960.webp'],
    ])
      expect(keyFromAddress(id!, file!), `${id}/${file}`).toBeNull();
  });
});

describe('a photograph as a page shows it', () => {
  it('gives both srcsets, the widest WebP, the alt of the language and the focal point', () => {
    const variants = [480, 960].flatMap((width) =>
      (['avif', 'webp'] as const).map((format) => ({
        width,
        format,
        key: variantKey(ID, width, format),
      })),
    );
    expect(
      pictureOf(
        {
          width: 960,
          height: 640,
          alt: { es: 'Playa', en: 'Beach', pt: 'Praia' },
          focalX: 30,
          focalY: 70,
          variants,
        },
        'en',
      ),
    ).toEqual({
      avif: `/media/${ID}/480.avif 480w, /media/${ID}/960.avif 960w`,
      webp: `/media/${ID}/480.webp 480w, /media/${ID}/960.webp 960w`,
      src: `/media/${ID}/960.webp`,
      alt: 'Beach',
      width: 960,
      height: 640,
      position: '30% 70%',
    });
  });
});

// Issue 17: the park widget plays a video in the page; which address plays how is decided here.
describe('how a video address plays in the page', () => {
  const ORIGINS = ['https://videos.xcaret.example'];
  const play = (url: unknown) => classifyVideo(url, ORIGINS);

  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('embeds %s from youtube-nocookie', (url, id) => {
    expect(play(url)).toEqual({
      kind: 'youtube',
      id,
      embed: `https://www.youtube-nocookie.com/embed/${id}?rel=0`,
      href: new URL(url).toString(),
    });
  });

  it('embeds Vimeo with do-not-track, a private link keeping its hash', () => {
    expect(play('https://vimeo.com/76979871')).toMatchObject({
      kind: 'vimeo',
      embed: 'https://player.vimeo.com/video/76979871?dnt=1',
    });
    expect(play('https://vimeo.com/76979871/abc123def0')).toMatchObject({
      embed: 'https://player.vimeo.com/video/76979871?dnt=1&h=abc123def0',
    });
    expect(play('https://player.vimeo.com/video/76979871?h=abc123def0')).toMatchObject({
      embed: 'https://player.vimeo.com/video/76979871?dnt=1&h=abc123def0',
    });
  });

  it('plays a file in a <video> only from an allowed origin', () => {
    expect(play('https://videos.xcaret.example/parks/xcaret.mp4')).toEqual({
      kind: 'file',
      src: 'https://videos.xcaret.example/parks/xcaret.mp4',
      type: 'video/mp4',
      href: 'https://videos.xcaret.example/parks/xcaret.mp4',
    });
    expect(play('https://videos.xcaret.example/x.WEBM')).toMatchObject({ type: 'video/webm' });
    // The same file elsewhere, or no file at all: a link to its own site.
    expect(play('https://cdn.other.example/xcaret.mp4')).toEqual({
      kind: 'link',
      href: 'https://cdn.other.example/xcaret.mp4',
    });
    expect(classifyVideo('https://videos.xcaret.example/x.mp4', [])).toMatchObject({
      kind: 'link',
    });
    expect(play('https://videos.xcaret.example/watch/xcaret')).toMatchObject({ kind: 'link' });
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(document.domain)//https://youtu.be/dQw4w9WgXcQ',
    'data:video/mp4;base64,AAAAIGZ0eXA=',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'http://videos.xcaret.example/x.mp4',
    'https://user:pass@www.youtube.com/watch?v=dQw4w9WgXcQ',
    '//www.youtube.com/watch?v=dQw4w9WgXcQ',
    'www.youtube.com/watch?v=dQw4w9WgXcQ',
    '',
    null,
    42,
    `https://videos.xcaret.example/${'a'.repeat(600)}.mp4`,
  ])('refuses %j outright', (url) => {
    expect(play(url)).toBeNull();
  });

  it.each([
    // Look-alike hosts are not YouTube or Vimeo, and never an allowed file origin.
    'https://www.youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/embed/dQw4w9WgXcQ',
    'https://evilyoutube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be.evil.example/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com.evil.example/embed/dQw4w9WgXcQ',
    'https://vimeo.com.evil.example/76979871',
    'https://player.vimeo.com.evil.example/video/76979871',
    'https://evil.example/?https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://evil.example/www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://videos.xcaret.example.evil.example/x.mp4',
    'https://videos.xcaret.example:8443/x.mp4',
    // YouTube and Vimeo, but no id we could embed (nothing is pasted into the player's address).
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"><script>',
    'https://www.youtube.com/embed/..%2F..%2Fevil',
    'https://www.youtube.com/channel/UCxyz',
    'https://vimeo.com/channels/staffpicks',
    'https://vimeo.com/76979871/not-a-hash!',
    'https://player.vimeo.com/video/76979871?h=<x>',
  ])('offers %s only as a link out, never framed or played', (url) => {
    expect(play(url)).toEqual({ kind: 'link', href: new URL(url).toString() });
  });
});

describe('captions and restaurants', () => {
  it('takes WebVTT captions over https, and loads them only from an allowed origin', () => {
    expect(parseCaptionsUrl('https://videos.xcaret.example/xcaret.es.vtt')).toBe(
      'https://videos.xcaret.example/xcaret.es.vtt',
    );
    for (const bad of [
      'https://videos.xcaret.example/xcaret.srt',
      'http://videos.xcaret.example/x.vtt',
      'javascript:alert(1)//.vtt',
      'data:text/vtt,WEBVTT',
    ])
      expect(parseCaptionsUrl(bad)).toBeNull();
    expect(
      captionsTrack('https://videos.xcaret.example/x.vtt', ['https://videos.xcaret.example']),
    ).toBe('https://videos.xcaret.example/x.vtt');
    expect(captionsTrack('https://other.example/x.vtt', ['https://videos.xcaret.example'])).toBe(
      null,
    );
  });

  it('keys a restaurant by its printed name, accents and spaces folded', () => {
    expect(restaurantKey('Brasa y Copal')).toBe('brasa-y-copal');
    expect(restaurantKey('El Jardín')).toBe('el-jardin');
    expect(restaurantKey('  Umami del Caribe! ')).toBe('umami-del-caribe');
  });
});
