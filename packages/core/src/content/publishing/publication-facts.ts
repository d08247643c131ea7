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

/** The one state the public site shows. */
export const PUBLIC_STATUS = 'published' satisfies PublicationStatus;

/** The states whose content was on the site once: their URL answers 410 Gone, not 404. */
export const GONE_STATUSES = ['unpublished'] as const satisfies readonly PublicationStatus[];
