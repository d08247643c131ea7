import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';

describe.each(DATABASE_LANES)('on %s', (lane) => {
  let h: TestHarness;
  let token: string;
  beforeAll(async () => {
    h = await createHarness({ lane, env: { PUBLIC_ORIGIN: 'https://www.renovo.example' } });
    token = await h.login('0988000101');
  });
  afterAll(() => h.close());

  const favour = (sourceId: number, headers: Record<string, string>) =>
    h.call('POST', '/api/favors', { body: { source_id: sourceId, source_type: 'article' }, headers });
  const favoured = async (sourceId: number) =>
    (await h.call('GET', `/v1/article/detail?id=${sourceId}`, { token })).body.data?.is_favor;

  describe('cookie-authenticated mutations check Origin', () => {
    it('a POST with the session cookie from another origin is refused (403) and changes nothing', async () => {
      const answer = await favour(3, { cookie: `token=${token}`, origin: 'https://evil.example' });
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe('請求來源不是本站，請重新整理頁面後再試');
      expect(await favoured(3)).toBe(false);
    });

    it('a sibling host of the same site and `Origin: null` are foreign too', async () => {
      for (const origin of ['http://partner.localhost', 'null', 'http://localhost.evil.example']) {
        expect((await favour(3, { cookie: `token=${token}`, origin })).status, origin).toBe(403);
      }
    });

    it('without Origin, Sec-Fetch-Site cross-site or same-site is refused', async () => {
      for (const site of ['cross-site', 'same-site']) {
        const answer = await favour(3, { cookie: `token=${token}`, 'sec-fetch-site': site });
        expect(answer.status, site).toBe(403);
      }
      expect(await favoured(3)).toBe(false);
    });

    it('the site itself (its own host, or PUBLIC_ORIGIN) may use the cookie', async () => {
      expect((await favour(4, { cookie: `token=${token}`, origin: 'http://localhost' })).status).toBe(200);
      expect(await favoured(4)).toBe(true);
      const publicOrigin = await favour(5, {
        cookie: `token=${token}`,
        origin: 'https://www.renovo.example',
      });
      expect(publicOrigin.status).toBe(200);
      const sameOrigin = await favour(6, { cookie: `token=${token}`, 'sec-fetch-site': 'same-origin' });
      expect(sameOrigin.status).toBe(200);
    });

    it('behind a trusted proxy the forwarded host is the site; without TRUST_PROXY it is not', async () => {
      const headers = {
        cookie: `token=${token}`,
        origin: 'https://www.site.example',
        'x-forwarded-host': 'www.site.example',
      };
      const body = { source_id: 8, source_type: 'article' };
      const direct = h.appWith({ env: { TRUST_PROXY: false } as never });
      expect((await h.call('POST', '/api/favors', { body, headers, app: direct })).status).toBe(403);
      const proxied = h.appWith({ env: { TRUST_PROXY: true } as never });
      expect((await h.call('POST', '/api/favors', { body, headers, app: proxied })).status).toBe(200);
    });

    it('a Bearer token from a partner origin is unaffected', async () => {
      const answer = await favour(7, { authorization: `Bearer ${token}`, origin: 'https://partner.example' });
      expect(answer.status).toBe(200);
    });

    it('reads (GET) with the cookie still work from anywhere', async () => {
      const answer = await h.call('GET', '/v1/collects', {
        headers: { cookie: `token=${token}`, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      });
      expect(answer.status).toBe(200);
    });

    it('a route open to visitors treats the refused cookie as no session', async () => {
      const answer = await h.call('POST', '/api/visits', {
        body: { source_type: 'work', source_id: 1 },
        headers: { cookie: `token=${token}`, origin: 'https://evil.example' },
      });
      expect(answer.status).toBe(200);
    });
  });
});
