/**
 * Every API path the client calls and the server serves. Paths the spec names are kept exactly;
 * where the spec says "path not shown" the path is ours, under the same prefix (docs/api.md).
 *
 * One const per path, so a browser bundle only carries the paths of the calls it makes; `PATHS`
 * gathers them all by name for the server, the docs and tests.
 */

// Session and login (doc 1 §7): in contracts/session-login.routes.ts
/** Called by getIndexGeo. */
export const indexGeoPath = '/v1/index_geo';
/** Geolocation (path not shown in the spec); called by getGeo. */
export const geoPath = '/v1/utils/geo';
/** Called by getIsInternalIp. */
export const isInternalIpPath = '/v1/utils/is-internal-ip';
/** Called by postConsult. */
export const clueConsultPath = '/hyperf/clues/consult';
/** Called by getClueInfo. */
export const clueInfoPath = '/hyperf/clues/user/clue/info';
/** Clue authorisation (path not shown); called by postClueAuthorization. */
export const clueAuthorizePath = '/hyperf/clues/authorize';
/** Order modal postInfo (path not shown); called by postOrderInfo. */
export const clueOrderPath = '/hyperf/clues/order';
/** Order modal getLastMessage (path not shown); called by getLastMessage. */
export const clueLastMessagePath = '/hyperf/clues/last_message';
/** Called by getConfigs. */
export const configsPath = '/api/configs';

// Favourites, shares, visits
/** Called by addCollect. */
export const collectsPath = '/v1/collects';
/** Called by removeCollect. */
export const disCollectPath = '/v1/dis_collect';
/** Called by postFavor. */
export const favorsPath = '/api/favors';
/** Called by postShare. */
export const sharesPath = '/api/shares';
/** Called by postVisit. */
export const visitsPath = '/api/visits';
/** Called by getArticleStatistic. */
export const articleStatisticPath = '/api/app/v1/article/statisticArticle';

// Works, articles, companies, ratings, survey, style test, search, site content: in
// contracts/content-*.routes.ts

// Quote flows (doc 2 §7; paths not shown there are ours)
/** Called by postEvaluationForm. */
export const evaluationSubmitPath = '/hyperf/valuation/v3/submit';
/** Called by searchCommunities. */
export const communitiesPath = '/hyperf/valuation/communities';
/** Called by getCommunityLayouts. */
export const communityLayoutsPath = '/hyperf/valuation/community_layouts';
/** Quote preview and the cost-estimate detail list of doc 1 (same call); called by getPreview. */
export const previewPath = '/hyperf/valuation/v3/preview';
/** Called by getPopupBanner. */
export const popupBannerPath = '/hyperf/valuation/v3/banner';
/** Called by getRecentRecords. */
export const recentRecordsPath = '/hyperf/valuation/v3/recent_records';
/** Called by getEvaluationResult. */
export const resultPath = '/hyperf/valuation/v3/result';
/** Called by postPopups. */
export const popupsPath = '/hyperf/popups';

/** Every path by name, for the server and the docs; API functions import the single paths they call. */
// Privacy rights (issue 14 §7; not in the spec)
/** Called by exportMyData. */
export const privacyExportPath = '/v1/privacy/export';
/** Called by eraseMyData. */
export const privacyErasePath = '/v1/privacy/erase';
/** Called by withdrawMarketing. */
export const privacyMarketingWithdrawPath = '/v1/privacy/marketing/withdraw';

export const PATHS = {
  privacyExport: privacyExportPath,
  privacyErase: privacyErasePath,
  privacyMarketingWithdraw: privacyMarketingWithdrawPath,
  indexGeo: indexGeoPath,
  geo: geoPath,
  isInternalIp: isInternalIpPath,
  clueConsult: clueConsultPath,
  clueInfo: clueInfoPath,
  clueAuthorize: clueAuthorizePath,
  clueOrder: clueOrderPath,
  clueLastMessage: clueLastMessagePath,
  configs: configsPath,
  collects: collectsPath,
  disCollect: disCollectPath,
  favors: favorsPath,
  shares: sharesPath,
  visits: visitsPath,
  articleStatistic: articleStatisticPath,
  evaluationSubmit: evaluationSubmitPath,
  communities: communitiesPath,
  communityLayouts: communityLayoutsPath,
  preview: previewPath,
  popupBanner: popupBannerPath,
  recentRecords: recentRecordsPath,
  result: resultPath,
  popups: popupsPath,
} as const;
