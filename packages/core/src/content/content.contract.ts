/**
 * The content contracts: works, articles, companies, ratings, short videos and the
 * decoration guide, search, site content and the drawn images, the survey and the style test.
 */
import { ARTICLES_CONTRACTS } from './articles/articles.contract.ts';
import { COMPANIES_CONTRACTS } from './companies/companies.contract.ts';
import { RATINGS_CONTRACTS } from './ratings/ratings.contract.ts';
import { SEARCH_CONTRACTS } from './search/search.contract.ts';
import { SHORTS_CONTRACTS } from './shorts/shorts.contract.ts';
import { SITE_CONTRACTS } from './site/site.contract.ts';
import { STYLE_TEST_CONTRACTS } from './style-test/style-test.contract.ts';
import { SURVEY_CONTRACTS } from './survey/survey.contract.ts';
import { WORKS_CONTRACTS } from './works/works.contract.ts';

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
