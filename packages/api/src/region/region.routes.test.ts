import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DATABASE_LANES, type TestHarness } from '../testing/harness.ts';

describe.each(DATABASE_LANES)('on %s', (lane) => {
  let h: TestHarness;
  beforeAll(async () => {
    h = await createHarness({ lane });
  });
  afterAll(() => h.close());

  const from = (ip: string, extra: Record<string, string> = {}) => ({
    headers: { 'x-forwarded-for': ip, ...extra },
  });

  describe('region from the client address', () => {
    it.each(['127.0.0.1', '::1', '10.1.2.3', '192.168.0.10', '172.20.0.1', '::ffff:127.0.0.1', 'fd00::1'])(
      'loopback and private address %s give is_tw 1 and region 1',
      async (ip) => {
        const geo = await h.call('GET', '/v1/utils/geo', from(ip));
        expect(geo.status).toBe(200);
        expect(geo.body.data).toEqual({ is_tw: 1, region: 1 });
        const index = await h.call('GET', '/v1/index_geo', from(ip));
        expect(index.body.data).toEqual({ is_tw: 1, region: 1, region_name: '臺北市' });
      },
    );

    it('without any address (app.request) the caller is loopback', async () => {
      const geo = await h.call('GET', '/v1/utils/geo');
      expect(geo.body.data).toEqual({ is_tw: 1, region: 1 });
    });

    it('behind a trusted proxy the country header decides is_tw', async () => {
      const abroad = await h.call('GET', '/v1/index_geo', from('8.8.8.8', { 'cf-ipcountry': 'US' }));
      expect(abroad.body.data).toEqual({ is_tw: 0, region: 0, region_name: '海外' });
      const tw = await h.call('GET', '/v1/utils/geo', from('1.34.0.1', { 'cf-ipcountry': 'TW' }));
      expect(tw.body.data).toEqual({ is_tw: 1, region: 1 });
    });

    it('the country header is ignored without TRUST_PROXY', async () => {
      const app = h.appWith({ env: { TRUST_PROXY: 0 } });
      const geo = await h.call('GET', '/v1/utils/geo', { app, ...from('8.8.8.8', { 'cf-ipcountry': 'US' }) });
      expect(geo.body.data).toEqual({ is_tw: 1, region: 1 });
    });

    it('GET /v1/utils/is-internal-ip', async () => {
      expect((await h.call('GET', '/v1/utils/is-internal-ip', from('10.0.0.1'))).body.data).toEqual({
        is_internal_ip: true,
      });
      expect((await h.call('GET', '/v1/utils/is-internal-ip', from('8.8.8.8'))).body.data).toEqual({
        is_internal_ip: false,
      });
    });
  });
});
