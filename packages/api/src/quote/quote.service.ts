/**
 * The quote flow's database work: storing a submitted quote, reading it back for a repeat or a
 * result page, the community search and layouts, recent records and the popup banner's settings.
 */

import { and, asc, count, desc, eq, gte, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { communities, communityLayouts, type HouseLayout, quotes, siteConfigs } from '../db/schema.ts';
import { foreignLeadAnswers } from '../db/schema-leads.ts';

/** The stored quote a submit's answer is made from. */
export interface StoredQuote {
  id: number;
  publicId: string;
  regionId: number;
  size: number;
  houseLayout: HouseLayout | null;
}

/** A result page's community, as the quote stored it or the community search shows it. */
export interface ResultCommunity {
  id?: number | null;
  name?: string;
  title?: string;
  address?: string;
}

/** The stored quote a repeat answers, by id. */
export async function storedQuote(db: Db, id: number): Promise<StoredQuote | undefined> {
  const [first] = await db
    .select({
      id: quotes.id,
      publicId: quotes.publicId,
      regionId: quotes.regionId,
      size: quotes.size,
      houseLayout: quotes.houseLayout,
    })
    .from(quotes)
    .where(eq(quotes.id, id))
    .limit(1);
  return first;
}

/** A stored quote by its public id, for the result page. */
export async function quoteByPublicId(db: Db, publicId: string) {
  const [row] = await db.select().from(quotes).where(eq(quotes.publicId, publicId)).limit(1);
  return row ? { ...row, community: row.community as ResultCommunity | null } : null;
}

/** A community as the community search shows it, by id. */
export async function communityCard(db: Db, id: number): Promise<ResultCommunity | undefined> {
  const [community] = await db
    .select({
      id: communities.id,
      name: communities.name,
      title: communities.title,
      address: communities.address,
    })
    .from(communities)
    .where(eq(communities.id, id))
    .limit(1);
  return community;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (m) => `\\${m}`);
}

/** Up to 20 communities of a region whose name, title or address holds the keyword, name hits first. */
export function searchCommunities(db: Db, regionId: number, keyword: string) {
  const pattern = `%${escapeLike(keyword)}%`;
  return db
    .select({
      id: communities.id,
      tag: communities.tag,
      title: communities.title,
      address: communities.address,
      housingType: communities.housingType,
      housingTypeName: communities.housingTypeName,
      name: communities.name,
    })
    .from(communities)
    .where(
      and(
        eq(communities.regionId, regionId),
        or(
          ilike(communities.name, pattern),
          ilike(communities.title, pattern),
          ilike(communities.address, pattern),
        ),
      ),
    )
    .orderBy(sql`position(${keyword} in ${communities.name}) = 0`, asc(communities.id))
    .limit(20);
}

/** A community's layouts in their order; null when there is no such community. */
export async function communityLayoutsOf(db: Db, communityId: number) {
  const [community] = await db
    .select({ id: communities.id })
    .from(communities)
    .where(eq(communities.id, communityId))
    .limit(1);
  if (!community) return null;
  return db
    .select()
    .from(communityLayouts)
    .where(eq(communityLayouts.communityId, communityId))
    .orderBy(asc(communityLayouts.position));
}

/**
 * The latest quotes (newest first) and how many quotes were made since `dayStart`, leaving out
 * the quotes of the device `own` (so the visitor is never counted among the others). The answers
 * to repeats of another client's quote (foreign_lead_answers) count as the quotes they look like,
 * so these records never tell whether a number had a quote.
 */
export async function recentQuotes(db: Db, perPage: number, dayStart: Date, own: string | null) {
  const f = foreignLeadAnswers;
  const notOwn = (device: typeof quotes.clientUuid | typeof f.clientUuid) =>
    own ? sql`${device} is distinct from ${own}` : undefined;
  const [stored, answered, storedToday, answeredToday] = await Promise.all([
    db
      .select({ id: quotes.id, createdAt: quotes.createdAt, regionId: quotes.regionId, size: quotes.size })
      .from(quotes)
      .orderBy(desc(quotes.id))
      .limit(perPage),
    db
      .select({
        id: f.id,
        createdAt: f.answeredAt,
        regionId: sql`${f.shown}->>'regionId'`.mapWith(Number),
        size: sql`${f.shown}->>'size'`.mapWith(Number),
      })
      .from(f)
      .where(eq(f.leadTable, 'quotes'))
      .orderBy(desc(f.id))
      .limit(perPage),
    db
      .select({ n: count() })
      .from(quotes)
      .where(and(gte(quotes.createdAt, dayStart), notOwn(quotes.clientUuid))),
    db
      .select({ n: count() })
      .from(f)
      .where(and(eq(f.leadTable, 'quotes'), gte(f.answeredAt, dayStart), notOwn(f.clientUuid))),
  ]);
  // Both draw their ids from the quotes' sequence: one order, newest first.
  const rows = [...stored, ...answered].sort((a, b) => b.id - a.id).slice(0, perPage);
  return { rows, today: (storedToday[0]?.n ?? 0) + (answeredToday[0]?.n ?? 0) };
}

/** The popup banner's operator settings (pictures and link), empty when unset. */
export async function popupBannerSettings(db: Db) {
  const [row] = await db
    .select({ value: siteConfigs.value })
    .from(siteConfigs)
    .where(eq(siteConfigs.key, 'valuation_popup_banner'))
    .limit(1);
  return row?.value ?? {};
}
