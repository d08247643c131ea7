import { CONTRACTS } from '@renovo/core/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DATABASE_LANES, type TestHarness } from '../testing/harness.ts';

describe.each(DATABASE_LANES)('on %s', (lane) => {
  let h: TestHarness;
  beforeAll(async () => {
    h = await createHarness({ lane });
  });
  afterAll(() => h.close());

  /** The spec paths this server owns (content, ratings, style test… belong to other packages). */
  const OWNED = [...CONTRACTS.filter((c) => !c.devOnly).map((c) => c.path)];

  describe('GET /openapi.json', () => {
    it('documents every path the server owns, with JSON Schemas from the zod schemas', async () => {
      const answer = await h.call('GET', '/openapi.json');
      expect(answer.status).toBe(200);
      expect(answer.body.openapi).toBe('3.1.0');
      for (const path of OWNED) expect(answer.body.paths, path).toHaveProperty([path]);
      const submit = answer.body.paths['/hyperf/valuation/v3/submit'].post;
      const schema = submit.requestBody.content['application/json'].schema;
      expect(schema.required).toEqual(expect.arrayContaining(['region_id', 'size', 'mobile', 'accepted']));
      expect(submit.parameters.map((p: { name: string }) => p.name)).toContain('Idempotency-Key');
      const communities = answer.body.paths['/hyperf/valuation/communities'].get;
      expect(communities.parameters.map((p: { name: string }) => p.name).sort()).toEqual([
        'keyword',
        'regionId',
      ]);
    });

    it('every documented path is served (no 404 from the router)', async () => {
      const answer = await h.call('GET', '/openapi.json');
      for (const [path, methods] of Object.entries(
        answer.body.paths as Record<string, Record<string, unknown>>,
      )) {
        // The embed files are mounted beside the API by the server entry (scripts/start.ts).
        if (path.startsWith('/embed/')) continue;
        for (const method of Object.keys(methods)) {
          const res = await h.call(method.toUpperCase(), path.replace('{provider}', 'line'), {
            ...(method === 'get' || method === 'delete' ? {} : { body: {} }),
          });
          expect(res.body?.message ?? '', `${method} ${path}`).not.toMatch(/^找不到此路徑/);
        }
      }
    });

    it('leaves the development routes out in production', async () => {
      const app = h.appWith({ env: { production: true, NODE_ENV: 'production' } });
      const answer = await h.call('GET', '/openapi.json', { app });
      expect(answer.body.paths).not.toHaveProperty(['/dev/sms-outbox']);
      expect((await h.call('GET', '/dev/sms-outbox', { app })).status).toBe(404);
      expect((await h.call('GET', '/v1/codes?username=0912345678', { app })).status).toBe(404);
    });
  });
});
