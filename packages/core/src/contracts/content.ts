/**
 * The content contracts: works, articles, companies, ratings, short videos and the
 * decoration guide, search, site content and the drawn images, the survey and the style test.
 */
import { ARTICLES_CONTRACTS } from './content-articles.ts';
import { COMPANIES_CONTRACTS } from './content-companies.ts';
import { RATINGS_CONTRACTS } from './content-ratings.ts';
import { SEARCH_CONTRACTS } from './content-search.ts';
import { SHORTS_CONTRACTS } from './content-shorts.ts';
import { SITE_CONTRACTS } from './content-site.ts';
import { STYLE_TEST_CONTRACTS } from './content-style-test.ts';
import { SURVEY_CONTRACTS } from './content-survey.ts';
import { WORKS_CONTRACTS } from './content-works.ts';

/** Every content contract, in document order. */
export const CONTENT_CONTRACTS = [
  ...WORKS_CONTRACTS,
  ...ARTICLES_CONTRACTS,
  ...SHORTS_CONTRACTS,
  ...COMPANIES_CONTRACTS,
  ...RATINGS_CONTRACTS,
  ...SURVEY_CONTRACTS,
  ...STYLE_TEST_CONTRACTS,
  ...SEARCH_CONTRACTS,
  ...SITE_CONTRACTS,
] as const;
