import sharp, { type Sharp } from 'sharp';
import type { ImageCodec, Rendition } from '@/domain/media';

/** Quality per format: photographs on a travel site, small files first. */
const ENCODE = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 2 }),
  webp: (image: Sharp) => image.webp({ quality: 76 }),
} as const;

/**
 * The image codec on sharp (libvips). The header is read with the pixel cap in force (sharp
 * refuses a header that claims more, before decoding anything); the renditions are decoded
 * with the same cap, turned upright from the EXIF orientation, and encoded without any of the
 * original's metadata (sharp keeps none unless asked: no EXIF, GPS, XMP or comments).
 */
export const sharpCodec: ImageCodec = {
  async inspect(bytes, maxPixels) {
    try {
      const meta = await sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' }).metadata();
      return {
        format: meta.format,
        compression: meta.compression,
        width: meta.width,
        height: meta.height,
        orientation: meta.orientation,
      };
    } catch (error) {
      const message = error instanceof Error ? error.message : '';
      // No decoder knows the bytes: not an image at all (text, PDF, an executable…).
      if (/unsupported image format/i.test(message)) return { refused: 'type' };
      return { refused: /pixel limit/i.test(message) ? 'too-many-pixels' : 'unreadable' };
    }
  },
  async render(bytes, widths, formats, maxPixels) {
    const upright = sharp(bytes, {
      limitInputPixels: maxPixels,
      failOn: 'error',
      autoOrient: true,
    });
    const out: Rendition[] = [];
    for (const width of widths)
      for (const format of formats) {
        const { data, info } = await ENCODE[format](
          upright.clone().resize({ width, withoutEnlargement: true }),
        ).toBuffer({ resolveWithObject: true });
        out.push({ width: info.width, height: info.height, format, bytes: new Uint8Array(data) });
      }
    return out;
  },
};
