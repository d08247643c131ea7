/**
 * Quote flows (doc 2 §3, §7): the evaluation form (basic and community variants), the quote
 * preview (also doc 1's cost-estimate detail list), community search and layouts, recent
 * records, the popup banner (and its drawn pictures) and the result page data.
 */
import { regionById } from '@renovo/core/data';
import { messages } from '@renovo/core/messages';
import {
  CommunityLayoutQuerySchema,
  CommunityLayoutResponseSchema,
  CommunitySearchQuerySchema,
  CommunitySearchResponseSchema,
  EvaluationFormSchema,
  EvaluationResponseSchema,
  PopupBannerResponseSchema,
  PreviewBodySchema,
  PreviewQuerySchema,
  PreviewResponseSchema,
  QuoteResultQuerySchema,
  RecentRecordsQuerySchema,
  RecentRecordsResponseSchema,
} from '@renovo/core/schemas';
import { and, asc, count, desc, eq, gte, ilike, or, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { communities, communityLayouts, type HouseLayout, quotes, siteConfigs } from '../../db/schema.ts';
import type { AppEnv } from '../../lib/app-env.ts';
import { readBody, readQuery } from '../../lib/body.ts';
import { randomToken } from '../../lib/crypto.ts';
import { ok } from '../../lib/envelope.ts';
import { fail, SERVER_MESSAGES } from '../../lib/errors.ts';
import { normalizeTaiwanMobile } from '../../lib/mobile.ts';
import { requestMeta } from '../../lib/request-meta.ts';
import type { RouteDoc } from '../../lib/route-doc.ts';
import { taipeiDayStart, toTaipeiIso } from '../../lib/time.ts';
import { validate } from '../../lib/validate.ts';
import { loadUser, requestToken } from '../../middleware/auth/index.ts';
import { idempotency, leadKey, markReplayed } from '../../middleware/idempotency/index.ts';
import { leadRequest } from '../../middleware/lead-guard/index.ts';
import { QuoteResultResponseSchema } from '../../schemas/server.ts';
import { checkNoticeVersion, fileLead, LEAD_ERRORS } from '../../services/lead-guard/index.ts';
import {
  DEFAULT_PREVIEW_SIZE,
  deriveHouseLayout,
  type PreviewData,
  priceQuote,
} from '../../services/pricing/index.ts';
import { BANNER_PATHS, bannerUrl, publicOrigin, serveBanner } from './banner-image.ts';

export const quoteDocs: RouteDoc[] = [
  {
    method: 'post',
    path: '/hyperf/valuation/v3/submit',
    summary:
      'Evaluation form (basic, or community when `community` is set). 422 with the form message; answers id and decoration_robot_messages',
    tag: 'quote',
    auth: 'optional',
    idempotent: true,
    body: EvaluationFormSchema,
    response: EvaluationResponseSchema,
    errors: LEAD_ERRORS,
  },
  {
    method: 'get',
    path: '/hyperf/valuation/v3/preview',
    summary: 'Quote preview without a size (default size) — also the cost-estimate detail list',
    tag: 'quote',
    query: PreviewQuerySchema,
    response: PreviewResponseSchema,
  },
  {
    method: 'post',
    path: '/hyperf/valuation/v3/preview',
    summary: 'Quote preview for a size (body; query values are accepted too)',
    tag: 'quote',
    body: PreviewBodySchema,
    response: PreviewResponseSchema,
  },
  {
    method: 'get',
    path: '/hyperf/valuation/communities',
    summary: 'Community search in a region (keyword 1–20 characters), at most 20 results',
    tag: 'quote',
    query: CommunitySearchQuerySchema,
    response: CommunitySearchResponseSchema,
  },
  {
    method: 'get',
    path: '/hyperf/valuation/community_layouts',
    summary: 'Layouts of a community (room, hall, bath, is_check, area_list)',
    tag: 'quote',
    query: CommunityLayoutQuerySchema,
    response: CommunityLayoutResponseSchema,
    errors: [404],
  },
  {
    method: 'get',
    path: '/hyperf/valuation/v3/recent_records',
    summary: 'Recent quote records (anonymous: time, region, size) and the count of submissions today',
    tag: 'quote',
    query: RecentRecordsQuerySchema,
    response: RecentRecordsResponseSchema,
  },
  {
    method: 'get',
    path: '/hyperf/valuation/v3/banner',
    summary: 'Popup banner images (pc, mobile): absolute URLs of pictures this server serves',
    tag: 'quote',
    response: PopupBannerResponseSchema,
  },
  {
    method: 'get',
    path: '/images/valuation/banner-pc.svg',
    summary: 'The desktop popup banner (SVG drawn by the server, cached for a year)',
    tag: 'quote',
  },
  {
    method: 'get',
    path: '/images/valuation/banner-mobile.svg',
    summary: 'The mobile popup banner (SVG drawn by the server, cached for a year)',
    tag: 'quote',
  },
  {
    method: 'get',
    path: '/hyperf/valuation/v3/result',
    summary:
      'Result page data of a submitted quote (no personal data): region, size, layout, totals per level',
    tag: 'quote',
    query: QuoteResultQuerySchema,
    response: QuoteResultResponseSchema,
    errors: [404],
  },
];

/** Basic-form wording → community-form wording (doc 2 §5). */
const COMMUNITY_WORDING: Record<string, string> = {
  [messages.quote.basic.sizeRequired]: messages.quote.community.sizeRequired,
  [messages.quote.basic.sizeInvalid]: messages.quote.community.sizeInvalid,
  [messages.quote.basic.mobileRequired]: messages.quote.community.mobileRequired,
  [messages.quote.basic.mobileInvalid]: messages.quote.community.mobileInvalid,
  [messages.quote.tickHint]: messages.quote.community.termsRequired,
};

const LEVEL_NAMES = messages.quote.levels;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sizeCn(size: number): string {
  return `${Number.isInteger(size) ? size : Number(size.toFixed(2))}坪`;
}

function price(input: Parameters<typeof priceQuote>[0]): PreviewData {
  try {
    return priceQuote(input);
  } catch (error) {
    if (error instanceof RangeError) fail(422, error.message);
    throw error;
  }
}

function robotMessages(regionName: string, size: number, total: number): string[] {
  const wan = Math.round(total / 1000) / 10;
  return [
    `您好！已收到您在${regionName}、${sizeCn(size)}的裝修報價需求。`,
    `依${LEVEL_NAMES[1]}行情初估總價約 ${wan} 萬元，實際費用以設計師現場丈量為準。`,
    '專屬顧問將於 24 小時內以電話與您聯繫，為您媒合合適的設計公司。',
  ];
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (m) => `\\${m}`);
}

/** The answer of a submit, from the stored quote (a repeat gets the first quote's answer). */
function submitAnswer(row: {
  id: number;
  publicId: string;
  regionId: number;
  size: number;
  houseLayout: HouseLayout | null;
}) {
  const regionName = regionById(row.regionId)?.name ?? '';
  const size = Number(row.size);
  const estimate = price({ level: 1, size, ...(row.houseLayout ? { layout: row.houseLayout } : {}) });
  return {
    id: row.id,
    public_id: row.publicId,
    decoration_robot_messages: robotMessages(regionName, size, estimate.total_amount),
    house_region: regionName,
    acreage_name: sizeCn(size),
  };
}

const PREVIEW_KEYS = ['decorate_level', 'kind', 'type', 'resource_id', 'size'] as const;

async function preview(c: Context<AppEnv>, method: 'GET' | 'POST') {
  const query = readQuery(c);
  let level: 1 | 2 | 3;
  let size: number;
  if (method === 'GET') {
    const parsed = validate(PreviewQuerySchema, query, {
      fieldMessages: { decorate_level: SERVER_MESSAGES.levelInvalid },
    });
    level = parsed.decorate_level;
    size = parsed.size ?? DEFAULT_PREVIEW_SIZE;
  } else {
    const body = await readBody(c);
    if (!isRecord(body)) fail(422, SERVER_MESSAGES.invalidParams);
    const merged: Record<string, unknown> = {};
    for (const key of PREVIEW_KEYS) if (typeof query[key] === 'string') merged[key] = query[key];
    const parsed = validate(
      PreviewBodySchema,
      { ...merged, ...body },
      { fieldMessages: { decorate_level: SERVER_MESSAGES.levelInvalid } },
    );
    level = parsed.decorate_level;
    size = parsed.size;
  }
  return ok(c, price({ level, size }));
}

/** The quote routes. */
export function quoteRoutes() {
  const app = new Hono<AppEnv>();

  /** A public id: 128 random bits in base64url (22 characters), or a migrated row's 32 hex digits. */
  const PUBLIC_ID = /^(?:[A-Za-z0-9_-]{22}|[0-9a-f]{32})$/;

  app.post('/hyperf/valuation/v3/submit', leadRequest(), idempotency({ lead: true }), async (c) => {
    const raw = await readBody(c);
    const community = isRecord(raw) && isRecord(raw.community);
    const rewrite = community ? COMMUNITY_WORDING : undefined;
    const form = validate(EvaluationFormSchema, raw, rewrite ? { rewrite } : {});
    // The size is checked by the schema only (0 < size ≤ 999, at most two decimals): the basic
    // popup's whole-ping rule is its form's (doc 2 §5), and the community popup submits without
    // a community after 跳過 with its own sizes (28.5 from the size picker); a lead is never
    // refused for a rule of the other form.
    const text = community ? messages.quote.community : messages.quote.basic;
    const mobile = normalizeTaiwanMobile(form.mobile) ?? fail(422, text.mobileInvalid);
    regionById(form.region_id) ?? fail(422, messages.quote.basic.regionInvalid);
    const { db, env, clock } = c.get('deps');
    const noticeVersion = checkNoticeVersion(env, form.notice_version);
    const user = requestToken(c) ? await loadUser(c) : null;
    const meta = requestMeta(c);
    const now = clock();
    const size = Math.round(form.size * 100) / 100;
    const layout = form.house_layout ?? null;
    const publicId = randomToken(16);
    // A repeat of the same number and source within a day answers the first quote (no new row).
    const filed = await fileLead(
      db,
      env,
      {
        table: 'quotes',
        mobile,
        source: [form.module, form.type, form.resource_id, form.company_id],
        clientIp: meta.clientIp,
        now,
        idempotency: leadKey(c),
      },
      async (tx, marks) => {
        const [row] = await tx
          .insert(quotes)
          .values({
            publicId,
            variant: form.community ? 'community' : 'basic',
            userId: user?.id ?? null,
            mobile,
            clientUuid: meta.clientUuid,
            regionId: form.region_id,
            size,
            houseLayout: layout,
            communityId: form.community?.id ?? null,
            community: form.community ? { ...form.community } : null,
            utm: form.utm ?? {},
            module: form.module ?? null,
            type: form.type,
            resourceId: form.resource_id == null ? null : String(form.resource_id),
            companyId: form.company_id == null ? null : String(form.company_id),
            partnerKey: meta.partnerKey,
            originPage: meta.originPage,
            userAgent: meta.userAgent,
            clientIp: meta.clientIp,
            consentNoticeVersion: noticeVersion,
            consentAcceptedAt: now,
            ...marks,
            createdAt: now,
          })
          .returning({ id: quotes.id });
        return row!.id;
      },
    );
    markReplayed(c, filed);
    // A repeat answers the first quote, with that quote's public id for the result page.
    let stored = { id: filed.id, publicId, regionId: form.region_id, size, houseLayout: layout };
    if (filed.repeat) {
      const [first] = await db
        .select({
          id: quotes.id,
          publicId: quotes.publicId,
          regionId: quotes.regionId,
          size: quotes.size,
          houseLayout: quotes.houseLayout,
        })
        .from(quotes)
        .where(eq(quotes.id, filed.id))
        .limit(1);
      if (first) stored = first;
    }
    return ok(c, submitAnswer(stored), { message: messages.quote.submitSuccess });
  });

  app.get('/hyperf/valuation/v3/preview', (c) => preview(c, 'GET'));
  app.post('/hyperf/valuation/v3/preview', (c) => preview(c, 'POST'));

  app.get('/hyperf/valuation/communities', async (c) => {
    const raw = readQuery(c);
    const keyword = typeof raw.keyword === 'string' ? raw.keyword.trim() : '';
    if (!keyword) fail(422, SERVER_MESSAGES.keywordRequired);
    if ([...keyword].length > 20) fail(422, SERVER_MESSAGES.keywordTooLong);
    const query = validate(CommunitySearchQuerySchema, raw, {
      fieldMessages: { regionId: messages.quote.basic.regionInvalid },
    });
    const pattern = `%${escapeLike(query.keyword)}%`;
    const rows = await c
      .get('deps')
      .db.select({
        id: communities.id,
        tag: communities.tag,
        title: communities.title,
        address: communities.address,
        housingType: communities.housingType,
        housingTypeName: communities.housingTypeName,
        name: communities.name,
      })
      .from(communities)
      .where(
        and(
          eq(communities.regionId, query.regionId),
          or(
            ilike(communities.name, pattern),
            ilike(communities.title, pattern),
            ilike(communities.address, pattern),
          ),
        ),
      )
      .orderBy(sql`position(${query.keyword} in ${communities.name}) = 0`, asc(communities.id))
      .limit(20);
    return ok(c, rows);
  });

  app.get('/hyperf/valuation/community_layouts', async (c) => {
    const query = validate(CommunityLayoutQuerySchema, readQuery(c));
    const { db } = c.get('deps');
    const [community] = await db
      .select({ id: communities.id })
      .from(communities)
      .where(eq(communities.id, query.community_id))
      .limit(1);
    if (!community) fail(404, SERVER_MESSAGES.communityNotFound);
    const rows = await db
      .select()
      .from(communityLayouts)
      .where(eq(communityLayouts.communityId, query.community_id))
      .orderBy(asc(communityLayouts.position));
    return ok(
      c,
      rows.map((r) => ({
        room: r.room,
        hall: r.hall,
        bath: r.bath,
        is_check: r.isCheck === 1,
        area_list: r.areaList,
      })),
    );
  });

  app.get('/hyperf/valuation/v3/recent_records', async (c) => {
    const query = validate(RecentRecordsQuerySchema, readQuery(c));
    const { db, clock } = c.get('deps');
    const [rows, today] = await Promise.all([
      db
        .select({ createdAt: quotes.createdAt, regionId: quotes.regionId, size: quotes.size })
        .from(quotes)
        .orderBy(desc(quotes.id))
        .limit(query.per_page),
      db
        .select({ n: count() })
        .from(quotes)
        .where(gte(quotes.createdAt, taipeiDayStart(clock()))),
    ]);
    return ok(c, {
      records: rows.map((r) => ({
        created_at: toTaipeiIso(r.createdAt),
        region_cn: regionById(r.regionId)?.name ?? '',
        size_cn: sizeCn(Number(r.size)),
      })),
      count: today[0]?.n ?? 0,
    });
  });

  app.get('/hyperf/valuation/v3/banner', async (c) => {
    const [row] = await c
      .get('deps')
      .db.select({ value: siteConfigs.value })
      .from(siteConfigs)
      .where(eq(siteConfigs.key, 'valuation_popup_banner'))
      .limit(1);
    const value = row?.value ?? {};
    // Absolute URLs of pictures this server really serves: a partner page resolves a relative
    // one against its own origin, where there is no such picture.
    const origin = publicOrigin(c);
    return ok(c, {
      pc: bannerUrl(value.pc, 'pc', origin),
      mobile: bannerUrl(value.mobile, 'mobile', origin),
      link: String(value.link ?? ''),
    });
  });

  app.get(BANNER_PATHS.pc, (c) => serveBanner(c, 'pc'));
  app.get(BANNER_PATHS.mobile, (c) => serveBanner(c, 'mobile'));

  app.get('/hyperf/valuation/v3/result', async (c) => {
    // Read by the submit's unguessable public_id; a sequential id (or anything else) is a 404.
    const query = validate(QuoteResultQuerySchema, readQuery(c));
    const [row] = PUBLIC_ID.test(query.id)
      ? await c.get('deps').db.select().from(quotes).where(eq(quotes.publicId, query.id)).limit(1)
      : [];
    if (!row) fail(404, SERVER_MESSAGES.quoteNotFound);
    const size = Number(row.size);
    const layout = row.houseLayout ?? deriveHouseLayout(size);
    const levels = ([1, 2, 3] as const).map((level) => {
      const priced = price({ level, size, layout });
      return {
        decorate_level: level,
        name: LEVEL_NAMES[level],
        total_amount: priced.total_amount,
        design_and_construction: priced.valuation.design_and_construction.tt_amount,
        furniture_and_appliance: priced.valuation.furniture_and_appliance.tt_amount,
      };
    });
    const community = row.community as {
      id?: number;
      name?: string;
      title?: string;
      address?: string;
    } | null;
    return ok(c, {
      id: row.id,
      public_id: row.publicId,
      variant: row.variant,
      region_id: row.regionId,
      region_cn: regionById(row.regionId)?.name ?? '',
      size,
      size_cn: sizeCn(size),
      house_layout: layout,
      community: community
        ? {
            id: community.id ?? null,
            name: community.name ?? '',
            title: community.title ?? '',
            address: community.address ?? '',
          }
        : null,
      created_at: toTaipeiIso(row.createdAt),
      levels,
    });
  });

  return app;
}
