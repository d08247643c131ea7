/**
 * Nobody can tell whether a number has a quote from what follows a submit
 * (docs/spec/leads-and-security.md#lead-spam-and-forgery). A repeat of another client's quote
 * stores no lead; an audit found three things that then behaved otherwise than after a new quote:
 * the same device submitting again got a new answer (a stored quote's device gets its quote back),
 * the recent records and today's count left it out, and the device was not "one that has left a
 * lead". A caller who submits a number and watches these must see the same whether or not the
 * number already had a quote.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DATABASE_LANES, type TestHarness } from '../testing/harness.ts';

const SUBMIT = '/hyperf/valuation/v3/submit';
const RECENT = '/hyperf/valuation/v3/recent_records?per_page=30';
const CLUE_INFO = '/hyperf/clues/user/clue/info';

describe.each(DATABASE_LANES)(
  'nobody can tell whether a number has a quote from what follows, on %s',
  (lane) => {
    let h: TestHarness;
    let next = 0;
    const fresh = () => String(100000 + ++next).slice(-6);
    beforeAll(async () => {
      h = await createHarness({ lane });
    }, 180_000);
    afterAll(() => h.close());

    /** A call from device `uuid`, each from an address network of its own. */
    const from = (uuid: string, method: 'GET' | 'POST', path: string, body?: unknown, headers = {}) =>
      h.call(method, path, {
        ...(body === undefined ? {} : { body }),
        headers: {
          'X-Uuid': uuid,
          'x-forwarded-for': `198.51.${Math.floor(next / 200)}.${(next % 200) + 1}`,
          ...headers,
        },
      });
    const consult = (mobile: string) => ({
      mobile,
      accepted: 1,
      region_id: 1,
      type: 'chat',
      notice_version: '2026-11',
    });
    const quote = (mobile: string, size: number) => ({
      region_id: 8,
      size,
      module: 'home',
      type: 'generic',
      mobile,
      accepted: 1,
      notice_version: '2026-11',
    });

    /** Everything a caller sees of submitting `mobile` twice from a new device, ids and times left out. */
    async function whatFollows(mobile: string) {
      const device = `a-curious-browser-${fresh()}`;
      const watcher = `a-watching-browser-${fresh()}`;
      const before = (await from(watcher, 'GET', RECENT)).body.data;
      const hadLead = (await from(device, 'GET', CLUE_INFO)).body.data.exists_clue;
      const first = await from(device, 'POST', SUBMIT, quote(mobile, 41.37));
      const seen = (await from(watcher, 'GET', RECENT)).body.data;
      const ownCount = (await from(device, 'GET', RECENT)).body.data.count;
      const leftLead = (await from(device, 'GET', CLUE_INFO)).body.data.exists_clue;
      const key = `again-${fresh()}`;
      const again = await from(device, 'POST', SUBMIT, quote(mobile, 52), { 'Idempotency-Key': key });
      const retried = await from(device, 'POST', SUBMIT, quote(mobile, 52), { 'Idempotency-Key': key });
      const after = (await from(watcher, 'GET', RECENT)).body.data;
      const { id: _id, public_id: _publicId, ...answer } = first.body.data;
      return {
        statuses: [first.status, again.status, retried.status],
        answer,
        sameAnswerAgain: [again.body.data, retried.body.data].map(
          (d) => d.public_id === first.body.data.public_id,
        ),
        sameIdAgain: [again.body.data, retried.body.data].map((d) => d.id === first.body.data.id),
        newestRecord: { region_cn: seen.records[0].region_cn, size_cn: seen.records[0].size_cn },
        countedOnce: [seen.count - before.count, after.count - seen.count],
        countedForOthersOnly: ownCount === seen.count - 1,
        leftLead: [hadLead, leftLead],
      };
    }

    it('a device submitting a number twice, and everyone watching the records, see the same either way', async () => {
      const owned = `0977${fresh()}`;
      const owner = await from('the-owners-phone', 'POST', SUBMIT, quote(owned, 30));
      expect(owner.status).toBe(200);

      const ofOwned = await whatFollows(owned);
      const ofNew = await whatFollows(`0977${fresh()}`);
      expect(ofNew).toEqual({
        statuses: [200, 200, 200],
        answer: expect.objectContaining({ acreage_name: '41.37坪' }),
        sameAnswerAgain: [true, true],
        sameIdAgain: [true, true],
        newestRecord: { region_cn: expect.any(String), size_cn: '41.37坪' },
        countedOnce: [1, 0],
        countedForOthersOnly: true,
        leftLead: [false, true],
      });
      expect(ofOwned).toEqual(ofNew);
    });

    it('a member’s own privacy export and erasure, and the records after it, are the same either way', async () => {
      /** A member files `mobile` (a quote and a consult), then exports and erases its own data. */
      async function memberFiles(mobile: string) {
        const member = `0979${fresh()}`;
        const device = `a-members-browser-${fresh()}`;
        const token = await h.login(member);
        const headers = { Authorization: `Bearer ${token}` };
        const filed = [
          await from(device, 'POST', SUBMIT, quote(mobile, 33), headers),
          await from(device, 'POST', '/hyperf/clues/consult', consult(mobile), headers),
        ].map((r) => r.status);
        const privacy = async (route: 'export' | 'erase') => {
          await from(device, 'POST', '/v1/codes', { medium: 'sms', type: 'privacy', username: member });
          const code = (await h.call('GET', `/v1/codes?username=${member}`)).body.data.code as string;
          h.clock.advance(61_000);
          return (await from(device, 'POST', `/v1/privacy/${route}`, { mobile: member, code })).body.data;
        };
        const exported = await privacy('export');
        const before = (await from('a-watcher', 'GET', RECENT)).body.data.count;
        const erased = await privacy('erase');
        const after = (await from('a-watcher', 'GET', RECENT)).body.data.count;
        return {
          filed,
          exported: [
            exported.quotes,
            exported.clues,
            exported.consents.map((c: { purpose: string }) => c.purpose),
          ],
          erased: [erased.quotes, erased.clues, erased.consents],
          recordsKept: after === before,
          device: (await from(device, 'GET', CLUE_INFO)).body.data.exists_clue,
        };
      }
      const owned = `0977${fresh()}`;
      expect((await from('the-owners-phone', 'POST', SUBMIT, quote(owned, 30))).status).toBe(200);
      expect((await from('the-owners-phone', 'POST', '/hyperf/clues/consult', consult(owned))).status).toBe(
        200,
      );
      const ofOwned = await memberFiles(owned);
      const ofNew = await memberFiles(`0977${fresh()}`);
      expect(ofNew).toEqual({
        filed: [200, 200],
        exported: [[], [], expect.any(Array)],
        erased: [0, 0, expect.any(Number)],
        recordsKept: true,
        device: false,
      });
      expect(ofOwned).toEqual(ofNew);
    });

    it('a repeat of another client’s consult, sent twice by one device, gets one id as a new consult does', async () => {
      const twice = async (mobile: string) => {
        const device = `a-consulting-browser-${fresh()}`;
        const first = await from(device, 'POST', '/hyperf/clues/consult', consult(mobile));
        const again = await from(device, 'POST', '/hyperf/clues/consult', consult(mobile));
        return { statuses: [first.status, again.status], same: first.body.data.id === again.body.data.id };
      };
      const owned = `0978${fresh()}`;
      expect((await from('the-owners-phone', 'POST', '/hyperf/clues/consult', consult(owned))).status).toBe(
        200,
      );
      expect(await twice(owned)).toEqual({ statuses: [200, 200], same: true });
      expect(await twice(`0978${fresh()}`)).toEqual({ statuses: [200, 200], same: true });
    });
  },
);
