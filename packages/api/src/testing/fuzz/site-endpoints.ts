/**
 * The fuzz tests' endpoints of the site and the widgets (every route with a body that a visitor,
 * a member or a partner page calls), each with a valid example to mutate
 * (packages/api/src/fuzz-*.test.ts).
 */
import type { FuzzEndpoint } from './endpoint.ts';

export const SITE_ENDPOINTS: FuzzEndpoint[] = [
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
