/**
 * Where a piece of content stands, as every console screen names it (articles, shorts,
 * companies, works: one fact, one set of words; docs/spec/console.md#publishing).
 */
import type { PublicationStatus } from '../content/publishing/publication-facts.ts';

export const publicationMessages = {
  statuses: {
    draft: '草稿',
    scheduled: '排程中',
    published: '已發布',
    unpublished: '已下架',
  } satisfies Record<PublicationStatus, string>,
} as const;
