/**
 * Search (docs/spec/platform.md#calls, docs/spec/popups-and-header.md#screens): the suggested keywords of the
 * header, and the results of
 * `/search?keyword=` across works, articles and companies.
 */
import { searchKeywordsContract, searchResultsContract } from '@renovo/core/contracts';
import { type Context, Hono } from 'hono';
import { storedBlocks } from '../../console/site-blocks/site-blocks.service.ts';
import { shownKeywords } from '../../console/site-blocks/site-shown.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { type HandlerInput, route } from '../../lib/contract-route.ts';
import { ok } from '../../lib/envelope.ts';
import { articleCard } from '../articles/article-cards.ts';
import { companyCard } from '../companies/company-cards.ts';
import { pageOf } from '../shared/page.ts';
import { mediaUrls } from '../shared/public-url.ts';
import { workCard } from '../works/work-cards.ts';
import { searchArticles, searchCompanies, searchWorks } from './search.service.ts';
import { parseKeyword } from './search-terms.ts';

async function results(c: Context<AppEnv>, { query }: HandlerInput<typeof searchResultsContract>) {
  const { db } = c.get('deps');
  // At most five words: each one is a condition.
  const terms = parseKeyword(query.keyword).slice(0, 5);
  const url = mediaUrls(c);
  const paging = { page: query.page, per_page: query.per_page };
  if (query.type === 'work') {
    const found = await searchWorks(db, terms, paging);
    return ok(c, {
      keyword: query.keyword,
      type: query.type,
      ...pageOf(
        found.rows.map((r) => workCard(r, url)),
        found.total,
        paging,
      ),
    });
  }
  if (query.type === 'article') {
    const found = await searchArticles(db, terms, paging);
    return ok(c, {
      keyword: query.keyword,
      type: query.type,
      ...pageOf(
        found.rows.map((r) => articleCard(r, url)),
        found.total,
        paging,
      ),
    });
  }
  if (query.type === 'company') {
    const found = await searchCompanies(db, terms, paging);
    return ok(c, {
      keyword: query.keyword,
      type: query.type,
      ...pageOf(
        found.rows.map((r) => companyCard(r, url)),
        found.total,
        paging,
      ),
    });
  }
  const [w, a, co] = await Promise.all([
    searchWorks(db, terms, paging),
    searchArticles(db, terms, paging),
    searchCompanies(db, terms, paging),
  ]);
  return ok(c, {
    keyword: query.keyword,
    type: query.type,
    works: pageOf(
      w.rows.map((r) => workCard(r, url)),
      w.total,
      paging,
    ),
    articles: pageOf(
      a.rows.map((r) => articleCard(r, url)),
      a.total,
      paging,
    ),
    companies: pageOf(
      co.rows.map((r) => companyCard(r, url)),
      co.total,
      paging,
    ),
  });
}

/** The search routes. */
export function searchRoutes() {
  const app = new Hono<AppEnv>();
  route(app, searchKeywordsContract, async (c) => {
    const { db, env } = c.get('deps');
    return ok(c, shownKeywords(await storedBlocks(db), env));
  });
  route(app, searchResultsContract, results);
  return app;
}
