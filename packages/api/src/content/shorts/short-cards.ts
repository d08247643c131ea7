/**
 * Short videos as lists show them, and the paged query shared by the shorts and guide lists.
 * Only `published` shorts are public (docs/spec/console.md#shorts). A short made in the console
 * plays its uploaded video's transcoded MP4, with its cover photo's or the video's poster.
 */
import type { ShortsListQuery } from '@renovo/core/schemas';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { labelRef } from '../../db/reference/article-labels.ts';
import { companies, shorts, works } from '../../db/schema-content.ts';
import { mediaAssets } from '../../db/schema-media.ts';
import { posterFileOf, videoFileOf } from '../../media/media-view.ts';
import { styleRef } from '../catalogue/names.ts';
import { isPublished } from '../publishing/published.ts';
import type { UrlMapper } from '../shared/public-url.ts';
import type { RowOf } from '../shared/row.ts';

/** The condition every public shorts query has: only published shorts are shown. */
export const publicShort = isPublished(shorts);

/** A console-made short's video and cover assets. */
const videoAsset = alias(mediaAssets, 'short_video');
const coverAsset = alias(mediaAssets, 'short_cover');

/** The columns of a card (with the work title and the company). */
const shortCardColumns = {
  id: shorts.id,
  title: shorts.title,
  description: shorts.description,
  posterUrl: shorts.posterUrl,
  videoUrl: shorts.videoUrl,
  durationSeconds: shorts.durationSeconds,
  playCount: shorts.playCount,
  workId: shorts.workId,
  workTitle: works.title,
  companyId: shorts.companyId,
  companyName: companies.name,
  companyLogo: companies.logoUrl,
  categoryId: shorts.categoryId,
  styleId: shorts.styleId,
  publishedAt: shorts.publishedAt,
  videoVariants: videoAsset.variants,
  videoPoster: videoAsset.poster,
  videoDuration: videoAsset.durationSeconds,
  coverVariants: coverAsset.variants,
};

/** A card row as selected. */
export type ShortCardRow = Omit<
  RowOf<typeof shortCardColumns>,
  | 'workTitle'
  | 'companyName'
  | 'companyLogo'
  | 'videoVariants'
  | 'videoPoster'
  | 'videoDuration'
  | 'coverVariants'
> & {
  /** Left-joined: null without a work or a company. */
  workTitle: string | null;
  companyName: string | null;
  companyLogo: string | null;
  /** Left-joined: null for the seed's shorts (their files are in the row). */
  videoVariants: (typeof mediaAssets.$inferSelect)['variants'] | null;
  videoPoster: (typeof mediaAssets.$inferSelect)['poster'];
  videoDuration: number | null;
  coverVariants: (typeof mediaAssets.$inferSelect)['variants'] | null;
};

/** A short's files: its uploaded video's and cover's when it has them, else the row's. */
function filesOf(row: ShortCardRow) {
  const video = row.videoVariants ? videoFileOf({ variants: row.videoVariants }) : null;
  const cover = row.coverVariants ? posterFileOf({ poster: row.coverVariants }) : null;
  const poster = cover ?? (row.videoPoster ? posterFileOf({ poster: row.videoPoster }) : null);
  return {
    videoUrl: video ? `/uploads/${video}` : row.videoUrl,
    posterUrl: poster ? `/uploads/${poster}` : row.posterUrl,
    duration: video && row.videoDuration !== null ? Math.round(row.videoDuration) : row.durationSeconds,
  };
}

/** The card of a short video. */
export function shortCard(row: ShortCardRow, url: UrlMapper) {
  const files = filesOf(row);
  const minutes = Math.floor(files.duration / 60);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    poster: url(files.posterUrl),
    video_url: url(files.videoUrl),
    /** An uploaded video's or the demo seed's MP4 (ADR 037); an animated SVG slideshow where none was made. */
    video_type: files.videoUrl.endsWith('.mp4') ? ('video/mp4' as const) : ('image/svg+xml' as const),
    duration: files.duration,
    duration_cn: `${minutes}:${String(files.duration % 60).padStart(2, '0')}`,
    play_count: row.playCount,
    work: row.workId === null ? null : { id: row.workId, title: row.workTitle ?? '' },
    company:
      row.companyId === null
        ? null
        : { id: row.companyId, name: row.companyName ?? '', logo: url(row.companyLogo ?? '') },
    category: labelRef(row.categoryId),
    style: styleRef(row.styleId),
    published_at: row.publishedAt.toISOString(),
  };
}

/** Cards with their work, company and uploaded files joined. */
function selectCards(db: Db) {
  return db
    .select({ ...shortCardColumns, status: shorts.status })
    .from(shorts)
    .leftJoin(works, eq(works.id, shorts.workId))
    .leftJoin(companies, eq(companies.id, shorts.companyId))
    .leftJoin(videoAsset, eq(videoAsset.id, shorts.videoAssetId))
    .leftJoin(coverAsset, eq(coverAsset.id, shorts.coverAssetId));
}

/** One short's card row and its publication state (published or not), or undefined. */
export async function shortCardById(db: Db, id: number) {
  const [row] = await selectCards(db).where(eq(shorts.id, id));
  return row;
}

/** A page of short cards and the filtered total. */
export async function listShortCards(
  db: Db,
  query: Omit<ShortsListQuery, 'style_id'> & { style_id?: number },
): Promise<{ rows: ShortCardRow[]; total: number }> {
  const where: SQL[] = [publicShort];
  if (query.work_id !== undefined) where.push(eq(shorts.workId, query.work_id));
  if (query.category_id !== undefined) where.push(eq(shorts.categoryId, query.category_id));
  if (query.style_id !== undefined) where.push(eq(shorts.styleId, query.style_id));
  const condition = and(...where);
  const [rows, [counted]] = await Promise.all([
    selectCards(db)
      .where(condition)
      .orderBy(
        ...(query.sort === 'popular'
          ? [desc(shorts.playCount), desc(shorts.id)]
          : [desc(shorts.publishedAt), desc(shorts.id)]),
      )
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(shorts).where(condition),
  ]);
  return { rows, total: counted?.n ?? 0 };
}
