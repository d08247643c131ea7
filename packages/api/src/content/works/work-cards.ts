/** Works as lists show them (cards), read with one query joined to their company. */

import { AREA_RANGES, BUDGET_RANGES, rangeBounds } from '@renovo/core/data';
import { format, unitMessages } from '@renovo/core/messages';
import type { WorksListQuery } from '@renovo/core/schemas';
import { and, count, desc, eq, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { companies, works } from '../../db/schema-content.ts';
import { budgetText, housingTypeRef, regionRef, styleRef } from '../catalogue/names.ts';
import { workIsPublic } from '../publishing/public-content.ts';
import { photoAssetOf, pictureFor } from '../shared/picture-columns.ts';
import type { UrlMapper } from '../shared/public-url.ts';
import type { RowOf } from '../shared/row.ts';

/** The columns of a card (plus the window total of the list). */
export const workCardColumns = {
  id: works.id,
  title: works.title,
  coverUrl: works.coverUrl,
  styleId: works.styleId,
  housingType: works.housingType,
  areaPing: works.areaPing,
  budgetWan: works.budgetWan,
  regionId: works.regionId,
  room: works.room,
  hall: works.hall,
  bath: works.bath,
  imageCount: works.imageCount,
  viewCount: works.viewCount,
  isRepresent: works.isRepresent,
  constructionLabels: works.constructionLabels,
  tags: works.tags,
  publishedAt: works.publishedAt,
  companyId: companies.id,
  companyName: companies.name,
  companyLogo: companies.logoUrl,
  coverAsset: photoAssetOf(works.coverMediaId),
  companyLogoAsset: photoAssetOf(companies.logoMediaId),
};

/** A card row as selected. */
export type WorkCardRow = RowOf<typeof workCardColumns>;

/** The card of a work. */
export function workCard(row: WorkCardRow, url: UrlMapper) {
  const cover = pictureFor(row.coverAsset, url);
  const logo = pictureFor(row.companyLogoAsset, url);
  return {
    id: row.id,
    title: row.title,
    cover: cover?.src ?? url(row.coverUrl),
    /** The uploaded cover as a `<picture>` (null for a drawn demo cover). */
    cover_picture: cover,
    style: styleRef(row.styleId),
    housing_type: housingTypeRef(row.housingType),
    region: regionRef(row.regionId),
    area_ping: row.areaPing,
    area_cn: format(unitMessages.ping, { n: row.areaPing }),
    budget_wan: row.budgetWan,
    budget_cn: budgetText(row.budgetWan),
    layout_cn: format(unitMessages.layout, { room: row.room, hall: row.hall, bath: row.bath }),
    image_count: row.imageCount,
    view_count: row.viewCount,
    is_represent_work: row.isRepresent ? 1 : 0,
    construction_labels: row.constructionLabels,
    tags: row.tags,
    company: { id: row.companyId, name: row.companyName, logo: logo?.src ?? url(row.companyLogo) },
    published_at: row.publishedAt.toISOString(),
  };
}

/** Extra conditions a list may add (represent works, heal houses…). */
export interface WorkScope {
  represent?: boolean;
  healHouse?: boolean;
}

/** The SQL conditions of the filters. */
function workFilters(query: Partial<WorksListQuery>, scope: WorkScope = {}): SQL | undefined {
  const where: SQL[] = [workIsPublic];
  if (scope.represent) where.push(eq(works.isRepresent, true));
  if (scope.healHouse) where.push(eq(works.isHealHouse, true));
  if (query.style_id !== undefined) where.push(eq(works.styleId, query.style_id));
  if (query.space_id !== undefined) where.push(sql`${works.spaceIds} @> array[${query.space_id}]::int[]`);
  if (query.housing_type !== undefined) where.push(eq(works.housingType, query.housing_type));
  if (query.region_id !== undefined) where.push(eq(works.regionId, query.region_id));
  if (query.company_id !== undefined) where.push(eq(works.companyId, query.company_id));
  if (query.room !== undefined) where.push(eq(works.room, query.room));
  const budget = rangeBounds(BUDGET_RANGES, query.budget);
  if (budget.min !== undefined) where.push(gte(works.budgetWan, budget.min));
  if (budget.max !== undefined) where.push(lte(works.budgetWan, budget.max));
  const area = rangeBounds(AREA_RANGES, query.area);
  if (area.min !== undefined) where.push(gte(works.areaPing, area.min));
  if (area.max !== undefined) where.push(lte(works.areaPing, area.max));
  return and(...where);
}

/** Order of a works list. */
function workOrder(sort: 'newest' | 'popular'): SQL[] {
  return sort === 'popular'
    ? [desc(works.viewCount), desc(works.id)]
    : [desc(works.publishedAt), desc(works.id)];
}

/**
 * A page of work cards and the total of the filtered list: two queries run side by side, the page
 * an index scan with LIMIT (a window count would make every row of the list be read and sorted).
 */
export async function listWorkCards(
  db: Db,
  query: WorksListQuery,
  scope: WorkScope = {},
): Promise<{ rows: WorkCardRow[]; total: number }> {
  const where = workFilters(query, scope);
  const [rows, [counted]] = await Promise.all([
    db
      .select(workCardColumns)
      .from(works)
      .innerJoin(companies, eq(companies.id, works.companyId))
      .where(where)
      .orderBy(...workOrder(query.sort))
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ n: count() }).from(works).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

/** Cards of the given ids, in the order of the ids. */
export async function workCardsByIds(db: Db, ids: number[]): Promise<WorkCardRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(workCardColumns)
    .from(works)
    .innerJoin(companies, eq(companies.id, works.companyId))
    .where(and(inArray(works.id, ids), workIsPublic));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}
