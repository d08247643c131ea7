/**
 * Shapes of the article answers of the content API (packages/api/src/content/articles),
 * as the pages read them: core's ArticleDetail plus the fields the pages show.
 */
import type { Picture } from '@renovo/core/contracts';
import type { ArticleDetail } from '@renovo/core/schemas';
import type { NamedRef } from '../works/work-types.ts';

/** An article as lists show it. */
export interface ArticleCardData {
  id: number;
  title: string;
  summary: string;
  cover: string;
  /** The cover as a `<picture>` when it is an uploaded photo. */
  cover_picture?: Picture | null;
  label: NamedRef | null;
  sub_label: NamedRef | null;
  ai_labels: string[];
  style: NamedRef | null;
  author: string;
  reading_minutes: number;
  view_count: number;
  published_at: string;
}

/** The article detail data. */
export interface ArticleDetailData extends Omit<ArticleDetail, 'id'> {
  id: number;
  summary: string;
  cover: string;
  /** The cover as a `<picture>` when it is an uploaded photo. */
  cover_picture?: Picture | null;
  /** The SEO title and description an editor gave ('' when none). */
  seo_title?: string;
  seo_description?: string;
  label: NamedRef | null;
  sub_label: NamedRef | null;
  style: NamedRef | null;
  region: NamedRef | null;
  company: { id: number; name: string; logo: string } | null;
  author: string;
  reading_minutes: number;
  view_count: number;
  dislike_count: number;
  work_ids: number[];
  published_at: string;
}

/** A label of the article list with its sub-labels. */
export interface ArticleLabelData {
  id: number;
  name: string;
  description: string;
  sub_labels: NamedRef[];
  article_count: number;
}
