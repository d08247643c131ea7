/**
 * The contract test (ADR 019): for every operation of the contracts list, requests
 * drawn from its contract — valid ones and invalid ones (fast-check over the JSON Schema of its
 * params, query and body) — go through the app, signed in or not, with or without an
 * Idempotency-Key. Every answer must keep the contract: no 5xx (but a documented 501, which none is today), a status
 * the contract documents, and a body its schema accepts.
 *
 * Valid requests are the contract's example (two in three) or drawn from its schemas; invalid
 * ones break one part. CONTRACT_RUNS (default 24) is the number of valid and of invalid requests
 * per operation; CONTRACT_SEED replays a run; CONTRACT_VERBOSE=1 prints the statuses per operation.
 */

import { fileURLToPath } from 'node:url';
import { type AnyContract, CONTRACTS } from '@renovo/core/contracts';
import fc from 'fast-check';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createEmbedRoutes } from './embed/embed.routes.ts';
import { createStaffAccount } from './services/staff/accounts.ts';
import { createStaffSession, STAFF_COOKIE } from './services/staff/sessions.ts';
import { contractProblem } from './testing/contract-check.ts';
import { createHarness, type TestHarness } from './testing/harness.ts';
import { invalid, type JsonSchema, valid } from './testing/json-schema-arbitrary.ts';

const RUNS = Number(process.env.CONTRACT_RUNS ?? 24);
const SEED = Number(process.env.CONTRACT_SEED ?? 1511);

function jsonSchema(schema: z.core.$ZodType | undefined): JsonSchema | undefined {
  return schema ? (z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema) : undefined;
}

/** A drawn request. */
interface Drawn {
  params: Record<string, unknown>;
  query: unknown;
  body: unknown;
  signedIn: boolean;
  key: string | null;
  ip: string;
}

/** The arbitrary of a contract's requests, valid or invalid. */
function requests(contract: AnyContract, kind: 'valid' | 'invalid'): fc.Arbitrary<Drawn> {
  const params = jsonSchema(contract.params) ?? {
    type: 'object',
    properties: Object.fromEntries(
      [...contract.path.matchAll(/\{(\w+)\}/g)].map((m) => [m[1], { type: 'string', minLength: 1 }]),
    ),
    required: [...contract.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!),
  };
  const query = jsonSchema(contract.query);
  const body = jsonSchema(contract.body);
  // Invalid: one of the inputs broken, the others valid.
  const parts = ['params', 'query', 'body'].filter((p) =>
    p === 'params' ? Object.keys(params.properties ?? {}).length : p === 'query' ? query : body,
  );
  const broken = kind === 'invalid' && parts.length ? fc.constantFrom(...parts) : fc.constant('');
  // The contract's example is a valid request: drawn often, so the success paths are driven too.
  const example = contract.example ?? {};
  const good = (schema: JsonSchema, seed: unknown) =>
    seed === undefined
      ? valid(schema)
      : fc.oneof({ arbitrary: fc.constant(seed), weight: 2 }, { arbitrary: valid(schema), weight: 1 });
  // Built once per broken part, not once per draw: building stringMatching's arbitrary from a
  // pattern was an eighth of this file's CPU when every draw did it.
  const drawnWith = (part: string): fc.Arbitrary<Drawn> =>
    fc.record({
      params: (part === 'params'
        ? invalid(params, example.params)
        : good(params, example.params)) as fc.Arbitrary<Record<string, unknown>>,
      query: query
        ? part === 'query'
          ? invalid(query, example.query)
          : good(query, example.query)
        : fc.constant(undefined),
      body: body
        ? part === 'body'
          ? invalid(body, example.body)
          : good(body, example.body)
        : fc.constant(undefined),
      signedIn: fc.boolean(),
      key: contract.idempotent ? fc.option(fc.uuid(), { nil: null }) : fc.constant(null),
      ip: fc.ipV4(),
    });
  const byPart = new Map(['', ...parts].map((part) => [part, drawnWith(part)]));
  return broken.chain((part) => byPart.get(part)!);
}

/** The URL of a drawn request. */
function urlOf(contract: AnyContract, drawn: Drawn): string {
  const params = (drawn.params && typeof drawn.params === 'object' ? drawn.params : {}) as Record<
    string,
    unknown
  >;
  let path = contract.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    const text =
      value === undefined || value === null
        ? ''
        : typeof value === 'object'
          ? JSON.stringify(value)
          : String(value);
    return encodeURIComponent(text === '' ? 'x' : text);
  });
  if (drawn.query && typeof drawn.query === 'object' && !Array.isArray(drawn.query)) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(drawn.query as Record<string, unknown>)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) {
        search.append(key, typeof one === 'object' && one !== null ? JSON.stringify(one) : String(one));
      }
    }
    const text = search.toString();
    if (text) path += `?${text}`;
  }
  return path;
}

describe('every operation keeps its contract (valid and invalid requests drawn from it)', () => {
  let h: TestHarness;
  let token: string;
  /** The app as the server entry mounts it: the API with the embed files (built or not). */
  let full: Hono;
  const tally = {
    operations: 0,
    requests: 0,
    statuses: {} as Record<number, number>,
    byOperation: {} as Record<string, Record<number, number>>,
  };

  beforeAll(async () => {
    h = await createHarness({
      env: {
        LEAD_LIMIT_MOBILE_DAILY: '1000000',
        LEAD_LIMIT_ADDRESS_10MIN: '1000000',
        LEAD_LIMIT_ADDRESS_DAILY: '1000000',
      },
    });
    full = h.appWith({}) as unknown as Hono;
    full.route(
      '/',
      createEmbedRoutes({ dir: fileURLToPath(new URL('../../../dist/embed/v1', import.meta.url)) }),
    );
  });
  afterAll(async () => {
    console.log(
      `[contract test] ${tally.operations} operations, ${tally.requests} requests, statuses ${JSON.stringify(tally.statuses)}`,
    );
    if (process.env.CONTRACT_VERBOSE) {
      for (const [id, statuses] of Object.entries(tally.byOperation)) {
        console.log(`  ${id}: ${JSON.stringify(statuses)}`);
      }
    }
    await h?.close();
  });

  for (const contract of CONTRACTS) {
    it(`${contract.method} ${contract.path} (${contract.id})`, async () => {
      tally.operations++;
      // A fresh member per operation (logging out, binding or erasing ends the last one).
      token = await h.login(`0977${String(100000 + tally.operations).slice(-6)}`);
      // The console's operations: a fresh admin session (signing out ends the last one).
      let staffCookie: string | null = null;
      if (contract.auth === 'staff') {
        const { account } = await createStaffAccount(h.db, {
          email: `admin${tally.operations}@contract.test`,
          password: 'contract test password',
          role: 'admin',
          appSecret: h.env.APP_SECRET,
          now: h.clock(),
        });
        const session = await createStaffSession(h.db, {
          staffId: account.id,
          ip: null,
          userAgent: null,
          now: h.clock(),
        });
        staffCookie = `${STAFF_COOKIE}=${session.token}`;
      }
      const problems: string[] = [];
      for (const kind of ['valid', 'invalid'] as const) {
        const drawn = fc.sample(requests(contract, kind), { numRuns: RUNS, seed: SEED });
        for (const request of drawn) {
          const url = urlOf(contract, request);
          const headers: Record<string, string> = { 'x-forwarded-for': request.ip };
          if (request.signedIn) headers.authorization = `Bearer ${token}`;
          if (request.signedIn && contract.path.startsWith('/console/')) {
            headers.origin = 'http://localhost';
            if (staffCookie) headers.cookie = staffCookie;
          }
          if (request.key) headers['idempotency-key'] = request.key;
          let body: string | undefined;
          if (contract.body || (contract.method !== 'GET' && contract.method !== 'DELETE')) {
            headers['content-type'] = 'application/json';
            body = request.body === undefined ? '{}' : JSON.stringify(request.body);
          }
          const app = contract.path.startsWith('/embed/') ? full : h.app;
          const res = await app.request(url, { method: contract.method, headers, body });
          const text = await res.text();
          let parsed: unknown = text;
          try {
            parsed = text ? JSON.parse(text) : null;
          } catch {}
          tally.requests++;
          tally.statuses[res.status] = (tally.statuses[res.status] ?? 0) + 1;
          tally.byOperation[contract.id] ??= {};
          const mine = tally.byOperation[contract.id]!;
          mine[res.status] = (mine[res.status] ?? 0) + 1;
          const where = `${kind} ${contract.method} ${url.slice(0, 200)} body ${String(body).slice(0, 200)}`;
          if (res.status >= 500 && !(res.status === 501 && contract.responseSchemas[501])) {
            problems.push(`${where}: ${res.status} ${text.slice(0, 300)}`);
            continue;
          }
          const problem = contractProblem(contract.method, url, res.status, parsed, [contract]);
          if (problem) problems.push(`${where}: ${problem}`);
        }
      }
      expect(problems.slice(0, 5)).toEqual([]);
    });
  }
});
