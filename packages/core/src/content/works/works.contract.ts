/**
 * Answers of the works routes (docs/spec/session.md#entities, docs/spec/platform.md#calls;
 * docs/spec/quotes.md#entities): the work card of every list, the work
 * detail, previous and next, recommendations and the represent filters.
 */
import * as z from 'zod/mini';
import { defineContract } from '../../contracts/contract.ts';
import { LOGIN_SAMPLE_REGION_IDS } from '../../data/constants.ts';
import { PictureSchema } from '../../media/picture.schemas.ts';
import { inputMessages } from '../../messages/input.ts';
import {
  CompanySummarySchema,
  ImageMarkerSchema,
  RepresentDataSchema,
  WorkImageSchema,
  WorkSpaceSchema,
} from '../content.schemas.ts';
import {
  CountSchema,
  contentAnswerOf,
  contentPageShape,
  Int4IdOutSchema,
  IsoDateTimeSchema,
  itemsOf,
  NamedRefSchema,
  OptionSchema,
  PathIdParamsSchema,
  RangeOptionSchema,
} from '../content-common.ts';
import {
  contentListMessages,
  DetailIdQuerySchema,
  limitShape,
  PaginationQuerySchema,
  queryCount,
  requiredId,
  WorksListQuerySchema,
} from '../content-lists.schemas.ts';
import {
  detailRecommendWorksRoute,
  healHouseListRoute,
  loginSampleWorksRoute,
  prevOrNextWorkRoute,
  representFiltersRoute,
  representWorksForArticleRoute,
  representWorksRoute,
  worksDetailRoute,
  worksListRoute,
} from './works.routes.ts';

/** The company of a card: id, name and logo. */
export const CardCompanySchema = z.object({ id: Int4IdOutSchema, name: z.string(), logo: z.string() });

/** A work as lists show it. */
export const WorkCardSchema = z.object({
  id: Int4IdOutSchema,
  title: z.string(),
  cover: z.string(),
  /** An uploaded cover as a `<picture>` (null for a drawn demo cover). */
  cover_picture: z.nullable(PictureSchema),
  style: NamedRefSchema,
  housing_type: NamedRefSchema,
  region: NamedRefSchema,
  area_ping: z.int(),
  area_cn: z.string(),
  budget_wan: z.int(),
  budget_cn: z.string(),
  layout_cn: z.string(),
  image_count: CountSchema,
  view_count: CountSchema,
  /** 1 is a representative work. */
  is_represent_work: z.union([z.literal(0), z.literal(1)]),
  construction_labels: z.array(z.string()),
  tags: z.array(z.string()),
  company: CardCompanySchema,
  published_at: IsoDateTimeSchema,
});
export type WorkCard = z.infer<typeof WorkCardSchema>;

/** `data` of the works list, the represent works and the heal-house list. */
export const WorkPageSchema = z.object(contentPageShape(WorkCardSchema));
/** Answer of the works lists. */
export const WorkPageAnswerSchema = contentAnswerOf(WorkPageSchema);

/** Answer of the lists of work cards without paging (recommendations). */
export const WorkItemsAnswerSchema = contentAnswerOf(itemsOf(WorkCardSchema));

/** A work image as the detail answers it (spec fields plus `space_id` and `alt`). */
export const WorkDetailImageSchema = z.object({
  ...WorkImageSchema.def.shape,
  markers: z.array(z.object({ ...ImageMarkerSchema.def.shape, title: z.string(), url: z.string() })),
  space_id: z.nullable(z.int()),
  alt: z.string(),
  /** An uploaded photo as a `<picture>` (null for a drawn demo image). */
  picture: z.nullable(PictureSchema),
  caption: z.string(),
});

/**
 * The work detail as the server answers it: the spec's fields (`WorkDetailSchema` of content.ts,
 * what the client reads) and what the work page shows besides (description, counters, facts,
 * designer, tags).
 */
export const WorkDetailDataSchema = z.object({
  id: Int4IdOutSchema,
  title: z.string(),
  /** The work's text: the work page shows it and the page head takes its description from it. */
  description: z.string(),
  /** 1 is a representative work. */
  is_represent_work: z.union([z.literal(0), z.literal(1)]),
  is_collect: z.boolean(),
  collect_count: CountSchema,
  view_count: CountSchema,
  cover: z.string(),
  cover_picture: z.nullable(PictureSchema),
  company: z.object({
    ...CompanySummarySchema.def.shape,
    id: Int4IdOutSchema,
    logo: z.string(),
    verified: z.boolean(),
    region: NamedRefSchema,
    rating: z.number(),
    rating_count: CountSchema,
  }),
  style: NamedRefSchema,
  housing_type: NamedRefSchema,
  region: NamedRefSchema,
  area_ping: z.int(),
  area_cn: z.string(),
  budget_wan: z.int(),
  budget_cn: z.string(),
  layout: z.object({ room: z.int(), hall: z.int(), bath: z.int() }),
  layout_cn: z.string(),
  designer: z.string(),
  tags: z.array(z.string()),
  /** The space_cn of floor plans: such images stay out of the viewer (docs/spec/session.md#entities). */
  floor_plan_label: z.string(),
  spaces: z.array(WorkSpaceSchema),
  images: z.array(WorkDetailImageSchema),
  represent_data: z.nullable(
    z.object({
      ...RepresentDataSchema.def.shape,
      construction_images: z.array(WorkDetailImageSchema),
    }),
  ),
  published_at: IsoDateTimeSchema,
});
export type WorkDetailData = z.infer<typeof WorkDetailDataSchema>;
/** Answer of GET /v1/works/detail. */
export const WorkDetailAnswerSchema = contentAnswerOf(WorkDetailDataSchema);

/** Answer of the previous and next work. */
export const PrevNextWorkAnswerSchema = contentAnswerOf(
  z.object({
    prev_id: z.nullable(Int4IdOutSchema),
    next_id: z.nullable(Int4IdOutSchema),
    prev: z.nullable(WorkCardSchema),
    next: z.nullable(WorkCardSchema),
  }),
);

/** Answer of the represent filters (each list starts with 'any'). */
export const RepresentFiltersAnswerSchema = contentAnswerOf(
  z.object({
    styles: z.array(OptionSchema),
    spaces: z.array(OptionSchema),
    housing_types: z.array(OptionSchema),
    budgets: z.array(RangeOptionSchema),
    areas: z.array(RangeOptionSchema),
    regions: z.array(OptionSchema),
    sorts: z.array(OptionSchema),
  }),
);

/** Query of the previous and next work. */
export const PrevNextQuerySchema = z.object({
  id: requiredId(inputMessages.idInvalid),
  is_represent: z._default(z.enum(['0', '1'], contentListMessages.flag), '0'),
});

/** Query of the represent works for an article. */
export const WorksForArticleQuerySchema = z.object({
  article_id: requiredId(inputMessages.idInvalid),
  ...limitShape,
});

/** Query of the recommendations of a work. */
export const LimitQuerySchema = z.object(limitShape);

/** GET /hyperf/works/list (ours: the `/works` page). */
export const worksListContract = defineContract(worksListRoute, {
  id: 'getWorksList',
  tag: 'works',
  summary:
    'Works list: filters style_id, space_id, housing_type, budget, area, region_id, company_id; sort newest|popular',
  query: WorksListQuerySchema,
  response: WorkPageAnswerSchema,
});

/** GET /v1/works/detail. */
export const worksDetailContract = defineContract(worksDetailRoute, {
  id: 'getWorksDetail',
  tag: 'works',
  summary: 'Work detail (code 404 and 抱歉！您訪問的作品已不存在…… when missing); is_collect for the member',
  auth: 'optional',
  query: DetailIdQuerySchema,
  example: { query: { id: 1 } },
  response: WorkDetailAnswerSchema,
  errors: [404, 410],
});

/** GET /api/mobile/v1/works/PrevOrNextWorkById. */
export const prevOrNextWorkContract = defineContract(prevOrNextWorkRoute, {
  id: 'getPrevOrNextWorkById',
  tag: 'works',
  summary: 'Previous (newer) and next (older) work in the newest-first order',
  query: PrevNextQuerySchema,
  example: { query: { id: 2 } },
  response: PrevNextWorkAnswerSchema,
  errors: [404],
});

/** GET /hyperf/works/{id}/detail_recommend_works. */
export const detailRecommendWorksContract = defineContract(detailRecommendWorksRoute, {
  id: 'getDetailRecommendWorks',
  tag: 'works',
  summary: 'Works of the same style or region',
  params: PathIdParamsSchema,
  query: LimitQuerySchema,
  example: { params: { id: '1' } },
  response: WorkItemsAnswerSchema,
  errors: [404],
});

/** GET /hyperf/works/represent_works. */
export const representWorksContract = defineContract(representWorksRoute, {
  id: 'getRepresentWorks',
  tag: 'works',
  summary: 'Represent works (with construction labels); the works-list filters',
  query: WorksListQuerySchema,
  response: WorkPageAnswerSchema,
});

/** GET /hyperf/works/represent_filters. */
export const representFiltersContract = defineContract(representFiltersRoute, {
  id: 'getRepresentFilters',
  tag: 'works',
  summary: 'Filter option lists (each starts with any)',
  response: RepresentFiltersAnswerSchema,
});

/** GET /hyperf/works/represent_works_for_article. */
export const representWorksForArticleContract = defineContract(representWorksForArticleRoute, {
  id: 'getRepresentWorksForArticle',
  tag: 'works',
  summary: 'Represent works for an article: its own works first, then the same style',
  query: WorksForArticleQuerySchema,
  example: { query: { article_id: 1 } },
  response: WorkItemsAnswerSchema,
  errors: [404],
});

/** GET /hyperf/heal_house/list. */
export const healHouseListContract = defineContract(healHouseListRoute, {
  id: 'getHealHouseList',
  tag: 'works',
  summary: 'Heal-house works (healing homes), newest first',
  query: PaginationQuerySchema,
  response: WorkPageAnswerSchema,
});

/** Query of the login page's sample works: region_id 0 to 17 (0 means all; docs/spec/platform.md#limits). */
export const LoginSampleQuerySchema = z.object({
  region_id: queryCount(
    LOGIN_SAMPLE_REGION_IDS.min,
    LOGIN_SAMPLE_REGION_IDS.max,
    LOGIN_SAMPLE_REGION_IDS.all,
    contentListMessages.sampleRegion,
  ),
  ...limitShape,
});

/** GET /hyperf/works/login_samples (the login page's sample works by region). */
export const loginSampleWorksContract = defineContract(loginSampleWorksRoute, {
  id: 'getLoginSampleWorks',
  tag: 'works',
  summary:
    'Login page sample works: the most viewed works of region_id 0..17 (0 all regions; an id with no works answers none); representative works first',
  query: LoginSampleQuerySchema,
  example: { query: { region_id: 17 } },
  response: WorkItemsAnswerSchema,
});

/** The works contracts. */
export const WORKS_CONTRACTS = [
  worksListContract,
  worksDetailContract,
  prevOrNextWorkContract,
  detailRecommendWorksContract,
  representWorksContract,
  representFiltersContract,
  representWorksForArticleContract,
  healHouseListContract,
  loginSampleWorksContract,
] as const;
