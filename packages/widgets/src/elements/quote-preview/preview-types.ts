import type { EmptyPreview, getPreview } from '@renovo/core';

/**
 * The preview types, derived from core's preview call so that widget code never imports
 * `@renovo/core/schemas` (core's main entry does not re-export the schema types).
 */
export type QuotePreview = NonNullable<Awaited<ReturnType<typeof getPreview>>['data']>;
/** Design and construction, or furniture and appliances. */
export type ValuationSection = QuotePreview['valuation']['design_and_construction'];
/** A priced category of groups. */
export type PreviewCategory = ValuationSection['children'][number];
/** A named group of items (the server also sends its `tt_amount`). */
export type PreviewGroup = PreviewCategory['children'][number] & { tt_amount?: number };
/** One priced line: name, number_cn, unit_price, fmt_amount. */
export type PreviewItem = PreviewGroup['children'][number];
/** What the panel accepts: a preview, the empty data of a failed call, or nothing yet. */
export type PreviewInput = QuotePreview | EmptyPreview | null | undefined;
