import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, count, eq, gte } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessTokens, consents, rateLimitEvents, smsCodes, smsMessages, users } from '../db/schema.ts';
import { sha256 } from '../lib/crypto.ts';
import { taipeiDayStart } from '../lib/time.ts';
import { createMitakeGateway } from '../services/sms/index.ts';
import {
  createHarness,
  DATABASE_LANES,
  solveCodeChallengeInNode,
  type TestHarness,
} from '../testing/harness.ts';

describe.each(DATABASE_LANES)('on %s', (lane) => {
  let h: TestHarness;
  let nextMobile = 0;
  /** A fresh Taiwan mobile per test, so limits never leak between tests. */
  function freshMobile(): string {
    nextMobile += 1;
    return `0912${String(100000 + nextMobile).slice(-6)}`;
  }
  let nextIp = 0;
  function freshIp(): string {
    nextIp += 1;
    return `203.0.113.${nextIp}`;
  }

  beforeAll(async () => {
    h = await createHarness({ lane });
  });
  afterAll(() => h.close());

  /** Sends a code; a 428 challenge is solved and the send made again, as the login UIs do. */
  async function sendCode(
    mobile: string,
    options: { ip?: string; type?: string; token?: string; solve?: boolean; app?: TestHarness['app'] } = {},
  ) {
    const body: Record<string, unknown> = { medium: 'sms', type: options.type ?? 'login', username: mobile };
    const ip = options.ip ?? freshIp();
    const send = () =>
      h.call('POST', '/v1/codes', {
        body,
        headers: { 'x-forwarded-for': ip },
        ...(options.token ? { token: options.token } : {}),
        ...(options.app ? { app: options.app } : {}),
      });
    const first = await send();
    if (first.status !== 428 || options.solve === false) return first;
    body.challenge = await solveCodeChallengeInNode(first.body.challenge);
    return send();
  }

  async function outboxCode(mobile: string): Promise<string> {
    const answer = await h.call('GET', `/v1/codes?username=${mobile}`);
    return answer.body.data.code;
  }

  async function loginWith(mobile: string, code: string, extra: Record<string, unknown> = {}) {
    return h.call('POST', '/v1/authorizations', {
      body: {
        username: mobile,
        code,
        login_type: 'sms_code',
        accepted: 1,
        notice_version: '2026-11',
        ...extra,
      },
    });
  }

  describe('POST /v1/codes', () => {
    it('Taiwan mobiles only: otherwise 422 with the zh-TW message', async () => {
      for (const username of ['0812345678', '0941234567', '12345', '']) {
        const answer = await sendCode(username);
        expect(answer.status).toBe(422);
        expect(answer.body.message).toMatch(/行動電話/);
      }
    });

    it('sends a 6-digit code through the outbox and stores only its hash', async () => {
      const mobile = freshMobile();
      const answer = await sendCode(mobile);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ code: 200, data: { expires_in: 300, resend_after: 60 } });
      const code = await outboxCode(mobile);
      expect(code).toMatch(/^\d{6}$/);
      const [row] = await h.db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile));
      expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row?.codeHash).not.toContain(code);
      const outbox = await h.call('GET', `/dev/sms-outbox?mobile=${mobile}`);
      expect(outbox.body.data).toHaveLength(1);
      expect(outbox.body.data[0].body).toContain(code);
    });

    it('accepts the +886 and 00886 spellings as the same mobile', async () => {
      const mobile = freshMobile();
      const ip = freshIp();
      expect((await sendCode(`886${mobile}`, { ip })).status).toBe(200);
      const again = await sendCode(`00886${mobile}`, { ip });
      expect(again.status).toBe(429);
    });

    it('one send per mobile per address network per 60 s: 429 with a zh-TW message and nothing sent', async () => {
      const mobile = freshMobile();
      const ip = freshIp();
      expect((await sendCode(mobile, { ip })).status).toBe(200);
      const second = await sendCode(mobile, { ip });
      expect(second.status).toBe(429);
      expect(second.body.message).toMatch(/秒後再試/);
      expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
      const sent = await h.db.select().from(smsMessages).where(eq(smsMessages.mobile, mobile));
      expect(sent).toHaveLength(1);
      h.clock.advance(61_000);
      expect((await sendCode(mobile, { ip })).status).toBe(200);
    });

    it('5 sends per mobile per address network per hour, then 429', async () => {
      const mobile = freshMobile();
      const ip = freshIp();
      for (let i = 0; i < 5; i++) {
        expect((await sendCode(mobile, { ip })).status).toBe(200);
        h.clock.advance(61_000);
      }
      const sixth = await sendCode(mobile, { ip });
      expect(sixth.status).toBe(429);
      expect(sixth.body.message).toBe('驗證碼發送次數過多，請稍後再試');
      h.clock.advance(60 * 60 * 1000);
      expect((await sendCode(mobile, { ip })).status).toBe(200);
    });

    it('10 sends per mobile per address network per Taiwan day, then 429', async () => {
      const mobile = freshMobile();
      const ip = freshIp();
      // Start just after midnight Taipei (16:00 UTC) so the whole test fits in one day.
      const start = new Date(h.clock().getTime() + 24 * 3600_000);
      start.setUTCHours(16, 0, 30, 0);
      h.clock.set(start);
      for (let i = 0; i < 10; i++) {
        expect((await sendCode(mobile, { ip })).status, `send ${i + 1}`).toBe(200);
        h.clock.advance(i % 5 === 4 ? 3600_000 : 61_000);
      }
      const eleventh = await sendCode(mobile, { ip });
      expect(eleventh.status).toBe(429);
      expect(eleventh.body.message).toBe('今日驗證碼發送次數已達上限，請明天再試');
    });

    it('SMS_ADDRESS_HOURLY sends per client address network per hour, then 429', async () => {
      const app = h.appWith({ env: { SMS_ADDRESS_HOURLY: 5 } });
      const ip = freshIp();
      for (let i = 0; i < 5; i++) expect((await sendCode(freshMobile(), { ip, app })).status).toBe(200);
      const over = await sendCode(freshMobile(), { ip, app });
      expect(over.status).toBe(429);
      expect(over.body.message).toBe('此網路發送驗證碼次數過多，請稍後再試');
      // The whole IPv6 /64 is one network: rotating its addresses does not reset the count.
      for (let i = 0; i < 5; i++) {
        expect((await sendCode(freshMobile(), { ip: `2001:db8:77:1::${i + 1}`, app })).status).toBe(200);
      }
      expect((await sendCode(freshMobile(), { ip: '2001:db8:77:1:ffff::9', app })).status).toBe(429);
      expect((await sendCode(freshMobile(), { ip: '2001:db8:77:2::1', app })).status).toBe(200);
      h.clock.advance(11 * 60_000);
    });

    it('an address network that tried 3 times in 10 minutes must solve a challenge (428), growing with its tries', async () => {
      const ip = freshIp();
      for (let i = 0; i < 3; i++) {
        expect((await sendCode(freshMobile(), { ip, solve: false })).status).toBe(200);
      }
      const asked = await sendCode(freshMobile(), { ip, solve: false });
      expect(asked.status).toBe(428);
      expect(asked.body.message).toMatch(/請稍候/);
      expect(asked.body.challenge.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1 });
      // Another IPv6 address of the same /64 is the same network.
      const v6 = '2001:db8:42:7::1';
      for (let i = 0; i < 3; i++)
        await sendCode(freshMobile(), { ip: `2001:db8:42:7::${i + 10}`, solve: false });
      expect((await sendCode(freshMobile(), { ip: v6, solve: false })).status).toBe(428);
      // Solving it sends the code.
      expect((await sendCode(freshMobile(), { ip })).status).toBe(200);
      h.clock.advance(11 * 60_000);
      expect((await sendCode(freshMobile(), { ip, solve: false })).status).toBe(200);
    });

    it('a solution buys one send, from the network it was issued to, before it expires', async () => {
      const ip = freshIp();
      for (let i = 0; i < 3; i++) await sendCode(freshMobile(), { ip, solve: false });
      const asked = await sendCode(freshMobile(), { ip, solve: false });
      expect(asked.status).toBe(428);
      const solved = await solveCodeChallengeInNode(asked.body.challenge);
      const send = (mobile: string, from: string) =>
        h.call('POST', '/v1/codes', {
          body: { medium: 'sms', type: 'login', username: mobile, challenge: solved },
          headers: { 'x-forwarded-for': from },
        });
      // Spent elsewhere: a busy second address cannot use work done for the first.
      const other = freshIp();
      for (let i = 0; i < 3; i++) await sendCode(freshMobile(), { ip: other, solve: false });
      expect((await send(freshMobile(), other)).status).toBe(428);
      expect((await send(freshMobile(), ip)).status).toBe(200);
      expect((await send(freshMobile(), ip)).status).toBe(428);
      // Tampered or garbage solutions are a fresh challenge, never a 5xx.
      const tampered = JSON.parse(solved);
      tampered.solution.counter += 1;
      expect(
        (
          await h.call('POST', '/v1/codes', {
            body: {
              medium: 'sms',
              type: 'login',
              username: freshMobile(),
              challenge: JSON.stringify(tampered),
            },
            headers: { 'x-forwarded-for': ip },
          })
        ).status,
      ).toBe(428);
      for (const garbage of ['', 'null', '{', '{"challenge":1}', 'x'.repeat(4000)]) {
        const answer = await h.call('POST', '/v1/codes', {
          body: { medium: 'sms', type: 'login', username: freshMobile(), challenge: garbage },
          headers: { 'x-forwarded-for': ip },
        });
        expect(answer.status).toBe(428);
      }
      // Expired after 5 minutes.
      const again = await sendCode(freshMobile(), { ip, solve: false });
      const late = await solveCodeChallengeInNode(again.body.challenge);
      h.clock.advance(5 * 60_000 + 1000);
      expect(
        (
          await h.call('POST', '/v1/codes', {
            body: { medium: 'sms', type: 'login', username: freshMobile(), challenge: late },
            headers: { 'x-forwarded-for': ip },
          })
        ).status,
      ).toBe(428);
      h.clock.advance(11 * 60_000);
    });

    it('a flooded deployment (100 sends in 10 minutes) asks every new client for a challenge; warnings name no number', async () => {
      h.clock.advance(11 * 60_000);
      const logged = h.logs.length;
      const mobiles: string[] = [];
      for (let i = 0; i < 100; i++) {
        const mobile = freshMobile();
        mobiles.push(mobile);
        expect((await sendCode(mobile, { solve: false })).status, `send ${i + 1}`).toBe(200);
      }
      // A fresh address, its first try: work is asked of everyone new now…
      const fresh = await sendCode(freshMobile(), { solve: false });
      expect(fresh.status).toBe(428);
      // …and a real browser solves it unnoticed: the send goes through.
      expect((await sendCode(freshMobile())).status).toBe(200);
      const warnings = h.logs.slice(logged).filter((line) => JSON.parse(line).level === 40);
      expect(warnings.join('\n')).toMatch(/ten-minutes/);
      for (const mobile of mobiles) expect(warnings.join('\n')).not.toContain(mobile.slice(1));
      h.clock.advance(11 * 60_000);
    });

    it('the global daily budget: 429 and nothing sent once spent', async () => {
      // Sends of today (Taipei) across every mobile.
      const [row] = await h.db
        .select({ n: count() })
        .from(rateLimitEvents)
        .where(
          and(eq(rateLimitEvents.key, 'sms:global'), gte(rateLimitEvents.at, taipeiDayStart(h.clock()))),
        );
      const n = row?.n ?? 0;
      const app = h.appWith({ env: { SMS_DAILY_BUDGET: n + 1 } });
      // Past half the budget every send needs a challenge; the helper solves it.
      const first = await sendCode(freshMobile(), { app });
      expect(first.status).toBe(200);
      const mobile = freshMobile();
      const refused = await h.call('POST', '/v1/codes', {
        app,
        body: { medium: 'sms', type: 'login', username: mobile },
        headers: { 'x-forwarded-for': freshIp() },
      });
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe('簡訊服務今日已達發送上限，請稍後再試');
      expect(await h.db.select().from(smsMessages).where(eq(smsMessages.mobile, mobile))).toHaveLength(0);
    });

    it('bind_mobile codes need a login', async () => {
      const answer = await sendCode(freshMobile(), { type: 'bind_mobile' });
      expect(answer.status).toBe(401);
      expect(answer.body.message).toBe('請先登入');
    });
  });

  describe('POST /v1/authorizations', () => {
    it('a first login creates the account, answers an opaque token and sets the HttpOnly cookie', async () => {
      const mobile = freshMobile();
      await sendCode(mobile);
      const answer = await loginWith(mobile, await outboxCode(mobile), { utm: { source: 'google' } });
      expect(answer.status).toBe(200);
      const token = answer.body.data.access_token as string;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(answer.body.data.is_new_user).toBe(true);
      const cookie = answer.headers.get('set-cookie') ?? '';
      expect(cookie).toContain(`token=${token}`);
      expect(cookie).toContain('HttpOnly');
      expect(cookie).toContain('SameSite=Lax');
      expect(cookie).toContain('Max-Age=2592000');
      const [user] = await h.db.select().from(users).where(eq(users.mobile, mobile));
      expect(user?.signupUtm).toEqual({ source: 'google' });
      // The token is stored hashed only.
      const stored = await h.db.select().from(accessTokens).where(eq(accessTokens.userId, user!.id));
      expect(stored[0]?.tokenHash).toBe(sha256(token));
    });

    it('a second login finds the same account', async () => {
      const mobile = freshMobile();
      const first = await h.login(mobile);
      const second = await h.login(mobile);
      expect(first).not.toBe(second);
      const a = await h.call('GET', '/v1/user/info', { token: first });
      const b = await h.call('GET', '/v1/user/info', { token: second });
      expect(a.body.data.id).toBe(b.body.data.id);
    });

    it('records the consent with its time, notice version and client address', async () => {
      const mobile = freshMobile();
      await sendCode(mobile);
      const code = await outboxCode(mobile);
      const answer = await h.call('POST', '/v1/authorizations', {
        body: { username: mobile, code, login_type: 'sms_code', accepted: 1, notice_version: '2026-11' },
        headers: { 'x-forwarded-for': '203.0.113.77', 'user-agent': 'vitest-agent' },
      });
      expect(answer.status).toBe(200);
      const [row] = await h.db
        .select()
        .from(consents)
        .where(and(eq(consents.mobile, mobile), eq(consents.purpose, 'login')));
      expect(row).toMatchObject({
        noticeVersion: h.env.CONSENT_NOTICE_VERSION,
        clientIp: '203.0.113.77',
        userAgent: 'vitest-agent',
      });
      expect(row?.acceptedAt.getTime()).toBe(h.clock().getTime());
    });

    it('the consent stores the notice version the login form showed; an unknown one is 422 and spends no code', async () => {
      const mobile = freshMobile();
      await sendCode(mobile);
      const code = await outboxCode(mobile);
      const unknown = await h.call('POST', '/v1/authorizations', {
        body: { username: mobile, code, login_type: 'sms_code', accepted: 1, notice_version: '1999-01' },
      });
      expect(unknown.status).toBe(422);
      expect(unknown.body.message).toBe('服務條款已更新，請重新整理頁面後再送出');
      const app = h.appWith({ env: { KNOWN_NOTICE_VERSIONS: ['2026-11', '2024-06'] } });
      const older = await h.call('POST', '/v1/authorizations', {
        app,
        body: { username: mobile, code, login_type: 'sms_code', accepted: 1, notice_version: '2024-06' },
      });
      expect(older.status).toBe(200);
      const [row] = await h.db
        .select({ version: consents.noticeVersion })
        .from(consents)
        .where(and(eq(consents.mobile, mobile), eq(consents.purpose, 'login')));
      expect(row?.version).toBe('2024-06');
    });

    it('consent must be given: 422 請勾選服務條款', async () => {
      const answer = await h.call('POST', '/v1/authorizations', {
        body: { username: freshMobile(), code: '123456', login_type: 'sms_code', accepted: 0 },
      });
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe('請勾選服務條款');
    });

    it('SMS code: 6 digits or the single digit 0 — else 請輸入正確的驗證碼', async () => {
      const answer = await loginWith(freshMobile(), '12ab');
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe('請輸入正確的驗證碼');
    });

    it('an unknown number gets the same answer as a wrong code', async () => {
      const unknown = await loginWith(freshMobile(), '123456');
      const mobile = freshMobile();
      await sendCode(mobile);
      const code = await outboxCode(mobile);
      const wrong = await loginWith(mobile, code === '000000' ? '000001' : '000000');
      expect(unknown.status).toBe(422);
      expect(wrong.status).toBe(422);
      expect(unknown.body).toEqual(wrong.body);
    });

    it('a code is single use', async () => {
      const mobile = freshMobile();
      await sendCode(mobile);
      const code = await outboxCode(mobile);
      expect((await loginWith(mobile, code)).status).toBe(200);
      expect((await loginWith(mobile, code)).status).toBe(422);
    });

    it('a code is valid 5 minutes', async () => {
      const mobile = freshMobile();
      await sendCode(mobile);
      const code = await outboxCode(mobile);
      h.clock.advance(5 * 60_000 + 1000);
      expect((await loginWith(mobile, code)).status).toBe(422);
    });

    it('a code is bound to its type: a login code does not bind a mobile', async () => {
      const token = await h.login(freshMobile());
      const other = freshMobile();
      await sendCode(other);
      const code = await outboxCode(other);
      const answer = await h.call('PATCH', '/v1/user/bind_mobile', { token, body: { mobile: other, code } });
      expect(answer.status).toBe(422);
    });
  });

  describe('user info, logout, binding', () => {
    it('GET /v1/user/info and GET /api/user answer 401 without a valid token', async () => {
      for (const path of ['/v1/user/info', '/api/user']) {
        expect((await h.call('GET', path)).status).toBe(401);
        const bad = await h.call('GET', path, { token: 'not-a-token' });
        expect(bad.status).toBe(401);
        expect(bad.body.message).toBe('請先登入');
      }
    });

    it('answers the spec fields, with the mobile masked and real_mobile in full', async () => {
      const mobile = freshMobile();
      const token = await h.login(mobile);
      for (const path of ['/v1/user/info', '/api/user']) {
        const answer = await h.call('GET', path, { token });
        expect(answer.status).toBe(200);
        expect(answer.body.data).toMatchObject({
          mobile: `${mobile.slice(0, 4)}***${mobile.slice(-3)}`,
          real_mobile: mobile,
          role: 'ordinary',
          is_force_bind_mobile: false,
        });
        expect(Object.keys(answer.body.data).sort()).toEqual(
          [
            'avatar',
            'email',
            'id',
            'is_force_bind_mobile',
            'mobile',
            'name',
            'real_mobile',
            'role',
            'sex',
            'signature',
          ].sort(),
        );
      }
    });

    it('the cookie works as well as the bearer header', async () => {
      const token = await h.login(freshMobile());
      const answer = await h.call('GET', '/api/user', { headers: { cookie: `token=${token}` } });
      expect(answer.status).toBe(200);
    });

    it('roles: design and is_force_bind_mobile come from the account', async () => {
      const mobile = freshMobile();
      const token = await h.login(mobile);
      await h.db.update(users).set({ role: 'design', forceBindMobile: true }).where(eq(users.mobile, mobile));
      const answer = await h.call('GET', '/v1/user/info', { token });
      expect(answer.body.data).toMatchObject({ role: 'design', is_force_bind_mobile: true });
    });

    it('a token expires after 30 days', async () => {
      const token = await h.login(freshMobile());
      h.clock.advance(30 * 24 * 3600_000 + 1000);
      expect((await h.call('GET', '/v1/user/info', { token })).status).toBe(401);
    });

    it('DELETE /v1/authorizations revokes the token and clears the cookie', async () => {
      const token = await h.login(freshMobile());
      const answer = await h.call('DELETE', '/v1/authorizations', { token });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('set-cookie')).toContain('token=;');
      expect((await h.call('GET', '/v1/user/info', { token })).status).toBe(401);
      expect((await h.call('DELETE', '/v1/authorizations', { token })).status).toBe(401);
    });

    it('PATCH /v1/user/bind_mobile binds a mobile with a bind_mobile code', async () => {
      const mobile = freshMobile();
      const token = await h.login(mobile);
      await h.db.update(users).set({ mobile: null, forceBindMobile: true }).where(eq(users.mobile, mobile));
      const fresh = freshMobile();
      expect((await sendCode(fresh, { type: 'bind_mobile', token })).status).toBe(200);
      const code = await outboxCode(fresh);
      const answer = await h.call('PATCH', '/v1/user/bind_mobile', { token, body: { mobile: fresh, code } });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({ real_mobile: fresh, is_force_bind_mobile: false });
    });

    it('binding a mobile of another account is 409', async () => {
      const taken = freshMobile();
      await h.login(taken);
      const token = await h.login(freshMobile());
      await sendCode(taken, { type: 'bind_mobile', token });
      const code = await outboxCode(taken);
      const answer = await h.call('PATCH', '/v1/user/bind_mobile', { token, body: { mobile: taken, code } });
      expect(answer.status).toBe(409);
      expect(answer.body.message).toBe('此行動電話已綁定其他帳號');
    });

    it('bind_mobile without a login is 401', async () => {
      const answer = await h.call('PATCH', '/v1/user/bind_mobile', {
        body: { mobile: freshMobile(), code: '123456' },
      });
      expect(answer.status).toBe(401);
    });

    it('POST /v1/socials/{provider}/bound of a provider not configured answers 404 with a clear message', async () => {
      const answer = await h.call('POST', '/v1/socials/facebook/bound', { body: {} });
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe('尚未開通 facebook 社群帳號登入，請使用行動電話驗證碼登入');
    });
  });

  describe('Mitake SmSend gateway', () => {
    let server: Server;
    let url: string;
    const received: URLSearchParams[] = [];
    let reply = '[1]\r\nmsgid=1234567890\r\nstatuscode=1\r\nAccountPoint=98\r\n';

    beforeAll(async () => {
      server = createServer((req, res) => {
        let data = '';
        req.on('data', (chunk) => {
          data += chunk;
        });
        req.on('end', () => {
          received.push(new URLSearchParams(data));
          res.writeHead(200, { 'content-type': 'text/plain' });
          res.end(reply);
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/mtk/SmSend`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('sends the code through the gateway and keeps only a redacted copy', async () => {
      const app = h.appWith({
        sms: createMitakeGateway({ url, username: 'user', password: 'secret' }),
        env: { SMS_GATEWAY: 'mitake' },
      });
      const mobile = freshMobile();
      const answer = await h.call('POST', '/v1/codes', {
        app,
        body: { medium: 'sms', type: 'login', username: mobile },
        headers: { 'x-forwarded-for': freshIp() },
      });
      expect(answer.status).toBe(200);
      const form = received.at(-1)!;
      expect(form.get('username')).toBe('user');
      expect(form.get('dstaddr')).toBe(mobile);
      const code = /(\d{6})/.exec(form.get('smbody') ?? '')?.[1];
      expect(code).toMatch(/^\d{6}$/);
      const [stored] = await h.db.select().from(smsMessages).where(eq(smsMessages.mobile, mobile));
      expect(stored).toMatchObject({ gateway: 'mitake', status: 'sent', providerId: '1234567890' });
      expect(stored?.body).not.toContain(code);
      // The code from the gateway logs in.
      expect((await loginWith(mobile, code!)).status).toBe(200);
    });

    it('a gateway refusal is a 502 with a zh-TW message and the code is dead', async () => {
      reply = '[1]\r\nstatuscode=k\r\nError=invalid number\r\n';
      const app = h.appWith({ sms: createMitakeGateway({ url, username: 'user', password: 'secret' }) });
      const answer = await h.call('POST', '/v1/codes', {
        app,
        body: { medium: 'sms', type: 'login', username: freshMobile() },
        headers: { 'x-forwarded-for': freshIp() },
      });
      expect(answer.status).toBe(502);
      expect(answer.body.message).toBe('簡訊發送失敗，請稍後再試');
      reply = '[1]\r\nmsgid=1\r\nstatuscode=1\r\n';
    });
  });
});
