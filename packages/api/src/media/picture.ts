/**
 * An uploaded photo as the site's answers carry it (`Picture`, docs/spec/console.md#media-library):
 * every content row that shows an uploaded photo keeps the asset's id and turns it into a
 * `<picture>` here, so the formats, widths and URLs are decided in one place.
 */
import { PHOTO_FORMATS, PHOTO_MEDIA_TYPES, type Picture } from '@renovo/core/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { mediaAssets } from '../db/schema-media.ts';

/** The columns `pictureOf` reads. */
type PictureSource = Pick<
  typeof mediaAssets.$inferSelect,
  'status' | 'width' | 'height' | 'variants' | 'placeholder'
>;

/** The columns `pictureOf` reads. */
export type { PictureSource };

/** Turns a variant's root-relative path (`/uploads/…`) into the URL answered (see content/shared/public-url.ts). */
type UrlMapper = (path: string) => string;

/** The root-relative path of a variant file (stored so in article HTML; answered on the media origin). */
function uploadPath(file: string): string {
  return `/uploads/${file}`;
}

/** The URL of a variant file on `origin` (a CDN's, or '' for this site's own root-relative path). */
export function uploadUrl(origin: string | undefined, file: string): string {
  return `${origin ?? ''}${uploadPath(file)}`;
}

/** A ready photo as a `<picture>`; null while it is processing or when it failed. */
export function pictureOf(asset: PictureSource, url: UrlMapper = (path) => path): Picture | null {
  if (asset.status !== 'ready' || !asset.width || !asset.height || asset.variants.length === 0) return null;
  const sources = PHOTO_FORMATS.map((format) => {
    const variants = asset.variants.filter((v) => v.format === format).sort((a, b) => a.width - b.width);
    return {
      type: PHOTO_MEDIA_TYPES[format],
      srcset: variants.map((v) => `${url(uploadPath(v.file))} ${v.width}w`).join(', '),
    };
  }).filter((source) => source.srcset !== '');
  const jpegs = asset.variants.filter((v) => v.format === 'jpeg').sort((a, b) => b.width - a.width);
  const fallback = jpegs[0] ?? asset.variants[0]!;
  return {
    src: url(uploadPath(fallback.file)),
    width: asset.width,
    height: asset.height,
    sources,
    color: asset.placeholder?.color ?? '#e5e5e5',
  };
}

/** The ready photos among `ids` as `<picture>`s, by id (one query for a whole page of rows; a video is no picture). */
export async function picturesByIds(
  db: Db,
  ids: readonly (number | null | undefined)[],
  url?: UrlMapper,
): Promise<Map<number, Picture>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  const pictures = new Map<number, Picture>();
  if (wanted.length === 0) return pictures;
  const rows = await db
    .select()
    .from(mediaAssets)
    .where(and(inArray(mediaAssets.id, wanted), eq(mediaAssets.kind, 'photo')));
  for (const row of rows) {
    const picture = pictureOf(row, url);
    if (picture) pictures.set(row.id, picture);
  }
  return pictures;
}
