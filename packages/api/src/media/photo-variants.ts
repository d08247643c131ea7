/**
 * A photo's variants (docs/spec/console.md#media-library), made with sharp: the original
 * auto-oriented by its EXIF orientation, then written as AVIF, WebP and JPEG at each width of
 * PHOTO_WIDTHS that is not wider than the photo (the photo's own width when it is narrower than
 * all), in sRGB, with no metadata at all (sharp writes none unless asked: EXIF, GPS, XMP and IPTC
 * are gone). A placeholder: the dominant colour and a 16-pixel-wide blurred WebP.
 */
import { createHash } from 'node:crypto';
import { PHOTO_FORMATS, PHOTO_WIDTHS, type PhotoFormat } from '@renovo/core/contracts';
import sharp, { type Sharp } from 'sharp';

/** A made variant: its bytes, its content-hashed file name and its size. */
interface MadeVariant {
  file: string;
  bytes: Uint8Array;
  format: PhotoFormat;
  width: number;
  height: number;
}

/** What processing a photo made. */
export interface MadePhoto {
  width: number;
  height: number;
  variants: MadeVariant[];
  placeholder: { color: string; dataUrl: string };
}

/** File extensions of the formats. */
const EXTENSION: Record<PhotoFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

/** Largest side in pixels sharp reads (a decompression bomb is refused, not decoded). */
const MAX_PIXELS = 100_000_000;

/** The widths to make of a photo `width` pixels wide. */
function widthsFor(width: number): number[] {
  const fitting = PHOTO_WIDTHS.filter((w) => w <= width);
  return fitting.length > 0 ? [...fitting] : [width];
}

function encode(image: Sharp, format: PhotoFormat): Sharp {
  if (format === 'avif') return image.avif({ quality: 55, effort: 2 });
  if (format === 'webp') return image.webp({ quality: 78 });
  return image.jpeg({ quality: 80, mozjpeg: true, progressive: true });
}

/** Makes the variants of the photo `input`. Throws when sharp cannot read it. */
export async function makePhotoVariants(input: Uint8Array): Promise<MadePhoto> {
  const oriented = sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
  const { data: base, info } = await oriented
    .toColourspace('srgb')
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  const variants: MadeVariant[] = [];
  for (const width of widthsFor(info.width)) {
    for (const format of PHOTO_FORMATS) {
      const { data, info: made } = await encode(
        sharp(base).resize({ width, withoutEnlargement: true }),
        format,
      ).toBuffer({
        resolveWithObject: true,
      });
      const hash = createHash('sha256').update(data).digest('hex').slice(0, 20);
      variants.push({
        file: `${hash}.${EXTENSION[format]}`,
        bytes: new Uint8Array(data),
        format,
        width: made.width,
        height: made.height,
      });
    }
  }
  const { dominant } = await sharp(base).stats();
  const hex = (n: number) => n.toString(16).padStart(2, '0');
  const tiny = await sharp(base).resize({ width: 16 }).blur(1).webp({ quality: 40 }).toBuffer();
  return {
    width: info.width,
    height: info.height,
    variants,
    placeholder: {
      color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
      dataUrl: `data:image/webp;base64,${tiny.toString('base64')}`,
    },
  };
}
