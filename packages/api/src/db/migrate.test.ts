import { randomBytes } from 'node:crypto';
import { seedDemoContent } from '@renovo/demo-content';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DATABASE_LANES, type TestHarness } from '../testing/harness.ts';
import { openDatabase } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import JOURNAL from './migrations/meta/_journal.json' with { type: 'json' };

describe.each(DATABASE_LANES)('on %s', (lane) => {
  let h: TestHarness;
  beforeAll(async () => {
    h = await createHarness({ lane });
  });
  afterAll(() => h.close());

  describe('migrations and seed', () => {
    it('the committed migrations created every table', async () => {
      const result = await h.db.execute(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      );
      const names = (result as unknown as { rows: { table_name: string }[] }).rows.map((r) => r.table_name);
      expect(names).toEqual(
        expect.arrayContaining([
          'access_tokens',
          'clues',
          'communities',
          'community_layouts',
          'consents',
          'idempotency_keys',
          'partners',
          'quotes',
          'rate_limit_events',
          'reactions',
          'shares',
          'site_configs',
          'sms_codes',
          'sms_messages',
          'users',
          'visits',
        ]),
      );
    });

    it.runIf(lane === 'postgres')(
      'PostgreSQL: two processes starting together migrate and seed once (advisory lock)',
      async () => {
        const url = process.env.TEST_DATABASE_URL!;
        const name = `renovo_race_${randomBytes(4).toString('hex')}`;
        const admin = new pg.Client({ connectionString: url });
        await admin.connect();
        await admin.query(`create database ${name}`);
        const target = new URL(url);
        target.pathname = `/${name}`;
        const a = await openDatabase({ kind: 'postgres', url: target.toString() });
        const b = await openDatabase({ kind: 'postgres', url: target.toString() });
        try {
          await Promise.all([migrateDatabase(a), migrateDatabase(b)]);
          const [ra, rb] = await Promise.all([
            seedDemoContent(a, { demoPartner: true }),
            seedDemoContent(b, { demoPartner: true }),
          ]);
          expect(ra.communities + rb.communities).toBeGreaterThan(0);
          expect(Math.min(ra.communities, rb.communities)).toBe(0);
          const migrations = await a.db.execute(
            sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
          );
          expect((migrations as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(
            JOURNAL.entries.length,
          );
        } finally {
          await a.close();
          await b.close();
          await admin.query(`drop database if exists ${name} with (force)`);
          await admin.end();
        }
      },
    );
  });
});
