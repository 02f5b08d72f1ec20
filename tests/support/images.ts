import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Test photographs and hostile files for the media library (issue 17), made here, no download. */

/** A small real photograph-like image: a gradient with a sun, in any accepted format. */
export async function testPhoto(
  format: 'jpeg' | 'png' | 'webp' | 'avif' = 'jpeg',
  { width = 1200, height = 800 }: { width?: number; height?: number } = {},
): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0e7490"/><stop offset="1" stop-color="#fde68a"/>
    </linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width * 0.7}" cy="${height * 0.35}" r="${height * 0.12}" fill="#f59e0b"/>
  </svg>`;
  const image = sharp(Buffer.from(svg));
  return (
    format === 'jpeg'
      ? image.jpeg()
      : format === 'png'
        ? image.png()
        : format === 'webp'
          ? image.webp()
          : image.avif({ effort: 0 })
  ).toBuffer();
}

/** A JPEG carrying EXIF with a camera make and GPS position (which the library must drop). */
export async function photoWithGps(): Promise<Buffer> {
  return sharp(await testPhoto('jpeg', { width: 600, height: 400 }))
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Leaky 1' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '20/1 34/1 48/1' },
    })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A decompression bomb: a valid PNG of a few kilobytes whose header claims `side` × `side`
 * pixels (400 megapixels by default) of one grey channel.
 */
export function decompressionBomb(side = 20_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const rows = deflateSync(Buffer.alloc((side + 1) * 8));
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', rows),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A text file dressed as a photograph (its name says .jpg). */
export const TEXT_AS_JPEG = Buffer.from('This is not a photograph, whatever the name says.\n');

/** An SVG (an image, but not a photograph we take: it can carry scripts). */
export const SVG_IMAGE = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

/** A file over the size cap: a real JPEG followed by padding. */
export async function oversizedPhoto(bytes: number): Promise<Buffer> {
  const photo = await testPhoto('jpeg', { width: 200, height: 100 });
  return Buffer.concat([photo, Buffer.alloc(Math.max(0, bytes - photo.length), 0)]);
}
