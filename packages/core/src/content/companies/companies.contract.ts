/**
 * Answers of the company routes (docs/spec/platform.md#calls): the company card of every list, company from a
 * work, the detail, the rating summary, the Google comments and the ranking.
 */
import * as z from 'zod/mini';
import { VERIFICATION_LEVELS } from '../../company-side/company-side-facts.ts';
import { defineContract } from '../../contracts/contract.ts';
import { BUDGET_RANGES } from '../../data/filters.ts';
import { REGION_IDS } from '../../data/regions.ts';
import { PictureSchema } from '../../media/picture.schemas.ts';
import { basicQuoteMessages } from '../../messages/basic-quote.ts';
import { inputMessages } from '../../messages/input.ts';
import { hasUnsafeChars } from '../../schemas/common.ts';
import {
  CountSchema,
  contentAnswerOf,
  contentPageShape,
  DimensionScoreSchema,
  Int4IdOutSchema,
  IsoDateTimeSchema,
  itemsOf,
  NamedRefSchema,
} from '../content-common.ts';
import {
  CompanyListQuerySchema,
  contentListMessages,
  DetailIdQuerySchema,
  HOUSING_TYPE_OPTION_IDS,
  KEYWORD_MAX_LENGTH,
  limitShape,
  optionalId,
  paginationShape,
  requiredId,
  STYLE_OPTION_IDS,
} from '../content-lists.schemas.ts';
import { RatingItemSchema, RatingScoreSchema } from '../ratings/ratings.contract.ts';
import { WorkCardSchema, WorksForArticleQuerySchema } from '../works/works.contract.ts';
import {
  clueMatchingCompaniesRoute,
  companiesForArticleRoute,
  companyDetailRoute,
  companyFromWorkRoute,
  companyGoogleCommentsRoute,
  companyListRoute,
  companyRatingRoute,
  reputationRankingRoute,
  searchCompanyRoute,
} from './companies.routes.ts';

/** A company as lists show it. */
export const CompanyCardSchema = z.object({
  id: Int4IdOutSchema,
  name: z.string(),
  logo: z.string(),
  /** An uploaded logo as a `<picture>` (null for a drawn demo logo). */
  logo_picture: z.nullable(PictureSchema),
  /** Checked by the operator's staff: the site shows a verified badge. */
  verified: z.boolean(),
  region: NamedRefSchema,
  served_regions: z.array(NamedRefSchema),
  styles: z.array(NamedRefSchema),
  price_min_wan: z.int(),
  price_max_wan: z.int(),
  price_cn: z.string(),
  /** Average of the published on-site ratings (0 when none). */
  rating: z.number(),
  rating_count: CountSchema,
  reputation: z.number(),
  google_rating: z.number(),
  google_count: CountSchema,
  works_count: CountSchema,
});
export type CompanyCard = z.infer<typeof CompanyCardSchema>;

/** Answer of company-from-work (the work's company as a card). */
export const CompanyCardAnswerSchema = contentAnswerOf(CompanyCardSchema);

/** Answer of the lists of company cards without paging. */
export const CompanyItemsAnswerSchema = contentAnswerOf(itemsOf(CompanyCardSchema));

/** Answer of the company list. */
export const CompanyPageAnswerSchema = contentAnswerOf(z.object(contentPageShape(CompanyCardSchema)));

/** Answer of the reputation ranking: cards with their rank number. */
export const CompanyRankingAnswerSchema = contentAnswerOf(
  z.object(contentPageShape(z.object({ rank: z.int().check(z.positive()), ...CompanyCardSchema.def.shape }))),
);

/** Answer of the company detail. */
export const CompanyDetailAnswerSchema = contentAnswerOf(
  z.object({
    ...CompanyCardSchema.def.shape,
    intro: z.string(),
    address: z.string(),
    /** Null until the company says it. */
    founded_year: z.nullable(z.int()),
    team_size: z.nullable(z.int()),
    /** The contact the company shows on the site (each may be empty). */
    phone: z.string(),
    email: z.string(),
    website: z.string(),
    scores: z.array(DimensionScoreSchema),
    is_hot: z.boolean(),
    works: z.array(WorkCardSchema),
    /** How far the company is verified today (docs/spec/company-side.md#accounts), and its zh-TW label. */
    verification_level: z.enum(VERIFICATION_LEVELS),
    verification_label: z.string(),
  }),
);

/** Answer of the rating summary of a company. */
export const CompanyRatingAnswerSchema = contentAnswerOf(
  z.object({
    company_id: Int4IdOutSchema,
    score: z.number(),
    count: CountSchema,
    reputation: z.number(),
    scores: z.array(DimensionScoreSchema),
    distribution: z.array(z.object({ score: RatingScoreSchema, count: CountSchema })),
    top_labels: z.array(z.object({ label: z.string(), count: CountSchema })),
    latest: z.array(RatingItemSchema),
  }),
);

/** A Google (off-site) comment. */
export const GoogleCommentSchema = z.object({
  id: Int4IdOutSchema,
  author_name: z.string(),
  avatar: z.string(),
  rating: RatingScoreSchema,
  content: z.string(),
  published_at: IsoDateTimeSchema,
});

/** Answer of the Google comments of a company: its Google figures and a page of comments. */
export const GoogleCommentsAnswerSchema = contentAnswerOf(
  z.object({
    rating: z.number(),
    review_count: CountSchema,
    ...contentPageShape(GoogleCommentSchema),
  }),
);

/** Query of the Google comments: the company and the page. */
export const GoogleCommentsQuerySchema = z.object({
  id: requiredId(inputMessages.idInvalid),
  ...paginationShape,
});

/** Query of the companies matching a lead. */
export const ClueMatchingQuerySchema = z.object({
  region_id: optionalId(basicQuoteMessages.regionInvalid, REGION_IDS),
  style_id: optionalId(contentListMessages.style, STYLE_OPTION_IDS),
  housing_type: optionalId(contentListMessages.housingType, HOUSING_TYPE_OPTION_IDS),
  budget: z.optional(
    z.pipe(
      z
        .string(contentListMessages.budget)
        .check(
          z.refine(
            (v: string) => v === '' || BUDGET_RANGES.some((r) => r.value === v),
            contentListMessages.budget,
          ),
        ),
      z.transform((v: string) => (v === '' || v === 'any' ? undefined : v)),
    ),
  ),
  ...limitShape,
});

/** Query of the rating form's company picker. */
export const SearchCompanyQuerySchema = z.object({
  keyword: z._default(
    z.string(contentListMessages.keyword).check(
      z.trim(),
      z.maxLength(KEYWORD_MAX_LENGTH, contentListMessages.keywordTooLong),
      z.refine((v: string) => !hasUnsafeChars(v), contentListMessages.keyword),
    ),
    '',
  ),
  ...limitShape,
});

/** GET /v1/company/from/work. */
export const companyFromWorkContract = defineContract(companyFromWorkRoute, {
  id: 'getCompanyFromWork',
  tag: 'companies',
  summary: 'The company of a work (404 when the work is missing)',
  query: DetailIdQuerySchema,
  example: { query: { id: 1 } },
  response: CompanyCardAnswerSchema,
  errors: [404],
});

/** GET /v1/company/detail. */
export const companyDetailContract = defineContract(companyDetailRoute, {
  id: 'getCompanyDetail',
  tag: 'companies',
  summary: 'Company detail: regions served, styles, price range, rating and Google figures, latest works',
  query: DetailIdQuerySchema,
  example: { query: { id: 1 } },
  response: CompanyDetailAnswerSchema,
  errors: [404, 410],
});

/** GET /v1/company/rating. */
export const companyRatingContract = defineContract(companyRatingRoute, {
  id: 'getCompanyRating',
  tag: 'companies',
  summary: 'Rating summary: average, per-dimension scores, distribution, top labels, latest ratings',
  query: DetailIdQuerySchema,
  example: { query: { id: 1 } },
  response: CompanyRatingAnswerSchema,
  errors: [404, 410],
});

/** GET /v1/company/google_comments. */
export const companyGoogleCommentsContract = defineContract(companyGoogleCommentsRoute, {
  id: 'getCompanyGoogleComments',
  tag: 'companies',
  summary: 'Google (off-site) comments of a company, newest first',
  query: GoogleCommentsQuerySchema,
  example: { query: { id: 1 } },
  response: GoogleCommentsAnswerSchema,
  errors: [404, 410],
});

/** GET /hyperf/companies/companies_for_article. */
export const companiesForArticleContract = defineContract(companiesForArticleRoute, {
  id: 'getCompaniesForArticle',
  tag: 'companies',
  summary: 'Companies for an article: those of its works first, then its style and region',
  query: WorksForArticleQuerySchema,
  example: { query: { article_id: 1 } },
  response: CompanyItemsAnswerSchema,
  errors: [404],
});

/** GET /hyperf/companies/clue_matching_companies. */
export const clueMatchingCompaniesContract = defineContract(clueMatchingCompaniesRoute, {
  id: 'getClueMatchingCompanies',
  tag: 'companies',
  summary: 'Companies that match a lead: region served, style, budget within their range',
  query: ClueMatchingQuerySchema,
  response: CompanyItemsAnswerSchema,
});

/** GET /hyperf/companies/list (ours: the `/company` page). */
export const companyListContract = defineContract(companyListRoute, {
  id: 'getCompanyList',
  tag: 'companies',
  summary: 'Company list: region_id (served), style_id; sort reputation|newest|works',
  query: CompanyListQuerySchema,
  response: CompanyPageAnswerSchema,
});

/** GET /hyperf/company_rating/ranking (ours: the `/reputation-ranking` page). */
export const reputationRankingContract = defineContract(reputationRankingRoute, {
  id: 'getReputationRanking',
  tag: 'companies',
  summary:
    'Reputation ranking: companies with at least REPUTATION.minRatings (3) published on-site ratings, by the Bayesian average of those ratings (prior 4.0 with weight 5, the `reputation` field), with rank numbers',
  query: CompanyListQuerySchema,
  response: CompanyRankingAnswerSchema,
});

/** GET /api/search_company. */
export const searchCompanyContract = defineContract(searchCompanyRoute, {
  id: 'getSearchCompany',
  tag: 'ratings',
  summary: 'Companies whose name contains the keyword (the rating form picker)',
  query: SearchCompanyQuerySchema,
  response: CompanyItemsAnswerSchema,
});

/** The companies contracts. */
export const COMPANIES_CONTRACTS = [
  companyFromWorkContract,
  companyDetailContract,
  companyRatingContract,
  companyGoogleCommentsContract,
  companiesForArticleContract,
  clueMatchingCompaniesContract,
  companyListContract,
  reputationRankingContract,
  searchCompanyContract,
] as const;
