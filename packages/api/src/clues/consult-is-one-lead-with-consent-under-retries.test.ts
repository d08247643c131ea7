/**
 * A consult request (docs/spec/platform.md#calls POST /hyperf/clues/consult) is a lead like a quote: it
 * records the
 * visitor's consent, needs it (no consent, no lead), and a retry with the same Idempotency-Key —
 * a browser resending after a dropped connection — answers the first lead: one row, one consent,
 * one line in the console inbox, of kind consult.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../console/leads/staff-for-tests.ts';
import { clues, consents } from '../db/schema.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../testing/harness.ts';

describe.each(DATABASE_LANES)('on %s', (lane) => {
  let h: TestHarness;
  beforeAll(async () => {
    h = await createHarness({ lane });
  });
  afterAll(() => h.close());

  const consult = (mobile: string, key: string, accepted: 0 | 1 = 1) =>
    h.call('POST', '/hyperf/clues/consult', {
      headers: { 'idempotency-key': key, 'x-uuid': `consult-${key}` },
      body: { mobile, accepted, notice_version: '2026-11', type: 'chat', source_type: 'work', source_id: 3 },
    });

  it('a retry with the same key is the same lead: one row, one consent, once in the inbox as consult', async () => {
    const mobile = '0977000171';
    const first = await consult(mobile, 'chat-consult-1');
    const retry = await consult(mobile, 'chat-consult-1');
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.body.data.id).toBe(first.body.data.id);

    const rows = await h.db.select().from(clues).where(eq(clues.mobile, mobile));
    expect(rows.map((r) => r.kind)).toEqual(['consult']);
    const consent = await h.db.select().from(consents).where(eq(consents.mobile, mobile));
    expect(consent.map((c) => [c.id, c.purpose])).toEqual([[rows[0]!.consentId, 'clue:consult']]);

    const support = await signedInStaff(h, 'support', 'support-consult@example.com');
    const inbox = await h.call('GET', `/console/api/leads?mobile=${mobile}`, { headers: support.read });
    expect(inbox.body.data.items).toEqual([
      expect.objectContaining({ kind: 'consult', id: first.body.data.id, type: 'work' }),
    ]);
  });

  it('without consent there is no lead (422, nothing stored)', async () => {
    const mobile = '0977000172';
    const refused = await consult(mobile, 'chat-consult-2', 0);
    expect(refused.status).toBe(422);
    expect(await h.db.select().from(clues).where(eq(clues.mobile, mobile))).toEqual([]);
  });
});
