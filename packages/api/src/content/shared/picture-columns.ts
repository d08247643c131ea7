/**
 * The media-library photo of a content row read in the row's own query (a card's logo or
 * cover), and turned into a `<picture>` whose URLs the request's mapper makes absolute
 * (docs/spec/console.md#media-library). Drawn demo images have no photo and keep their URL.
 */
import type { Picture } from '@renovo/core/contracts';
import { type AnyColumn, sql } from 'drizzle-orm';
import type { mediaAssets } from '../../db/schema-media.ts';
import { pictureOf } from '../../media/picture.ts';
import type { UrlMapper } from './public-url.ts';

/** A media asset's columns as a JSON object (null without a photo). */
export type PhotoAsset = Pick<
  typeof mediaAssets.$inferSelect,
  'status' | 'width' | 'height' | 'variants' | 'placeholder'
>;

/** The asset a media-id column names, as one JSON value of the row's query. */
export function photoAssetOf(mediaId: AnyColumn) {
  return sql<PhotoAsset | null>`(select json_build_object('status', ma.status, 'width', ma.width,
    'height', ma.height, 'variants', ma.variants, 'placeholder', ma.placeholder)
    from media_assets ma where ma.id = ${mediaId})`;
}

/** The same for a raw-SQL alias' media-id column (`i.media_id`). */
export function photoAssetSql(column: string) {
  return sql.raw(`(select json_build_object('status', ma.status, 'width', ma.width,
    'height', ma.height, 'variants', ma.variants, 'placeholder', ma.placeholder)
    from media_assets ma where ma.id = ${column})`);
}

/** A ready photo as a `<picture>` with the request's URLs; null without one or while processing. */
export function pictureFor(asset: PhotoAsset | null | undefined, url: UrlMapper): Picture | null {
  return asset ? pictureOf(asset, url) : null;
}
