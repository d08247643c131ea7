/** Short videos as lists show them, and the paged query shared by the shorts and guide lists. */
import type { ShortsListQuery } from '@renovo/core/schemas';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { labelRef } from '../../db/reference/article-labels.ts';
import { companies, shorts, works } from '../../db/schema-content.ts';
import { styleRef } from '../catalogue/names.ts';
import type { UrlMapper } from '../shared/public-url.ts';
import type { RowOf } from '../shared/row.ts';

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
};

/** A card row as selected. */
export type ShortCardRow = Omit<
  RowOf<typeof shortCardColumns>,
  'workTitle' | 'companyName' | 'companyLogo'
> & {
  /** Left-joined: null without a work or a company. */
  workTitle: string | null;
  companyName: string | null;
  companyLogo: string | null;
};

/** The card of a short video. */
export function shortCard(row: ShortCardRow, url: UrlMapper) {
  const minutes = Math.floor(row.durationSeconds / 60);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    poster: url(row.posterUrl),
    video_url: url(row.videoUrl),
    /** The demo seed's MP4s (ADR 037); an animated SVG slideshow where none was made. */
    video_type: row.videoUrl.endsWith('.mp4') ? ('video/mp4' as const) : ('image/svg+xml' as const),
    duration: row.durationSeconds,
    duration_cn: `${minutes}:${String(row.durationSeconds % 60).padStart(2, '0')}`,
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

/** A page of short cards and the filtered total. */
export async function listShortCards(
  db: Db,
  query: Omit<ShortsListQuery, 'style_id'> & { style_id?: number },
): Promise<{ rows: ShortCardRow[]; total: number }> {
  const where: SQL[] = [];
  if (query.work_id !== undefined) where.push(eq(shorts.workId, query.work_id));
  if (query.category_id !== undefined) where.push(eq(shorts.categoryId, query.category_id));
  if (query.style_id !== undefined) where.push(eq(shorts.styleId, query.style_id));
  const condition = where.length > 0 ? and(...where) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select(shortCardColumns)
      .from(shorts)
      .leftJoin(works, eq(works.id, shorts.workId))
      .leftJoin(companies, eq(companies.id, shorts.companyId))
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
