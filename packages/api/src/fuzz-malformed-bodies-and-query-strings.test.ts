/**
 * Fuzz: at least 1,000 malformed bodies — bad JSON, wrong types, huge strings, deep nesting,
 * prototype-pollution keys — across every endpoint that takes a body, and random query strings
 * on the GET endpoints. No answer may be a 5xx, every 4xx carries a zh-TW message, and
 * Object.prototype stays clean. The endpoints and their stack: testing/fuzz/.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuzzStack } from './testing/fuzz/fuzz-stack.ts';
import { DATABASE_LANES } from './testing/harness.ts';

describe.each(DATABASE_LANES)('on %s', (lane) => {
  const fuzz = fuzzStack(lane);
  beforeAll(() => fuzz.open());
  afterAll(() => fuzz.close());

  const POLLUTION = [
    '{"__proto__":{"polluted":"yes"}}',
    '{"constructor":{"prototype":{"polluted":"yes"}}}',
    '{"__proto__":null}',
    '{"prototype":{"polluted":"yes"}}',
  ];

  /** Puts raw JSON under a key of the example (the text keeps `__proto__` as written). */
  function withRawKey(example: Record<string, unknown>, key: string, raw: string): string {
    const text = JSON.stringify(example);
    return `{"${key}":${raw},${text.slice(1)}`;
  }

  const bodyArb = (example: Record<string, unknown>) => {
    const keys = Object.keys(example);
    return fc.oneof(
      // Bad JSON.
      fc.string({ maxLength: 200 }).map((s) => `{${s}`),
      fc.constantFrom(
        '',
        '{',
        '[',
        'null',
        'true',
        '"str"',
        '{"a":}',
        '{"a":1,,}',
        '\u0000',
        '{"a":"\\u12"}',
      ),
      // Valid JSON of any shape.
      fc.jsonValue().map((v) => JSON.stringify(v)),
      // The example with fields of the wrong type.
      fc
        .tuple(
          fc.subarray(keys, { minLength: 1 }),
          fc.array(fc.jsonValue(), { minLength: keys.length, maxLength: keys.length }),
        )
        .map(([picked, values]) => {
          const copy: Record<string, unknown> = { ...example };
          picked.forEach((k, i) => {
            copy[k] = values[i];
          });
          return JSON.stringify(copy);
        }),
      // Huge strings (below and above the body limit).
      fc
        .tuple(
          fc.constantFrom(...keys),
          fc.integer({ min: 1_000, max: 80_000 }),
          fc.constantFrom('a', '界', '0', '\u202e'),
        )
        .map(([key, length, ch]) => JSON.stringify({ ...example, [key]: ch.repeat(length) })),
      // Prototype-pollution keys, alone and beside valid fields.
      fc.constantFrom(...POLLUTION),
      fc
        .tuple(fc.constantFrom('__proto__', 'constructor', 'prototype'), fc.constantFrom(...POLLUTION))
        .map(([key, raw]) => withRawKey(example, key, raw)),
      // Deep nesting and odd numbers.
      fc.integer({ min: 50, max: 3_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
      fc
        .constantFrom(...keys)
        .map((key) => JSON.stringify(example).replace(`"${key}":`, `"${key}":1e999,"x":`)),
      fc.constantFrom(...keys).map((key) => JSON.stringify({ ...example, [key]: -0.0000001 })),
    );
  };

  const requestArb = fc.constantFrom(...fuzz.endpoints).chain((endpoint) =>
    fc.record({
      endpoint: fc.constant(endpoint),
      body: bodyArb(endpoint.example),
      contentType: fc.constantFrom(
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        undefined,
      ),
      signedIn: fc.boolean(),
      idempotencyKey: fc.option(fc.string({ maxLength: 300 }), { nil: undefined }),
    }),
  );

  const CJK = /[\u3400-\u9fff]/;

  describe('fuzz: malformed bodies across every body-taking endpoint', () => {
    it('never answers 5xx; every 4xx has a zh-TW message; no prototype pollution', async () => {
      let sent = 0;
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(requestArb, async ({ endpoint, body, contentType, signedIn, idempotencyKey }) => {
          const headers: Record<string, string> = {
            'x-forwarded-for': `198.18.${sent % 250}.${(sent >> 8) % 250}`,
          };
          if (contentType) headers['content-type'] = contentType;
          if (signedIn) headers.authorization = `Bearer ${fuzz.token}`;
          Object.assign(headers, endpoint.headers);
          if (idempotencyKey !== undefined) {
            // Header values must be ByteStrings; keep what a client could send.
            headers['idempotency-key'] = idempotencyKey.replace(/[^\x20-\x7e]/g, '');
          }
          const res = await fuzz.h.app.request(fuzz.real(endpoint.path), {
            method: endpoint.method,
            headers,
            body,
          });
          sent += 1;
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          const text = await res.text();
          expect(
            res.status,
            `${endpoint.method} ${endpoint.path} ${body.slice(0, 120)} → ${text.slice(0, 200)}`,
          ).toBeLessThan(500);
          if (res.status >= 400) expect(JSON.parse(text).message).toMatch(CJK);
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        }),
        {
          numRuns: Number(process.env.FUZZ_RUNS ?? 1_200),
          seed: Number(process.env.FUZZ_SEED ?? 20_250_701),
        },
      );
      expect(sent).toBeGreaterThanOrEqual(1_000);
      // Some bodies must also have been accepted or refused for their content, not only for JSON.
      expect([...statuses.keys()]).toEqual(expect.arrayContaining([400, 422]));
    }, 120_000);

    it('GET endpoints: random query strings never answer 5xx', async () => {
      const paths = [
        '/hyperf/valuation/communities',
        '/hyperf/valuation/community_layouts',
        '/hyperf/valuation/v3/preview',
        '/hyperf/valuation/v3/recent_records',
        '/hyperf/valuation/v3/result',
        '/v1/quote-result/companies',
        '/api/configs',
        '/api/app/v1/article/statisticArticle',
        '/v1/codes',
        '/dev/sms-outbox',
        '/dev/email-outbox',
        '/hyperf/clues/user/clue/info',
        '/hyperf/works/list',
        '/v1/works/detail',
        '/hyperf/works/represent_works',
        '/api/mobile/v1/works/PrevOrNextWorkById',
        '/hyperf/works/1/detail_recommend_works',
        '/v1/article/list',
        '/v1/article/detail',
        '/hyperf/articles/may_like',
        '/v1/shorts/list',
        '/hyperf/decoration_guide/aggregation_list',
        '/hyperf/companies/clue_matching_companies',
        '/hyperf/company_rating/ranking',
        '/hyperf/company_rating/list',
        '/api/search_company',
        '/hyperf/search/results',
        '/hyperf/style/test_result',
        '/v1/company/google_comments',
      ];
      const keys = [
        'regionId',
        'keyword',
        'community_id',
        'decorate_level',
        'kind',
        'size',
        'per_page',
        'id',
        'config_type[]',
        'type',
        'article_id',
        'is_cancel',
        'username',
        'mobile',
        '__proto__',
        'page',
        'sort',
        'style_id',
        'space_id',
        'housing_type',
        'budget',
        'area',
        'region_id',
        'label',
        'sub_label',
        'work_id',
        'article_id',
        'company_id',
        'score',
        'limit',
      ];
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...paths),
          fc.array(fc.tuple(fc.constantFrom(...keys), fc.string({ maxLength: 40 })), { maxLength: 6 }),
          fc.boolean(),
          async (path, pairs, signedIn) => {
            const query = new URLSearchParams(pairs).toString();
            const res = await fuzz.h.app.request(`${path}?${query}`, {
              headers: signedIn ? { authorization: `Bearer ${fuzz.token}` } : {},
            });
            expect(res.status, `${path}?${query}`).toBeLessThan(500);
          },
        ),
        { numRuns: 400, seed: Number(process.env.FUZZ_SEED ?? 20_250_701) },
      );
    }, 60_000);
  });

  /** Values that must never reach the database as they are. */
});
