/**
 * Production starts empty: a production start writes only the schema and the reference data
 * (and marks the database as production), even when handed the demo seed, and a development
 * start on such a database loads no demo content. A development start on a fresh database,
 * handed the demo seed as `npm start` hands it, does load it, and leaves the shorts' MP4s (tens of
 * seconds of encoding on a machine's first start) until the server listens. (The production server bundle
 * holds none of this package: scripts/production-bundle-holds-no-demo-content.test.ts.)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, type LaterTask, parseEnv, prepareDatabase } from '@renovo/api';
import { isProductionDatabase } from '@renovo/api/db';
import { communities, partners, siteConfigs } from '@renovo/api/schema';
import { articles, companies, shorts, works } from '@renovo/api/schema-content';
import { companyRatings } from '@renovo/api/schema-reviews';
import { fillWithEmptyCluster } from '@renovo/api/testing';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemoInDevelopment } from './index.ts';

const folders: string[] = [];
/** A data folder holding a brand-new (empty) database. */
const tempFolder = async (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `renovo-${name}-`));
  folders.push(dir);
  await fillWithEmptyCluster(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

const logger = createLogger({ LOG_LEVEL: 'silent', NODE_ENV: 'test' });
const productionEnv = (dataDir: string) =>
  parseEnv({
    NODE_ENV: 'production',
    APP_SECRET: 'a-production-secret-of-at-least-32-characters',
    SMS_GATEWAY: 'outbox',
    SITE_ORIGIN: 'https://www.example.tw',
    RENOVO_DATA_DIR: dataDir,
  });

describe('demo content only in development', () => {
  it('a production start writes no invented rows, and a development start on that database adds none', async () => {
    const handle = await prepareDatabase(
      productionEnv(await tempFolder('production-db')),
      logger,
      seedDemoInDevelopment,
    );
    try {
      for (const table of [communities, companies, works, articles, shorts, companyRatings, partners]) {
        const [row] = await handle.db.select({ n: count() }).from(table);
        expect(row?.n).toBe(0);
      }
      const configs = await handle.db.select({ key: siteConfigs.key }).from(siteConfigs);
      expect(configs.map((c) => c.key)).toContain('valuation_popup_banner');
      expect(await isProductionDatabase(handle.db)).toBe(true);
      expect(await seedDemoInDevelopment(handle, { logger, mediaDir: null })).toBeNull();
      const [after] = await handle.db.select({ n: count() }).from(companies);
      expect(after?.n).toBe(0);
    } finally {
      await handle.close();
    }
  }, 120_000);

  it("a development start on a fresh database loads the demo content and the demo partner, and leaves the shorts' MP4s until it listens", async () => {
    const env = parseEnv({ NODE_ENV: 'development', RENOVO_DATA_DIR: await tempFolder('development-db') });
    const later: LaterTask[] = [];
    const handle = await prepareDatabase(env, logger, seedDemoInDevelopment, (task) => later.push(task));
    try {
      const [company] = await handle.db.select({ n: count() }).from(companies);
      const [community] = await handle.db.select({ n: count() }).from(communities);
      expect(company?.n).toBeGreaterThan(0);
      expect(community?.n).toBeGreaterThan(0);
      const keys = (await handle.db.select({ key: partners.key }).from(partners)).map((p) => p.key);
      expect(keys).toEqual(['demo']);
      expect(await isProductionDatabase(handle.db)).toBe(false);
      // The MP4s are one task left until the server listens: until it runs, every short is its
      // SVG slideshow; a shutdown before it ends stops it and changes no short.
      expect(later).toHaveLength(1);
      const videos = async () =>
        (await handle.db.select({ url: shorts.videoUrl }).from(shorts)).map((r) => r.url);
      expect((await videos()).every((url) => url.endsWith('.svg'))).toBe(true);
      await expect(later[0]!(AbortSignal.abort())).rejects.toMatchObject({ name: 'AbortError' });
      expect((await videos()).every((url) => url.endsWith('.svg'))).toBe(true);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
