/**
 * What visitors leave behind on the content pages: style-test results, survey answers and image
 * saves (members' traces, exported and erased with their data: privacy/member-traces.ts). Part of
 * the Drizzle schema beside `schema-content.ts`; drizzle-kit writes both into the migrations.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './schema.ts';
import { workImages } from './schema-content.ts';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const ownId = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const userRef = () =>
  bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' });

/** Style-test submissions and their computed result. */
export const styleTestResults = pgTable(
  'style_test_results',
  {
    id: ownId(),
    userId: userRef(),
    clientUuid: text('client_uuid'),
    imageIds: integer('image_ids').array().notNull(),
    /** The most chosen style ids, best first (ties share the top). */
    styleIds: integer('style_ids').array().notNull(),
    counts: jsonb('counts').$type<{ style_id: number; count: number }[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('style_test_results_user_idx').on(t.userId, t.createdAt.desc()),
    index('style_test_results_uuid_idx').on(t.clientUuid, t.createdAt.desc()),
  ],
);

/** Survey answers: one per survey and member (or device when signed out). */
export const surveyResponses = pgTable(
  'survey_responses',
  {
    id: ownId(),
    surveyKey: text('survey_key').notNull(),
    userId: userRef(),
    clientUuid: text('client_uuid'),
    answers: jsonb('answers').$type<Record<string, unknown>>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('survey_responses_user_uq').on(t.surveyKey, t.userId).where(sql`${t.userId} is not null`),
    uniqueIndex('survey_responses_uuid_uq')
      .on(t.surveyKey, t.clientUuid)
      .where(sql`${t.userId} is null and ${t.clientUuid} is not null`),
  ],
);

/** Image downloads ("save image"), for the counters. */
export const imageSaves = pgTable(
  'image_saves',
  {
    id: ownId(),
    userId: userRef(),
    clientUuid: text('client_uuid'),
    imageId: integer('image_id').references(() => workImages.id, { onDelete: 'set null' }),
    url: text('url').notNull(),
    sourceType: text('source_type').notNull(),
    sourceId: text('source_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('image_saves_source_idx').on(t.sourceType, t.sourceId)],
);
