/**
 * Quote flows (docs/spec/quotes.md#entities, docs/spec/quotes.md#calls): the evaluation form (basic and
 * community variants), the quote
 * preview (also the cost-estimate list of docs/spec/platform.md#routes-and-overlays), community search and
 * layouts, recent
 * records, the popup banner (and its drawn pictures) and the result page data.
 */

import {
  bannerMobileContract,
  bannerPcContract,
  communitiesContract,
  communityLayoutsContract,
  evaluationSubmitContract,
  popupBannerContract,
  previewContract,
  previewForSizeContract,
  quoteResultContract,
  recentRecordsContract,
} from '@renovo/core/contracts';
import { regionById } from '@renovo/core/data';
import { chatMessages, format, messages, unitMessages } from '@renovo/core/messages';
import { type Context, Hono } from 'hono';
import { requestOrigin } from '../content/shared/public-url.ts';
import type { AppEnv } from '../lib/app-env.ts';
import { readBody, readQuery, route } from '../lib/contract-route.ts';
import { randomToken } from '../lib/crypto.ts';
import { ok } from '../lib/envelope.ts';
import { fail, SERVER_MESSAGES } from '../lib/errors.ts';
import { requestMeta } from '../lib/request-meta.ts';
import { taipeiDayStart, toTaipeiIso } from '../lib/time.ts';
import { loadUser, requestToken } from '../middleware/auth/index.ts';
import { idempotency, leadKey, markReplayed } from '../middleware/idempotency/index.ts';
import { leadRequest } from '../middleware/lead-guard/index.ts';
import { rememberedAnswer } from '../services/lead-guard/foreign-answers.ts';
import { checkNoticeVersion, fileLead } from '../services/lead-guard/index.ts';
import { bannerUrl, serveBanner } from './banner-image.ts';
import {
  checkHouseLayout,
  DEFAULT_PREVIEW_SIZE,
  deriveHouseLayout,
  type PreviewData,
  priceQuote,
} from './pricing/index.ts';
import {
  communityLayoutsOf,
  popupBannerSettings,
  recentQuotes,
  type StoredQuote,
  searchCommunities,
  storedQuote,
} from './quote.service.ts';
import { resultOf } from './result-page.ts';
import { RESULT_ID_BYTES, type SignedResult, signResultId } from './signed-result-id.ts';

/** Basic-form wording → community-form wording (docs/spec/quotes.md#validation). */
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
  return format(unitMessages.ping, { n: Number.isInteger(size) ? size : Number(size.toFixed(2)) });
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
    format(chatMessages.robotQuoteReceived, { region: regionName, size: sizeCn(size) }),
    format(chatMessages.robotQuoteEstimate, { level: LEVEL_NAMES[1], wan }),
    chatMessages.robotQuoteFollowUp,
  ];
}

/** What a submit answered and its result page shows: a stored quote, or a sealed result id's inputs. */
type ResultSource = StoredQuote;

/** What a quote's answer shows, remembered with another client's repeat (no personal data). */
type ShownQuote = Omit<SignedResult, 'id' | 'createdAt'>;

/**
 * The answer of a submit: from the stored quote (the same client's repeat gets its first quote's
 * answer), or from the request alone (another client's repeat: a sealed result id).
 */
function submitAnswer(row: ResultSource) {
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

/** The body of POST preview: the JSON object, with the preview keys of the query under it. */
async function previewBody(c: Context<AppEnv>): Promise<unknown> {
  const body = await readBody(c);
  if (!isRecord(body)) fail(422, SERVER_MESSAGES.invalidParams);
  const query = readQuery(c);
  const merged: Record<string, unknown> = {};
  for (const key of PREVIEW_KEYS) if (typeof query[key] === 'string') merged[key] = query[key];
  return { ...merged, ...body };
}

const LEVEL_MESSAGES = { fieldMessages: { decorate_level: SERVER_MESSAGES.levelInvalid } };

/** The quote routes. */
export function quoteRoutes() {
  const app = new Hono<AppEnv>();

  route(
    app,
    evaluationSubmitContract,
    async (c, { body: form }) => {
      // The size is checked by the schema only (0 < size ≤ 999, at most two decimals): the basic
      // popup's whole-ping rule is its form's (docs/spec/quotes.md#validation), and the community popup
      // submits without
      // a community after 跳過 with its own sizes (28.5 from the size picker); a lead is never
      // refused for a rule of the other form.
      const mobile = form.mobile;
      regionById(form.region_id) ?? fail(422, messages.quote.basic.regionInvalid);
      const { db, env, clock } = c.get('deps');
      const noticeVersion = checkNoticeVersion(env, form.notice_version);
      const user = requestToken(c) ? await loadUser(c) : null;
      const meta = requestMeta(c);
      const now = clock();
      const size = Math.round(form.size * 100) / 100;
      const layout = form.house_layout ?? null;
      // As long as a sealed result id (another client's repeat), so an answer never tells which.
      const publicId = randomToken(RESULT_ID_BYTES);
      const shown: ShownQuote = {
        regionId: form.region_id,
        size,
        houseLayout: layout,
        communityId: form.community?.id ?? null,
      };
      // A repeat of the same number and source within a day answers the first quote (no new row).
      const filed = await fileLead(db, env, {
        table: 'quotes',
        mobile,
        source: [form.module, form.type, form.resource_id, form.company_id],
        address: c.get('addressKey'),
        now,
        idempotency: leadKey(c),
        client: { userId: user?.id ?? null, clientUuid: meta.clientUuid },
        shown: { ...shown },
        lead: {
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
          createdAt: now,
        },
      });
      markReplayed(c, filed);
      let stored: ResultSource = {
        id: filed.id,
        publicId,
        regionId: form.region_id,
        size,
        houseLayout: layout,
      };
      if (filed.foreign) {
        // Another client's repeat: nothing stored, and nothing of the first quote answered — a
        // result id sealed over what this client was first answered (its own inputs then), so
        // its repeats and keyed retries get the same one, as they would a stored quote's.
        const first = filed.shown ? filed : await rememberedAnswer(db, 'quotes', filed.id);
        const answered = { ...shown, ...(first?.shown as ShownQuote | undefined), id: filed.id };
        const createdAt = first?.answeredAt ?? filed.answeredAt;
        const { communityId: _, ...facts } = answered;
        stored = { ...facts, publicId: signResultId(env.APP_SECRET, { ...answered, createdAt }) };
      } else if (filed.repeat) {
        // The same client's repeat answers its first quote, with that quote's public id.
        const first = await storedQuote(db, filed.id);
        if (first) stored = first;
      }
      return ok(c, submitAnswer(stored), { message: messages.quote.submitSuccess });
    },
    {
      use: [leadRequest(), idempotency({ lead: true })],
      validation: (_c, raw) =>
        isRecord(raw) && isRecord(raw.community) ? { rewrite: COMMUNITY_WORDING } : {},
    },
  );

  route(
    app,
    previewContract,
    (_c, { query, ok: answer }) =>
      answer(price({ level: query.decorate_level, size: query.size ?? DEFAULT_PREVIEW_SIZE })),
    { validation: LEVEL_MESSAGES },
  );
  route(
    app,
    previewForSizeContract,
    (_c, { body, ok: answer }) =>
      answer(
        price({
          level: body.decorate_level,
          size: body.size,
          ...(body.house_layout ? { layout: body.house_layout } : {}),
        }),
      ),
    { body: previewBody, validation: LEVEL_MESSAGES },
  );

  route(
    app,
    communitiesContract,
    async (c, { query }) => {
      const rows = await searchCommunities(c.get('deps').db, query.regionId, query.keyword);
      return ok(c, rows);
    },
    {
      before: (c) => {
        const raw = readQuery(c);
        const keyword = typeof raw.keyword === 'string' ? raw.keyword.trim() : '';
        if (!keyword) fail(422, SERVER_MESSAGES.keywordRequired);
        if ([...keyword].length > 20) fail(422, SERVER_MESSAGES.keywordTooLong);
      },
      validation: { fieldMessages: { regionId: messages.quote.basic.regionInvalid } },
    },
  );

  route(app, communityLayoutsContract, async (c, { query }) => {
    const { db } = c.get('deps');
    const rows = await communityLayoutsOf(db, query.community_id);
    if (!rows) fail(404, SERVER_MESSAGES.communityNotFound);
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

  route(app, recentRecordsContract, async (c, { query }) => {
    const { db, clock } = c.get('deps');
    // Today's count is of other visitors: the asking device's own quotes (its X-Uuid) are not
    // counted, so "今日已有 1 位屋主" is never the visitor themself.
    const own = requestMeta(c).clientUuid;
    const { rows, today } = await recentQuotes(db, query.per_page, taipeiDayStart(clock()), own);
    return ok(c, {
      records: rows.map((r) => ({
        created_at: toTaipeiIso(r.createdAt),
        region_cn: regionById(r.regionId)?.name ?? '',
        size_cn: sizeCn(Number(r.size)),
      })),
      count: today,
    });
  });

  route(app, popupBannerContract, async (c) => {
    const value = await popupBannerSettings(c.get('deps').db);
    // Absolute URLs of pictures this server really serves: a partner page resolves a relative
    // one against its own origin, where there is no such picture.
    const origin = requestOrigin(c);
    return ok(c, {
      pc: bannerUrl(value.pc, 'pc', origin),
      mobile: bannerUrl(value.mobile, 'mobile', origin),
      link: String(value.link ?? ''),
    });
  });

  route(app, bannerPcContract, (c) => serveBanner(c, 'pc'));
  route(app, bannerMobileContract, (c) => serveBanner(c, 'mobile'));

  route(app, quoteResultContract, async (c, { query }) => {
    // Read by the submit's unguessable public_id; a sequential id (or anything else) is a 404.
    const row = await resultOf(c, query.id);
    if (!row) fail(404, SERVER_MESSAGES.quoteNotFound);
    const size = Number(row.size);
    // In one key order whatever it was read from (a stored quote's JSONB sorts its keys, a sealed
    // id does not): the order must not tell which.
    const layout = checkHouseLayout(row.houseLayout ?? deriveHouseLayout(size));
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
    const community = row.community;
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
      // What the submit answered (the evaluation form's data.decoration_robot_messages), again:
      // the result page's chat entry answers from them.
      decoration_robot_messages: submitAnswer(row).decoration_robot_messages,
    });
  });

  return app;
}
