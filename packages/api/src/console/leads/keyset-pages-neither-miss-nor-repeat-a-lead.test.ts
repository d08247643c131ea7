import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import { decodeCursor, encodeCursor, type LeadCursor, type LeadRow, listLeads } from './leads.service.ts';
import { writeLeads } from './leads-for-tests.ts';

describe.each(DATABASE_LANES)('keyset pages of the lead list on %s', (lane) => {
  let h: TestHarness;
  beforeAll(async () => {
    h = await createHarness({ lane });
    // 23 leads of every kind, most of them sharing a created_at (ties broken by kind, then id).
    const base = Date.parse('2026-03-01T04:00:00.000Z');
    const kinds = ['basic', 'community', 'consult', 'authorize', 'order'] as const;
    await writeLeads(
      h.db,
      Array.from({ length: 23 }, (_, i) => ({
        kind: kinds[i % kinds.length]!,
        at: `${new Date(base + Math.floor(i / 7) * 1000).toISOString().slice(0, 19)}.123456Z`,
        mobile: `09${String(10000000 + i)}`,
        partnerKey: i % 2 ? 'demo' : null,
      })),
    );
  });
  afterAll(() => h.close());

  async function walk(limit: number) {
    const seen: LeadRow[] = [];
    let cursor: LeadCursor | undefined;
    for (let pages = 0; pages < 100; pages++) {
      const page = await listLeads(h.db, { from: '2026-03-01', to: '2026-03-01' }, { cursor, limit });
      seen.push(...page.items);
      if (!page.next) break;
      // Through the opaque text, as a client sends it back.
      cursor = decodeCursor(encodeCursor(page.next));
    }
    return seen;
  }

  it('walking pages of 1, 3 and 7 gives every lead once, in (created_at, kind, id) descending order', async () => {
    const all = (await listLeads(h.db, { from: '2026-03-01', to: '2026-03-01' }, { limit: 200 })).items;
    expect(all).toHaveLength(23);
    const key = (r: LeadRow) => `${r.kind}:${r.id}`;
    expect(new Set(all.map(key)).size).toBe(23);
    for (let i = 1; i < all.length; i++) {
      const [a, b] = [all[i - 1]!, all[i]!];
      const order =
        a.created_at > b.created_at ||
        (a.created_at === b.created_at && (a.kind > b.kind || (a.kind === b.kind && a.id > b.id)));
      expect(order, `${key(a)} before ${key(b)}`).toBe(true);
    }
    for (const limit of [1, 3, 7]) {
      expect((await walk(limit)).map(key)).toEqual(all.map(key));
    }
  });

  it('created_at keeps its microseconds in the cursor (a millisecond cursor would repeat or skip ties)', async () => {
    const page = await listLeads(h.db, { from: '2026-03-01', to: '2026-03-01' }, { limit: 1 });
    expect(page.items[0]!.created_at).toMatch(/\.\d{6}Z$/);
    expect(page.next!.at).toMatch(/\.123456Z$/);
  });

  it('a cursor this server did not hand out is a 422, not a 500', () => {
    for (const bad of [
      'x',
      encodeURIComponent('[]'),
      Buffer.from('["2026-01-01", "basic", 1]').toString('base64url'),
      Buffer.from('["2026-01-01T00:00:00.000000Z", "nope", 1]').toString('base64url'),
      Buffer.from('["0000-01-01T00:00:00.000000Z", "basic", 1]').toString('base64url'),
      Buffer.from('["2026-01-01T00:00:00.000000Z", "basic", 1.5]').toString('base64url'),
    ]) {
      expect(() => decodeCursor(bad)).toThrow(expect.objectContaining({ status: 422 }));
    }
  });
});
