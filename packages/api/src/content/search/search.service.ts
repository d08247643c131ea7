/**
 * The search's queries: each search term is a condition on works, articles or companies (the
 * word as typed, or its facets with each of its words as itself or a synonym), every term must hold.
 */
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { articles, companies, works } from '../../db/schema-content.ts';
import { articleCardColumns } from '../articles/article-cards.ts';
import { companyCardColumns, reputationOrder } from '../companies/company-cards.ts';
import { companyIsPublic, workIsPublic } from '../publishing/public-content.ts';
import { isPublished } from '../publishing/published.ts';
import { likePattern } from '../shared/like.ts';
import type { Paging } from '../shared/page.ts';
import { workCardColumns } from '../works/work-cards.ts';
import type { SearchTerm } from './search-terms.ts';
import { synonymsOf } from './search-words.ts';

const anyOf = (conditions: SQL[]): SQL => (conditions.length === 1 ? conditions[0]! : or(...conditions)!);

/** The facets of a term as conditions, or null when it names none. */
function facets(parts: SQL[]): SQL | null {
  return parts.length > 0 ? and(...parts)! : null;
}

/**
 * A term's condition: the word as typed, or its facets with each of its words (as itself or a
 * synonym); only the word when it has neither.
 */
function termCondition(term: SearchTerm, text: (piece: string) => SQL, parts: SQL[]): SQL {
  const words = term.text.map((word) => anyOf(synonymsOf(word).map(text)));
  const rest = facets([...parts, ...words]);
  return rest ? or(text(term.word), rest)! : text(term.word);
}

function workCondition(term: SearchTerm): SQL {
  const text = (piece: string) => {
    const like = likePattern(piece);
    return or(
      ilike(works.title, like),
      ilike(works.description, like),
      sql`${works.tags}::text ilike ${like}`,
    )!;
  };
  const parts: SQL[] = [];
  if (term.styleIds.length) parts.push(anyOf(term.styleIds.map((id) => eq(works.styleId, id))));
  if (term.spaceIds.length)
    parts.push(anyOf(term.spaceIds.map((id) => sql`${works.spaceIds} @> array[${id}]::int[]`)));
  if (term.housingTypes.length) parts.push(anyOf(term.housingTypes.map((id) => eq(works.housingType, id))));
  if (term.regionIds.length) parts.push(anyOf(term.regionIds.map((id) => eq(works.regionId, id))));
  return termCondition(term, text, parts);
}

function articleCondition(term: SearchTerm): SQL {
  const text = (piece: string) => {
    const like = likePattern(piece);
    return or(
      ilike(articles.title, like),
      ilike(articles.summary, like),
      sql`${articles.aiLabels}::text ilike ${like}`,
    )!;
  };
  // "北歐風收納": articles of that style about the rest of the word, or with the whole word.
  return termCondition(
    term,
    text,
    term.styleIds.length ? [anyOf(term.styleIds.map((id) => eq(articles.styleId, id)))] : [],
  );
}

function companyCondition(term: SearchTerm): SQL {
  const text = (piece: string) => {
    const like = likePattern(piece);
    return or(ilike(companies.name, like), ilike(companies.intro, like))!;
  };
  const parts: SQL[] = [];
  if (term.styleIds.length)
    parts.push(anyOf(term.styleIds.map((id) => sql`${companies.styleIds} @> array[${id}]::int[]`)));
  if (term.regionIds.length) {
    parts.push(anyOf(term.regionIds.map((id) => sql`${companies.servedRegionIds} @> array[${id}]::int[]`)));
  }
  // "北歐風", "台中": the companies doing that style or serving that region; "舊屋翻修": the
  // companies whose name or introduction has 老屋/中古屋… and 翻新/改造… (words and synonyms).
  return termCondition(term, text, parts);
}

/** One page of the work cards matching every term, most viewed first, and how many match. */
export async function searchWorks(db: Db, terms: SearchTerm[], paging: Paging) {
  const where = and(workIsPublic, ...terms.map(workCondition));
  const [rows, [total]] = await Promise.all([
    db
      .select(workCardColumns)
      .from(works)
      .innerJoin(companies, eq(companies.id, works.companyId))
      .where(where)
      .orderBy(desc(works.viewCount), desc(works.id))
      .limit(paging.per_page)
      .offset((paging.page - 1) * paging.per_page),
    db.select({ n: count() }).from(works).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One page of the article cards matching every term, most read first, and how many match. */
export async function searchArticles(db: Db, terms: SearchTerm[], paging: Paging) {
  const where = and(isPublished(articles), ...terms.map(articleCondition));
  const [rows, [total]] = await Promise.all([
    db
      .select(articleCardColumns)
      .from(articles)
      .where(where)
      .orderBy(desc(articles.viewCount), desc(articles.id))
      .limit(paging.per_page)
      .offset((paging.page - 1) * paging.per_page),
    db.select({ n: count() }).from(articles).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** One page of the company cards matching every term, by reputation, and how many match. */
export async function searchCompanies(db: Db, terms: SearchTerm[], paging: Paging) {
  const where = and(companyIsPublic, ...terms.map(companyCondition));
  const [rows, [total]] = await Promise.all([
    db
      .select(companyCardColumns)
      .from(companies)
      .where(where)
      .orderBy(...reputationOrder)
      .limit(paging.per_page)
      .offset((paging.page - 1) * paging.per_page),
    db.select({ n: count() }).from(companies).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
