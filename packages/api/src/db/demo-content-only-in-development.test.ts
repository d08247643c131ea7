/**
 * Production starts empty: the demo content (`@renovo/demo-content`) never enters the
 * production server bundle, a production start writes only the schema and the reference data
 * (and marks the database as production), and a development start on such a database loads no
 * demo content. A development start on a fresh database does load it.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../../../scripts/build-server.ts';
import { parseEnv } from '../env.ts';
import { createLogger } from '../lib/logger.ts';
import { prepareDatabase } from '../main.ts';
import { seedDemoInDevelopment } from './demo-content.ts';
import { isProductionDatabase } from './reference/index.ts';
import { communities, partners, siteConfigs } from './schema.ts';
import { articles, companies, companyRatings, shorts, works } from './schema-content.ts';

const folders: string[] = [];
const tempFolder = (name: string) => {
  const dir = mkdtempSync(join(tmpdir(), `renovo-${name}-`));
  folders.push(dir);
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
  it('the production server bundle contains no module of @renovo/demo-content', async () => {
    const outDir = tempFolder('server-bundle');
    const inputs = await buildServer(outDir);
    expect(inputs.some((file) => file.includes('packages/api/src/main.ts'))).toBe(true);
    expect(inputs.filter((file) => file.includes('packages/demo-content/'))).toEqual([]);
    const code = readdirSync(outDir)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(outDir, name), 'utf8'))
      .join('\n');
    expect(code).not.toContain('Demo partner (development only)');
  }, 120_000);

  it('a production start writes no invented rows, and a development start on that database adds none', async () => {
    const handle = await prepareDatabase(productionEnv(tempFolder('production-db')), logger);
    try {
      for (const table of [communities, companies, works, articles, shorts, companyRatings, partners]) {
        const [row] = await handle.db.select({ n: count() }).from(table);
        expect(row?.n).toBe(0);
      }
      const configs = await handle.db.select({ key: siteConfigs.key }).from(siteConfigs);
      expect(configs.map((c) => c.key)).toContain('valuation_popup_banner');
      expect(await isProductionDatabase(handle.db)).toBe(true);
      expect(await seedDemoInDevelopment(handle, logger)).toBeNull();
      const [after] = await handle.db.select({ n: count() }).from(companies);
      expect(after?.n).toBe(0);
    } finally {
      await handle.close();
    }
  }, 120_000);

  it('a development start on a fresh database loads the demo content and the demo partner', async () => {
    const env = parseEnv({ NODE_ENV: 'development', RENOVO_DATA_DIR: tempFolder('development-db') });
    const handle = await prepareDatabase(env, logger);
    try {
      const [company] = await handle.db.select({ n: count() }).from(companies);
      const [community] = await handle.db.select({ n: count() }).from(communities);
      expect(company?.n).toBeGreaterThan(0);
      expect(community?.n).toBeGreaterThan(0);
      const keys = (await handle.db.select({ key: partners.key }).from(partners)).map((p) => p.key);
      expect(keys).toEqual(['demo']);
      expect(await isProductionDatabase(handle.db)).toBe(false);
    } finally {
      await handle.close();
    }
  }, 120_000);
});
