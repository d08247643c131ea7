/**
 * `npm run seed:demo`: loads the demo content into the database the environment describes
 * (`DATABASE_URL`, or PGlite in `RENOVO_DATA_DIR`, default ./.data), after migrating it, and the
 * shorts' MP4s into `<RENOVO_DATA_DIR>/media/videos` (ADR 037; `RENOVO_DEMO_VIDEOS=off`: none). Refuses,
 * with exit code 2, to write into a production database — `NODE_ENV=production`, or a database
 * a production process has marked (`renovo_deployment` in site_configs) — unless `--force` is
 * given; forced, it still never adds the `demo` partner (any localhost origin) there.
 * docs/deploy.md#demo-content.
 *
 * @example npm run seed:demo
 * @example NODE_ENV=production DATABASE_URL=postgres://… npm run seed:demo -- --force
 */
import { isProductionDatabase, migrateDatabase, openDatabase, seedReferenceData } from '@renovo/api/db';
import { mediaDirOf } from '@renovo/api/seeding';
import { seedDemoContent } from './index.ts';
import { attachDemoVideos, type DemoVideoOutcome } from './videos/index.ts';

/** What the command decided. */
export type SeedDemoOutcome =
  | { kind: 'refused'; reason: string }
  | {
      kind: 'seeded';
      counts: Awaited<ReturnType<typeof seedDemoContent>>;
      production: boolean;
      /** The shorts' MP4s (ADR 037); null with RENOVO_DEMO_VIDEOS=off. */
      videos: DemoVideoOutcome | null;
    };

/** Runs the command on `env` with `args`; never exits the process. */
export async function seedDemo(
  env: Record<string, string | undefined>,
  args: readonly string[],
): Promise<SeedDemoOutcome> {
  const force = args.includes('--force');
  const handle = env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL, poolSize: 2 })
    : await openDatabase({ kind: 'pglite', dataDir: env.RENOVO_DATA_DIR ?? './.data' });
  try {
    await migrateDatabase(handle);
    const production = env.NODE_ENV === 'production' || (await isProductionDatabase(handle.db));
    if (production && !force) {
      return {
        kind: 'refused',
        reason:
          'seed:demo refuses to load invented content into a production database (NODE_ENV=production or a database a production process has run on); add --force to do it anyway',
      };
    }
    await seedReferenceData(handle, { production: false });
    const counts = await seedDemoContent(handle, { demoPartner: !production });
    const videos =
      env.RENOVO_DEMO_VIDEOS === 'off'
        ? null
        : await attachDemoVideos(handle.db, { mediaDir: mediaDirOf(env.RENOVO_DATA_DIR ?? './.data') });
    return { kind: 'seeded', counts, production, videos };
  } finally {
    await handle.close();
  }
}

if (import.meta.main) {
  try {
    const outcome = await seedDemo(process.env, process.argv.slice(2));
    if (outcome.kind === 'refused') {
      console.error(outcome.reason);
      process.exit(2);
    }
    console.log(`demo content: ${JSON.stringify(outcome.counts)} (0 means it was already there)`);
    if (outcome.videos?.unavailable)
      console.warn(
        `no video encoder here (${outcome.videos.unavailable}): the demo shorts stay SVG slideshows`,
      );
    else if (outcome.videos) console.log(`demo short videos: ${JSON.stringify(outcome.videos)}`);
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  }
}
