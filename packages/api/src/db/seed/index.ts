/**
 * First-run seed: partners (with `demo` outside production), residential communities and their
 * layouts, the small site configs, and the content (companies, works, articles, shorts,
 * ratings). Every step is idempotent, so a restart or a second process changes nothing.
 */
import { bannerMobileRoute, bannerPcRoute } from '@renovo/core/contracts';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Db } from '../client.ts';
import { communities, communityLayouts, partners, siteConfigs } from '../schema.ts';
import { generateCommunities } from './communities/index.ts';
import { type ContentSeedCounts, seedContent } from './content/index.ts';

/** The partner every development machine may use from any local port. */
export const DEMO_PARTNER = {
  key: 'demo',
  name: 'Demo partner (development only)',
  allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'],
};

/** Campaign and banner settings kept as data. */
export const SEED_SITE_CONFIGS: Record<string, Record<string, unknown>> = {
  mid_year_celebration_2507: {
    // 2025-07-31 23:59:59 Asia/Taipei
    end_time: Math.floor(Date.UTC(2025, 6, 31, 15, 59, 59) / 1000),
    coupon: true,
  },
  valuation_popup_banner: {
    // Drawn by the quote routes (routes/quote/banner-image.ts); the banner endpoint answers them absolute.
    pc: bannerPcRoute.path,
    mobile: bannerMobileRoute.path,
    link: '/decorationfrom',
  },
};

/** Options of the seed. */
export interface SeedOptions {
  production: boolean;
  /** Seed of the deterministic community generator. */
  communitySeed?: number;
}

async function seedPartners(db: Db, production: boolean): Promise<void> {
  if (production) return;
  await db.insert(partners).values(DEMO_PARTNER).onConflictDoNothing();
}

async function seedSiteConfigs(db: Db): Promise<void> {
  const rows = Object.entries(SEED_SITE_CONFIGS).map(([key, value]) => ({ key, value }));
  await db.insert(siteConfigs).values(rows).onConflictDoNothing();
}

async function seedCommunities(db: Db, seed?: number): Promise<number> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(communities);
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
 * Seeds what a fresh database needs, under the start-up lock.
 * @returns the number of communities and content rows inserted (0 when they were already there)
 */
export async function seedDatabase(
  handle: DatabaseHandle,
  options: SeedOptions,
): Promise<{ communities: number; content: ContentSeedCounts }> {
  return handle.withStartupLock(async (db) => {
    await seedPartners(db, options.production);
    await seedSiteConfigs(db);
    const inserted = await seedCommunities(db, options.communitySeed);
    return { communities: inserted, content: await seedContent(db) };
  });
}
