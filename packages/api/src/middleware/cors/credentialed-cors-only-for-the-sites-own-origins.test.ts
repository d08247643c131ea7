/**
 * Credentialed CORS only for the site's own origins: `Access-Control-Allow-Credentials` is sent
 * to PUBLIC_ORIGIN's and SITE_ORIGIN's pages only; a partner's page gets CORS without
 * credentials, and reads a member's number only masked (its widgets show no more), whether it
 * sends the token cookie or the bearer token. In production a partner origin must be `https://`:
 * adding another is refused in zh-TW, and one stored before is ignored at request time.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { partners } from '../../db/schema.ts';
import { asStaff, type SignedInStaff, signedInStaff } from '../../testing/console.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';

const SITE = 'https://renovo.example';
const PUBLIC = 'https://www.renovo.example';
const PARTNER = 'https://shop.partner.example';
const MOBILE = '0955123456';

describe.each(DATABASE_LANES)("credentialed CORS only for the site's own origins on %s", (lane) => {
  let h: TestHarness;
  let token: string;
  let marketing: SignedInStaff;

  beforeAll(async () => {
    h = await createHarness({ lane, env: { SITE_ORIGIN: SITE, PUBLIC_ORIGIN: PUBLIC } });
    await h.db.insert(partners).values({ key: 'pk_shop', name: 'Shop', allowedOrigins: [PARTNER] });
    token = await h.login(MOBILE);
    marketing = await signedInStaff(h, 'marketing', 'cors-mk@example.com');
  });
  afterAll(() => h.close());

  const corsOf = async (origin: string, app = h.app) => {
    const res = await app.request('/healthz', { headers: { origin } });
    const pre = await app.request('/v1/user/info', {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    return {
      origin: res.headers.get('access-control-allow-origin'),
      credentials: res.headers.get('access-control-allow-credentials'),
      preflightOrigin: pre.headers.get('access-control-allow-origin'),
      preflightCredentials: pre.headers.get('access-control-allow-credentials'),
    };
  };

  it("sends Access-Control-Allow-Credentials to the site's own origins only, never to a partner's", async () => {
    for (const own of [SITE, PUBLIC]) {
      expect(await corsOf(own)).toEqual({
        origin: own,
        credentials: 'true',
        preflightOrigin: own,
        preflightCredentials: 'true',
      });
    }
    expect(await corsOf(PARTNER)).toEqual({
      origin: PARTNER,
      credentials: null,
      preflightOrigin: PARTNER,
      preflightCredentials: null,
    });
  });

  it("a partner's page reads the member's number only masked, by cookie or bearer; the site's own pages read it whole", async () => {
    const read = async (path: string, headers: Record<string, string>) => {
      const res = await h.app.request(path, { headers });
      expect(res.status).toBe(200);
      return (await res.json()).data as { mobile: string; real_mobile: string };
    };
    for (const path of ['/v1/user/info', '/api/user']) {
      for (const auth of [{ cookie: `token=${token}` }, { authorization: `Bearer ${token}` }] as Record<
        string,
        string
      >[]) {
        const partnerPage = await read(path, { origin: PARTNER, ...auth });
        expect(partnerPage.real_mobile).not.toContain(MOBILE.slice(3, 7));
        expect(partnerPage.real_mobile).toBe(partnerPage.mobile);
        const anyPage = await read(path, { origin: 'https://evil.example', ...auth });
        expect(anyPage.real_mobile).toBe(partnerPage.mobile);
        expect((await read(path, { origin: SITE, ...auth })).real_mobile).toBe(MOBILE);
        expect((await read(path, { origin: PUBLIC, ...auth })).real_mobile).toBe(MOBILE);
      }
      // An app or the site's own server (no Origin) reads it whole.
      expect((await read(path, { authorization: `Bearer ${token}` })).real_mobile).toBe(MOBILE);
    }
  });

  it('in production, a partner origin stored without https is ignored at request time', async () => {
    await h.db.insert(partners).values({
      key: 'pk_old',
      name: 'Old',
      allowedOrigins: ['http://localhost:*', 'http://old.example', PARTNER],
    });
    const production = h.appWith({ env: { production: true } });
    for (const origin of ['http://localhost:5173', 'http://old.example']) {
      expect((await corsOf(origin, production)).origin).toBeNull();
      const lead = await production.request('/hyperf/clues/consult', {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body: JSON.stringify({ mobile: '0955000001', accepted: 1, notice_version: '2026-11' }),
      });
      expect(lead.status).toBe(403);
    }
    expect((await corsOf(PARTNER, production)).origin).toBe(PARTNER);
    // Outside production the same stored origins still serve local development.
    expect((await corsOf('http://localhost:5173')).origin).toBe('http://localhost:5173');
  });

  it('in production, marketing cannot add a partner origin that is not public https (zh-TW, naming it)', async () => {
    const production = h.appWith({ env: { production: true } });
    for (const origin of [
      'http://localhost:5173',
      'http://127.0.0.1:*',
      'http://shop.example',
      'https://localhost:5000',
      'https://127.0.0.1',
      'https://[::1]:8443',
      'https://192.168.1.20',
      'https://dev.localhost',
    ]) {
      const res = await h.call('POST', '/console/api/partners', {
        app: production,
        body: { name: '測試', origins: ['https://ok.example', origin] },
        headers: asStaff(marketing),
      });
      expect(res.status).toBe(422);
      expect(res.body.message).toMatch(
        /^(正式環境的來源網址必須是 https:\/\/ 的公開網址|來源網址格式不正確)/,
      );
      expect(res.body.message).toContain(origin);
    }
    const local = await h.call('POST', '/console/api/partners', {
      app: production,
      body: { name: '測試', origins: ['http://localhost:5173'] },
      headers: asStaff(marketing),
    });
    expect(local.body.message).toBe(
      '正式環境的來源網址必須是 https:// 的公開網址（不可為 localhost 或內部位址）：http://localhost:5173',
    );
    const created = await h.call('POST', '/console/api/partners', {
      app: production,
      body: { name: '測試', origins: ['https://ok.example'] },
      headers: asStaff(marketing),
    });
    expect(created.status).toBe(201);
    // Outside production, localhost stays allowed for development.
    const dev = await h.call('POST', '/console/api/partners', {
      body: { name: '本機', origins: ['http://localhost:*'] },
      headers: asStaff(marketing),
    });
    expect(dev.status).toBe(201);
  });
});
