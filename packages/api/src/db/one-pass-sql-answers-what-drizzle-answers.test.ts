/**
 * The marked statements' one-pass build (one-pass-sql.ts, ADR 065) answers exactly what Drizzle's
 * `SQL.toQuery` answers — the same text and the same parameters — on every lead statement the
 * four lead routes send (new leads, keyed ones, repeats of the same client and of another, the
 * signed-in owner after a stranger), and hands anything it does not take back to Drizzle.
 */

import type { BuildQueryConfig, QueryWithTypings } from 'drizzle-orm';
import { SQL, sql } from 'drizzle-orm';
import { alias, PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createHarness, type TestHarness } from '../testing/harness.ts';
import { LEAD_ROUTES } from '../testing/lead-routes.ts';
import { OnePassSql } from './one-pass-sql.ts';
import { prepared } from './prepared.ts';
import { clues, quotes } from './schema.ts';

/** Drizzle's own answer for a statement, with a parameter count of its own. */
function drizzleAnswer(query: SQL, config: BuildQueryConfig): QueryWithTypings {
  const { sql: text, params } = SQL.prototype.toQuery.call(query, {
    ...config,
    paramStartIndex: { value: 0 },
  });
  return { sql: text, params };
}

const config = (): BuildQueryConfig => {
  const dialect = new PgDialect();
  return {
    casing: (dialect as unknown as { casing: BuildQueryConfig['casing'] }).casing,
    escapeName: dialect.escapeName,
    escapeParam: dialect.escapeParam,
    escapeString: dialect.escapeString,
  };
};

describe('a marked statement is built in one pass, as Drizzle builds it', () => {
  let h: TestHarness;
  const compared: { name: string; text: string }[] = [];
  const differences: { name: string; onePass: QueryWithTypings; drizzle: QueryWithTypings }[] = [];
  beforeAll(async () => {
    h = await createHarness({ lane: 'pglite' });
    const toQuery = OnePassSql.prototype.toQuery;
    vi.spyOn(OnePassSql.prototype, 'toQuery').mockImplementation(function (this: OnePassSql, c) {
      const onePass = toQuery.call(this, c);
      const drizzle = drizzleAnswer(this, c);
      const name = /prepared:([\w-]+)/.exec(onePass.sql)?.[1] ?? '?';
      compared.push({ name, text: onePass.sql });
      if (onePass.sql !== drizzle.sql || JSON.stringify(onePass.params) !== JSON.stringify(drizzle.params))
        differences.push({ name, onePass: { sql: onePass.sql, params: onePass.params }, drizzle });
      return onePass;
    });
  });
  afterEach(() => expect(differences).toEqual([]));
  afterAll(async () => {
    vi.restoreAllMocks();
    await h.close();
  });

  let ip = 0;
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) => {
    ip += 1;
    return h.call('POST', path, { body, headers: { 'x-forwarded-for': `198.51.100.${ip}`, ...headers } });
  };

  it.each(LEAD_ROUTES)(
    '$path: new, keyed, repeated by the same client and by another, and by the owner after a stranger',
    async ({ path, body: valid }) => {
      // With a utm and, for a quote, the house layout: values encoded by their JSON columns.
      const body = (mobile: string) => ({
        ...valid(mobile),
        utm: { source: 'one-pass' },
        ...(path.includes('valuation')
          ? { house_layout: { bedroom: 2, living_room: 1, bathroom: 1, kitchen: 1, balcony: 1 } }
          : {}),
      });
      const seen = compared.length;
      const mobile = `09120${String(LEAD_ROUTES.findIndex((r) => r.path === path)).padStart(2, '0')}001`;
      const device = { 'x-uuid': 'one-pass-device-a' };
      expect((await post(path, body(mobile), device)).status).toBe(200);
      expect((await post(path, body(mobile), device)).status).toBe(200);
      expect((await post(path, body(mobile), { 'x-uuid': 'one-pass-device-b' })).status).toBe(200);
      const keyed = { 'idempotency-key': `one-pass-${path}`, ...device };
      expect((await post(path, body(mobile.replace(/1$/, '2')), keyed)).status).toBe(200);
      expect((await post(path, body(mobile.replace(/1$/, '2')), keyed)).status).toBe(200);
      // A stranger files first with the owner's number; the owner's own lead is then claimed and
      // stored in the guard's transaction (lead-claim, lead-store).
      const owner = mobile.replace(/1$/, '3');
      expect((await post(path, body(owner), { 'x-uuid': 'one-pass-stranger' })).status).toBe(200);
      expect(
        (await post(path, body(owner), { authorization: `Bearer ${await h.login(owner)}` })).status,
      ).toBe(200);
      const names = new Set(compared.slice(seen).map((c) => c.name));
      expect([...names].sort()).toEqual(['lead-claim', 'lead-file', 'lead-store', 'rate-counters']);
    },
  );

  it('an aliased table, an array, and the chunks it leaves to Drizzle (a placeholder, an SQL alias, inlined values) give what Drizzle gives', () => {
    const q = alias(quotes, 'q');
    const statements = [
      prepared('alias', sql`select ${q.id} from ${q} where ${q.mobile} = ${'0912000000'}`),
      prepared(
        'placeholder',
        sql`select ${clues.id} from ${clues} where ${clues.id} = ${sql.placeholder('id')}`,
      ),
      prepared(
        'plain',
        sql`select ${clues.id}, ${[1, 2, null]} from ${clues} where ${clues.mobile} = ${'0912'}`,
      ),
    ];
    for (const statement of statements) {
      const c = config();
      expect(SQL.prototype.toQuery.call(statement, { ...c })).toMatchObject(statement.toQuery({ ...c }));
    }
  });
});
