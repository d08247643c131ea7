/**
 * Fuzz: at least 1,000 malformed bodies — bad JSON, wrong types, huge strings, deep nesting,
 * prototype-pollution keys — across every endpoint that takes a body. No answer may be a 5xx,
 * every 4xx carries a zh-TW message, and Object.prototype stays clean.
 *
 * Then, enumerated rather than random (docs/spec/leads-and-security.md#no-500-from-input): NUL, other control
 * characters, lone
 * surrogates, 2^31, 2^53, negative numbers and huge strings in every field of every mutating
 * route (the list is checked against the OpenAPI routes) and in every query and path parameter
 * of every GET route. None may answer 5xx, and none of them may be stored (only utm values are
 * cleaned and the lead kept).
 */
import { CONTRACTS, userInfoRoute } from '@renovo/core/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeLeads } from './console/leads/leads-for-tests.ts';
import { companyMembers } from './db/schema-company-side.ts';
import { ALL_DOCS } from './openapi/openapi.ts';
import { createPartner } from './services/partners/manage.ts';
import { createStaffAccount } from './services/staff/accounts.ts';
import { createStaffSession, STAFF_COOKIE } from './services/staff/sessions.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from './testing/harness.ts';

describe.each(DATABASE_LANES)('on %s', (lane) => {
  let h: TestHarness;
  let token: string;
  beforeAll(async () => {
    // Lead limits lifted: the fuzz asks about input, not about how many leads one number may file.
    h = await createHarness({
      lane,
      env: {
        LEAD_LIMIT_MOBILE_DAILY: '1000000',
        LEAD_LIMIT_ADDRESS_10MIN: '1000000',
        LEAD_LIMIT_ADDRESS_DAILY: '1000000',
      },
    });
    token = await h.login('0977000001');
    // The signed-in user is an owner of company 1, so the company centre's routes are reached.
    const me = await h.call(userInfoRoute.method, userInfoRoute.path, { token });
    await h.db
      .insert(companyMembers)
      .values({ companyId: 1, userId: Number(me.body.data.id), role: 'owner' });
    // The console's routes are reached with an admin's session and the site's own Origin.
    const staff = (email: string, role: 'admin' | 'support') =>
      createStaffAccount(h.db, {
        email,
        password: STAFF_PASSWORD,
        role,
        appSecret: h.env.APP_SECRET,
        now: h.clock(),
      });
    const admin = (await staff('fuzz-admin@example.com', 'admin')).account;
    ids.staff = (await staff('fuzz-support@example.com', 'support')).account.id;
    const partner = await createPartner(h.db, {
      name: 'fuzz',
      origins: ['https://fuzz.example.tw'],
      now: h.clock(),
    });
    ids.partner = partner.id;
    const [lead] = await writeLeads(h.db, [{ kind: 'basic', at: h.clock() }]);
    ids.lead = lead!.id;
    const session = async () =>
      `${STAFF_COOKIE}=${(await createStaffSession(h.db, { staffId: admin.id, ip: null, userAgent: null, now: h.clock() })).token}`;
    Object.assign(staffHeaders, { origin: 'http://localhost', cookie: await session() });
    // Signing out ends a session: that route gets one of its own.
    Object.assign(signOutHeaders, { origin: 'http://localhost', cookie: await session() });
  });
  afterAll(() => h.close());

  /** Every endpoint with a body, with a valid example to mutate. */
  /** Headers of the console's routes (an admin's session and the own Origin), set in beforeAll. */
  const staffHeaders: Record<string, string> = {};
  const signOutHeaders: Record<string, string> = {};
  const STAFF_PASSWORD = 'fuzz staff password';
  /**
   * The support account, the partner and the quote made in beforeAll are written into the paths
   * below by these placeholder ids; `real()` puts the ids they got in their place at request time.
   */
  const FUZZ_STAFF_ID = 2;
  const FUZZ_PARTNER_ID = 2;
  /** The quote written in beforeAll for the lead routes (fresh database: id 1). */
  const FUZZ_LEAD_ID = 1;
  const ids = { staff: FUZZ_STAFF_ID, partner: FUZZ_PARTNER_ID, lead: FUZZ_LEAD_ID };
  const real = (path: string) =>
    path
      .replace(`/staff/${FUZZ_STAFF_ID}`, `/staff/${ids.staff}`)
      .replace(`/partners/${FUZZ_PARTNER_ID}`, `/partners/${ids.partner}`)
      .replace(`/leads/basic/${FUZZ_LEAD_ID}`, `/leads/basic/${ids.lead}`);
  const ENDPOINTS: {
    method: string;
    path: string;
    example: Record<string, unknown>;
    headers?: Record<string, string>;
  }[] = [
    { method: 'POST', path: '/v1/codes', example: { medium: 'sms', type: 'login', username: '0912345678' } },
    {
      method: 'POST',
      path: '/v1/authorizations',
      example: {
        username: '0912345678',
        code: '123456',
        login_type: 'sms_code',
        accepted: 1,
        notice_version: '2026-11',
        utm: {},
      },
    },
    { method: 'PATCH', path: '/v1/user/bind_mobile', example: { mobile: '0912345678', code: '123456' } },
    { method: 'POST', path: '/v1/socials/line/bound', example: { redirect: '/works' } },
    { method: 'POST', path: '/v1/socials/line/callback', example: { code: 'x', state: 'y' } },
    {
      method: 'POST',
      path: '/hyperf/clues/consult',
      example: { mobile: '0912345678', accepted: 1, notice_version: '2026-11', region_id: 1 },
    },
    {
      method: 'POST',
      path: '/hyperf/clues/authorize',
      example: {
        sender_contact: '0912***678',
        accepted: 1,
        notice_version: '2026-11',
        type: 't',
        source_type: 'work',
        source_id: 1,
        design_id: 1,
      },
    },
    {
      method: 'POST',
      path: '/hyperf/clues/order',
      example: { mobile: '0912345678', page: 'p', variant: 'A', accepted: 1, notice_version: '2026-11' },
    },
    {
      method: 'POST',
      path: '/hyperf/valuation/v3/submit',
      example: {
        region_id: 1,
        size: 30,
        mobile: '0912345678',
        accepted: 1,
        notice_version: '2026-11',
        utm: { source: 'a' },
        community: { id: 1, name: 'n' },
        house_layout: { bedroom: 1, living_room: 1, bathroom: 1, kitchen: 0, balcony: 0 },
      },
    },
    {
      method: 'POST',
      path: '/hyperf/valuation/v3/preview',
      example: { decorate_level: 1, kind: 1, size: 30 },
    },
    {
      method: 'POST',
      path: '/hyperf/popups',
      example: { page_name: 'home', data: [{ name: 'a', page: 'b', timestamp: 1 }] },
    },
    { method: 'POST', path: '/v1/collects', example: { source_id: 1, source_type: 'work' } },
    { method: 'DELETE', path: '/v1/dis_collect', example: { source_id: 1, source_type: 'work' } },
    { method: 'POST', path: '/api/favors', example: { source_id: 1, source_type: 'article' } },
    { method: 'POST', path: '/api/shares', example: { share_type: 'line', type: 'article', source_id: 1 } },
    { method: 'POST', path: '/api/visits', example: { source_type: 'work', source_id: 1 } },
    {
      method: 'POST',
      path: '/api/app/v1/article/statisticArticle',
      example: { type: 'favorite', article_id: 1, is_cancel: 0 },
    },
    // Content.
    {
      method: 'POST',
      path: '/api/ratings/submit_step_one',
      example: {
        company_id: 1,
        scores: { design: 5, construction: 4, service: 5, budget: 4, schedule: 5 },
        region_id: 1,
        housing_type: 6,
        budget_wan: 120,
        area_ping: 30,
        work_id: 1,
      },
    },
    {
      method: 'POST',
      path: '/api/ratings/submit_step_two',
      example: { id: 1, labels: ['溝通順暢'], content: '設計師很用心，推薦給大家。' },
    },
    { method: 'POST', path: '/api/rating/insite_step_one', example: { company_id: 2, score: 4 } },
    {
      method: 'POST',
      path: '/api/rating/insite_step_two',
      example: { id: 1, labels: ['準時完工'], content: '準時完工，工班很細心。' },
    },
    {
      method: 'POST',
      path: '/api/survey/store',
      example: {
        survey_key: 'renovation_needs_2025',
        answers: { stage: 'done', priorities: ['budget'], message: 'a' },
      },
    },
    { method: 'POST', path: '/hyperf/style/submit_test', example: { image_ids: [1, 4, 7] } },
    { method: 'POST', path: '/hyperf/seo_info', example: { path: '/works/1' } },
    {
      method: 'POST',
      path: '/api/images/save',
      example: { source_type: 'work', source_id: 1, image_id: 1, url: '/media/x' },
    },
    { method: 'POST', path: '/hyperf/short_videos/1/play_video', example: { a: 1 } },
    { method: 'POST', path: '/api/decoration_robot/init', example: { source_type: 'work', source_id: 1 } },
    { method: 'POST', path: '/hyperf/im/register', example: { nickname: 'a', source_id: 1 } },
    { method: 'POST', path: '/v1/privacy/export', example: { mobile: '0912345678', code: '123456' } },
    { method: 'POST', path: '/v1/privacy/erase', example: { mobile: '0912345678', code: '123456' } },
    { method: 'POST', path: '/v1/quote-result/stop-contact', example: { id: 'AAAAAAAAAAAAAAAAAAAAAA' } },
    {
      method: 'POST',
      path: '/v1/privacy/marketing/withdraw',
      example: { mobile: '0912345678', code: '123456' },
    },
    { method: 'DELETE', path: '/v1/authorizations', example: { a: 1 } },
    // Console landing pages (docs/spec/console.md#landing-pages): without a staff session these answer 401
    // (ADR 026).
    {
      method: 'POST',
      path: '/console/api/landing-pages',
      example: { slug: 'spring', title: '春季', sections: [{ heading: 'a', body: 'b' }], endsAt: null },
    },
    {
      method: 'PATCH',
      path: '/console/api/landing-pages/1',
      example: { status: 'published', title: '春季' },
    },
    // The console's site blocks (docs/spec/console.md#site-blocks).
    {
      method: 'PUT',
      path: '/console/api/site-blocks/banners',
      example: { version: 0, value: [{ media_id: 1, link: '/works', alt: '精選作品' }] },
    },
    {
      method: 'PUT',
      path: '/console/api/site-blocks/search_keywords',
      example: { version: 0, value: ['北歐風'] },
    },
    {
      method: 'PUT',
      path: '/console/api/site-blocks/contacts',
      example: { version: 0, value: { phone: '02-1234-5678', email: '', hours: '', address: '' } },
    },
    {
      method: 'PUT',
      path: '/console/api/site-blocks/sister_apps',
      example: { version: 0, value: [{ name: 'App', url: 'https://apps.example.tw/a' }] },
    },
    {
      method: 'PUT',
      path: '/console/api/site-blocks/notice',
      example: {
        version: 0,
        value: { title: '春節公告', date: '2027-01-20', body: '除夕暫停客服。', sign: '' },
      },
    },
    {
      method: 'POST',
      path: '/console/api/session',
      example: { email: 'fuzz-admin@example.com', password: STAFF_PASSWORD, totp: '123456' },
      headers: staffHeaders,
    },
    { method: 'DELETE', path: '/console/api/session', example: { a: 1 }, headers: signOutHeaders },
    {
      method: 'POST',
      path: '/console/api/staff',
      example: { email: 'fuzz-new@example.com', password: 'a long enough password', role: 'support' },
      headers: staffHeaders,
    },
    {
      method: 'PATCH',
      path: `/console/api/staff/${FUZZ_STAFF_ID}`,
      example: { role: 'support', disabled: false },
      headers: staffHeaders,
    },
    {
      method: 'POST',
      path: '/console/api/partners',
      example: {
        name: '夥伴',
        origins: ['https://fuzz.example.tw'],
        contact: '聯絡人',
        widget_defaults: { region: '8' },
      },
      headers: staffHeaders,
    },
    {
      method: 'PATCH',
      path: `/console/api/partners/${FUZZ_PARTNER_ID}`,
      example: { name: '夥伴', origins: ['https://fuzz.example.tw'], contact: '聯絡人', disabled: false },
      headers: staffHeaders,
    },
    {
      method: 'POST',
      path: `/console/api/partners/${FUZZ_PARTNER_ID}/rotate-key`,
      example: { a: 1 },
      headers: staffHeaders,
    },
    {
      method: 'POST',
      path: `/console/api/partners/${FUZZ_PARTNER_ID}/server-secret`,
      example: { a: 1 },
      headers: staffHeaders,
    },
    {
      method: 'PATCH',
      path: `/console/api/leads/basic/${FUZZ_LEAD_ID}`,
      example: { status: 'contacted', assignee_id: FUZZ_STAFF_ID },
      headers: staffHeaders,
    },
    {
      method: 'POST',
      path: `/console/api/leads/basic/${FUZZ_LEAD_ID}/notes`,
      example: { body: '已聯絡' },
      headers: staffHeaders,
    },
    // Review moderation: as the fuzz admin, on a seeded (published) review — a 409 or
    // a 422, never a 5xx.
    {
      method: 'POST',
      path: '/console/api/reviews/1/reject',
      example: { reason: '內容含有廣告' },
      headers: staffHeaders,
    },
    { method: 'POST', path: '/console/api/reviews/1/approve', example: { a: 1 }, headers: staffHeaders },
    // Replies to reviews: as the fuzz admin, on a review without a reply — a 404 or a 422.
    {
      method: 'POST',
      path: '/console/api/review-replies/1/reject',
      example: { reason: '內容含有廣告' },
      headers: staffHeaders,
    },
    {
      method: 'POST',
      path: '/console/api/review-replies/1/approve',
      example: { a: 1 },
      headers: staffHeaders,
    },
    // The company centre, as the signed-in owner of company 1 (docs/spec/company-side.md#centre).
    {
      method: 'PUT',
      path: '/v1/company/profile',
      example: {
        intro: '老屋翻新',
        monthly_capacity: 10,
        size_min_ping: 20,
        served_region_ids: [1],
        paused: false,
      },
    },
    {
      method: 'POST',
      path: '/v1/company/works',
      example: {
        title: '信義區三房',
        style_id: 1,
        housing_type: 1,
        area_ping: 30,
        room: 3,
        hall: 2,
        bath: 2,
        budget_wan: 120,
        region_id: 1,
        photos: [],
        submit: false,
      },
    },
    {
      method: 'PUT',
      path: '/v1/company/works/1',
      example: {
        title: '大安區兩房',
        style_id: 1,
        housing_type: 1,
        area_ping: 20,
        room: 2,
        hall: 1,
        bath: 1,
        budget_wan: 80,
        region_id: 1,
      },
    },
    { method: 'PUT', path: '/v1/company/reviews/1/reply', example: { body: '謝謝您的肯定' } },
    // Shorts and videos (docs/spec/console.md#shorts): as the fuzz admin; no video asset exists,
    // so a new short is a 422 and the media routes a 404 — never a 5xx.
    {
      method: 'POST',
      path: '/console/api/shorts',
      example: { title: '浴室防水', tags: ['浴室'], category_id: 1, style_id: 1, video_media_id: 1 },
      headers: staffHeaders,
    },
    {
      method: 'PATCH',
      path: '/console/api/shorts/1',
      example: { description: '一分鐘看懂', category_id: 1, status: 'published' },
      headers: staffHeaders,
    },
    { method: 'POST', path: '/console/api/media/1/retry', example: { a: 1 }, headers: staffHeaders },
    {
      method: 'POST',
      path: '/console/api/media/1/poster',
      example: { at_seconds: 1 },
      headers: staffHeaders,
    },
    // Articles, companies and works (docs/spec/console.md#articles, #companies, #works): as the
    // fuzz admin — a new one, an edit of a seeded one (a stale revision is a 409), never a 5xx.
    {
      method: 'POST',
      path: '/console/api/articles',
      example: {
        title: '小宅收納',
        body_html: '<p>先減量</p>',
        label_id: 1,
        sub_label_id: 101,
        labels: ['收納'],
      },
      headers: staffHeaders,
    },
    {
      method: 'PATCH',
      path: '/console/api/articles/1',
      example: { revision: 1, title: '收納新解', status: 'unpublished', publish_at: null },
      headers: staffHeaders,
    },
    {
      method: 'POST',
      path: '/console/api/articles/1/revisions/1/restore',
      example: { a: 1 },
      headers: staffHeaders,
    },
    { method: 'POST', path: '/console/api/articles/1/preview', example: { a: 1 }, headers: staffHeaders },
    {
      method: 'POST',
      path: '/console/api/companies',
      example: { name: '好宅設計', regionId: 1, taxId: '04595257', servedRegionIds: [1, 3] },
      headers: staffHeaders,
    },
    {
      method: 'PATCH',
      path: '/console/api/companies/1',
      example: { intro: '二十年老屋翻新經驗', verified: true },
      headers: staffHeaders,
    },
    {
      method: 'POST',
      path: '/console/api/works',
      example: { companyId: 1, title: '信義區老屋翻新', styleId: 1, areaPing: 30, photos: [] },
      headers: staffHeaders,
    },
    {
      method: 'PATCH',
      path: '/console/api/works/1',
      example: { description: '三代同堂的收納', isRepresent: true },
      headers: staffHeaders,
    },
    {
      method: 'POST',
      path: '/console/api/works/1/return',
      example: { reason: '請補上廚房照片' },
      headers: staffHeaders,
    },
    {
      method: 'PUT',
      path: '/console/api/communities/1',
      example: {
        name: '青山綠苑',
        address: '臺北市信義區松仁路1號',
        region_id: 1,
        district: '信義區',
        housing_type: 0,
        layouts: [{ rooms: 3, halls: 2, baths: 2, building_areas: [35.5] }],
      },
      headers: staffHeaders,
    },
    // The company side (docs/spec/company-side.md#offers, #console): a stranger gets 401/403.
    { method: 'POST', path: '/v1/company/offers/1/accept', example: { a: 1 } },
    { method: 'POST', path: '/v1/company/offers/1/decline', example: { reason: '檔期已滿' } },
    {
      method: 'POST',
      path: '/v1/company/offers/1/report',
      example: { reason: 'wrong_number', note: '空號' },
    },
    {
      method: 'POST',
      path: '/console/api/lead-offers/1/reassign',
      example: { company_id: 1 },
      headers: staffHeaders,
    },
    {
      method: 'POST',
      path: '/console/api/lead-reports/1/decision',
      example: { decision: 'upheld' },
      headers: staffHeaders,
    },
    // A company's accounts and applications (docs/spec/company-side.md#accounts, #console): the
    // fuzz member is in no company (403 before any field is read); the console's as the fuzz admin.
    {
      method: 'POST',
      path: '/v1/company/invites/accept',
      example: { token: 'q9Yc0m3yGv5y1m5o2Z8bW2o0v3yZ1c8q9Yc0m3yGv5y' },
    },
    { method: 'POST', path: '/v1/company/members', example: { mobile: '0912345678', role: 'staff' } },
    { method: 'DELETE', path: '/v1/company/members/1', example: { a: 1 } },
    { method: 'DELETE', path: '/v1/company/invites/1', example: { a: 1 } },
    {
      method: 'POST',
      path: '/console/api/companies/1/members',
      example: { mobile: '0912345678', role: 'owner' },
      headers: staffHeaders,
    },
    {
      method: 'DELETE',
      path: '/console/api/companies/1/members/1',
      example: { a: 1 },
      headers: staffHeaders,
    },
    {
      method: 'DELETE',
      path: '/console/api/companies/1/invites/1',
      example: { a: 1 },
      headers: staffHeaders,
    },
    {
      method: 'POST',
      path: '/console/api/companies/1/invites/1/resend',
      example: { a: 1 },
      headers: staffHeaders,
    },
    {
      method: 'POST',
      path: '/api/company-applications',
      example: {
        company_name: '好宅室內設計有限公司',
        tax_id: '04595257',
        contact_name: '王小明',
        mobile: '0912345678',
        email: 'hello@example.com',
        region_id: 1,
        licence_no: '',
        licence_expires_on: null,
        note: '',
        consent: true,
      },
    },
    {
      method: 'POST',
      path: '/console/api/company-applications/1/approve',
      example: { a: 1 },
      headers: staffHeaders,
    },
    {
      method: 'POST',
      path: '/console/api/company-applications/1/reject',
      example: { a: 1 },
      headers: staffHeaders,
    },
    // Own TOTP (ADR 028): as the fuzz admin, who must keep it — never a 2xx, never a 5xx.
    { method: 'POST', path: '/console/api/me/totp', example: { a: 1 }, headers: staffHeaders },
    {
      method: 'POST',
      path: '/console/api/me/totp/confirm',
      example: { code: '123456' },
      headers: staffHeaders,
    },
    {
      method: 'POST',
      path: '/console/api/me/totp/disable',
      example: { code: '123456' },
      headers: staffHeaders,
    },
    {
      method: 'POST',
      path: '/api/events',
      // The body is an array of events (the fields of each are fuzzed in turn).
      example: [
        {
          name: 'click',
          category: 'c',
          label: 'l',
          module: 'm',
          page: 'https://x.tw/p',
          utm: { source: 's' },
          ts: 1,
        },
      ] as unknown as Record<string, unknown>,
    },
  ];

  const POLLUTION = [
    '{"__proto__":{"polluted":"yes"}}',
    '{"constructor":{"prototype":{"polluted":"yes"}}}',
    '{"__proto__":null}',
    '{"prototype":{"polluted":"yes"}}',
  ];

  /** Puts raw JSON under a key of the example (the text keeps `__proto__` as written). */
  function withRawKey(example: Record<string, unknown>, key: string, raw: string): string {
    const text = JSON.stringify(example);
    return `{"${key}":${raw},${text.slice(1)}`;
  }

  const bodyArb = (example: Record<string, unknown>) => {
    const keys = Object.keys(example);
    return fc.oneof(
      // Bad JSON.
      fc.string({ maxLength: 200 }).map((s) => `{${s}`),
      fc.constantFrom(
        '',
        '{',
        '[',
        'null',
        'true',
        '"str"',
        '{"a":}',
        '{"a":1,,}',
        '\u0000',
        '{"a":"\\u12"}',
      ),
      // Valid JSON of any shape.
      fc.jsonValue().map((v) => JSON.stringify(v)),
      // The example with fields of the wrong type.
      fc
        .tuple(
          fc.subarray(keys, { minLength: 1 }),
          fc.array(fc.jsonValue(), { minLength: keys.length, maxLength: keys.length }),
        )
        .map(([picked, values]) => {
          const copy: Record<string, unknown> = { ...example };
          picked.forEach((k, i) => {
            copy[k] = values[i];
          });
          return JSON.stringify(copy);
        }),
      // Huge strings (below and above the body limit).
      fc
        .tuple(
          fc.constantFrom(...keys),
          fc.integer({ min: 1_000, max: 80_000 }),
          fc.constantFrom('a', '界', '0', '\u202e'),
        )
        .map(([key, length, ch]) => JSON.stringify({ ...example, [key]: ch.repeat(length) })),
      // Prototype-pollution keys, alone and beside valid fields.
      fc.constantFrom(...POLLUTION),
      fc
        .tuple(fc.constantFrom('__proto__', 'constructor', 'prototype'), fc.constantFrom(...POLLUTION))
        .map(([key, raw]) => withRawKey(example, key, raw)),
      // Deep nesting and odd numbers.
      fc.integer({ min: 50, max: 3_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
      fc
        .constantFrom(...keys)
        .map((key) => JSON.stringify(example).replace(`"${key}":`, `"${key}":1e999,"x":`)),
      fc.constantFrom(...keys).map((key) => JSON.stringify({ ...example, [key]: -0.0000001 })),
    );
  };

  const requestArb = fc.constantFrom(...ENDPOINTS).chain((endpoint) =>
    fc.record({
      endpoint: fc.constant(endpoint),
      body: bodyArb(endpoint.example),
      contentType: fc.constantFrom(
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
        undefined,
      ),
      signedIn: fc.boolean(),
      idempotencyKey: fc.option(fc.string({ maxLength: 300 }), { nil: undefined }),
    }),
  );

  const CJK = /[\u3400-\u9fff]/;

  describe('fuzz: malformed bodies across every body-taking endpoint', () => {
    it('never answers 5xx; every 4xx has a zh-TW message; no prototype pollution', async () => {
      let sent = 0;
      const statuses = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(requestArb, async ({ endpoint, body, contentType, signedIn, idempotencyKey }) => {
          const headers: Record<string, string> = {
            'x-forwarded-for': `198.18.${sent % 250}.${(sent >> 8) % 250}`,
          };
          if (contentType) headers['content-type'] = contentType;
          if (signedIn) headers.authorization = `Bearer ${token}`;
          Object.assign(headers, endpoint.headers);
          if (idempotencyKey !== undefined) {
            // Header values must be ByteStrings; keep what a client could send.
            headers['idempotency-key'] = idempotencyKey.replace(/[^\x20-\x7e]/g, '');
          }
          const res = await h.app.request(real(endpoint.path), { method: endpoint.method, headers, body });
          sent += 1;
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          const text = await res.text();
          expect(
            res.status,
            `${endpoint.method} ${endpoint.path} ${body.slice(0, 120)} → ${text.slice(0, 200)}`,
          ).toBeLessThan(500);
          if (res.status >= 400) expect(JSON.parse(text).message).toMatch(CJK);
          expect(({} as Record<string, unknown>).polluted).toBeUndefined();
        }),
        {
          numRuns: Number(process.env.FUZZ_RUNS ?? 1_200),
          seed: Number(process.env.FUZZ_SEED ?? 20_250_701),
        },
      );
      expect(sent).toBeGreaterThanOrEqual(1_000);
      // Some bodies must also have been accepted or refused for their content, not only for JSON.
      expect([...statuses.keys()]).toEqual(expect.arrayContaining([400, 422]));
    }, 120_000);

    it('GET endpoints: random query strings never answer 5xx', async () => {
      const paths = [
        '/hyperf/valuation/communities',
        '/hyperf/valuation/community_layouts',
        '/hyperf/valuation/v3/preview',
        '/hyperf/valuation/v3/recent_records',
        '/hyperf/valuation/v3/result',
        '/v1/quote-result/companies',
        '/api/configs',
        '/api/app/v1/article/statisticArticle',
        '/v1/codes',
        '/dev/sms-outbox',
        '/dev/email-outbox',
        '/hyperf/clues/user/clue/info',
        '/hyperf/works/list',
        '/v1/works/detail',
        '/hyperf/works/represent_works',
        '/api/mobile/v1/works/PrevOrNextWorkById',
        '/hyperf/works/1/detail_recommend_works',
        '/v1/article/list',
        '/v1/article/detail',
        '/hyperf/articles/may_like',
        '/v1/shorts/list',
        '/hyperf/decoration_guide/aggregation_list',
        '/hyperf/companies/clue_matching_companies',
        '/hyperf/company_rating/ranking',
        '/hyperf/company_rating/list',
        '/api/search_company',
        '/hyperf/search/results',
        '/hyperf/style/test_result',
        '/v1/company/google_comments',
      ];
      const keys = [
        'regionId',
        'keyword',
        'community_id',
        'decorate_level',
        'kind',
        'size',
        'per_page',
        'id',
        'config_type[]',
        'type',
        'article_id',
        'is_cancel',
        'username',
        'mobile',
        '__proto__',
        'page',
        'sort',
        'style_id',
        'space_id',
        'housing_type',
        'budget',
        'area',
        'region_id',
        'label',
        'sub_label',
        'work_id',
        'article_id',
        'company_id',
        'score',
        'limit',
      ];
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...paths),
          fc.array(fc.tuple(fc.constantFrom(...keys), fc.string({ maxLength: 40 })), { maxLength: 6 }),
          fc.boolean(),
          async (path, pairs, signedIn) => {
            const query = new URLSearchParams(pairs).toString();
            const res = await h.app.request(`${path}?${query}`, {
              headers: signedIn ? { authorization: `Bearer ${token}` } : {},
            });
            expect(res.status, `${path}?${query}`).toBeLessThan(500);
          },
        ),
        { numRuns: 400, seed: Number(process.env.FUZZ_SEED ?? 20_250_701) },
      );
    }, 60_000);
  });

  /** Values that must never reach the database as they are. */
  const HOSTILE: Record<string, unknown> = {
    'NUL in text': 'a\u0000b',
    'NUL alone': '\u0000',
    'C0 control': 'a\u0001\u001fb',
    'C1 control': 'a\u0085b',
    DEL: 'a\u007fb',
    'lone high surrogate': 'a\ud800b',
    'lone low surrogate': '\udc00',
    'reversed pair': '\udc00\ud800',
    '2^31': 2 ** 31,
    '2^31 as digits': '2147483648',
    '2^53': 2 ** 53,
    '2^53 as digits': '9007199254740993',
    '-1': -1,
    '-2^31 - 1': -(2 ** 31) - 1,
    fraction: 1.5,
    'huge string (over the body limit)': 'a'.repeat(70_000),
    'long string': '界'.repeat(5_000),
  };
  /** Hostile values that are text (a field may also be cleaned of these instead of refused). */
  const TEXT_KINDS = new Set(Object.keys(HOSTILE).filter((k) => typeof HOSTILE[k] === 'string'));
  /** Fields documented as cleaned rather than refused: the lead is never lost for its utm. */
  const CLEANED = /^utm\./;
  /** Hostile-looking values a field takes by design. */
  const ALLOWED = new Set([
    // Sizes in ping take decimals.
    '/hyperf/valuation/v3/submit size = fraction',
    '/hyperf/valuation/v3/preview size = fraction',
    // A community layout's building area is in ping with up to two decimals.
    '/console/api/communities/1 layouts.0.building_areas.0 = fraction',
    // Popup history timestamps are milliseconds (beyond int4), kept in the browser, never stored.
    '/hyperf/popups data.0.timestamp = 2^31',
    // An event's time is milliseconds (beyond int4), kept within a day of its receipt.
    '/api/events 0.ts = 2^31',
  ]);
  /** Routes that take no body fields at all (the body is ignored). */
  const BODY_IGNORED = new Set([
    'DELETE /v1/authorizations',
    'POST /hyperf/short_videos/1/play_video',
    'DELETE /console/api/session',
    `POST /console/api/partners/${FUZZ_PARTNER_ID}/rotate-key`,
    `POST /console/api/partners/${FUZZ_PARTNER_ID}/server-secret`,
    'POST /console/api/me/totp',
    'POST /console/api/reviews/1/approve',
    'POST /console/api/review-replies/1/approve',
    'POST /console/api/media/1/retry',
    'POST /console/api/articles/1/revisions/1/restore',
    'POST /console/api/articles/1/preview',
    'DELETE /v1/company/members/1',
    'DELETE /v1/company/invites/1',
    'DELETE /console/api/companies/1/members/1',
    'DELETE /console/api/companies/1/invites/1',
    'POST /console/api/companies/1/invites/1/resend',
    'POST /console/api/company-applications/1/approve',
    'POST /console/api/company-applications/1/reject',
  ]);

  /** Every leaf of an example, as a path of keys and indexes. */
  function leaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
    if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, [...path, i]));
    if (value && typeof value === 'object')
      return Object.entries(value).flatMap(([k, v]) => leaves(v, [...path, k]));
    return [path];
  }
  function withValue(example: unknown, path: (string | number)[], value: unknown): unknown {
    const copy = structuredClone(example) as Record<string | number, unknown>;
    let node = copy;
    for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
    node[path.at(-1)!] = value;
    return copy;
  }

  describe('hostile values in every field of every mutating route', () => {
    it('the fuzz list covers every documented mutating route', () => {
      const listed = new Set(
        ENDPOINTS.map(
          (e) =>
            `${e.method} ${e.path
              .replace(/\/\d+(\/|$)/, '/{id}$1')
              .replace(/\/revisions\/\d+\//, '/revisions/{revision}/')
              .replace('/line/', '/{provider}/')
              .replace('/leads/basic/', '/leads/{kind}/')
              .replace(/\/companies\/\{id\}\/members\/\d+$/, '/companies/{id}/members/{member_id}')
              .replace(
                /\/companies\/\{id\}\/invites\/\d+(\/resend)?$/,
                '/companies/{id}/invites/{invite_id}$1',
              )
              .replace('/company/reviews/{id}/', '/company/reviews/{rating_id}/')
              .replace('/review-replies/{id}/', '/review-replies/{rating_id}/')}`,
        ),
      );
      // A route that takes a file rather than JSON (the community import's CSV) is fuzzed with
      // hostile files in its own test.
      const files = new Set(CONTRACTS.filter((c) => c.rawBody).map((c) => `${c.method} ${c.path}`));
      const mutating = ALL_DOCS.filter((d) => d.method !== 'get')
        .map((d) => `${d.method.toUpperCase()} ${d.path}`)
        .filter((m) => !files.has(m));
      expect(mutating.filter((m) => !listed.has(m))).toEqual([]);
    });

    it('NUL, controls, lone surrogates, 2^31, 2^53, negatives and huge strings: never 5xx, never stored', async () => {
      let cases = 0;
      const accepted: string[] = [];
      for (const endpoint of ENDPOINTS) {
        const fields = leaves(endpoint.example);
        for (const field of fields) {
          for (const [kind, value] of Object.entries(HOSTILE)) {
            const body = JSON.stringify(withValue(endpoint.example, field, value));
            const res = await h.app.request(real(endpoint.path), {
              method: endpoint.method,
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${token}`,
                'x-forwarded-for': `198.19.${cases % 250}.${(cases >> 8) % 250}`,
                ...endpoint.headers,
              },
              body,
            });
            cases += 1;
            const text = await res.text();
            const name = `${endpoint.method} ${endpoint.path} ${field.join('.')} = ${kind}`;
            expect(res.status, `${name} → ${text.slice(0, 200)}`).toBeLessThan(500);
            if (res.status >= 400) expect(JSON.parse(text).message, name).toMatch(CJK);
            const fieldName = field.join('.');
            // Text values are refused in any field; numbers (and digits) only where a number was
            // expected: digits are fine text, and a utm value is cleaned or left out instead.
            const original = field.reduce<unknown>(
              (node, key) => (node as Record<string | number, unknown>)[key],
              endpoint.example,
            );
            const refusable =
              TEXT_KINDS.has(kind) && !/digits/.test(kind) ? true : typeof original === 'number';
            const documented =
              CLEANED.test(fieldName) || ALLOWED.has(`${endpoint.path} ${fieldName} = ${kind}`);
            if (
              res.status < 300 &&
              refusable &&
              !documented &&
              !BODY_IGNORED.has(`${endpoint.method} ${endpoint.path}`)
            )
              accepted.push(`${name} → ${res.status}`);
          }
        }
      }
      // Every hostile value is refused (422, or 413 above the body limit), except where the route
      // has a documented reading of it (listed here, so a new one shows up).
      expect(accepted).toEqual([]);
      console.info(`hostile-value fuzz (${lane}): ${cases} requests, none 5xx`);
      expect(cases).toBeGreaterThan(1_000);
    }, 240_000);

    it('every query and path parameter of every GET route: never 5xx', async () => {
      const doc = (await h.call('GET', '/openapi.json')).body;
      let cases = 0;
      const values = [
        '%00',
        'a%00b',
        '%01',
        '%7F',
        '%C2%85',
        '%ED%A0%80',
        '%EF%BF%BD',
        '2147483648',
        '9007199254740993',
        '-1',
        '-2147483649',
        '1.5',
        '1e3',
        'a'.repeat(5_000),
        '%E7%95%8C'.repeat(2_000),
      ];
      for (const [path, item] of Object.entries(
        doc.paths as Record<string, { get?: { parameters?: { name: string; in: string }[] } }>,
      )) {
        const get = item.get;
        if (!get || path.startsWith('/media/')) continue;
        const params = (get.parameters ?? []).filter((p) => p.in === 'query' || p.in === 'path');
        for (const param of params) {
          for (const value of values) {
            const url =
              param.in === 'path'
                ? path.replace(`{${param.name}}`, value)
                : `${path.replace(/\{\w+\}/g, '1')}?${encodeURIComponent(param.name)}=${value}`;
            for (const signedIn of [false, true]) {
              const res = await h.app.request(url, {
                headers: signedIn ? { authorization: `Bearer ${token}` } : {},
              });
              cases += 1;
              const text = await res.text();
              expect(res.status, `${url.slice(0, 160)} → ${text.slice(0, 200)}`).toBeLessThan(500);
              if (res.status >= 400 && res.headers.get('content-type')?.includes('json'))
                expect(JSON.parse(text).message, url.slice(0, 160)).toMatch(CJK);
            }
          }
        }
      }
      console.info(`query and path parameter fuzz (${lane}): ${cases} requests, none 5xx`);
      expect(cases).toBeGreaterThan(1_000);
    }, 240_000);
  });
});
