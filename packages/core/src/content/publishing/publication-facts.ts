/**
 * Where a piece of content stands (docs/spec/console.md#publishing), declared once for every
 * content type the console edits (articles, shorts, companies, works): written but not shown
 * (`draft`), due to be published by the job engine at its `publish_at` (`scheduled`), on the
 * site (`published`), or taken off it (`unpublished`: its old URL answers 410). Only
 * `published` content reaches a public answer, a list, the search or the sitemap.
 */

/** The states of a piece of content. */
export const PUBLICATION_STATUSES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
/** A piece of content's state. */
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];

const [DRAFT, SCHEDULED, PUBLISHED, UNPUBLISHED] = PUBLICATION_STATUSES;

/** The one state the public site shows. */
export const PUBLIC_STATUS = PUBLISHED;

/** The states whose content was on the site once: their URL answers 410 Gone, not 404. */
export const GONE_STATUSES: readonly PublicationStatus[] = [UNPUBLISHED];

/**
 * The moves an editor may make from each state (the server refuses any other with a 409; the
 * console offers exactly these buttons). A scheduled piece goes to `published` by the job
 * engine at its time, or back to `draft`; taking published content off the site makes it
 * `unpublished`, and it may be published again.
 */
export const PUBLICATION_MOVES: Readonly<Record<PublicationStatus, readonly PublicationStatus[]>> = {
  [DRAFT]: [DRAFT, SCHEDULED, PUBLISHED],
  [SCHEDULED]: [DRAFT, SCHEDULED, PUBLISHED],
  [PUBLISHED]: [PUBLISHED, UNPUBLISHED],
  [UNPUBLISHED]: [UNPUBLISHED, DRAFT, PUBLISHED],
};

/** The states of content published by hand, with no publish time (shorts, companies, works). */
export const HAND_PUBLISHED_STATUSES = [DRAFT, PUBLISHED, UNPUBLISHED] as const;

/** What new content without a publish time is made as: a draft, or straight on the site. */
export const NEW_CONTENT_STATUSES = [DRAFT, PUBLISHED] as const;

/** May content in `from` be saved as `to`? */
export function mayMove(from: PublicationStatus, to: PublicationStatus): boolean {
  return PUBLICATION_MOVES[from].includes(to);
}
