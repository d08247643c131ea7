/** Answers of the style-test routes (doc 1 §7). */
import * as z from 'zod/mini';
import { BigIdOutSchema, CountSchema, contentAnswerOf, IsoDateTimeSchema } from './content-common.ts';
import { WorkCardSchema } from './content-works.ts';

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
