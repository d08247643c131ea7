/**
 * Masked means masked: no role without `leads.mobile` (roles taken from the one role/permission
 * declaration) learns a digit the mask hides — not by extending a suffix search one digit at a
 * time (`?mobile=4567`, `04567`, …), not by guessing the hidden digits with whole-number
 * searches, not from the list, the CSV, the detail or the lookups — nor from the number written
 * into the lead's page or UTM values; nor do they get a quote's public id (the key of the owner's
 * result page). Roles that see mobiles in full
 * may search by the last digits. Every search by mobile counts against the staff account and is
 * audited without the number.
 */
import { consoleLeadMessages, leadCsvHeadings } from '@renovo/core/messages';
import { ROLE_PERMISSIONS, rolesWith, STAFF_ROLES, type StaffRole } from '@renovo/core/schemas';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quotes } from '../../db/schema.ts';
import { auditLog } from '../../db/schema-console.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import { csvRecords } from './csv-for-tests.ts';
import { writeLeads } from './leads-for-tests.ts';
import { MOBILE_SEARCH_LIMITS } from './mobile-search.ts';
import { signedInStaff } from './staff-for-tests.ts';

/** Roles that see mobiles masked, and those that see them in full, from the declaration. */
const MASKED_ROLES = STAFF_ROLES.filter((role) => !ROLE_PERMISSIONS[role].includes('leads.mobile'));
const FULL_ROLES = rolesWith('leads.mobile');

/** The owner's number; the mask shows 0933***567 and hides 004. */
const TARGET = '0933004567';
const VISIBLE_SUFFIX = TARGET.slice(-3);
const HIDDEN = TARGET.slice(4, 7);

describe.each(DATABASE_LANES)('masked mobiles stay masked on %s', (lane) => {
  let h: TestHarness;
  let target: { kind: string; id: number };

  beforeAll(async () => {
    h = await createHarness({ lane });
    [target] = (await writeLeads(h.db, [
      {
        kind: 'basic',
        at: new Date('2026-05-01T02:00:00Z'),
        mobile: TARGET,
        // The number written into what the lead's page and UTM say (a partner's link, a visitor's paste).
        page: `https://partner.example/ask?tel=${TARGET}`,
        utm: {
          source: TARGET,
          campaign: `call ${TARGET.slice(0, 4)}-${TARGET.slice(4, 7)}-${TARGET.slice(7)}`,
        },
      },
      // Other leads that share the visible digits or a suffix, as a real inbox has.
      { kind: 'consult', at: new Date('2026-05-02T02:00:00Z'), mobile: '0933111567' },
      { kind: 'order', at: new Date('2026-05-03T02:00:00Z'), mobile: '0911224567' },
    ])) as [{ kind: string; id: number }];
  });
  afterAll(() => h.close());

  const key = (row: { kind: string; id: number }) => `${row.kind}:${row.id}`;

  it('the declaration has roles on both sides (the test below is not vacuous)', () => {
    expect(MASKED_ROLES.length).toBeGreaterThan(0);
    expect(
      MASKED_ROLES.filter((role) => ROLE_PERMISSIONS[role].includes('leads.read')).length,
    ).toBeGreaterThan(0);
    expect(FULL_ROLES.length).toBeGreaterThan(0);
  });

  it.each(MASKED_ROLES)(
    '%s cannot learn a hidden digit of a mobile by any inbox endpoint',
    async (role: StaffRole) => {
      const staff = await signedInStaff(h, role, `${role}-attacker@example.com`);
      const answers: string[] = [];
      /** Does a search for `mobile` show the target lead (list, or CSV)? */
      const shows = async (mobile: string, csv: boolean) => {
        const res = await h.call('GET', `/console/api/leads${csv ? '.csv' : ''}?mobile=${mobile}`, {
          headers: staff.read,
        });
        const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
        answers.push(text);
        if (res.status !== 200) return { found: false, status: res.status, message: res.body?.message };
        const found = csv
          ? csvRecords(text).rows.some(
              (row) => `${row[leadCsvHeadings.kindCode]}:${row[leadCsvHeadings.id]}` === key(target),
            )
          : res.body.data.items.some((row: { kind: string; id: number }) => key(row) === key(target));
        return { found, status: res.status, message: null };
      };

      // The suffix attack: extend the visible last digits one digit at a time.
      for (const csv of [false, true]) {
        let known = VISIBLE_SUFFIX;
        for (let position = 0; position < HIDDEN.length; position++) {
          let next: string | null = null;
          for (let digit = 0; digit <= 9 && next === null; digit++) {
            const tried = `${digit}${known}`;
            const answer = await shows(tried, csv);
            if (answer.found) next = tried;
            if (ROLE_PERMISSIONS[role].includes('leads.read') && answer.status === 422) {
              expect(answer.message).toBe(consoleLeadMessages.mobileSearchWhole);
            }
          }
          if (next === null) break;
          known = next;
        }
        expect(known, `${role} extended the suffix${csv ? ' through the CSV' : ''}`).toBe(VISIBLE_SUFFIX);
      }

      // Guessing the hidden digits with whole-number searches (000, 001, … until refused).
      let guessed: string | null = null;
      for (let n = 0; n < 1000 && guessed === null; n++) {
        const middle = String(n).padStart(3, '0');
        const answer = await shows(`${TARGET.slice(0, 4)}${middle}${VISIBLE_SUFFIX}`, false);
        if (answer.found) guessed = middle;
        if (answer.status === 429 || answer.status === 403) break;
      }
      expect(guessed, `${role} guessed the hidden digits`).toBeNull();

      // Nothing else the inbox answers holds the number.
      for (const path of [
        '/console/api/leads',
        '/console/api/leads.csv',
        `/console/api/leads/${target.kind}/${target.id}`,
        '/console/api/inbox-lookups',
      ]) {
        const res = await h.call('GET', path, { headers: staff.read });
        answers.push(typeof res.body === 'string' ? res.body : JSON.stringify(res.body));
      }
      const all = answers.join('\n');
      expect(all).not.toContain(TARGET);
      expect(all).not.toContain(`${TARGET.slice(0, 4)}${HIDDEN}`);
      expect(all).not.toContain(`${HIDDEN}${VISIBLE_SUFFIX}`);
      expect(all).not.toContain(`${HIDDEN}-${VISIBLE_SUFFIX}`);
      // Nor the quote's public id: the key of the owner's result page and of its stop-contact.
      const [quote] = await h.db
        .select({ publicId: quotes.publicId })
        .from(quotes)
        .where(eq(quotes.id, target.id));
      expect(all).not.toContain(quote!.publicId);
    },
  );

  it.each(FULL_ROLES)(
    '%s may search by the last digits; every search counts and is audited without the number',
    async (role: StaffRole) => {
      const staff = await signedInStaff(h, role, `${role}-searcher@example.com`);
      const found = await h.call('GET', `/console/api/leads?mobile=${HIDDEN}${VISIBLE_SUFFIX}`, {
        headers: staff.read,
      });
      expect(found.status).toBe(200);
      expect(found.body.data.items.map(key)).toEqual([key(target)]);
      const [row] = await h.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'lead.search'), eq(auditLog.staffId, staff.id)))
        .orderBy(desc(auditLog.id))
        .limit(1);
      expect(row!.details).toMatchObject({
        searched: `***${VISIBLE_SUFFIX}`,
        searched_digits: 6,
        results: 1,
      });
      let status = 200;
      let searches = 1;
      while (status === 200 && searches <= MOBILE_SEARCH_LIMITS.perStaff.limit) {
        status = (await h.call('GET', `/console/api/leads?mobile=${TARGET}`, { headers: staff.read })).status;
        searches += 1;
      }
      expect(status).toBe(429);
      expect(searches).toBe(MOBILE_SEARCH_LIMITS.perStaff.limit + 1);
      const rows = await h.db.select().from(auditLog).where(eq(auditLog.staffId, staff.id));
      expect(rows.filter((r) => r.action.startsWith('lead.search')).length).toBe(searches);
      expect(JSON.stringify(rows)).not.toContain(TARGET);
      expect(JSON.stringify(rows)).not.toContain(`${HIDDEN}${VISIBLE_SUFFIX}`);
    },
  );
});
