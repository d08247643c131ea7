/**
 * Only published content is public (docs/spec/console.md#publishing): the conditions every public
 * query of companies and works adds, declared once. A work is public when it is published and so
 * is its company, so hiding a company hides its works from every list, search and sitemap.
 */
import { PUBLIC_STATUS } from '@renovo/core/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { companies, works } from '../../db/schema-content.ts';
import { isPublished } from './published.ts';

/** The company is on the site. */
export const companyIsPublic: SQL = isPublished(companies);

/** The work is on the site: published, of a published company (works with or without the join). */
export const workIsPublic: SQL = sql`(${works.status} = ${PUBLIC_STATUS} and exists (
  select 1 from companies pc where pc.id = ${works.companyId} and pc.status = ${PUBLIC_STATUS}))`;

/** The same condition for raw SQL over `works w` (a subquery of another table's query). */
export const workAliasIsPublic = (alias: string): SQL =>
  sql.raw(`(${alias}.status = '${PUBLIC_STATUS}' and exists (
  select 1 from companies pc where pc.id = ${alias}.company_id and pc.status = '${PUBLIC_STATUS}'))`);
