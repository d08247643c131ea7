/**
 * `npm run seed:demo` refuses a production database (NODE_ENV=production, or a database a
 * production process has marked) unless `--force` is given, and even forced never adds the
 * `demo` partner there.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrateDatabase, openDatabase, seedReferenceData } from '@renovo/api/db';
import { partners } from '@renovo/api/schema';
import { fillWithEmptyCluster } from '@renovo/api/testing';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemo } from './seed-demo.ts';

const folders: string[] = [];
/** A data folder holding a brand-new (empty) database. */
const tempFolder = async () => {
  const dir = mkdtempSync(join(tmpdir(), 'renovo-seed-demo-'));
  folders.push(dir);
  await fillWithEmptyCluster(dir);
  return dir;
};
afterAll(() => {
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

describe('npm run seed:demo', () => {
  it('refuses NODE_ENV=production without --force, and seeds (without the demo partner) with it', async () => {
    const env = { NODE_ENV: 'production', RENOVO_DATA_DIR: await tempFolder(), RENOVO_DEMO_VIDEOS: 'off' };
    const refused = await seedDemo(env, []);
    expect(refused.kind).toBe('refused');
    const forced = await seedDemo(env, ['--force']);
    expect(forced.kind).toBe('seeded');
    if (forced.kind !== 'seeded') return;
    expect(forced.production).toBe(true);
    expect(forced.counts.companies).toBeGreaterThan(0);
    const handle = await openDatabase({ kind: 'pglite', dataDir: env.RENOVO_DATA_DIR });
    try {
      expect(await handle.db.select().from(partners)).toEqual([]);
    } finally {
      await handle.close();
    }
  }, 120_000);

  it('refuses a database a production process has marked, even from a development shell', async () => {
    const dataDir = await tempFolder();
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    await migrateDatabase(handle);
    await seedReferenceData(handle, { production: true });
    await handle.close();
    const outcome = await seedDemo(
      { NODE_ENV: 'development', RENOVO_DATA_DIR: dataDir, RENOVO_DEMO_VIDEOS: 'off' },
      [],
    );
    expect(outcome.kind).toBe('refused');
  }, 120_000);

  it('seeds a development database once (a second run inserts nothing)', async () => {
    const env = { RENOVO_DATA_DIR: await tempFolder(), RENOVO_DEMO_VIDEOS: 'off' };
    const first = await seedDemo(env, []);
    const second = await seedDemo(env, []);
    expect(first.kind === 'seeded' && first.counts.companies > 0).toBe(true);
    expect(second.kind === 'seeded' && second.counts).toEqual({
      communities: 0,
      companies: 0,
      works: 0,
      articles: 0,
      shorts: 0,
      ratings: 0,
    });
  }, 120_000);
});
