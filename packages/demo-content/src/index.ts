/**
 * `@renovo/demo-content`: the invented content a development machine shows — residential
 * communities with their floor plans, companies, works and their images, articles, short
 * videos, ratings and Google comments, all generated from fixed seeds — and the `demo` partner.
 * The API loads it only in development (packages/api/src/db/demo-content.ts); production starts
 * empty, and `npm run seed:demo` (src/seed-demo.ts) loads it on purpose (docs/deploy.md).
 */

import { count } from 'drizzle-orm';
import type { DatabaseHandle, Db } from '../../api/src/db/client.ts';
import type { DemoSeedCounts, DemoSeedOptions } from '../../api/src/db/demo-content.ts';
import { communities, communityLayouts, partners } from '../../api/src/db/schema.ts';
import { generateCommunities } from './communities/index.ts';
import { seedContent } from './content/index.ts';

/** The partner every development machine may use from any local port. */
export const DEMO_PARTNER = {
  key: 'demo',
  name: 'Demo partner (development only)',
  allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'],
};

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
export { attachDemoVideos } from './videos/index.ts';
