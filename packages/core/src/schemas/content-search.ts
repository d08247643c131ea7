/** Answers of the search routes (doc 1 §7, doc 2 §2): suggested keywords and the results. */
import * as z from 'zod/mini';
import { ArticleCardSchema } from './content-articles.ts';
import { contentAnswerOf, contentPageShape } from './content-common.ts';
import { CompanyCardSchema } from './content-companies.ts';
import { WorkCardSchema } from './content-works.ts';

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
