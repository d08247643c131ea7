/**
 * Nobody can tell whether a number has a quote (docs/spec/leads-and-security.md#lead-spam-and-forgery):
 * a repeat of another client's quote (the same number and source within a day, from another
 * device) stores nothing and answers a sealed result id of the caller's own inputs; that answer,
 * its result page and its owner-control routes must not be told apart from those of a new quote
 * by anyone without the server's secret. An audit found the sealed id was 52 characters where a
 * new quote's was 22, its inputs in the clear, and its companies and 停止聯繫 a 404: each said
 * "this number filed a quote here today".
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communities } from '../db/schema.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../testing/harness.ts';

describe.each(DATABASE_LANES)('nobody can tell whether a number has a quote, on %s', (lane) => {
  let h: TestHarness;
  let next = 0;
  const freshMobile = () => `0966${String(100000 + ++next).slice(-6)}`;
  let community: { id: number; name: string };

  beforeAll(async () => {
    h = await createHarness({ lane });
    const [row] = await h.db
      .select({ id: communities.id, name: communities.name })
      .from(communities)
      .where(eq(communities.id, 1));
    community = row!;
  }, 180_000);
  afterAll(() => h.close());

  /** A quote submit from device `uuid` (one address per device). */
  const submit = (uuid: string, body: Record<string, unknown>) =>
    h.call('POST', '/hyperf/valuation/v3/submit', {
      body: { accepted: 1, notice_version: '2026-11', ...body },
      headers: { 'X-Uuid': uuid, 'x-forwarded-for': `198.51.100.${(next % 200) + 1}` },
    });

  /** What a caller reads of an answer: the result page, the companies, 停止聯繫, the companies again. */
  async function everythingAbout(publicId: string) {
    const id = encodeURIComponent(publicId);
    const page = await h.call('GET', `/hyperf/valuation/v3/result?id=${id}`);
    const companies = await h.call('GET', `/v1/quote-result/companies?id=${id}`);
    const stop = await h.call('POST', '/v1/quote-result/stop-contact', { body: { id: publicId } });
    const after = await h.call('GET', `/v1/quote-result/companies?id=${id}`);
    // What differs by nature between two answers: the ids and the time.
    const { id: _id, public_id: _publicId, created_at: _at, ...shown } = page.body.data;
    const stopped = (data: Record<string, unknown>) => ({ ...data, contact_stopped_at: 'when' });
    return {
      statuses: [page.status, companies.status, stop.status, after.status],
      page: shown,
      companies: companies.body.data,
      stop: stopped(stop.body.data),
      after: stopped(after.body.data),
    };
  }

  it.each([
    ['a basic quote', { region_id: 8, size: 31, module: 'home', type: 'generic' }],
    [
      'a community quote whose submit names its community wrongly',
      {
        region_id: 1,
        size: 28.5,
        community: { id: 1, name: '不存在的名字', title: '不存在的名字', address: '某處' },
        house_layout: { bedroom: 3, living_room: 2, bathroom: 2, kitchen: 1, balcony: 1 },
      },
    ],
  ])('for %s, a repeat of another client reads exactly as a new quote does', async (_kind, inputs) => {
    const owner = freshMobile();
    expect((await submit('the-owners-phone', { ...inputs, mobile: owner })).status).toBe(200);

    const repeat = await submit('a-strangers-browser', { ...inputs, mobile: owner });
    const fresh = await submit('a-strangers-browser', { ...inputs, mobile: freshMobile() });
    expect([repeat.status, fresh.status]).toEqual([200, 200]);
    expect(Object.keys(repeat.body.data).sort()).toEqual(Object.keys(fresh.body.data).sort());
    const { id: _a, public_id: repeatId, ...repeatRest } = repeat.body.data;
    const { id: _b, public_id: freshId, ...freshRest } = fresh.body.data;
    expect(repeatRest).toEqual(freshRest);
    for (const publicId of [repeatId, freshId]) {
      expect(publicId).toMatch(/^[A-Za-z0-9_-]{52}$/);
      expect(Buffer.from(publicId, 'base64url')).toHaveLength(39);
    }

    const [ofRepeat, ofFresh] = [await everythingAbout(repeatId), await everythingAbout(freshId)];
    expect(ofRepeat.statuses).toEqual([200, 200, 200, 200]);
    // As text: key order too (a stored layout once came back in JSONB's order, a sealed one not).
    expect(JSON.stringify(ofRepeat)).toBe(JSON.stringify(ofFresh));
    if ('community' in inputs) expect(ofRepeat.page.community.name).toBe(community.name);
  });

  it('sealed ids show no structure: no version byte or input in the clear', async () => {
    const ids: Buffer[] = [];
    for (let i = 0; i < 8; i++) {
      const owner = freshMobile();
      await submit('the-owners-phone', { region_id: 1, size: 30, mobile: owner });
      const repeat = await submit('a-strangers-browser', { region_id: 1, size: 30, mobile: owner });
      ids.push(Buffer.from(repeat.body.data.public_id, 'base64url'));
    }
    // The version and the region (1) where a clear layout would hold them: inputs then tag (version
    // 1), or tag then inputs (version 2). By chance, one id in 32,768 looks so; not eight.
    const inTheClear = (b: Buffer) => (b[0] === 1 && b[6] === 1) || (b[16] === 2 && b[22] === 1);
    expect(ids.every(inTheClear)).toBe(false);
    expect(new Set(ids.map((b) => b.subarray(0, 2).toString('hex'))).size).toBeGreaterThan(1);
  });
});
