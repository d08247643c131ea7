/**
 * An uploaded photo as the site's answers carry it (`Picture`, docs/spec/console.md#media-library):
 * every content row that shows an uploaded photo keeps the asset's id and turns it into a
 * `<picture>` here, so the formats, widths and URLs are decided in one place.
 */
import { PHOTO_FORMATS, PHOTO_MEDIA_TYPES, type Picture } from '@renovo/core/contracts';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mediaAssets } from '../db/schema-media.ts';

/** The columns `pictureOf` reads. */
type PictureSource = Pick<
  typeof mediaAssets.$inferSelect,
  'status' | 'width' | 'height' | 'variants' | 'placeholder'
>;

/** The public URL of a variant file: on the CDN's origin when one is set, else this site's. */
export function uploadUrl(origin: string | undefined, file: string): string {
  return `${origin ?? ''}/uploads/${file}`;
}

/** A ready photo as a `<picture>`; null while it is processing or when it failed. */
export function pictureOf(asset: PictureSource, origin: string | undefined): Picture | null {
  if (asset.status !== 'ready' || !asset.width || !asset.height || asset.variants.length === 0) return null;
  const sources = PHOTO_FORMATS.map((format) => {
    const variants = asset.variants.filter((v) => v.format === format).sort((a, b) => a.width - b.width);
    return {
      type: PHOTO_MEDIA_TYPES[format],
      srcset: variants.map((v) => `${uploadUrl(origin, v.file)} ${v.width}w`).join(', '),
    };
  }).filter((source) => source.srcset !== '');
  const jpegs = asset.variants.filter((v) => v.format === 'jpeg').sort((a, b) => b.width - a.width);
  const fallback = jpegs[0] ?? asset.variants[0]!;
  return {
    src: uploadUrl(origin, fallback.file),
    width: asset.width,
    height: asset.height,
    sources,
    color: asset.placeholder?.color ?? '#e5e5e5',
  };
}

/** The ready photos among `ids` as `<picture>`s, by id (one query for a whole page of rows). */
export async function picturesByIds(
  db: Db,
  ids: readonly (number | null | undefined)[],
  origin: string | undefined,
): Promise<Map<number, Picture>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  const pictures = new Map<number, Picture>();
  if (wanted.length === 0) return pictures;
  const rows = await db.select().from(mediaAssets).where(inArray(mediaAssets.id, wanted));
  for (const row of rows) {
    const picture = pictureOf(row, origin);
    if (picture) pictures.set(row.id, picture);
  }
  return pictures;
}
