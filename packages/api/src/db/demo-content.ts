/**
 * The seam to `@renovo/demo-content` (packages/demo-content): invented communities, companies,
 * works, articles, shorts and ratings for development. The server imports it only in
 * development, by a specifier held in a variable, so the production bundle (dist/server, built
 * by scripts/build-server.ts) never contains it (`db/demo-content-not-in-production.test.ts`).
 */
import type { Logger } from 'pino';
import type { DatabaseHandle } from './client.ts';
import { isProductionDatabase } from './reference/index.ts';

/** What one demo seed inserted (all 0 when the demo content was already there). */
export interface DemoSeedCounts {
  communities: number;
  companies: number;
  works: number;
  articles: number;
  shorts: number;
  ratings: number;
}

/** Options of a demo seed. */
export interface DemoSeedOptions {
  /** Adds the `demo` partner (any localhost origin); never on a production database. */
  demoPartner: boolean;
}

/** The shape of `@renovo/demo-content`. */
interface DemoContentModule {
  seedDemoContent(handle: DatabaseHandle, options: DemoSeedOptions): Promise<DemoSeedCounts>;
  attachDemoVideos(
    db: DatabaseHandle['db'],
    options: { mediaDir: string },
  ): Promise<{ attached: number; encoded: number; unavailable?: string }>;
}

/** The package's name, kept out of an import statement so no bundler follows it. */
const DEMO_CONTENT_PACKAGE = ['@renovo', 'demo-content'].join('/');

/** Imports `@renovo/demo-content` (development only). */
async function loadDemoContent(): Promise<DemoContentModule> {
  return (await import(/* @vite-ignore */ DEMO_CONTENT_PACKAGE)) as DemoContentModule;
}

/**
 * The development start's demo seed: loads `@renovo/demo-content` and seeds it, unless a
 * production process has marked the database (then it logs a warning and writes nothing).
 * @returns what was inserted, or null when nothing was
 */
export async function seedDemoInDevelopment(
  handle: DatabaseHandle,
  logger: Pick<Logger, 'info' | 'warn'>,
  videos: { mediaDir: string } | null = null,
): Promise<DemoSeedCounts | null> {
  if (await isProductionDatabase(handle.db)) {
    logger.warn('the database is marked production: no demo content loaded (npm run seed:demo -- --force)');
    return null;
  }
  const demo = await loadDemoContent();
  const counts = await demo.seedDemoContent(handle, { demoPartner: true });
  if (videos) {
    // The shorts' MP4s (ADR 037): encoded on a machine's first seed, then copied from a cache.
    const outcome = await demo.attachDemoVideos(handle.db, videos);
    if (outcome.unavailable)
      logger.warn(
        { reason: outcome.unavailable },
        'no video encoder here: the demo shorts stay SVG slideshows',
      );
    else if (outcome.attached > 0) logger.info(outcome, 'demo short videos');
  }
  return counts;
}
