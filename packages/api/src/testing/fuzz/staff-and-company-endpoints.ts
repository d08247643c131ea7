/**
 * The fuzz tests' endpoints of the staff console and the company centre, each with a valid
 * example to mutate; the console's carry the headers of an admin's session (filled in by the
 * fuzz stack before the tests run). The support account, the partner and the quote the stack
 * makes are written into paths by the placeholder ids of FUZZ_IDS.
 */
import type { FuzzEndpoint } from './endpoint.ts';

/** The placeholder ids in the paths below (fresh database: support account 2, partner 2, quote 1). */
export const FUZZ_IDS = { staff: 2, partner: 2, lead: 1 } as const;
/** The password of the stack's staff accounts (the session route's example signs in with it). */
export const STAFF_PASSWORD = 'fuzz staff password';
const FUZZ_STAFF_ID = FUZZ_IDS.staff;
const FUZZ_PARTNER_ID = FUZZ_IDS.partner;
const FUZZ_LEAD_ID = FUZZ_IDS.lead;

/** The endpoints, with `staffHeaders` (an admin's session) and `signOutHeaders` (one to end). */
export function staffAndCompanyEndpoints(
  staffHeaders: Record<string, string>,
  signOutHeaders: Record<string, string>,
): FuzzEndpoint[] {
  return [
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
  ];
}
