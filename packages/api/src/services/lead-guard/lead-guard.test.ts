/**
 * The lead guard (docs/spec/leads-and-security.md#lead-spam-and-forgery) on the four lead routes: JSON only,
 * Origin, limits per
 * address and per number, repeats give back the first lead, unverified numbers, review marks,
 * and the consent notice version the visitor was shown.
 */
import { readUtm } from '@renovo/core';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clues, consents, quotes } from '../../db/schema.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import { LEAD_NOTICE as NOTICE, LEAD_ROUTES as ROUTES } from '../../testing/lead-routes.ts';
import { REVIEW_WINDOW_MS } from './lead-statements.ts';
import { markEarlierForReview } from './review-marks.ts';

const CJK = /[\u3400-\u9fff]/;

describe.each(DATABASE_LANES)('on %s', (lane) => {
  let h: TestHarness;
  let ip = 0;
  /** A fresh client address per call unless one is given, so address limits stay out of the way. */
  const nextIp = () => {
    ip += 1;
    return `203.0.${Math.floor(ip / 250)}.${(ip % 250) + 1}`;
  };
  beforeAll(async () => {
    h = await createHarness({ lane });
  });
  afterAll(() => h.close());

  function post(path: string, body: unknown, headers: Record<string, string> = {}) {
    return h.call('POST', path, { body, headers: { 'x-forwarded-for': nextIp(), ...headers } });
  }

  describe('lead routes accept application/json only', () => {
    it.each(ROUTES)('$path: a text/plain (no-cors) body is 415 and never parsed', async ({ path, body }) => {
      const mobile = '0911000001';
      for (const type of [
        'text/plain',
        'text/plain;charset=UTF-8',
        'application/x-www-form-urlencoded',
        '',
      ]) {
        const answer = await post(path, JSON.stringify(body(mobile)), { 'content-type': type });
        expect(answer.status, type).toBe(415);
        expect(answer.body.message).toMatch(CJK);
      }
      const ok = await post(path, body(mobile), { 'content-type': 'application/json; charset=utf-8' });
      expect(ok.status).toBe(200);
    });
  });

  describe('lead routes check Origin', () => {
    it.each(ROUTES)('$path: a foreign origin is 403; no row is stored', async ({ path, body }) => {
      const [before] = await h.db.select({ id: clues.id }).from(clues).orderBy(desc(clues.id)).limit(1);
      for (const origin of ['https://evil.example', 'null', `http://${'a'.repeat(300)}.example`]) {
        const answer = await post(path, body('0911000002'), { origin });
        expect(answer.status, origin).toBe(403);
        expect(answer.body.message).toBe('此網站未獲授權送出資料');
      }
      const [after] = await h.db.select({ id: clues.id }).from(clues).orderBy(desc(clues.id)).limit(1);
      expect(after?.id).toBe(before?.id);
    });

    it("the site's own origin, PUBLIC_ORIGIN, a partner's origin and no Origin are allowed", async () => {
      const app = h.appWith({ env: { PUBLIC_ORIGINS: ['https://www.renovo.example'] } });
      const send = (url: string, mobile: string, origin?: string) =>
        app.request(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'x-forwarded-for': nextIp(),
            ...(origin ? { origin } : {}),
          },
          body: JSON.stringify(ROUTES[1]!.body(mobile)),
        });
      // Same origin as the request (the host site posting to itself).
      expect(
        (
          await send(
            'https://api.renovo.example/hyperf/clues/consult',
            '0911000003',
            'https://api.renovo.example',
          )
        ).status,
      ).toBe(200);
      expect(
        (await send('http://localhost/hyperf/clues/consult', '0911000004', 'https://www.renovo.example'))
          .status,
      ).toBe(200);
      // The demo partner allows http://localhost:*.
      expect(
        (await send('http://localhost/hyperf/clues/consult', '0911000005', 'http://localhost:8080')).status,
      ).toBe(200);
      // Server to server (curl, the site's own loaders): no Origin.
      expect((await send('http://localhost/hyperf/clues/consult', '0911000006')).status).toBe(200);
      expect(
        (await send('http://localhost/hyperf/clues/consult', '0911000007', 'https://www.renovo.example.evil'))
          .status,
      ).toBe(403);
    });
  });

  describe('the same number from the same source within a day gives its client back the first lead', () => {
    it.each(ROUTES)(
      '$path: same answer, no new row; another source or a day later is a new lead',
      async ({ path, body }) => {
        const mobile = `09110001${ROUTES.findIndex((r) => r.path === path)}0`;
        const device = { 'x-uuid': `device-${mobile}` };
        const first = await post(path, body(mobile), device);
        expect(first.status).toBe(200);
        const again = await post(path, body(mobile), device);
        expect(again.status).toBe(200);
        expect(again.body).toEqual(first.body);
        const otherSource = path.includes('submit')
          ? { module: 'other' }
          : path.includes('order')
            ? { page: 'other' }
            : { type: 'other' };
        const other = await post(path, { ...body(mobile), ...otherSource }, device);
        expect(other.status).toBe(200);
        expect(other.body.data.id).not.toBe(first.body.data.id);
        h.clock.advance(24 * 3600_000 + 1000);
        const later = await post(path, body(mobile), device);
        expect(later.body.data.id).not.toBe(first.body.data.id);
      },
    );

    it('concurrent repeats make one row', async () => {
      const device = { 'x-uuid': 'device-0911000200' };
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => post(ROUTES[0]!.path, ROUTES[0]!.body('0911000200'), device)),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(6).fill(200));
      expect(new Set(answers.map((a) => a.body.data.id)).size).toBe(1);
      const rows = await h.db.select({ id: quotes.id }).from(quotes).where(eq(quotes.mobile, '0911000200'));
      expect(rows).toHaveLength(1);
    });
  });

  describe('limits per number and per address', () => {
    it('a number gets LEAD_LIMIT_MOBILE_DAILY new leads a day from one network, then 429 with Retry-After; the owner’s network is not affected', async () => {
      const mobile = '0911000300';
      const from = { 'x-forwarded-for': '198.51.100.30' };
      for (let i = 0; i < h.env.LEAD_LIMIT_MOBILE_DAILY; i++) {
        const answer = await post(ROUTES[1]!.path, { ...ROUTES[1]!.body(mobile), type: `page-${i}` }, from);
        expect(answer.status, String(i)).toBe(200);
      }
      const refused = await post(ROUTES[0]!.path, ROUTES[0]!.body(mobile), from);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe('此行動電話送出次數過多，請稍後再試');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another number from that network, and the number from another network, are not affected.
      expect((await post(ROUTES[0]!.path, ROUTES[0]!.body('0911000301'), from)).status).toBe(200);
      expect((await post(ROUTES[0]!.path, ROUTES[0]!.body(mobile))).status).toBe(200);
    });

    it('another client’s repeat spends the number’s budget as a new lead does: it tells nothing of the first lead', async () => {
      const app = h.appWith({ env: { LEAD_LIMIT_MOBILE_DAILY: 2 } });
      const send = (mobile: string, uuid: string, type: string, ip: string) =>
        h.call('POST', ROUTES[1]!.path, {
          app,
          body: { ...ROUTES[1]!.body(mobile), type },
          headers: { 'x-forwarded-for': ip, 'x-uuid': uuid },
        });
      // The owner filed `kitchen` from their own network. From a stranger's network, with or
      // without the owner's lead, the stranger's third lead is the one refused: starting with the
      // owner's source (a foreign repeat spends as a new lead does) or with others (the owner's
      // lead spent nothing of the stranger's network).
      for (const [owned, fresh, types] of [
        ['0911000320', '0911000321', ['kitchen', 'bath', 'hall']],
        ['0911000322', '0911000323', ['bath', 'hall', 'attic']],
      ] as const) {
        expect((await send(owned, `owner-${owned}`, 'kitchen', '203.0.113.32')).status).toBe(200);
        for (const mobile of [owned, fresh]) {
          const statuses = [];
          for (const type of types)
            statuses.push((await send(mobile, 'stranger', type, `198.51.100.${mobile.slice(-2)}`)).status);
          expect(statuses, `${mobile} ${types.join()}`).toEqual([200, 200, 429]);
        }
      }
    });

    it('a repeat of the same number and source spends no limit', async () => {
      const app = h.appWith({ env: { LEAD_LIMIT_MOBILE_DAILY: 1 } });
      const send = (body: Record<string, unknown>) =>
        h.call('POST', ROUTES[1]!.path, {
          app,
          body,
          headers: { 'x-forwarded-for': '198.51.100.31', 'x-uuid': 'device-0911000310' },
        });
      const first = await send(ROUTES[1]!.body('0911000310'));
      for (let i = 0; i < 3; i++)
        expect((await send(ROUTES[1]!.body('0911000310'))).body).toEqual(first.body);
      expect((await send({ ...ROUTES[1]!.body('0911000310'), type: 'another' })).status).toBe(429);
    });

    it('an address (an IPv6 /64) is limited, generously by default; another network is not', async () => {
      expect(h.env.LEAD_LIMIT_ADDRESS_10MIN).toBeGreaterThanOrEqual(60);
      const app = h.appWith({ env: { LEAD_LIMIT_ADDRESS_10MIN: 3 } });
      const send = (mobile: string, address: string) =>
        h.call('POST', ROUTES[0]!.path, {
          app,
          body: ROUTES[0]!.body(mobile),
          headers: { 'x-forwarded-for': address },
        });
      for (let i = 1; i <= 3; i++)
        expect((await send(`091100040${i}`, `2001:db8:7:7::${i}`)).status).toBe(200);
      const refused = await send('0911000404', '2001:db8:7:7:ffff::9');
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe('此網路送出次數過多，請稍後再試');
      expect((await send('0911000405', '2001:db8:7:8::1')).status).toBe(200);
    });
  });

  describe('verification and review', () => {
    it('a lead is verified only when the member who holds the number files it signed in; anyone else’s lead for that number is unverified', async () => {
      await post(ROUTES[0]!.path, ROUTES[0]!.body('0911000500'));
      const owner = { authorization: `Bearer ${await h.login('0911000501')}` };
      const other = { authorization: `Bearer ${await h.login('0911000502')}` };
      await post(ROUTES[0]!.path, ROUTES[0]!.body('0911000501'), owner);
      await post(ROUTES[1]!.path, ROUTES[1]!.body('0911000501'), owner);
      // Someone who knows the member's number: signed out, and signed in with another number.
      await post(ROUTES[0]!.path, { ...ROUTES[0]!.body('0911000501'), module: 'signed-out' });
      await post(ROUTES[0]!.path, { ...ROUTES[0]!.body('0911000501'), module: 'another-member' }, other);
      const [unverified] = await h.db.select().from(quotes).where(eq(quotes.mobile, '0911000500'));
      const byOwner = await h.db
        .select()
        .from(quotes)
        .where(eq(quotes.mobile, '0911000501'))
        .orderBy(quotes.id);
      const [clue] = await h.db.select().from(clues).where(eq(clues.mobile, '0911000501'));
      expect(unverified?.mobileVerified).toBe(false);
      expect(byOwner.map((q) => q.mobileVerified)).toEqual([true, false, false]);
      expect(clue?.mobileVerified).toBe(true);
    });

    it('a stranger who files first with the owner’s number does not pre-empt the owner’s own lead', async () => {
      const mobile = '0911000520';
      const owner = { authorization: `Bearer ${await h.login(mobile)}` };
      const stranger = await post(ROUTES[0]!.path, { ...ROUTES[0]!.body(mobile), module: 'home' });
      const own = await post(ROUTES[0]!.path, { ...ROUTES[0]!.body(mobile), module: 'home' }, owner);
      expect(own.status).toBe(200);
      const rows = await h.db
        .select({ verified: quotes.mobileVerified, publicId: quotes.publicId })
        .from(quotes)
        .where(eq(quotes.mobile, mobile))
        .orderBy(quotes.id);
      // Two stored leads: the stranger's (unverified, for the staff) and the owner's (verified).
      expect(rows.map((r) => r.verified)).toEqual([false, true]);
      expect(own.body.data.public_id).toBe(rows[1]!.publicId);
      expect(stranger.body.data.public_id).toBe(rows[0]!.publicId);
    });

    it('after a stranger’s flood, the owner confirming the number by signing in on the device gets the owner’s leads matched, not marked', async () => {
      const mobile = '0911000530';
      const device = { 'x-uuid': 'the-owners-phone-530' };
      const owner = { authorization: `Bearer ${await h.login(mobile)}`, ...device };
      await post(ROUTES[0]!.path, { ...ROUTES[0]!.body(mobile), module: 'signed-in-first' }, owner);
      for (let i = 0; i <= h.env.LEAD_REVIEW_THRESHOLD; i++) {
        await post(ROUTES[0]!.path, { ...ROUTES[0]!.body(mobile), module: `flood-${i}` });
      }
      // Filed signed out on the owner's phone after the flood: counted with the others, marked.
      await post(ROUTES[0]!.path, { ...ROUTES[0]!.body(mobile), module: 'signed-out-later' }, device);
      await markEarlierForReview(h.db, h.clock());
      await h.login(mobile, { uuid: 'the-owners-phone-530' });
      await markEarlierForReview(h.db, h.clock());
      const rows = await h.db
        .select({ module: quotes.module, verified: quotes.mobileVerified, review: quotes.needsReview })
        .from(quotes)
        .where(eq(quotes.mobile, mobile))
        .orderBy(quotes.id);
      const byModule = Object.fromEntries(rows.map((r) => [r.module, r]));
      expect(byModule['signed-in-first']).toMatchObject({ verified: true, review: false });
      expect(byModule['signed-out-later']).toMatchObject({ verified: true, review: false });
      expect(rows.filter((r) => r.module?.startsWith('flood-')).every((r) => !r.verified && r.review)).toBe(
        true,
      );
    });

    it('leads filed by someone who knows a number never put its owner’s own leads under review', async () => {
      const mobile = '0911000510';
      const owner = { authorization: `Bearer ${await h.login(mobile)}` };
      await post(ROUTES[0]!.path, { ...ROUTES[0]!.body(mobile), module: 'owners-own' }, owner);
      for (let i = 0; i <= h.env.LEAD_REVIEW_THRESHOLD; i++) {
        await post(ROUTES[0]!.path, { ...ROUTES[0]!.body(mobile), module: `someone-else-${i}` });
      }
      await markEarlierForReview(h.db, h.clock());
      const rows = await h.db
        .select({ verified: quotes.mobileVerified, review: quotes.needsReview })
        .from(quotes)
        .where(eq(quotes.mobile, mobile))
        .orderBy(quotes.id);
      expect(rows[0]).toEqual({ verified: true, review: false });
      expect(rows.slice(1).every((r) => !r.verified && r.review)).toBe(true);
    });

    it('more than LEAD_REVIEW_THRESHOLD leads of one number in 30 days mark its leads for review', async () => {
      const mobile = '0911000600';
      const threshold = h.env.LEAD_REVIEW_THRESHOLD;
      for (let i = 0; i < threshold; i++) {
        const route = ROUTES[i % 2]!;
        await post(route.path, {
          ...route.body(mobile),
          ...(i % 2 ? { type: `t${i}` } : { module: `m${i}` }),
        });
      }
      const flagged = async () => [
        ...(await h.db.select({ r: quotes.needsReview }).from(quotes).where(eq(quotes.mobile, mobile))),
        ...(await h.db.select({ r: clues.needsReview }).from(clues).where(eq(clues.mobile, mobile))),
      ];
      expect((await flagged()).map((x) => x.r)).toEqual(Array(threshold).fill(false));
      await post(ROUTES[1]!.path, { ...ROUTES[1]!.body(mobile), type: 'one-more' });
      // The new lead is stored marked; the earlier ones are marked by the minutely run.
      expect((await flagged()).map((x) => x.r).sort()).toEqual([...Array(threshold).fill(false), true]);
      await markEarlierForReview(h.db, h.clock());
      expect((await flagged()).map((x) => x.r)).toEqual(Array(threshold + 1).fill(true));
    });

    it('the lead that crosses the threshold has the earlier ones of the review window marked, no older one (REVIEW_WINDOW_MS)', async () => {
      const mobile = '0911000601';
      for (let i = 0; i < h.env.LEAD_REVIEW_THRESHOLD; i++) {
        await post(ROUTES[0]!.path, { ...ROUTES[0]!.body(mobile), module: `w${i}` });
      }
      // The first of them moved to just outside the window, the second to just inside it.
      const rows = await h.db.select({ id: quotes.id }).from(quotes).where(eq(quotes.mobile, mobile));
      const [outside, inside] = rows.map((r) => r.id).sort((a, b) => a - b);
      const ago = (ms: number) => new Date(h.clock().getTime() - ms);
      await h.db
        .update(quotes)
        .set({ createdAt: ago(REVIEW_WINDOW_MS + 60_000) })
        .where(eq(quotes.id, outside!));
      await h.db
        .update(quotes)
        .set({ createdAt: ago(REVIEW_WINDOW_MS - 60_000) })
        .where(eq(quotes.id, inside!));
      // Counted: threshold − 1 within the window, so two more leads cross it.
      await post(ROUTES[0]!.path, { ...ROUTES[0]!.body(mobile), module: 'w-next' });
      await post(ROUTES[0]!.path, { ...ROUTES[0]!.body(mobile), module: 'w-last' });
      await markEarlierForReview(h.db, h.clock());
      const marks = await h.db
        .select({ id: quotes.id, r: quotes.needsReview })
        .from(quotes)
        .where(eq(quotes.mobile, mobile))
        .orderBy(quotes.id);
      expect(marks.map((m) => m.r)).toEqual([false, ...Array(marks.length - 1).fill(true)]);
      expect(marks[0]!.id).toBe(outside);
    });
  });

  describe('a landing link with ?utm_source=%00 keeps its leads (utm values are cleaned, not refused)', () => {
    it.each(ROUTES)('$path: the lead is stored with the utm cleaned', async ({ path, body }) => {
      // What the widgets send for /landing?utm_source=%00&utm_medium=c%ED%A0%80pc&utm_campaign=%01x.
      const utm = {
        ...readUtm(new URLSearchParams('utm_source=%00&utm_campaign=%01x')),
        medium: 'c\ud800pc',
      };
      const mobile = `09110008${ROUTES.findIndex((r) => r.path === path)}0`;
      const answer = await post(path, { ...body(mobile), utm });
      expect(answer.status).toBe(200);
      const table = path.includes('submit') ? quotes : clues;
      const [row] = await h.db
        .select({ utm: table.utm })
        .from(table)
        .where(eq(table.id, answer.body.data.id));
      expect(row?.utm).toEqual({ source: '', medium: 'cpc', campaign: 'x', content: '' });
    });
  });

  describe('consent notice version', () => {
    it.each(ROUTES)(
      '$path: a missing or unknown version is 422; a known one is stored with the consent',
      async ({ path, body }) => {
        const mobile = `09110007${ROUTES.findIndex((r) => r.path === path)}0`;
        const { notice_version: _, ...bare } = body(mobile);
        const missing = await post(path, bare);
        expect(missing.status).toBe(422);
        expect(missing.body.message).toBe('服務條款已更新，請重新整理頁面後再送出');
        const unknown = await post(path, { ...body(mobile), notice_version: '1999-01' });
        expect(unknown.status).toBe(422);
        expect(unknown.body.message).toBe('服務條款已更新，請重新整理頁面後再送出');

        const app = h.appWith({ env: { KNOWN_NOTICE_VERSIONS: [NOTICE, '2024-06'] } });
        const older = await h.call('POST', path, {
          app,
          body: { ...body(mobile), notice_version: '2024-06' },
          headers: { 'x-forwarded-for': nextIp() },
        });
        expect(older.status).toBe(200);
        const id = older.body.data.id as number;
        if (path.includes('submit')) {
          const [row] = await h.db.select().from(quotes).where(eq(quotes.id, id));
          expect(row?.consentNoticeVersion).toBe('2024-06');
        } else {
          const [row] = await h.db
            .select({ version: consents.noticeVersion })
            .from(clues)
            .innerJoin(consents, eq(consents.id, clues.consentId))
            .where(eq(clues.id, id));
          expect(row?.version).toBe('2024-06');
        }
      },
    );
  });
});
