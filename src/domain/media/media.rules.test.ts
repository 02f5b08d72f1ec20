import { describe, expect, it } from 'vitest';
import {
  acceptedType,
  checkImageHeader,
  checkUploadSize,
  keyFromAddress,
  MEDIA_LIMITS,
  objectPosition,
  parseFocal,
  parseVideoUrl,
  pictureOf,
  responsiveWidths,
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
