/** Answers of the style-test routes (docs/spec/platform.md#calls). */
import { z as zc } from 'zod';
import * as z from 'zod/mini';
import { defineContract } from '../../contracts/contract.ts';
import { STYLE_TEST_IMAGE_COUNT, STYLE_TEST_PICKS } from '../../data/style-test.ts';
import { contentMessages } from '../../messages/content.ts';
import { inputMessages } from '../../messages/input.ts';
import { BigIdOutSchema, CountSchema, contentAnswerOf, IsoDateTimeSchema } from '../content-common.ts';
import { WorkCardSchema } from '../works/works.contract.ts';
import {
  styleImagesRoute,
  styleSubmitTestRoute,
  styleTestResultRoute,
  styleUserClueStatsRoute,
} from './style-test.routes.ts';

/** Answer of the style-test images and how many to pick. */
export const StyleImagesAnswerSchema = contentAnswerOf(
  z.object({
    images: z.array(
      z.object({
        id: z.int().check(z.positive()),
        style_id: z.int().check(z.positive()),
        style_name: z.string(),
        space_id: z.int().check(z.positive()),
        url: z.string(),
      }),
    ),
    picks: z.object({ suggested: CountSchema, min: CountSchema, max: CountSchema }),
  }),
);

/** Answer of a style-test result (submitted or read back). */
export const StyleResultAnswerSchema = contentAnswerOf(
  z.object({
    id: BigIdOutSchema,
    style_ids: z.array(z.int().check(z.positive())),
    main_style: z.object({
      id: z.int().check(z.positive()),
      name: z.string(),
      description: z.string(),
      keywords: z.array(z.string()),
    }),
    styles: z.array(
      z.object({
        style_id: z.int().check(z.positive()),
        name: z.string(),
        count: CountSchema,
        percent: z.int().check(z.minimum(0), z.maximum(100)),
      }),
    ),
    image_ids: z.array(z.int().check(z.positive())),
    works: z.array(WorkCardSchema),
    created_at: IsoDateTimeSchema,
  }),
);

/** Answer of the style-test figures and whether this visitor left a clue. */
export const StyleClueStatsAnswerSchema = contentAnswerOf(
  z.object({
    tested_count: CountSchema,
    tested_today: CountSchema,
    clue_count: CountSchema,
    has_clue: z.boolean(),
  }),
);

/** Body of POST /hyperf/style/submit_test: the ids of the picked images (1 to the image count). */
export const StyleSubmitSchema = zc.strictObject({
  image_ids: zc
    .array(
      zc
        .number(contentMessages.styleImage)
        .int(contentMessages.styleImage)
        .min(1, contentMessages.styleImage)
        .max(STYLE_TEST_IMAGE_COUNT, contentMessages.styleImage),
      contentMessages.stylePicks,
    )
    .min(STYLE_TEST_PICKS.min, contentMessages.stylePicks)
    .max(STYLE_TEST_PICKS.max, contentMessages.stylePicks)
    .refine((ids) => new Set(ids).size === ids.length, contentMessages.styleImage),
});

/** Query of GET /hyperf/style/test_result: a result id, else the visitor's latest. */
export const StyleResultQuerySchema = zc.object({
  id: zc.optional(
    zc
      .string()
      .regex(/^\d{1,12}$/, inputMessages.idInvalid)
      .transform(Number),
  ),
});

/** GET /hyperf/style/style_images. */
export const styleImagesContract = defineContract(styleImagesRoute, {
  id: 'getStyleImages',
  tag: 'style-test',
  summary: 'The 30 test images with their style ids',
  response: StyleImagesAnswerSchema,
});

/** POST /hyperf/style/submit_test. */
export const styleSubmitTestContract = defineContract(styleSubmitTestRoute, {
  id: 'postStyleSubmitTest',
  tag: 'style-test',
  summary: 'Submits the picked image ids; answers the result (the most chosen styles)',
  auth: 'optional',
  idempotent: true,
  body: StyleSubmitSchema,
  example: { body: { image_ids: [1, 4, 7] } },
  response: StyleResultAnswerSchema,
});

/** GET /hyperf/style/test_result. */
export const styleTestResultContract = defineContract(styleTestResultRoute, {
  id: 'getStyleTestResult',
  tag: 'style-test',
  summary: 'A result by id, or the latest of the member or device; with works of the main style',
  auth: 'optional',
  query: StyleResultQuerySchema,
  response: StyleResultAnswerSchema,
  errors: [404],
});

/** GET /hyperf/style/user_clue_stats. */
export const styleUserClueStatsContract = defineContract(styleUserClueStatsRoute, {
  id: 'getStyleUserClueStats',
  tag: 'style-test',
  summary:
    'How many took the test (all, today), how many left a clue after it, and whether this visitor has one',
  auth: 'optional',
  response: StyleClueStatsAnswerSchema,
});

/** The style-test contracts. */
export const STYLE_TEST_CONTRACTS = [
  styleImagesContract,
  styleSubmitTestContract,
  styleTestResultContract,
  styleUserClueStatsContract,
] as const;
