/**
 * Landing pages written in the staff console (docs/spec/console.md#landing-pages, ADR 026): one row per page,
 * served by
 * the host site at /land/{slug} once published. The slug is unique; `ends_at` null means no end.
 */
import { LANDING_PAGE_STATUSES } from '@renovo/core/contracts';
import { bigint, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A section of a landing page. */
export interface LandingSectionRow {
  heading: string;
  body: string;
}

export const landingPages = pgTable(
  'landing_pages',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    heroText: text('hero_text').notNull().default(''),
    heroImage: text('hero_image').notNull().default(''),
    sections: jsonb('sections').$type<LandingSectionRow[]>().notNull().default([]),
    quoteModule: text('quote_module').notNull().default(''),
    utmSource: text('utm_source').notNull().default(''),
    utmCampaign: text('utm_campaign').notNull().default(''),
    status: text('status', { enum: LANDING_PAGE_STATUSES }).notNull().default('draft'),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('landing_pages_updated_idx').on(t.updatedAt)],
);
