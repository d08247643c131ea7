/** The popups flow's database work: the operator's activity settings. */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { siteConfigs } from '../db/schema.ts';

/** The site settings of the given keys (those that exist). */
export function siteConfigsOf(db: Db, keys: string[]) {
  return db.select().from(siteConfigs).where(inArray(siteConfigs.key, keys));
}
