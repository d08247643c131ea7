/**
 * Answers of the site-content routes (doc 1 §7): banners, popboxes, the footer, SEO info, saving
 * an image, and the entry calls of the decoration robot and the IM.
 */
import * as z from 'zod/mini';
import { CountSchema, contentAnswerOf, itemsOf } from './content-common.ts';
import { CompanyCardSchema } from './content-companies.ts';

/** Positions a banner is shown at. */
export const BANNER_POSITIONS = ['home', 'works', 'article', 'shorts'] as const;

/** A banner of a page position; `link` is the site path it opens. */
export const BannerSchema = z.object({
  id: z.int().check(z.positive()),
  position: z.enum(BANNER_POSITIONS),
  title: z.string(),
  subtitle: z.string(),
  image_pc: z.string(),
  image_mobile: z.string(),
  link: z.string(),
  sort: z.int(),
});

/** Answer of the banners. */
export const BannersAnswerSchema = contentAnswerOf(itemsOf(BannerSchema));

/** A customised popbox of some pages. */
export const PopboxSchema = z.object({
  id: z.int().check(z.positive()),
  name: z.string(),
  title: z.string(),
  page_names: z.array(z.string()),
  image_pc: z.string(),
  image_mobile: z.string(),
  link: z.string(),
  /** How often a visitor may see it. */
  frequency: z.enum(['daily', 'once']),
});

/** Answer of the customised popboxes. */
export const PopboxesAnswerSchema = contentAnswerOf(itemsOf(PopboxSchema));

/** Answer of the footer config: hot companies (with their page link), link groups, hours. */
export const FooterConfigAnswerSchema = contentAnswerOf(
  z.object({
    hot_companies: z.array(z.object({ ...CompanyCardSchema.def.shape, link: z.string() })),
    links: z.array(
      z.object({ title: z.string(), items: z.array(z.object({ name: z.string(), href: z.string() })) }),
    ),
    service_hours: z.string(),
  }),
);

/** Answer of the SEO of a page path. */
export const SeoInfoAnswerSchema = contentAnswerOf(
  z.object({
    title: z.string(),
    description: z.string(),
    keywords: z.array(z.string()),
    og_image: z.nullable(z.string()),
    canonical_path: z.string(),
    page_type: z.string(),
  }),
);

/** Answer of a saved image: its URL, a file name and the source's save count. */
export const ImageSaveAnswerSchema = contentAnswerOf(
  z.object({ url: z.string(), file_name: z.string(), save_count: CountSchema }),
);

/** Answer of the decoration robot's start. */
export const DecorationRobotAnswerSchema = contentAnswerOf(
  z.object({ session_id: z.uuid(), messages: z.array(z.string()), suggestions: z.array(z.string()) }),
);

/** Answer of the IM welcome. */
export const ImWelcomeAnswerSchema = contentAnswerOf(
  z.object({ title: z.string(), messages: z.array(z.string()), quick_replies: z.array(z.string()) }),
);

/** Answer of the IM identity of the member or device. */
export const ImRegisterAnswerSchema = contentAnswerOf(
  z.object({ im_user_id: z.string(), nickname: z.string(), is_member: z.boolean() }),
);
