/**
 * A lead answer never discloses another lead. A repeat (the same number from the same source
 * within the repeat window) stores nothing new, and its caller gets back only what it sent: the
 * first lead's id only when the same client made that lead (the same Idempotency-Key, the same
 * signed-in member or the same device id, X-Uuid); any other caller — someone who merely knows
 * the owner's number — gets a fresh id of its own, and the result page of that id shows only the
 * caller's own inputs (no community, address or size of the owner's quote).
 */
import { regionById } from '@renovo/core/data';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clues, communities, quotes } from '../../db/schema.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import { LEAD_ROUTES, LEAD_NOTICE as NOTICE } from '../../testing/lead-routes.ts';

const SUBMIT = '/hyperf/valuation/v3/submit';
const RESULT = '/hyperf/valuation/v3/result';

/** The clue routes with a repeat rule, each with a valid body for `mobile`. */
const CLUE_ROUTES: { path: string; body: (mobile: string) => Record<string, unknown> }[] = [
  {
    path: '/hyperf/clues/consult',
    body: (mobile) => ({ mobile, accepted: 1, region_id: 1, type: 'chat', notice_version: NOTICE }),
  },
  {
    path: '/hyperf/clues/authorize',
    body: (mobile) => ({
      sender_contact: mobile,
      type: 'work_detail',
      source_type: 'work',
      source_id: 1,
      accepted: 1,
      notice_version: NOTICE,
    }),
  },
  // The style test's order, as every lead test files it.
  LEAD_ROUTES.find((r) => r.path === '/hyperf/clues/order')!,
];

describe.each(DATABASE_LANES)('on %s', (lane) => {
  let h: TestHarness;
  let ip = 0;
  /** A fresh client address per call unless one is given: another network, no shared limits. */
  const nextIp = () => {
    ip += 1;
    return `198.18.${Math.floor(ip / 250)}.${(ip % 250) + 1}`;
  };
  beforeAll(async () => {
    h = await createHarness({ lane });
  });
  afterAll(() => h.close());

  const post = (path: string, body: unknown, headers: Record<string, string> = {}, token?: string) =>
    h.call('POST', path, {
      body,
      headers: { 'x-forwarded-for': nextIp(), ...headers },
      ...(token ? { token } : {}),
    });

  /** The owner's quote: a community (with its address), an odd size and a layout, from a popup. */
  async function ownerQuote(mobile: string, headers: Record<string, string>, token?: string) {
    const [community] = await h.db.select().from(communities).where(eq(communities.regionId, 1)).limit(1);
    if (!community) throw new Error('the demo content has no community in region 1');
    const answer = await post(
      SUBMIT,
      {
        region_id: 1,
        size: 41.37,
        mobile,
        accepted: 1,
        module: 'community-popup',
        community: {
          id: community.id,
          name: community.name,
          title: community.title,
          address: community.address,
        },
        house_layout: { bedroom: 4, living_room: 2, kitchen: 1, bathroom: 3, balcony: 2 },
        notice_version: NOTICE,
      },
      headers,
      token,
    );
    expect(answer.status).toBe(200);
    return { answer, community };
  }

  /** Another client's submit with the owner's number and module, without a community. */
  const strangerQuote = (mobile: string, headers: Record<string, string> = {}) =>
    post(
      SUBMIT,
      { region_id: 2, size: 20, mobile, accepted: 1, module: 'community-popup', notice_version: NOTICE },
      headers,
    );

  const quoteRows = async (mobile: string) =>
    (await h.db.select({ id: quotes.id }).from(quotes).where(eq(quotes.mobile, mobile))).length;

  describe('the quote submit', () => {
    it('another client with the owner’s number learns nothing of the owner’s quote, and no row is added', async () => {
      const mobile = '0922000101';
      const { answer: owner, community } = await ownerQuote(mobile, { 'x-uuid': 'owner-device-101' });
      const secrets = [community.name, community.address, '41.37', owner.body.data.public_id];

      const callers: Record<string, string>[] = [
        {},
        { 'x-uuid': 'stranger-device-101' },
        { 'idempotency-key': 'stranger-key-101' },
        { 'idempotency-key': 'stranger-key-101' },
        { 'x-one-id': 'stranger-one-id' },
      ];
      const seen: string[] = [];
      for (const headers of callers) {
        const stranger = await strangerQuote(mobile, headers);
        expect(stranger.status, JSON.stringify(headers)).toBe(200);
        expect(stranger.body.data.id).not.toBe(owner.body.data.id);
        expect(stranger.body.data.public_id).not.toBe(owner.body.data.public_id);
        // What the stranger sent, and nothing else.
        expect(stranger.body.data.house_region).toBe(regionById(2)?.name);
        expect(stranger.body.data.acreage_name).toBe('20坪');
        for (const secret of secrets) expect(JSON.stringify(stranger.body)).not.toContain(secret);

        const page = await h.call('GET', `${RESULT}?id=${stranger.body.data.public_id}`);
        expect(page.status).toBe(200);
        expect(page.body.data).toMatchObject({
          id: stranger.body.data.id,
          public_id: stranger.body.data.public_id,
          variant: 'basic',
          region_id: 2,
          size: 20,
          community: null,
        });
        expect(page.body.data.id).not.toBe(owner.body.data.id);
        for (const secret of secrets) expect(JSON.stringify(page.body)).not.toContain(secret);
        seen.push(stranger.body.data.public_id);
      }
      // Every stranger's id is its own; a retry with the same Idempotency-Key gets its own again.
      expect(seen[3]).toBe(seen[2]);
      expect(new Set([owner.body.data.public_id, ...seen]).size).toBe(callers.length);
      expect(await quoteRows(mobile)).toBe(1);

      // The owner's own result page still shows the owner's quote.
      const mine = await h.call('GET', `${RESULT}?id=${owner.body.data.public_id}`);
      expect(mine.body.data.community).toMatchObject({ name: community.name, address: community.address });
    });

    it('the same client gets its own first quote back: same device id, same Idempotency-Key, same member', async () => {
      const byDevice = '0922000102';
      const { answer: first } = await ownerQuote(byDevice, { 'x-uuid': 'owner-device-102' });
      const again = await strangerQuote(byDevice, { 'x-uuid': 'owner-device-102' });
      expect(again.body.data).toMatchObject({ id: first.body.data.id, public_id: first.body.data.public_id });

      const byKey = '0922000103';
      const { answer: keyed } = await ownerQuote(byKey, { 'idempotency-key': 'owner-key-103' });
      const retry = await ownerQuote(byKey, { 'idempotency-key': 'owner-key-103' });
      expect(retry.answer.headers.get('idempotent-replayed')).toBe('true');
      expect(retry.answer.body.data.public_id).toBe(keyed.body.data.public_id);

      const byMember = '0922000104';
      const token = await h.login(byMember);
      const { answer: member } = await ownerQuote(byMember, {}, token);
      const fromOtherDevice = await post(
        SUBMIT,
        {
          region_id: 2,
          size: 20,
          mobile: byMember,
          accepted: 1,
          module: 'community-popup',
          notice_version: NOTICE,
        },
        { 'x-uuid': 'members-phone-104' },
        token,
      );
      expect(fromOtherDevice.body.data.public_id).toBe(member.body.data.public_id);

      for (const mobile of [byDevice, byKey, byMember]) expect(await quoteRows(mobile)).toBe(1);
    });

    it('the result page of another client’s repeat shows that client’s own community and layout', async () => {
      const mobile = '0922000106';
      const { community: owners } = await ownerQuote(mobile, { 'x-uuid': 'owner-device-106' });
      const [own] = await h.db.select().from(communities).where(eq(communities.regionId, 2)).limit(1);
      if (!own) throw new Error('the demo content has no community in region 2');
      const layout = { bedroom: 1, living_room: 1, kitchen: 1, bathroom: 1, balcony: 0 };
      const stranger = await post(SUBMIT, {
        region_id: 2,
        size: 12.5,
        mobile,
        accepted: 1,
        module: 'community-popup',
        community: { id: own.id, name: own.name },
        house_layout: layout,
        notice_version: NOTICE,
      });
      const page = await h.call('GET', `${RESULT}?id=${stranger.body.data.public_id}`);
      expect(page.body.data).toMatchObject({
        variant: 'community',
        size: 12.5,
        house_layout: layout,
        community: { id: own.id, name: own.name, address: own.address },
      });
      expect(JSON.stringify(page.body)).not.toContain(owners.address);
      expect(await quoteRows(mobile)).toBe(1);
    });

    it('a result id cannot be forged or altered: a changed character is a 404', async () => {
      const mobile = '0922000105';
      await ownerQuote(mobile, { 'x-uuid': 'owner-device-105' });
      const stranger = await strangerQuote(mobile);
      const id: string = stranger.body.data.public_id;
      for (const at of [0, Math.floor(id.length / 2), id.length - 1]) {
        const changed = `${id.slice(0, at)}${id[at] === 'A' ? 'B' : 'A'}${id.slice(at + 1)}`;
        expect((await h.call('GET', `${RESULT}?id=${changed}`)).status, changed).toBe(404);
      }
    });
  });

  describe.each(CLUE_ROUTES)('$path', ({ path, body }) => {
    it('another client with the owner’s number gets an id of its own; the same client its first lead’s', async () => {
      const mobile = `09220002${CLUE_ROUTES.findIndex((r) => r.path === path)}0`;
      const owner = await post(path, body(mobile), { 'x-uuid': `owner-device-${path}` });
      expect(owner.status).toBe(200);
      const ids = new Set<number>([owner.body.data.id]);
      const strangers: Record<string, string>[] = [
        {},
        { 'x-uuid': 'stranger' },
        { 'idempotency-key': `stranger-${path}` },
      ];
      for (const headers of strangers) {
        const stranger = await post(path, body(mobile), headers);
        expect(stranger.status).toBe(200);
        expect(stranger.body.data.id).not.toBe(owner.body.data.id);
        ids.add(stranger.body.data.id);
      }
      expect(ids.size).toBe(4);
      const same = await post(path, body(mobile), { 'x-uuid': `owner-device-${path}` });
      expect(same.body.data.id).toBe(owner.body.data.id);
      const rows = await h.db.select({ id: clues.id }).from(clues).where(eq(clues.mobile, mobile));
      expect(rows).toEqual([{ id: owner.body.data.id }]);
    });
  });
});
