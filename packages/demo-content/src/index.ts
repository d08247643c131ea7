/**
 * `@renovo/demo-content`: the invented content a development machine shows — residential
 * communities with their floor plans, companies, works and their images, articles, short
 * videos, ratings and Google comments, all generated from fixed seeds — and the `demo` partner.
 * `npm start` hands `seedDemoInDevelopment` to the API in development (the API never loads it
 * itself); production starts empty, and `npm run seed:demo` (src/seed-demo.ts) loads it on
 * purpose (docs/deploy.md).
 */

import type { DemoSeed } from '@renovo/api';
import { type DatabaseHandle, type Db, isProductionDatabase } from '@renovo/api/db';
import { communities, communityLayouts, partners, siteConfigs } from '@renovo/api/schema';
import { count } from 'drizzle-orm';
import { generateCommunities } from './communities/index.ts';
import { seedContent } from './content/index.ts';
import { attachDemoVideos } from './videos/index.ts';

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
interface DemoSeedOptions {
  /** Adds the `demo` partner (any localhost origin); never on a production database. */
  demoPartner: boolean;
}

/**
 * The partner every development machine may use from any local port. Its leads keep their
 * page's path (a partner's choice, off for a new partner), so the inbox shows which example page
 * a lead came from; its pages are the machine's own examples, never a visitor's.
 */
export const DEMO_PARTNER = {
  key: 'demo',
  name: 'Demo partner (development only)',
  allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'],
  keepPagePath: true,
};

/**
 * The demo campaign (docs/spec/quotes.md#calls configs, mid_year_celebration_2507): the spec's July 2025
 * campaign,
 * over by now, so a development page shows no countdown unless someone sets a later end time.
 */
const DEMO_SITE_CONFIGS = [
  {
    key: 'mid_year_celebration_2507',
    // 2025-07-31 23:59:59 Asia/Taipei
    value: { end_time: Math.floor(Date.UTC(2025, 6, 31, 15, 59, 59) / 1000), coupon: true },
  },
];

async function seedCommunities(db: Db, seed?: number): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(communities);
  if ((existing?.n ?? 0) > 0) return 0;
  const list = generateCommunities(seed);
  const CHUNK = 500;
  await db.transaction(async (tx) => {
    for (let i = 0; i < list.length; i += CHUNK) {
      const chunk = list.slice(i, i + CHUNK);
      await tx.insert(communities).values(
        chunk.map((c) => ({
          id: c.id,
          regionId: c.region_id,
          name: c.name,
          title: c.title,
          address: c.address,
          tag: c.tag,
          housingType: c.housingType,
          housingTypeName: c.housingTypeName,
        })),
      );
      const layouts = chunk.flatMap((c) =>
        c.layouts.map((l, position) => ({
          communityId: c.id,
          position,
          room: l.room,
          hall: l.hall,
          bath: l.bath,
          isCheck: l.is_check,
          areaList: l.area_list.map((a) => ({ building_area: a.building_area })),
        })),
      );
      for (let j = 0; j < layouts.length; j += CHUNK) {
        await tx.insert(communityLayouts).values(layouts.slice(j, j + CHUNK));
      }
    }
  });
  return list.length;
}

/**
 * Seeds the demo content, under the start-up lock. Each part is written once: communities when
 * there are none, the content when there are no companies; a second run changes nothing.
 */
export async function seedDemoContent(
  handle: DatabaseHandle,
  options: DemoSeedOptions & { communitySeed?: number },
): Promise<DemoSeedCounts> {
  return handle.withStartupLock(async (db) => {
    if (options.demoPartner) await db.insert(partners).values(DEMO_PARTNER).onConflictDoNothing();
    await db.insert(siteConfigs).values(DEMO_SITE_CONFIGS).onConflictDoNothing();
    const inserted = await seedCommunities(db, options.communitySeed);
    const content = await seedContent(db);
    return {
      communities: inserted,
      companies: content.companies,
      works: content.works,
      articles: content.articles,
      shorts: content.shorts,
      ratings: content.ratings,
    };
  });
}

/**
 * The demo seed a development start hands to the API (`npm start`, scripts/npm-start.ts): the
 * demo content and the `demo` partner, and the shorts' MP4s when the API gives it a media folder
 * (`RENOVO_DEMO_VIDEOS=on`), left until the server listens when the start gives `later`. A
 * database a production process has marked gets nothing (a warning instead); the API never calls
 * it in production.
 * @returns what was inserted, or null when nothing was
 */
export const seedDemoInDevelopment: DemoSeed = async (
  handle,
  { logger, mediaDir, later },
): Promise<DemoSeedCounts | null> => {
  if (await isProductionDatabase(handle.db)) {
    logger.warn('the database is marked production: no demo content loaded (npm run seed:demo -- --force)');
    return null;
  }
  const counts = await seedDemoContent(handle, { demoPartner: true });
  if (mediaDir) {
    // The shorts' MP4s (ADR 037): encoded on a machine's first seed, then copied from a cache.
    // A start leaves them until it listens (`later`): the shorts play their SVG slideshows until
    // their MP4 is attached, and the site serves tens of seconds sooner on a first start.
    const attach = async (signal?: AbortSignal) => {
      const outcome = await attachDemoVideos(handle.db, { mediaDir, signal });
      if (outcome.unavailable)
        logger.warn(
          { reason: outcome.unavailable },
          'no video encoder here: the demo shorts stay SVG slideshows',
        );
      else if (outcome.attached > 0) logger.info(outcome, 'demo short videos');
    };
    if (later) later(attach);
    else await attach();
  }
  return counts;
};

export { attachDemoVideos };
