/**
 * Answers of the site-content routes (docs/spec/platform.md#calls): banners, popboxes, the footer, SEO info,
 * saving
 * an image, and the entry calls of the decoration robot and the IM.
 */
import { z as zc } from 'zod';
import * as z from 'zod/mini';
import { defineContract } from '../../contracts/contract.ts';
import { PictureSchema } from '../../media/picture.schemas.ts';
import { contentMessages } from '../../messages/content.ts';
import { hasUnsafeChars } from '../../schemas/common.ts';
import { CompanyCardSchema } from '../companies/companies.contract.ts';
import { CountSchema, contentAnswerOf, itemsOf } from '../content-common.ts';
import { bodyId } from '../ratings/ratings.contract.ts';
import {
  decorationRobotInitRoute,
  footerConfigRoute,
  imagesSaveRoute,
  imRegisterRoute,
  imWelcomeRoute,
  mediaRoute,
  newBannersRoute,
  popboxsCustomizeRoute,
  seoInfoRoute,
} from './site.routes.ts';

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
  /** A banner made in the console: its alt text and its uploaded photo as a `<picture>`. */
  alt: z.optional(z.string()),
  picture: z.optional(PictureSchema),
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

/** Query of the banners: one position, or all. */
export const BannersQuerySchema = zc.object({
  position: zc.optional(zc.enum(BANNER_POSITIONS, contentMessages.bannerPosition)),
});

/** Query of the customised popboxes: one page, or all. */
export const PopboxQuerySchema = zc.object({
  page_name: zc.optional(zc.string(contentMessages.pageNameInvalid).max(64, contentMessages.pageNameInvalid)),
});

/** Body of POST /hyperf/seo_info. */
export const SeoInfoSchema = zc.strictObject({
  path: zc
    .string(contentMessages.pathInvalid)
    .max(2000, contentMessages.pathInvalid)
    .regex(/^\/(?!\/)/, contentMessages.pathInvalid),
});

/** Body of POST /api/images/save: a work image by id, or an article image by its URL. */
export const ImageSaveSchema = zc
  .strictObject({
    source_type: zc.enum(['work', 'article'], contentMessages.sourceInvalid),
    source_id: bodyId(contentMessages.sourceInvalid),
    image_id: zc.optional(bodyId(contentMessages.imageNotFound)),
    url: zc.optional(
      zc
        .string(contentMessages.imageNotFound)
        .max(2000, contentMessages.imageNotFound)
        .refine((v) => !hasUnsafeChars(v), contentMessages.imageNotFound),
    ),
  })
  .refine((v) => v.image_id !== undefined || v.url !== undefined, contentMessages.imageNotFound);

/** Body of POST /hyperf/im/register and /api/decoration_robot/init (both optional fields). */
export const ChatEntrySchema = zc.strictObject({
  source_type: zc.optional(
    zc
      .string(contentMessages.chatSourceInvalid)
      .max(64, contentMessages.chatSourceInvalid)
      .refine((v) => !hasUnsafeChars(v), contentMessages.chatSourceInvalid),
  ),
  // An id as a number or digits (within int4), as the pages hold it.
  source_id: zc.optional(bodyId(contentMessages.chatSourceInvalid)),
  nickname: zc.optional(
    zc
      .string(contentMessages.nicknameInvalid)
      .trim()
      .max(32, contentMessages.nicknameInvalid)
      .refine((v) => !hasUnsafeChars(v), contentMessages.nicknameInvalid),
  ),
});

/** GET /v1/new_banners. */
export const newBannersContract = defineContract(newBannersRoute, {
  id: 'getNewBanners',
  tag: 'site',
  summary: 'Banners of a position (home, works, article, shorts)',
  query: BannersQuerySchema,
  response: BannersAnswerSchema,
});

/** GET /api/popboxs/customize. */
export const popboxsCustomizeContract = defineContract(popboxsCustomizeRoute, {
  id: 'getPopboxsCustomize',
  tag: 'site',
  summary: 'Customised popboxes of a page',
  query: PopboxQuerySchema,
  response: PopboxesAnswerSchema,
});

/** GET /api/footer_config. */
export const footerConfigContract = defineContract(footerConfigRoute, {
  id: 'getFooterConfig',
  tag: 'site',
  summary: 'Footer: hot companies, link groups, service hours',
  response: FooterConfigAnswerSchema,
});

/** POST /hyperf/seo_info. */
export const seoInfoContract = defineContract(seoInfoRoute, {
  id: 'postSeoInfo',
  tag: 'site',
  summary: 'Title, description, keywords and preview image of a page path',
  body: SeoInfoSchema,
  example: { body: { path: '/works/1' } },
  response: SeoInfoAnswerSchema,
});

/** POST /api/images/save. */
export const imagesSaveContract = defineContract(imagesSaveRoute, {
  id: 'postImagesSave',
  tag: 'site',
  summary:
    'Saves (downloads) an image: needs a login or a clue of the device; answers the image URL and the save count',
  auth: 'optional',
  idempotent: true,
  body: ImageSaveSchema,
  response: ImageSaveAnswerSchema,
  errors: [401, 404],
});

/** POST /api/decoration_robot/init. */
export const decorationRobotInitContract = defineContract(decorationRobotInitRoute, {
  id: 'postDecorationRobotInit',
  tag: 'site',
  summary: 'Opens a decoration-robot conversation: welcome messages and suggestions',
  body: ChatEntrySchema,
  example: { body: { nickname: '小明' } },
  response: DecorationRobotAnswerSchema,
});

/** GET /api/im/welcome/v2. */
export const imWelcomeContract = defineContract(imWelcomeRoute, {
  id: 'getImWelcome',
  tag: 'site',
  summary: 'IM welcome messages and quick replies',
  response: ImWelcomeAnswerSchema,
});

/** POST /hyperf/im/register. */
export const imRegisterContract = defineContract(imRegisterRoute, {
  id: 'postImRegister',
  tag: 'site',
  summary: 'The IM identity of the member or device',
  body: ChatEntrySchema,
  example: { body: { nickname: '小明' } },
  response: ImRegisterAnswerSchema,
});

/** GET /media/{kind}/{file}: a drawn SVG image. */
export const mediaContract = defineContract(mediaRoute, {
  id: 'getMedia',
  tag: 'media',
  summary:
    'A drawn SVG image (cached a year, immutable): kind photos, posters, banners, videos, plans, construction, logos or avatars; 404 when the URL names none',
  params: zc.object({ kind: zc.string(), file: zc.string() }),
  example: { params: { kind: 'photos', file: '12-1-42.svg' } },
  response: zc.string(),
  contentType: 'image/svg+xml',
  errors: [404],
});

/** The site-content and media contracts. */
export const SITE_CONTRACTS = [
  newBannersContract,
  popboxsCustomizeContract,
  footerConfigContract,
  seoInfoContract,
  imagesSaveContract,
  decorationRobotInitContract,
  imWelcomeContract,
  imRegisterContract,
  mediaContract,
] as const;
