/**
 * What naming a lead's coded values needs beyond the catalogue (docs/spec/console.md#lead-inbox):
 * the partners' names for every key leads carry, the landing pages by the module their quote sends,
 * and (for the CSV) every staff account's email by id. Small tables, read once per inbox load or
 * per export, so the lead list itself stays a single-table keyset read.
 */
import type { LandingModule, LeadLabelLookups } from '@renovo/core/contracts';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffAccounts } from '../../db/schema-console.ts';
import { landingPages } from '../../db/schema-landing.ts';
import { partnerNames } from '../../services/partners/manage.ts';

/**
 * Each landing page by the module its inline quote sends: its own module, or `land_{slug}` when it
 * names none (as the host site's /land/{slug} page sends it).
 */
export async function landingModules(db: Db): Promise<LandingModule[]> {
  const pages = await db
    .select({ slug: landingPages.slug, title: landingPages.title, module: landingPages.quoteModule })
    .from(landingPages)
    .orderBy(asc(landingPages.id));
  return pages.map((page) => ({ module: page.module || `land_${page.slug}`, title: page.title }));
}

/** The lookups the CSV names a page of leads by: partners, landing modules, and staff emails by id. */
export async function csvLookups(db: Db): Promise<LeadLabelLookups & { staff: Map<number, string> }> {
  const [partners, landing, staff] = await Promise.all([
    partnerNames(db),
    landingModules(db),
    db.select({ id: staffAccounts.id, email: staffAccounts.email }).from(staffAccounts),
  ]);
  return {
    partners,
    landing_modules: landing,
    staff: new Map(staff.map((s) => [Number(s.id), s.email])),
  };
}
