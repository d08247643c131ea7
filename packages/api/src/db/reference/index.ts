/**
 * Reference data every database gets, in every environment: the small site configs (the quote
 * popup's banner). The rest of the reference data (regions, districts,
 * filters, rate cards, article labels, rating dimensions) is code, in @renovo/core and here
 * beside this file. Demo content (communities, companies, works, articles, shorts, ratings and
 * the `demo` partner) is not here: it is the package `@renovo/demo-content`, whose seed
 * `npm start` hands to the server in development (main.ts's `DemoSeed`, docs/deploy.md).
 *
 * A production process also marks its database as production (`PRODUCTION_MARK`), so that
 * `npm run seed:demo` and a development start on it refuse to load demo content.
 */
import { bannerMobileRoute, bannerPcRoute } from '@renovo/core/contracts';
import { eq } from 'drizzle-orm';
import type { DatabaseHandle, Db } from '../client.ts';
import { siteConfigs } from '../schema.ts';

/** Campaign and banner settings kept as data. */
// A campaign (mid_year_celebration_2507: coupon flag and end time) is operator data, never
// reference data: production shows no campaign until its operator writes one; development gets
// the demo one from @renovo/demo-content.
const SEED_SITE_CONFIGS: Record<string, Record<string, unknown>> = {
  valuation_popup_banner: {
    // Drawn by the quote routes (quote/banner-image.ts); the banner endpoint answers them absolute.
    pc: bannerPcRoute.path,
    mobile: bannerMobileRoute.path,
    link: '/decorationfrom',
  },
};

/** The site_configs key a production process writes into its database. */
const PRODUCTION_MARK = 'renovo_deployment';

/** Options of the reference seed. */
export interface ReferenceSeedOptions {
  /** A production process: marks the database as production. */
  production: boolean;
}

/** Whether a production process has ever run on this database. */
export async function isProductionDatabase(db: Db): Promise<boolean> {
  const rows = await db.select().from(siteConfigs).where(eq(siteConfigs.key, PRODUCTION_MARK));
  return rows[0]?.value.production === true;
}

/**
 * Seeds the reference data, under the start-up lock. Idempotent: a restart or a second
 * process changes nothing.
 */
export async function seedReferenceData(
  handle: DatabaseHandle,
  options: ReferenceSeedOptions,
): Promise<void> {
  await handle.withStartupLock(async (db) => {
    const rows = Object.entries(SEED_SITE_CONFIGS).map(([key, value]) => ({ key, value }));
    if (options.production) rows.push({ key: PRODUCTION_MARK, value: { production: true } });
    await db.insert(siteConfigs).values(rows).onConflictDoNothing();
  });
}
