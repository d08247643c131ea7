/** Articles as lists show them (cards). */
import { desc, type SQL } from 'drizzle-orm';
import { labelRef } from '../../db/reference/article-labels.ts';
import { articles } from '../../db/schema-content.ts';
import { pictureOf } from '../../media/picture.ts';
import { styleRef } from '../catalogue/names.ts';
import { photoAssetOf } from '../shared/picture-columns.ts';
import type { UrlMapper } from '../shared/public-url.ts';
import type { RowOf } from '../shared/row.ts';

/** The columns of a card. */
export const articleCardColumns = {
  id: articles.id,
  title: articles.title,
  summary: articles.summary,
  coverUrl: articles.coverUrl,
  coverMedia: photoAssetOf(articles.coverMediaId),
  labelId: articles.labelId,
  subLabelId: articles.subLabelId,
  aiLabels: articles.aiLabels,
  styleId: articles.styleId,
  author: articles.author,
  readingMinutes: articles.readingMinutes,
  viewCount: articles.viewCount,
  publishedAt: articles.publishedAt,
};

/** A card row as selected. */
export type ArticleCardRow = RowOf<typeof articleCardColumns>;

/** The card of an article. */
export function articleCard(row: ArticleCardRow, url: UrlMapper) {
  const picture = row.coverMedia ? pictureOf(row.coverMedia, url) : null;
  return {
    id: row.id,
    title: row.title,
    summary: row.summary,
    cover: picture?.src ?? url(row.coverUrl),
    /** The cover as a `<picture>` when it is an uploaded photo (null for a drawn demo cover). */
    cover_picture: picture,
    label: labelRef(row.labelId),
    sub_label: labelRef(row.subLabelId),
    ai_labels: row.aiLabels,
    style: styleRef(row.styleId),
    author: row.author,
    reading_minutes: row.readingMinutes,
    view_count: row.viewCount,
    published_at: row.publishedAt.toISOString(),
  };
}

/** Order of an article list. */
export function articleOrder(sort: 'newest' | 'popular'): SQL[] {
  return sort === 'popular'
    ? [desc(articles.viewCount), desc(articles.id)]
    : [desc(articles.publishedAt), desc(articles.id)];
}
