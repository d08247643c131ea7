/**
 * Leads at database speed (docs/spec/leads-and-security.md#lead-spam-and-forgery, ADR 051): a new
 * lead's limits and repeats are decided without an advisory lock — the budgets in one statement
 * (counters per window bucket), the repeat key's claim with every mark the lead needs in one more,
 * then its INSERT. Counted on a Drizzle database over the same connection, logging each statement.
 */

import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertClueWithConsent } from '../../clues/clues.service.ts';
import type { Db } from '../../db/client.ts';
import { addressKey } from '../../lib/client-ip.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import { fileLead, type LeadRequest } from './index.ts';

describe.each(DATABASE_LANES)('a new lead on %s', (lane) => {
  let h: TestHarness;
  let logged: Db;
  let pool: pg.Pool | undefined;
  const statements: string[] = [];
  const logger = { logQuery: (query: string) => void statements.push(query) };
  beforeAll(async () => {
    h = await createHarness({ lane });
    if (h.handle.driver === 'postgres') {
      pool = new pg.Pool({ connectionString: h.handle.url, max: 2 });
      logged = drizzlePg({ client: pool, logger }) as unknown as Db;
    } else {
      logged = drizzlePglite({ client: h.handle.pglite!, logger }) as unknown as Db;
    }
  });
  afterAll(async () => {
    await pool?.end();
    await h.close();
  });

  const request = (mobile: string): LeadRequest => ({
    table: 'clues',
    mobile,
    source: ['consult', 'three-statements'],
    address: addressKey('203.0.113.9'),
    now: new Date(),
    client: { userId: null, clientUuid: 'device-three-statements' },
  });
  // As the consult route stores it: the clue with the consent given for it.
  const insertFor =
    (mobile: string): Parameters<typeof fileLead>[3] =>
    (tx, marks) =>
      insertClueWithConsent(
        tx,
        {
          userId: null,
          mobile,
          purpose: 'clue:consult',
          noticeVersion: '2026-11',
          now: new Date(),
          clientIp: '203.0.113.9',
          userAgent: null,
          partnerKey: null,
        },
        { kind: 'consult', mobile, clientUuid: 'device-three-statements', ...marks },
      );

  it('spends its budgets, claims its repeat key and is stored in three statements, none of them an advisory lock', async () => {
    statements.length = 0;
    const filed = await fileLead(logged, h.env, request('0911000777'), insertFor('0911000777'));
    expect(filed).toMatchObject({ repeat: false, foreign: false });
    const sent = statements.filter((q) => !/^\s*(begin|commit)\b/i.test(q));
    expect(sent.filter((q) => /advisory/i.test(q))).toEqual([]);
    expect(sent).toHaveLength(3);
    expect(sent[0]).toMatch(/insert into "rate_limit_counters"/);
    expect(sent[1]).toMatch(/insert into "lead_repeat_claims"/);
    expect(sent[2]).toMatch(/^with "given" as \(insert into "consents".*\) insert into "clues"/s);
  });

  it('its repeat by the same client stores nothing and gives its budgets back, still with no advisory lock', async () => {
    statements.length = 0;
    const first = await fileLead(logged, h.env, request('0911000778'), insertFor('0911000778'));
    statements.length = 0;
    const again = await fileLead(logged, h.env, request('0911000778'), insertFor('0911000778'));
    expect(again).toMatchObject({ id: first.id, repeat: true, foreign: false });
    const sent = statements.filter((q) => !/^\s*(begin|commit)\b/i.test(q));
    expect(sent.filter((q) => /advisory/i.test(q))).toEqual([]);
    // The budgets, the claim (which finds the first lead), and the refund after the transaction.
    expect(sent).toHaveLength(3);
    expect(sent[2]).toMatch(/update "rate_limit_counters" set hits = \S*hits - 1/);
  });

  it("another client's repeat costs the statements a new lead does: nothing in them tells which it was", async () => {
    await fileLead(logged, h.env, request('0911000779'), insertFor('0911000779'));
    statements.length = 0;
    const stranger = { ...request('0911000779'), client: { userId: null, clientUuid: 'a-strangers-device' } };
    const repeat = await fileLead(logged, h.env, stranger, insertFor('0911000779'));
    expect(repeat).toMatchObject({ repeat: true, foreign: true });
    const sent = statements.filter((q) => !/^\s*(begin|commit)\b/i.test(q));
    // The budgets, the claim (which finds the first lead and no earlier answer of this client),
    // and its answer drawn and remembered in one INSERT.
    expect(sent).toHaveLength(3);
    expect(sent[2]).toMatch(/insert into "foreign_lead_answers"/);
  });
});
