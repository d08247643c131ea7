/**
 * Privacy covers every table that holds personal data: each table of the drizzle schema with a
 * column that can hold personal data (a mobile, a member or device id, a name, an address, an IP
 * address, free text…) has a decision in PERSONAL_DATA; a table with a column that identifies an
 * owner (mobile, member id, device or one-id, contact) is exported or erased — never waved
 * through as someone else's data or left to expire. A new table with a `mobile` column and no
 * decision makes this red.
 */
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import * as schema from '../db/schema.ts';
import * as companySideSchema from '../db/schema-company-side.ts';
import * as consoleSchema from '../db/schema-console.ts';
import * as contentSchema from '../db/schema-content.ts';
import * as landingSchema from '../db/schema-landing.ts';
import * as leadsSchema from '../db/schema-leads.ts';
import * as mediaSchema from '../db/schema-media.ts';
import * as reviewsSchema from '../db/schema-reviews.ts';
import * as socialSchema from '../db/schema-social.ts';
import * as visitorsSchema from '../db/schema-visitors.ts';
import { RETENTION_JOBS } from '../services/retention/jobs.ts';
import { PERSONAL_DATA, type PersonalDataRule } from './personal-data.ts';

/** Words of a column name (split on `_`) that mean it can hold personal data. */
const PERSONAL_WORDS = new Set([
  'mobile',
  'phone',
  'user',
  'member',
  'uuid',
  'one',
  'contact',
  'email',
  'name',
  'avatar',
  'address',
  'ip',
  'agent',
  'body',
  'content',
  'text',
  'signature',
  'answers',
  'details',
  'comment',
  'note',
  'reason',
  'page',
  'author',
]);
/** Column names that identify an owner: such a table must be exported or erased. */
const IDENTIFYING = /(^|_)(mobile|phone)(_|$)|(^|_)(user|member|one)_id$|(^|_)uuid$|sender_contact/;

const personal = (column: string) => column.split('_').some((word) => PERSONAL_WORDS.has(word));

/** Every table of the schema modules: its SQL name and column names. */
function tablesOf(...modules: Record<string, unknown>[]) {
  return modules.flatMap((m) =>
    Object.values(m)
      .filter((v): v is PgTable => is(v, PgTable))
      .map((t) => {
        const config = getTableConfig(t);
        return { name: config.name, columns: config.columns.map((c) => c.name) };
      }),
  );
}

/** What is wrong with the decisions for these tables (empty when every table is covered). */
function undecided(tables: { name: string; columns: string[] }[], rules: Record<string, PersonalDataRule>) {
  const problems: string[] = [];
  for (const table of tables) {
    const columns = table.columns.filter(personal);
    if (columns.length === 0) continue;
    const rule = rules[table.name];
    if (!rule) {
      problems.push(`${table.name} (${columns.join(', ')}): neither exported nor erased`);
      continue;
    }
    const identifying = columns.filter((c) => IDENTIFYING.test(c));
    if (identifying.length > 0 && !('erase' in rule)) {
      problems.push(
        `${table.name} (${identifying.join(', ')}) identifies an owner: it must be exported or erased`,
      );
    }
  }
  return problems;
}

const TABLES = tablesOf(
  schema,
  consoleSchema,
  contentSchema,
  reviewsSchema,
  landingSchema,
  leadsSchema,
  socialSchema,
  mediaSchema,
  visitorsSchema,
  companySideSchema,
);

describe('privacy covers every table that holds personal data', () => {
  it('the schema is read: it has the tables and their columns', () => {
    const names = TABLES.map((t) => t.name);
    expect(names).toEqual(expect.arrayContaining(['users', 'quotes', 'company_ratings', 'survey_responses']));
    expect(TABLES.find((t) => t.name === 'company_ratings')?.columns).toEqual(
      expect.arrayContaining(['user_id', 'reviewer_name', 'avatar_url', 'content']),
    );
  });

  it('every table with a personal column is exported or erased (or declared not an owner’s data)', () => {
    expect(undecided(TABLES, PERSONAL_DATA)).toEqual([]);
  });

  it('each decision names a table of the schema, and each expiry a retention job', () => {
    const names = new Set(TABLES.map((t) => t.name));
    const jobs = new Set(RETENTION_JOBS.map((j) => j.name));
    for (const [table, rule] of Object.entries(PERSONAL_DATA) as [string, PersonalDataRule][]) {
      expect(names.has(table), table).toBe(true);
      if ('expires' in rule) expect(jobs.has(rule.expires), `${table}: ${rule.expires}`).toBe(true);
    }
  });

  it('a new table with a mobile column and no decision is caught, as is one waved through', () => {
    const newTable = pgTable('owner_callbacks', { mobile: text('mobile'), note: text('note') });
    const tables = [...TABLES, ...tablesOf({ newTable })];
    expect(undecided(tables, PERSONAL_DATA)).toEqual([
      'owner_callbacks (mobile, note): neither exported nor erased',
    ]);
    expect(undecided(tables, { ...PERSONAL_DATA, owner_callbacks: { notOwners: 'ours' } })).toEqual([
      'owner_callbacks (mobile) identifies an owner: it must be exported or erased',
    ]);
    expect(
      undecided(tables, {
        ...PERSONAL_DATA,
        owner_callbacks: { export: null, erase: 'deleted', counted: null },
      }),
    ).toEqual([]);
  });
});
