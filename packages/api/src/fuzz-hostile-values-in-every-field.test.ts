/**
 * Fuzz, enumerated rather than random (docs/spec/leads-and-security.md#no-500-from-input): NUL,
 * other control characters, lone surrogates, 2^31, 2^53, negative numbers and huge strings in
 * every field of every mutating route (the list is checked against the OpenAPI routes) and in
 * every query and path parameter of every GET route. None may answer 5xx, and none of them may
 * be stored (only utm values are cleaned and the lead kept). The endpoints and their stack:
 * testing/fuzz/.
 */
import { CONTRACTS } from '@renovo/core/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_DOCS } from './openapi/openapi.ts';
import { fuzzStack } from './testing/fuzz/fuzz-stack.ts';
import { FUZZ_IDS } from './testing/fuzz/staff-and-company-endpoints.ts';
import { DATABASE_LANES } from './testing/harness.ts';

const CJK = /[\u3400-\u9fff]/;

describe.each(DATABASE_LANES)('on %s', (lane) => {
  const fuzz = fuzzStack(lane);
  beforeAll(() => fuzz.open());
  afterAll(() => fuzz.close());

  const HOSTILE: Record<string, unknown> = {
    'NUL in text': 'a\u0000b',
    'NUL alone': '\u0000',
    'C0 control': 'a\u0001\u001fb',
    'C1 control': 'a\u0085b',
    DEL: 'a\u007fb',
    'lone high surrogate': 'a\ud800b',
    'lone low surrogate': '\udc00',
    'reversed pair': '\udc00\ud800',
    '2^31': 2 ** 31,
    '2^31 as digits': '2147483648',
    '2^53': 2 ** 53,
    '2^53 as digits': '9007199254740993',
    '-1': -1,
    '-2^31 - 1': -(2 ** 31) - 1,
    fraction: 1.5,
    'huge string (over the body limit)': 'a'.repeat(70_000),
    'long string': '界'.repeat(5_000),
  };
  /** Hostile values that are text (a field may also be cleaned of these instead of refused). */
  const TEXT_KINDS = new Set(Object.keys(HOSTILE).filter((k) => typeof HOSTILE[k] === 'string'));
  /** Fields documented as cleaned rather than refused: the lead is never lost for its utm. */
  const CLEANED = /^utm\./;
  /** Hostile-looking values a field takes by design. */
  const ALLOWED = new Set([
    // Sizes in ping take decimals.
    '/hyperf/valuation/v3/submit size = fraction',
    '/hyperf/valuation/v3/preview size = fraction',
    // A community layout's building area is in ping with up to two decimals.
    '/console/api/communities/1 layouts.0.building_areas.0 = fraction',
    // Popup history timestamps are milliseconds (beyond int4), kept in the browser, never stored.
    '/hyperf/popups data.0.timestamp = 2^31',
    // An event's time is milliseconds (beyond int4), kept within a day of its receipt.
    '/api/events 0.ts = 2^31',
  ]);
  /** Routes that take no body fields at all (the body is ignored). */
  const BODY_IGNORED = new Set([
    'DELETE /v1/authorizations',
    'POST /hyperf/short_videos/1/play_video',
    'DELETE /console/api/session',
    `POST /console/api/partners/${FUZZ_IDS.partner}/rotate-key`,
    `POST /console/api/partners/${FUZZ_IDS.partner}/server-secret`,
    'POST /console/api/me/totp',
    'POST /console/api/reviews/1/approve',
    'POST /console/api/review-replies/1/approve',
    'POST /console/api/media/1/retry',
    'POST /console/api/articles/1/revisions/1/restore',
    'POST /console/api/articles/1/preview',
    'DELETE /v1/company/members/1',
    'DELETE /v1/company/invites/1',
    'DELETE /console/api/companies/1/members/1',
    'DELETE /console/api/companies/1/invites/1',
    'POST /console/api/companies/1/invites/1/resend',
    'POST /console/api/company-applications/1/approve',
    'POST /console/api/company-applications/1/reject',
  ]);

  /** Every leaf of an example, as a path of keys and indexes. */
  function leaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
    if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...path, i]));
    if (value && typeof value === 'object')
      return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]));
    return [path];
  }
  function withValue(example: unknown, path: (string | number)[], value: unknown): unknown {
    const copy = structuredClone(example) as Record<string | number, unknown>;
    let node = copy;
    for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
    node[path.at(-1)!] = value;
    return copy;
  }

  describe('hostile values in every field of every mutating route', () => {
    it('the fuzz list covers every documented mutating route', () => {
      const listed = new Set(
        fuzz.endpoints.map(
          (e) =>
            `${e.method} ${e.path
              .replace(/\/\d+(\/|$)/, '/{id}$1')
              .replace(/\/revisions\/\d+\//, '/revisions/{revision}/')
              .replace('/line/', '/{provider}/')
              .replace('/leads/basic/', '/leads/{kind}/')
              .replace(/\/companies\/\{id\}\/members\/\d+$/, '/companies/{id}/members/{member_id}')
              .replace(
                /\/companies\/\{id\}\/invites\/\d+(\/resend)?$/,
                '/companies/{id}/invites/{invite_id}$1',
              )
              .replace('/company/reviews/{id}/', '/company/reviews/{rating_id}/')
              .replace('/review-replies/{id}/', '/review-replies/{rating_id}/')}`,
        ),
      );
      // A route that takes a file rather than JSON (the community import's CSV) is fuzzed with
      // hostile files in its own test.
      const files = new Set(CONTRACTS.filter((c) => c.rawBody).map((c) => `${c.method} ${c.path}`));
      const mutating = ALL_DOCS.filter((d) => d.method !== 'get')
        .map((d) => `${d.method.toUpperCase()} ${d.path}`)
        .filter((m) => !files.has(m));
      expect(mutating.filter((m) => !listed.has(m))).toEqual([]);
    });

    it('NUL, controls, lone surrogates, 2^31, 2^53, negatives and huge strings: never 5xx, never stored', async () => {
      let cases = 0;
      const accepted: string[] = [];
      for (const endpoint of fuzz.endpoints) {
        const fields = leaves(endpoint.example);
        for (const field of fields) {
          for (const [kind, value] of Object.entries(HOSTILE)) {
            const body = JSON.stringify(withValue(endpoint.example, field, value));
            const res = await fuzz.h.app.request(fuzz.real(endpoint.path), {
              method: endpoint.method,
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${fuzz.token}`,
                'x-forwarded-for': `198.19.${cases % 250}.${(cases >> 8) % 250}`,
                ...endpoint.headers,
              },
              body,
            });
            cases += 1;
            const text = await res.text();
            const name = `${endpoint.method} ${endpoint.path} ${field.join('.')} = ${kind}`;
            expect(res.status, `${name} → ${text.slice(0, 200)}`).toBeLessThan(500);
            if (res.status >= 400) expect(JSON.parse(text).message, name).toMatch(CJK);
            const fieldName = field.join('.');
            // Text values are refused in any field; numbers (and digits) only where a number was
            // expected: digits are fine text, and a utm value is cleaned or left out instead.
            const original = field.reduce<unknown>(
              (node, key) => (node as Record<string | number, unknown>)[key],
              endpoint.example,
            );
            const refusable =
              TEXT_KINDS.has(kind) && !/digits/.test(kind) ? true : typeof original === 'number';
            const documented =
              CLEANED.test(fieldName) || ALLOWED.has(`${endpoint.path} ${fieldName} = ${kind}`);
            if (
              res.status < 300 &&
              refusable &&
              !documented &&
              !BODY_IGNORED.has(`${endpoint.method} ${endpoint.path}`)
            )
              accepted.push(`${name} → ${res.status}`);
          }
        }
      }
      // Every hostile value is refused (422, or 413 above the body limit), except where the route
      // has a documented reading of it (listed here, so a new one shows up).
      expect(accepted).toEqual([]);
      console.info(`hostile-value fuzz (${lane}): ${cases} requests, none 5xx`);
      expect(cases).toBeGreaterThan(1_000);
    }, 240_000);

    it('every query and path parameter of every GET route: never 5xx', async () => {
      const doc = (await fuzz.h.call('GET', '/openapi.json')).body;
      let cases = 0;
      const values = [
        '%00',
        'a%00b',
        '%01',
        '%7F',
        '%C2%85',
        '%ED%A0%80',
        '%EF%BF%BD',
        '2147483648',
        '9007199254740993',
        '-1',
        '-2147483649',
        '1.5',
        '1e3',
        'a'.repeat(5_000),
        '%E7%95%8C'.repeat(2_000),
      ];
      for (const [path, item] of Object.entries(
        doc.paths as Record<string, { get?: { parameters?: { name: string; in: string }[] } }>,
      )) {
        const get = item.get;
        if (!get || path.startsWith('/media/')) continue;
        const params = (get.parameters ?? []).filter((p) => p.in === 'query' || p.in === 'path');
        for (const param of params) {
          for (const value of values) {
            const url =
              param.in === 'path'
                ? path.replace(`{${param.name}}`, value)
                : `${path.replace(/\{\w+\}/g, '1')}?${encodeURIComponent(param.name)}=${value}`;
            for (const signedIn of [false, true]) {
              const res = await fuzz.h.app.request(url, {
                headers: signedIn ? { authorization: `Bearer ${fuzz.token}` } : {},
              });
              cases += 1;
              const text = await res.text();
              expect(res.status, `${url.slice(0, 160)} → ${text.slice(0, 200)}`).toBeLessThan(500);
              if (res.status >= 400 && res.headers.get('content-type')?.includes('json'))
                expect(JSON.parse(text).message, url.slice(0, 160)).toMatch(CJK);
            }
          }
        }
      }
      console.info(`query and path parameter fuzz (${lane}): ${cases} requests, none 5xx`);
      expect(cases).toBeGreaterThan(1_000);
    }, 240_000);
  });
});
