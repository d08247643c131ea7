/**
 * Site content (doc 1 §7): banners, popboxes, the footer config (hot companies), SEO info,
 * saving (downloading) an image, and the entry calls of the decoration robot and the IM.
 */

import { randomUUID } from 'node:crypto';
import {
  BannersAnswerSchema,
  DecorationRobotAnswerSchema,
  FooterConfigAnswerSchema,
  ImageSaveAnswerSchema,
  ImRegisterAnswerSchema,
  ImWelcomeAnswerSchema,
  PopboxesAnswerSchema,
  SeoInfoAnswerSchema,
} from '@renovo/core/schemas';
import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { articles, companies, imageSaves, workImages } from '../../../db/schema-content.ts';
import type { AppEnv } from '../../../lib/app-env.ts';
import { readBody } from '../../../lib/body.ts';
import { sha256 } from '../../../lib/crypto.ts';
import { ok } from '../../../lib/envelope.ts';
import { fail } from '../../../lib/errors.ts';
import type { RouteDoc } from '../../../lib/route-doc.ts';
import { validate } from '../../../lib/validate.ts';
import { idempotency } from '../../../middleware/idempotency/index.ts';
import { hasSubmittedClue } from '../../../services/clues/index.ts';
import { BANNERS, FOOTER_LINKS, POPBOXES, SERVICE_HOURS } from '../catalogue/site.ts';
import { companyCard, companyCardColumns } from '../companies/company-cards.ts';
import { bodyId } from '../ratings/rating-schemas.ts';
import { CONTENT_MESSAGES } from '../shared/messages.ts';
import { mediaUrls } from '../shared/public-url.ts';
import { queryOf } from '../shared/query.ts';
import { hasControlChars } from '../shared/text.ts';
import { visitorOf } from '../shared/visitor.ts';
import { seoFor } from './seo.ts';

const POSITIONS = ['home', 'works', 'article', 'shorts'] as const;
const BannersQuerySchema = z.object({
  position: z.optional(z.enum(POSITIONS, `位置須為 ${POSITIONS.join('、')} 之一`)),
});
const PopboxQuerySchema = z.object({
  page_name: z.optional(z.string('頁面名稱不正確').max(64, '頁面名稱不正確')),
});

/** Body of POST /hyperf/seo_info. */
export const SeoInfoSchema = z.strictObject({
  path: z
    .string(CONTENT_MESSAGES.pathInvalid)
    .max(2000, CONTENT_MESSAGES.pathInvalid)
    .regex(/^\/(?!\/)/, CONTENT_MESSAGES.pathInvalid),
});

const SOURCE_MESSAGE = '請提供正確的來源';
/** Body of POST /api/images/save: a work image by id, or an article image by its URL. */
export const ImageSaveSchema = z
  .strictObject({
    source_type: z.enum(['work', 'article'], SOURCE_MESSAGE),
    source_id: bodyId(SOURCE_MESSAGE),
    image_id: z.optional(bodyId(CONTENT_MESSAGES.imageNotFound)),
    url: z.optional(
      z
        .string(CONTENT_MESSAGES.imageNotFound)
        .max(2000, CONTENT_MESSAGES.imageNotFound)
        .refine((v) => !hasControlChars(v), CONTENT_MESSAGES.imageNotFound),
    ),
  })
  .refine((v) => v.image_id !== undefined || v.url !== undefined, CONTENT_MESSAGES.imageNotFound);

/** Body of POST /hyperf/im/register and /api/decoration_robot/init (both optional fields). */
const ChatEntrySchema = z.strictObject({
  source_type: z.optional(
    z
      .string('來源不正確')
      .max(64, '來源不正確')
      .refine((v) => !hasControlChars(v), '來源不正確'),
  ),
  // An id as a number or digits (within int4), as the pages hold it.
  source_id: z.optional(bodyId('來源不正確')),
  nickname: z.optional(
    z
      .string('暱稱不正確')
      .trim()
      .max(32, '暱稱不正確')
      .refine((v) => !hasControlChars(v), '暱稱不正確'),
  ),
});

export const miscDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/v1/new_banners',
    summary: 'Banners of a position (home, works, article, shorts)',
    tag: 'site',
    query: BannersQuerySchema,
    response: BannersAnswerSchema,
  },
  {
    method: 'get',
    path: '/api/popboxs/customize',
    summary: 'Customised popboxes of a page',
    tag: 'site',
    query: PopboxQuerySchema,
    response: PopboxesAnswerSchema,
  },
  {
    method: 'get',
    path: '/api/footer_config',
    summary: 'Footer: hot companies, link groups, service hours',
    tag: 'site',
    response: FooterConfigAnswerSchema,
  },
  {
    method: 'post',
    path: '/hyperf/seo_info',
    summary: 'Title, description, keywords and preview image of a page path',
    tag: 'site',
    body: SeoInfoSchema,
    response: SeoInfoAnswerSchema,
    errors: [413],
  },
  {
    method: 'post',
    path: '/api/images/save',
    summary:
      'Saves (downloads) an image: needs a login or a clue of the device; answers the image URL and the save count',
    tag: 'site',
    auth: 'optional',
    idempotent: true,
    body: ImageSaveSchema,
    response: ImageSaveAnswerSchema,
    errors: [401, 404, 413],
  },
  {
    method: 'post',
    path: '/api/decoration_robot/init',
    summary: 'Opens a decoration-robot conversation: welcome messages and suggestions',
    tag: 'site',
    body: ChatEntrySchema,
    response: DecorationRobotAnswerSchema,
    errors: [413],
  },
  {
    method: 'get',
    path: '/api/im/welcome/v2',
    summary: 'IM welcome messages and quick replies',
    tag: 'site',
    response: ImWelcomeAnswerSchema,
  },
  {
    method: 'post',
    path: '/hyperf/im/register',
    summary: 'The IM identity of the member or device',
    tag: 'site',
    body: ChatEntrySchema,
    response: ImRegisterAnswerSchema,
    errors: [413],
  },
];

async function saveImage(c: Context<AppEnv>) {
  const body = validate(ImageSaveSchema, await readBody(c));
  const visitor = await visitorOf(c);
  const { db, clock } = c.get('deps');
  // Downloading is one of the actions that need a login or a clue authorisation (doc 1 §4).
  if (!visitor.userId && !(await hasSubmittedClue(db, { clientUuid: visitor.clientUuid }))) {
    fail(401, CONTENT_MESSAGES.downloadNeedsLogin);
  }
  let imageId: number | null = null;
  let url: string;
  if (body.source_type === 'work') {
    const [image] = await db
      .select({ id: workImages.id, url: workImages.url })
      .from(workImages)
      .where(
        and(
          eq(workImages.workId, body.source_id),
          body.image_id !== undefined
            ? eq(workImages.id, body.image_id)
            : eq(workImages.url, stripOrigin(body.url ?? '')),
        ),
      )
      .limit(1);
    if (!image) fail(404, CONTENT_MESSAGES.imageNotFound);
    imageId = image.id;
    url = image.url;
  } else {
    const [article] = await db
      .select({ images: articles.images })
      .from(articles)
      .where(eq(articles.id, body.source_id))
      .limit(1);
    const wanted = stripOrigin(body.url ?? '');
    const image = article?.images.find((img) => img.src === wanted);
    if (!image) fail(404, CONTENT_MESSAGES.imageNotFound);
    url = image.src;
  }
  await db.insert(imageSaves).values({
    userId: visitor.userId,
    clientUuid: visitor.clientUuid,
    imageId,
    url,
    sourceType: body.source_type,
    sourceId: String(body.source_id),
    createdAt: clock(),
  });
  const [saves] = await db
    .select({ n: count() })
    .from(imageSaves)
    .where(and(eq(imageSaves.sourceType, body.source_type), eq(imageSaves.sourceId, String(body.source_id))));
  const file = url.split('/').pop() ?? 'image.svg';
  return ok(c, { url: mediaUrls(c)(url), file_name: `renovo-${file}`, save_count: saves?.n ?? 0 });
}

/** An answered (absolute) media URL back to the stored root-relative one. */
function stripOrigin(url: string): string {
  return url.replace(/^https?:\/\/[^/]+/, '');
}

/** The misc routes. */
export function miscRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/v1/new_banners', (c) => {
    const { position } = queryOf(c, BannersQuerySchema);
    const url = mediaUrls(c);
    const items = BANNERS.filter((b) => !position || b.position === position)
      .sort((a, b) => a.position.localeCompare(b.position) || a.sort - b.sort)
      .map((b) => ({ ...b, image_pc: url(b.image_pc), image_mobile: url(b.image_mobile) }));
    return ok(c, { items });
  });

  app.get('/api/popboxs/customize', (c) => {
    const { page_name } = queryOf(c, PopboxQuerySchema);
    const url = mediaUrls(c);
    const items = POPBOXES.filter((p) => !page_name || p.page_names.includes(page_name)).map((p) => ({
      ...p,
      image_pc: url(p.image_pc),
      image_mobile: url(p.image_mobile),
    }));
    return ok(c, { items });
  });

  app.get('/api/footer_config', async (c) => {
    const rows = await c
      .get('deps')
      .db.select(companyCardColumns)
      .from(companies)
      .where(isNotNull(companies.hotRank))
      .orderBy(asc(companies.hotRank))
      .limit(10);
    const url = mediaUrls(c);
    return ok(c, {
      hot_companies: rows.map((r) => ({ ...companyCard(r, url), link: `/company/${r.id}` })),
      links: FOOTER_LINKS,
      service_hours: SERVICE_HOURS,
    });
  });

  app.post('/hyperf/seo_info', async (c) => {
    const body = validate(SeoInfoSchema, await readBody(c));
    const seo = await seoFor(c.get('deps').db, body.path);
    return ok(c, { ...seo, og_image: seo.og_image ? mediaUrls(c)(seo.og_image) : null });
  });

  app.post('/api/images/save', idempotency(), saveImage);

  app.post('/api/decoration_robot/init', async (c) => {
    validate(ChatEntrySchema, await readBody(c));
    return ok(c, {
      session_id: randomUUID(),
      messages: [
        '您好！我是裝修小幫手，可以幫您估算預算、推薦風格與設計公司。',
        '請問您的房子大約幾坪？在哪個縣市呢？',
      ],
      suggestions: ['30 坪裝修要多少錢？', '推薦北歐風作品', '幫我找設計公司'],
    });
  });

  app.get('/api/im/welcome/v2', (c) =>
    ok(c, {
      title: '線上諮詢',
      messages: ['您好，歡迎來到 Renovo！', `客服時間：${SERVICE_HOURS}，留下問題我們會盡快回覆您。`],
      quick_replies: ['我想要免費估價', '推薦設計公司', '如何評價設計公司？'],
    }),
  );

  app.post('/hyperf/im/register', async (c) => {
    const body = validate(ChatEntrySchema, await readBody(c));
    const { userId, clientUuid } = await visitorOf(c);
    // A stable id from the member or the device; the device uuid itself is not echoed.
    const imUserId = userId
      ? `member-${userId}`
      : clientUuid
        ? `guest-${sha256(clientUuid).slice(0, 16)}`
        : `guest-${randomUUID()}`;
    return ok(c, {
      im_user_id: imUserId,
      nickname: body.nickname || (userId ? '會員' : '訪客'),
      is_member: Boolean(userId),
    });
  });

  return app;
}
