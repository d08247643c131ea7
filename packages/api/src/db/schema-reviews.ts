/**
 * What owners and Google say of a company: on-site ratings (moderated before they count) and
 * off-site Google comments. Part of the Drizzle schema beside `schema-content.ts`; drizzle-kit
 * writes both into the committed migrations.
 */
import { HELD_RATING_STATUSES, type RatingStatus, type ReviewKind } from '@renovo/core/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from './one-of.ts';
import { users } from './schema.ts';
import { companies, type RatingScores, works } from './schema-content.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => ts('created_at').notNull().defaultNow();
/** Seeded rows carry their ids (they reference each other); new rows take the next one. */
const seededId = () => integer('id').primaryKey().generatedByDefaultAsIdentity();
const ownId = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const userRef = () =>
  bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' });

/**
 * On-site ratings of a company: seeded ones, and those members submit in two steps (step one
 * makes a draft with the scores, step two adds labels and text and sends it to moderation as
 * `pending`); an editor of the console publishes or rejects it. Only `published` ones are public
 * and count in the company's figures. An owner has at most one pending or published rating of a
 * company (a unique index, so two racing submits cannot both land).
 */
export const companyRatings = pgTable(
  'company_ratings',
  {
    id: ownId(),
    /** The listed company; null for an off-site review (a company not on the site, by name). */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** The name an owner typed for a company not listed on the site (off-site flow); else null. */
    companyName: text('company_name'),
    userId: userRef(),
    /** rating: the two-step rating form; insite: the on-site review steps; seed. */
    source: text('source').$type<ReviewKind | 'seed'>().notNull(),
    status: text('status').$type<RatingStatus>().notNull(),
    reviewerName: text('reviewer_name').notNull(),
    avatarUrl: text('avatar_url').notNull(),
    score: smallint('score').notNull(),
    scores: jsonb('scores').$type<RatingScores>().notNull().default({}),
    labels: jsonb('labels').$type<string[]>().notNull().default([]),
    content: text('content').notNull().default(''),
    regionId: smallint('region_id'),
    housingType: smallint('housing_type'),
    budgetWan: integer('budget_wan'),
    areaPing: smallint('area_ping'),
    workId: integer('work_id').references(() => works.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    publishedAt: ts('published_at'),
    /** When step two sent it to moderation. */
    submittedAt: ts('submitted_at'),
    /** The staff account that published or rejected it, and when (the audit log has the rest). */
    moderatedBy: integer('moderated_by'),
    moderatedAt: ts('moderated_at'),
    /** Why it was rejected (shown to its author). */
    rejectReason: text('reject_reason'),
  },
  (t) => [
    uniqueIndex('company_ratings_one_per_owner_idx')
      .on(t.companyId, t.userId)
      .where(sql`${oneOf(t.status, HELD_RATING_STATUSES)} and ${t.userId} is not null`),
    index('company_ratings_pending_idx').on(t.submittedAt, t.id).where(sql`${t.status} = 'pending'`),
    index('company_ratings_company_idx').on(t.companyId, t.status, t.publishedAt.desc()),
    index('company_ratings_published_idx')
      .on(t.publishedAt.desc(), t.id.desc())
      .where(sql`${t.status} = 'published'`),
    index('company_ratings_user_idx').on(t.userId),
  ],
);

/** Off-site (Google) comments of a company. */
export const googleComments = pgTable(
  'google_comments',
  {
    id: seededId(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    avatarUrl: text('avatar_url').notNull(),
    rating: smallint('rating').notNull(),
    content: text('content').notNull(),
    publishedAt: ts('published_at').notNull(),
  },
  (t) => [index('google_comments_company_idx').on(t.companyId, t.publishedAt.desc())],
);
