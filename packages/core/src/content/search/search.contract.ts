/** Answers of the search routes (docs/spec/platform.md#calls, docs/spec/popups-and-header.md#screens): suggested keywords and the results. */
import * as z from 'zod/mini';
import { defineContract } from '../../contracts/contract.ts';
import { ArticleCardSchema } from '../articles/articles.contract.ts';
import { CompanyCardSchema } from '../companies/companies.contract.ts';
import { contentAnswerOf, contentPageShape } from '../content-common.ts';
import { SearchQuerySchema } from '../content-lists.schemas.ts';
import { WorkCardSchema } from '../works/works.contract.ts';
import { searchKeywordsRoute, searchResultsRoute } from './search.routes.ts';

/** Answer of the header's suggested keywords: `data` is an array of strings. */
export const SearchKeywordsAnswerSchema = contentAnswerOf(z.array(z.string()));

const keyword = z.string();

/**
 * Answer of the search results: one page of the asked type, or (type all) the first page of
 * works, articles and companies each.
 */
export const SearchResultsAnswerSchema = contentAnswerOf(
  z.discriminatedUnion('type', [
    z.object({ keyword, type: z.literal('work'), ...contentPageShape(WorkCardSchema) }),
    z.object({ keyword, type: z.literal('article'), ...contentPageShape(ArticleCardSchema) }),
    z.object({ keyword, type: z.literal('company'), ...contentPageShape(CompanyCardSchema) }),
    z.object({
      keyword,
      type: z.literal('all'),
      works: z.object(contentPageShape(WorkCardSchema)),
      articles: z.object(contentPageShape(ArticleCardSchema)),
      companies: z.object(contentPageShape(CompanyCardSchema)),
    }),
  ]),
);

/** GET /hyperf/search/input/keywords. */
export const searchKeywordsContract = defineContract(searchKeywordsRoute, {
  id: 'getSearchInputKeywords',
  tag: 'search',
  summary: 'Suggested keywords of the header search box: data is an array of strings',
  response: SearchKeywordsAnswerSchema,
});

/** GET /hyperf/search/results (ours: the `/search?keyword=` page). */
export const searchResultsContract = defineContract(searchResultsRoute, {
  id: 'getSearchResults',
  tag: 'search',
  summary: 'Search results across works, articles and companies (type=all answers the first page of each)',
  query: SearchQuerySchema,
  example: { query: { keyword: '北歐' } },
  response: SearchResultsAnswerSchema,
});

/** The search contracts. */
export const SEARCH_CONTRACTS = [searchKeywordsContract, searchResultsContract] as const;
