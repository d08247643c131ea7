/**
 * Each enumerated fact is declared once: a closed set (lead kinds and statuses, staff roles and
 * permissions, review kinds and statuses, landing-page statuses, member roles, SMS purposes,
 * content publication statuses) is
 * listed only in its declaration. Everywhere else — database column types and CHECK constraints,
 * contract enums, console options, TypeScript unions — derives it from there, so a second list
 * of two or more of its values (an array, a union type, an argument list, an SQL `in (…)`) is a
 * copy that can drift. A single value (`requireStaff('admin')`, `status === 'new'`) is a use,
 * checked by the type checker against the set's type; a list that only shares a word or two with
 * a set (mostly other values) is another fact. Comments are left out; a line that must
 * list values anyway says why after `declared-once-exception:`.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AUDIT_SUBJECT_TYPES } from './audit/audit-facts.ts';
import { STAFF_PERMISSIONS, STAFF_ROLES } from './console/staff/staff.schemas.ts';
import { PUBLICATION_STATUSES } from './content/publishing/publication-facts.ts';
import { LANDING_PAGE_STATUSES } from './landing/landing-facts.ts';
import { LEAD_KINDS, LEAD_STATUSES, LEAD_VIEWS } from './leads/lead-facts.ts';
import { RATING_STATUSES, REVIEW_KINDS } from './reviews/review-facts.ts';
import { SMS_PURPOSES } from './session/sms-purposes.ts';
import { USER_ROLES } from './session/user-roles.ts';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Each set, and the one file that lists it. */
const SETS: readonly { name: string; values: readonly string[]; declaredIn: string }[] = [
  { name: 'lead kinds', values: LEAD_KINDS, declaredIn: 'packages/core/src/leads/lead-facts.ts' },
  { name: 'lead statuses', values: LEAD_STATUSES, declaredIn: 'packages/core/src/leads/lead-facts.ts' },
  { name: 'lead views', values: LEAD_VIEWS, declaredIn: 'packages/core/src/leads/lead-facts.ts' },
  {
    name: 'staff roles',
    values: STAFF_ROLES,
    declaredIn: 'packages/core/src/console/staff/staff.schemas.ts',
  },
  {
    name: 'staff permissions',
    values: STAFF_PERMISSIONS,
    declaredIn: 'packages/core/src/console/staff/staff.schemas.ts',
  },
  { name: 'review kinds', values: REVIEW_KINDS, declaredIn: 'packages/core/src/reviews/review-facts.ts' },
  {
    name: 'review statuses',
    values: RATING_STATUSES,
    declaredIn: 'packages/core/src/reviews/review-facts.ts',
  },
  {
    name: 'landing-page statuses',
    values: LANDING_PAGE_STATUSES,
    declaredIn: 'packages/core/src/landing/landing-facts.ts',
  },
  { name: 'member roles', values: USER_ROLES, declaredIn: 'packages/core/src/session/user-roles.ts' },
  {
    name: 'audit subject types',
    values: AUDIT_SUBJECT_TYPES,
    declaredIn: 'packages/core/src/audit/audit-facts.ts',
  },
  { name: 'SMS purposes', values: SMS_PURPOSES, declaredIn: 'packages/core/src/session/sms-purposes.ts' },
  {
    name: 'publication statuses',
    values: PUBLICATION_STATUSES,
    declaredIn: 'packages/core/src/content/publishing/publication-facts.ts',
  },
];

/** The source files of every package: tests, test folders, migrations and build output left out. */
function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (['node_modules', 'dist', 'build', 'test', 'migrations'].includes(name) || name.startsWith('.'))
      continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

/** The code of a file: comments blanked (strings kept, so `'https://…'` is no comment). */
function code(text: string): string {
  let out = '';
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (quote) {
      out += char;
      if (char === '\\') out += text[++i] ?? '';
      else if (char === quote || (char === '\n' && quote !== '`')) quote = '';
    } else if (char === '/' && text[i + 1] === '/') {
      while (i < text.length && text[i] !== '\n') i++;
      out += '\n';
    } else if (char === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop - 1;
    } else {
      if (char === "'" || char === '"' || char === '`') quote = char;
      out += char;
    }
  }
  return out;
}

const LITERAL = String.raw`(['"\x60])[\w.-]+\1`;
/** Two or more string literals in a row: an array, a union, an argument list, an SQL list. */
const RUN = new RegExp(String.raw`${LITERAL}(?:\s*[,|]\s*${LITERAL})+`, 'g');

/** Where `text` lists two or more values of one set: `file:line set: values`. */
function relistings(file: string, text: string): string[] {
  const found: string[] = [];
  const lines = text.split('\n');
  const stripped = code(text);
  for (const match of stripped.matchAll(RUN)) {
    const line = stripped.slice(0, match.index).split('\n').length;
    if (lines[line - 1]?.includes('declared-once-exception:')) continue;
    const values = new Set([...match[0].matchAll(/(['"\x60])([\w.-]+)\1/g)].map((m) => m[2] as string));
    // The declaration itself (a set may share values with another, as draft and published do).
    const declares = (set: (typeof SETS)[number]) =>
      set.declaredIn === file && [...values].every((value) => set.values.includes(value));
    if (SETS.some(declares)) continue;
    for (const set of SETS) {
      const members = set.values.filter((value) => values.has(value));
      // Mostly this set's values, and a good part of the set (a third of it at least): a copy of it
      // (or of part of it), not another list sharing a word — nor a short list of entity kinds
      // (`['article', 'work']`, what a member may collect) that a long set of kinds (the audit
      // log's subjects) happens to hold too.
      if (members.length >= 2 && members.length * 2 > values.size && members.length * 3 >= set.values.length)
        found.push(`${file}:${line} ${set.name}: ${members.join(', ')}`);
    }
  }
  return found;
}

describe('each enumerated fact is declared once', () => {
  it('no source file but its declaration lists two or more values of a set', () => {
    const files = sources(join(ROOT, 'packages'));
    expect(files.length).toBeGreaterThan(500);
    const found = files.flatMap((path) => relistings(path.slice(ROOT.length), readFileSync(path, 'utf8')));
    expect(found).toEqual([]);
  });

  it('finds a set re-listed as an array, a union, arguments or SQL, and not in comments', () => {
    const text = [
      "const STATUSES = ['new', 'contacted'];",
      "type Role = 'admin' | 'editor';",
      "requireStaff('admin', 'marketing');",
      "sql`role in ('ordinary', 'design')`;",
      "// the workflow: 'new', 'contacted'",
      "/* 'pending' | 'published' */ const one = 'spam';",
      "type Failure = 'pending' | 'rejected' | 'network' | 'busy' | 'again';",
      "const kept = ['new', 'spam']; // declared-once-exception: a reason",
    ].join('\n');
    expect(relistings('packages/x/src/a.ts', text)).toEqual([
      'packages/x/src/a.ts:1 lead statuses: new, contacted',
      'packages/x/src/a.ts:2 staff roles: admin, editor',
      'packages/x/src/a.ts:3 staff roles: admin, marketing',
      'packages/x/src/a.ts:4 member roles: ordinary, design',
    ]);
    expect(relistings('packages/core/src/leads/lead-facts.ts', "['new', 'contacted']")).toEqual([]);
    // Two entity kinds of the audit log's twelve subjects are another fact (what a member collects).
    expect(relistings('packages/x/src/a.ts', "type Collected = 'article' | 'work';")).toEqual([]);
    expect(
      relistings('packages/x/src/a.ts', "z.enum(['lead', 'review', 'partner', 'landing_page', 'staff'])"),
    ).toHaveLength(1);
    expect(relistings('packages/core/src/leads/lead-facts.ts', "['admin', 'editor']")).toHaveLength(1);
  });
});
