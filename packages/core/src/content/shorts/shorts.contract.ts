/** Answers of the short-video and decoration-guide routes (docs/spec/platform.md#calls). */
import * as z from 'zod/mini';
import { defineContract } from '../../contracts/contract.ts';
import { ArticleCardSchema } from '../articles/articles.contract.ts';
import {
  CountSchema,
  contentAnswerOf,
  contentPageShape,
  Int4IdOutSchema,
  IsoDateTimeSchema,
  NamedRefSchema,
  PathIdParamsSchema,
} from '../content-common.ts';
import {
  CONTENT_SORTS,
  contentListMessages,
  limitShape,
  optionalId,
  paginationShape,
  ShortsListQuerySchema,
  SMALLINT_MAX,
} from '../content-lists.schemas.ts';
import { CardCompanySchema } from '../works/works.contract.ts';
import {
  guideAggregationRoute,
  guideCategoriesRoute,
  guideShortVideosRoute,
  playVideoRoute,
  shortDetailRoute,
  shortsListRoute,
  shortVideoFileRoute,
} from './shorts.routes.ts';

/** A short video as lists show it. */
export const ShortCardSchema = z.object({
  id: Int4IdOutSchema,
  title: z.string(),
  description: z.string(),
  poster: z.string(),
  video_url: z.string(),
  /** An H.264 MP4 (ADR 037), or an animated SVG slideshow where no video was made. */
  video_type: z.enum(['video/mp4', 'image/svg+xml']),
  /** Seconds. */
  duration: CountSchema,
  duration_cn: z.string(),
  play_count: CountSchema,
  work: z.nullable(z.object({ id: Int4IdOutSchema, title: z.string() })),
  company: z.nullable(CardCompanySchema),
  category: NamedRefSchema,
  style: NamedRefSchema,
  published_at: IsoDateTimeSchema,
});
export type ShortCard = z.infer<typeof ShortCardSchema>;

/** Answer of the shorts list (also a work's videos). */
export const ShortPageAnswerSchema = contentAnswerOf(z.object(contentPageShape(ShortCardSchema)));

/** Answer of a counted play: the new play count. */
export const PlayVideoAnswerSchema = contentAnswerOf(
  z.object({ id: Int4IdOutSchema, play_count: CountSchema }),
);

/** A guide category (an article label). */
const GuideCategoryRefSchema = z.object({
  id: z.int().check(z.positive()),
  name: z.string(),
  description: z.string(),
});

/** Answer of the guide categories with their sub-labels and counts. */
export const GuideCategoriesAnswerSchema = contentAnswerOf(
  z.object({
    items: z.array(
      z.object({
        ...GuideCategoryRefSchema.def.shape,
        sub_labels: z.array(NamedRefSchema),
        short_count: CountSchema,
        article_count: CountSchema,
      }),
    ),
  }),
);

/** Answer of the short videos of a guide category (category null when none is asked for). */
export const GuideShortVideosAnswerSchema = contentAnswerOf(
  z.object({ category: z.nullable(NamedRefSchema), ...contentPageShape(ShortCardSchema) }),
);

/** Answer of the aggregation list: per category its newest videos and most read articles. */
export const GuideAggregationAnswerSchema = contentAnswerOf(
  z.object({
    items: z.array(
      z.object({
        category: GuideCategoryRefSchema,
        short_videos: z.array(ShortCardSchema),
        articles: z.array(ArticleCardSchema),
      }),
    ),
  }),
);

/** Query of the short videos of a guide category. */
export const GuideShortsQuerySchema = z.object({
  ...paginationShape,
  category_id: optionalId(contentListMessages.category, undefined, SMALLINT_MAX),
  sort: z._default(z.enum(CONTENT_SORTS, contentListMessages.sort), 'newest'),
});

/** Query of the aggregation list: one category (none: all) and how many of each. */
export const AggregationQuerySchema = z.object({
  category_id: optionalId(contentListMessages.category, undefined, SMALLINT_MAX),
  limit: limitShape.limit,
});

/** GET /v1/shorts/list. */
export const shortsListContract = defineContract(shortsListRoute, {
  id: 'getShortsList',
  tag: 'shorts',
  summary: 'Short videos: work_id, category_id, style_id; sort newest|popular',
  query: ShortsListQuerySchema,
  response: ShortPageAnswerSchema,
});

/** GET /v1/shorts/{id}. */
export const shortDetailContract = defineContract(shortDetailRoute, {
  id: 'getShortDetail',
  tag: 'shorts',
  summary:
    'One published short video as lists show it; 410 for one taken off the site (unpublished), 404 for one never published or missing',
  params: PathIdParamsSchema,
  example: { params: { id: '1' } },
  response: contentAnswerOf(ShortCardSchema),
  errors: [404, 410],
});

/** POST /hyperf/short_videos/{id}/play_video. */
export const playVideoContract = defineContract(playVideoRoute, {
  id: 'postShortVideoPlay',
  tag: 'shorts',
  summary: 'Counts a play; answers the new play_count (422 for an id that is not 1–9 digits)',
  params: PathIdParamsSchema,
  example: { params: { id: '1' } },
  response: PlayVideoAnswerSchema,
  errors: [404],
});

/** GET /media/videos/{file}: a short's MP4 (ADR 037). */
export const shortVideoFileContract = defineContract(shortVideoFileRoute, {
  id: 'getShortVideoFile',
  tag: 'media',
  summary:
    'A short video file (H.264 MP4, cached a year, immutable) with byte ranges: Range answers 206 with Content-Range, an unsatisfiable range 416; 404 when there is no such file',
  params: z.object({ file: z.string() }),
  example: { params: { file: '3-1-5001.mp4' } },
  response: z.string(),
  contentType: 'video/mp4',
  responses: { 206: z.string(), 416: null },
  errors: [404],
});

/** GET /hyperf/decoration_guide/categories. */
export const guideCategoriesContract = defineContract(guideCategoriesRoute, {
  id: 'getGuideCategories',
  tag: 'guide',
  summary: 'Guide categories (the article labels) with their sub-labels and counts',
  response: GuideCategoriesAnswerSchema,
});

/** GET /hyperf/decoration_guide/short_videos. */
export const guideShortVideosContract = defineContract(guideShortVideosRoute, {
  id: 'getGuideShortVideos',
  tag: 'guide',
  summary: 'Short videos of a guide category',
  query: GuideShortsQuerySchema,
  response: GuideShortVideosAnswerSchema,
});

/** GET /hyperf/decoration_guide/aggregation_list. */
export const guideAggregationContract = defineContract(guideAggregationRoute, {
  id: 'getGuideAggregationList',
  tag: 'guide',
  summary: 'For each category (or one): its newest short videos and most read articles',
  query: AggregationQuerySchema,
  response: GuideAggregationAnswerSchema,
});

/** The short-video and guide contracts. */
export const SHORTS_CONTRACTS = [
  shortsListContract,
  shortDetailContract,
  playVideoContract,
  shortVideoFileContract,
  guideCategoriesContract,
  guideShortVideosContract,
  guideAggregationContract,
] as const;
