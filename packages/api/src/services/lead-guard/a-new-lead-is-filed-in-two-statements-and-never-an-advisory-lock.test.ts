/**
 * Leads at database speed (docs/spec/leads-and-security.md#lead-spam-and-forgery, ADR 051 and 060):
 * a new lead's limits and repeats are decided without an advisory lock and without a transaction
 * of round trips — the budgets in one statement (counters per window bucket), then the repeat
 * key's claim, every mark the lead needs and the lead's INSERTs in one more. Another client's
 * repeat costs the same two. Counted on a Drizzle database over the same connection, logging
 * each statement.
 */

import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { addressKey } from '../../lib/client-ip.ts';
import { consentRow } from '../../session/session.service.ts';
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

  // As the consult route files it: the clue with the consent given for it.
  const request = (mobile: string): LeadRequest => ({
    table: 'clues',
    mobile,
    source: ['consult', 'two-statements'],
    address: addressKey('203.0.113.9'),
    now: new Date(),
    client: { userId: null, clientUuid: 'device-two-statements' },
    consent: consentRow({
      userId: null,
      mobile,
      purpose: 'clue:consult',
      noticeVersion: '2026-11',
      now: new Date(),
      clientIp: '203.0.113.9',
      userAgent: null,
      partnerKey: null,
    }),
    lead: { kind: 'consult', mobile, clientUuid: 'device-two-statements' },
  });

  it('spends its budgets, then claims its repeat key and is stored in one more statement: no transaction, no advisory lock', async () => {
    statements.length = 0;
    const filed = await fileLead(logged, h.env, request('0911000777'));
    expect(filed).toMatchObject({ repeat: false, foreign: false });
    expect(statements.filter((q) => /advisory/i.test(q))).toEqual([]);
    expect(statements).toHaveLength(2);
    expect(statements[0]).toMatch(/insert into "rate_limit_counters"/);
    expect(statements[1]).toMatch(
      /^\/\* prepared:lead-file \*\/ with claim as \(insert into "lead_repeat_claims"/,
    );
    expect(statements[1]).toMatch(
      /given as \(insert into "consents".*\),\s+stored as \(insert into "clues"/s,
    );
    const [row] = await rawRows<{ consent: number | null; verified: boolean; review: boolean }>(
      h.db,
      sql`select consent_id as consent, mobile_verified as verified, needs_review as review from clues where id = ${filed.id}`,
    );
    expect(row?.consent).not.toBeNull();
    expect(row).toMatchObject({ verified: false, review: false });
  });

  it('its repeat by the same client stores nothing and gives its budgets back, still with no advisory lock', async () => {
    statements.length = 0;
    const first = await fileLead(logged, h.env, request('0911000778'));
    statements.length = 0;
    const again = await fileLead(logged, h.env, request('0911000778'));
    expect(again).toMatchObject({ id: first.id, repeat: true, foreign: false });
    const sent = statements;
    expect(sent.filter((q) => /advisory/i.test(q))).toEqual([]);
    // The budgets, the claim (which finds the first lead), and the refund: no transaction.
    expect(sent).toHaveLength(3);
    expect(sent[2]).toMatch(/update "rate_limit_counters" set hits = \S*hits - 1/);
  });

  it("another client's repeat costs the statements a new lead does: nothing in them tells which it was", async () => {
    await fileLead(logged, h.env, request('0911000779'));
    statements.length = 0;
    const stranger = { ...request('0911000779'), client: { userId: null, clientUuid: 'a-strangers-device' } };
    const repeat = await fileLead(logged, h.env, stranger);
    expect(repeat).toMatchObject({ repeat: true, foreign: true });
    // The budgets, and the claim, which finds the first lead and no earlier answer of this client
    // and draws and remembers its answer: the two statements of a new lead, no transaction.
    expect(statements).toHaveLength(2);
    expect(statements[1]).toMatch(/drawn as \(insert into "foreign_lead_answers"/);
    const [row] = await rawRows<{ n: number }>(
      h.db,
      sql`select count(*)::int as n from clues where mobile = ${'0911000779'}`,
    );
    expect(row?.n).toBe(1);
  });

  it("with an Idempotency-Key too: a new lead and another client's repeat cost two statements each, and the key answers the repeat again", async () => {
    const keyed = (mobile: string, device: string, key: string): LeadRequest => ({
      ...request(mobile),
      client: { userId: null, clientUuid: device },
      idempotency: { key, requestHash: `hash-${key}` },
    });
    statements.length = 0;
    const first = await fileLead(logged, h.env, keyed('0911000780', 'device-two-statements', 'k-first'));
    expect(first).toMatchObject({ repeat: false, foreign: false });
    expect(statements).toHaveLength(2);
    statements.length = 0;
    const repeat = await fileLead(logged, h.env, keyed('0911000780', 'a-strangers-device', 'k-stranger'));
    expect(repeat).toMatchObject({ repeat: true, foreign: true });
    expect(statements).toHaveLength(2);
    expect(statements[1]).toMatch(/kept as \(insert into "lead_keys"/);
    const retry = await fileLead(logged, h.env, keyed('0911000780', 'a-strangers-device', 'k-stranger'));
    expect(retry).toMatchObject({ id: repeat.id, replayed: true });
  });
});
