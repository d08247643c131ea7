/**
 * The sitemaps: an index of child sitemaps, one per 50,000 works, articles, companies
 * or shorts on the site (ids in order; only published ones, docs/spec/console.md#publishing), each with its `lastmod`: publication for works,
 * articles and shorts; for a company, its newest published review, else its creation.
 * Nothing is invented: an empty database answers an index of no child sitemaps.
 */
import { asc, count, max, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { companyIsPublic, workIsPublic } from '../content/publishing/public-content.ts';
import { isPublished } from '../content/publishing/published.ts';
import { publicShort } from '../content/shorts/short-cards.ts';
import type { Db } from '../db/client.ts';
import { articles, companies, shorts, works } from '../db/schema-content.ts';
import { companyRatings } from '../db/schema-reviews.ts';

/** URLs one sitemap may hold (the protocol's limit). */
export const SITEMAP_MAX_URLS = 50_000;

/** The kinds of page listed, in index order. */
const SITEMAP_KINDS = ['works', 'articles', 'companies', 'shorts'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** A page's path on the site. */
const PAGE_PATH: Record<SitemapKind, (id: number) => string> = {
  works: (id) => `/works/${id}`,
  articles: (id) => `/article/${id}`,
  companies: (id) => `/company/${id}`,
  shorts: (id) => `/shorts?id=${id}`,
};

/** A company's last change: its newest published review, else its creation. */
const companyLastmod = sql<Date | string>`greatest(${companies.createdAt}, (
  select max(${companyRatings.publishedAt}) from ${companyRatings}
  where ${companyRatings.companyId} = ${companies.id} and ${companyRatings.status} = 'published'))`;

/** The id and last-change columns of each kind's table, and which of its rows are on the site. */
function columnsOf(kind: SitemapKind): { table: PgTable; id: AnyPgColumn; lastmod: unknown; where?: SQL } {
  switch (kind) {
    case 'works':
      return { table: works, id: works.id, lastmod: works.publishedAt, where: workIsPublic };
    case 'articles':
      return {
        table: articles,
        id: articles.id,
        lastmod: articles.publishedAt,
        where: isPublished(articles),
      };
    case 'shorts':
      return { table: shorts, id: shorts.id, lastmod: shorts.publishedAt, where: publicShort };
    case 'companies':
      return { table: companies, id: companies.id, lastmod: companyLastmod, where: companyIsPublic };
  }
}

/** One child sitemap of the index. */
export interface SitemapChunk {
  kind: SitemapKind;
  /** 1-based page of that kind. */
  page: number;
  lastmod: Date;
}

/** One URL of a child sitemap. */
interface SitemapEntry {
  path: string;
  lastmod: Date;
}

const toDate = (value: Date | string | null): Date => (value instanceof Date ? value : new Date(value ?? 0));

/** The child sitemaps: per kind, one per `size` rows by id, with the newest lastmod of each. */
export async function sitemapChunks(db: Db, size = SITEMAP_MAX_URLS): Promise<SitemapChunk[]> {
  const perKind = await Promise.all(
    SITEMAP_KINDS.map(async (kind) => {
      const { table, id, lastmod, where } = columnsOf(kind);
      const numbered = db
        .select({
          chunk: sql<number>`((row_number() over (order by ${id})) - 1) / ${size}::int`.as('chunk'),
          lastmod: sql<Date | string>`${lastmod}`.as('lastmod'),
        })
        .from(table)
        .where(where)
        .as('numbered');
      const rows = await db
        .select({ chunk: numbered.chunk, lastmod: max(numbered.lastmod), urls: count() })
        .from(numbered)
        .groupBy(numbered.chunk)
        .orderBy(asc(numbered.chunk));
      return rows.map((row) => ({ kind, page: Number(row.chunk) + 1, lastmod: toDate(row.lastmod) }));
    }),
  );
  return perKind.flat();
}

/** The URLs of one child sitemap (empty past the last page). */
export async function sitemapEntries(
  db: Db,
  kind: SitemapKind,
  page: number,
  size = SITEMAP_MAX_URLS,
): Promise<SitemapEntry[]> {
  const { table, id, lastmod, where } = columnsOf(kind);
  const rows = await db
    .select({ id, lastmod: sql<Date | string>`${lastmod}` })
    .from(table)
    .where(where)
    .orderBy(asc(id))
    .limit(size)
    .offset((page - 1) * size);
  return rows.map((row) => ({ path: PAGE_PATH[kind](Number(row.id)), lastmod: toDate(row.lastmod) }));
}

/** Escapes text for an XML text node. */
function xmlText(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** W3C datetime, as the sitemap protocol takes it. */
const w3c = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');

/** The sitemap index document. */
export function sitemapIndexXml(origin: string, chunks: readonly SitemapChunk[]): string {
  const items = chunks.map(
    (c) =>
      `<sitemap><loc>${xmlText(`${origin}/sitemaps/${c.kind}-${c.page}.xml`)}</loc><lastmod>${w3c(c.lastmod)}</lastmod></sitemap>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</sitemapindex>\n`;
}

/** A child sitemap document. */
export function sitemapXml(origin: string, entries: readonly SitemapEntry[]): string {
  const items = entries.map(
    (e) => `<url><loc>${xmlText(`${origin}${e.path}`)}</loc><lastmod>${w3c(e.lastmod)}</lastmod></url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join('\n')}\n</urlset>\n`;
}

/** Reads a child sitemap's file name (`works-1.xml`), or null. */
export function parseSitemapFile(file: string): { kind: SitemapKind; page: number } | null {
  const match = /^(works|articles|companies|shorts)-([1-9]\d{0,5})\.xml$/.exec(file);
  return match ? { kind: match[1] as SitemapKind, page: Number(match[2]) } : null;
}
