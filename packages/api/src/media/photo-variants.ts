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

/** AVIF encoder effort (0–9): 2 is the measured trade-off (ADR 042, `bench/photo-variants.bench.ts`). */
const AVIF_EFFORT = 2;

function encode(image: Sharp, format: PhotoFormat, avifEffort: number): Sharp {
  if (format === 'avif') return image.avif({ quality: 55, effort: avifEffort });
  if (format === 'webp') return image.webp({ quality: 78 });
  return image.jpeg({ quality: 80, mozjpeg: true, progressive: true });
}

/** Makes the variants of the photo `input`. Throws when sharp cannot read it. */
export async function makePhotoVariants(
  input: Uint8Array,
  { avifEffort = AVIF_EFFORT }: { avifEffort?: number } = {},
): Promise<MadePhoto> {
  // Each width is resized from the original (a JPEG is decoded at a fraction of its size when
  // that suffices), and its three formats are encoded from one resized image.
  const read = () => sharp(input, { limitInputPixels: MAX_PIXELS, failOn: 'error' }).rotate();
  const meta = await sharp(input, { limitInputPixels: MAX_PIXELS }).metadata();
  const sideways = (meta.orientation ?? 1) >= 5;
  const width = sideways ? meta.height : meta.width;
  const height = sideways ? meta.width : meta.height;
  const variants: MadeVariant[] = [];
  for (const target of widthsFor(width)) {
    const resized = read().resize({ width: target, withoutEnlargement: true }).toColourspace('srgb');
    const made = await Promise.all(
      PHOTO_FORMATS.map(async (format) => {
        const { data, info } = await encode(resized.clone(), format, avifEffort).toBuffer({
          resolveWithObject: true,
        });
        const hash = createHash('sha256').update(data).digest('hex').slice(0, 20);
        return {
          file: `${hash}.${EXTENSION[format]}`,
          bytes: new Uint8Array(data),
          format,
          width: info.width,
          height: info.height,
        };
      }),
    );
    variants.push(...made);
  }
  const small = await read().resize({ width: 64 }).toColourspace('srgb').png().toBuffer();
  const { dominant } = await sharp(small).stats();
  const hex = (n: number) => n.toString(16).padStart(2, '0');
  const tiny = await sharp(small).resize({ width: 16 }).blur(1).webp({ quality: 40 }).toBuffer();
  return {
    width,
    height,
    variants,
    placeholder: {
      color: `#${hex(dominant.r)}${hex(dominant.g)}${hex(dominant.b)}`,
      dataUrl: `data:image/webp;base64,${tiny.toString('base64')}`,
    },
  };
}
