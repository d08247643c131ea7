/**
 * Every API path the client calls and the server serves. Paths the spec names are kept exactly;
 * where the spec says "path not shown" the path is ours, under the same prefix (docs/api.md).
 */
export const PATHS = {
  // Session and login (doc 1 §7)
  authorizations: '/v1/authorizations',
  codes: '/v1/codes',
  bindMobile: '/v1/user/bind_mobile',
  apiUser: '/api/user',
  userInfo: '/v1/user/info',
  socialBound: (provider: string) => `/v1/socials/${encodeURIComponent(provider)}/bound`,
  indexGeo: '/v1/index_geo',
  /** Geolocation (path not shown in the spec). */
  geo: '/v1/utils/geo',
  isInternalIp: '/v1/utils/is-internal-ip',
  clueConsult: '/hyperf/clues/consult',
  clueInfo: '/hyperf/clues/user/clue/info',
  /** Clue authorisation (path not shown). */
  clueAuthorize: '/hyperf/clues/authorize',
  /** Order modal postInfo (path not shown). */
  clueOrder: '/hyperf/clues/order',
  /** Order modal getLastMessage (path not shown). */
  clueLastMessage: '/hyperf/clues/last_message',
  configs: '/api/configs',
  footerConfig: '/api/footer_config',

  // Favourites, shares, visits
  collects: '/v1/collects',
  disCollect: '/v1/dis_collect',
  favors: '/api/favors',
  shares: '/api/shares',
  visits: '/api/visits',
  articleStatistic: '/api/app/v1/article/statisticArticle',
  imagesSave: '/api/images/save',

  // Works and content
  worksDetail: '/v1/works/detail',
  companyFromWork: '/v1/company/from/work',
  companyDetail: '/v1/company/detail',
  companyRating: '/v1/company/rating',
  companyGoogleComments: '/v1/company/google_comments',
  articleDetail: '/v1/article/detail',
  articleList: '/v1/article/list',
  articleRecommend: '/v1/article/recommend',
  articleMayLikeById: (id: number | string) => `/v1/article/${encodeURIComponent(String(id))}/may_like`,
  shortsList: '/v1/shorts/list',
  prevOrNextWork: '/api/mobile/v1/works/PrevOrNextWorkById',
  representWorks: '/hyperf/works/represent_works',
  representFilters: '/hyperf/works/represent_filters',
  representWorksForArticle: '/hyperf/works/represent_works_for_article',
  detailRecommendWorks: (id: number | string) =>
    `/hyperf/works/${encodeURIComponent(String(id))}/detail_recommend_works`,
  sameStyleWorks: '/hyperf/articles/same_style_works',
  articlesMayLike: '/hyperf/articles/may_like',
  playVideo: (id: number | string) => `/hyperf/short_videos/${encodeURIComponent(String(id))}/play_video`,
  guideShortVideos: '/hyperf/decoration_guide/short_videos',
  guideCategories: '/hyperf/decoration_guide/categories',
  guideAggregation: '/hyperf/decoration_guide/aggregation_list',
  healHouseList: '/hyperf/heal_house/list',
  companiesForArticle: '/hyperf/companies/companies_for_article',
  clueMatchingCompanies: '/hyperf/companies/clue_matching_companies',

  // Ratings and survey
  searchCompany: '/api/search_company',
  ratingStepOne: '/api/ratings/submit_step_one',
  ratingStepTwoLabel: '/api/ratings/step_two_label',
  ratingStepTwo: '/api/ratings/submit_step_two',
  rating: (id: number | string) => `/api/ratings/${encodeURIComponent(String(id))}`,
  ratingConfig: '/api/rating_config',
  insiteStepOne: '/api/rating/insite_step_one',
  insiteStepTwo: '/api/rating/insite_step_two',
  companyRatingList: '/hyperf/company_rating/list',
  companyRatingConfigs: '/hyperf/company_rating/configs',
  surveyInfo: '/api/survey/info',
  surveySwitch: '/api/survey/switch',
  surveyStore: '/api/survey/store',

  // Style test, search, misc
  styleImages: '/hyperf/style/style_images',
  styleTestResult: '/hyperf/style/test_result',
  styleUserClueStats: '/hyperf/style/user_clue_stats',
  styleSubmitTest: '/hyperf/style/submit_test',
  searchKeywords: '/hyperf/search/input/keywords',
  seoInfo: '/hyperf/seo_info',
  decorationRobotInit: '/api/decoration_robot/init',
  imWelcome: '/api/im/welcome/v2',
  imRegister: '/hyperf/im/register',
  newBanners: '/v1/new_banners',
  popboxsCustomize: '/api/popboxs/customize',

  // Quote flows (doc 2 §7; paths not shown there are ours)
  evaluationSubmit: '/hyperf/valuation/v3/submit',
  communities: '/hyperf/valuation/communities',
  communityLayouts: '/hyperf/valuation/community_layouts',
  /** Quote preview and the cost-estimate detail list of doc 1 (same call). */
  preview: '/hyperf/valuation/v3/preview',
  popupBanner: '/hyperf/valuation/v3/banner',
  recentRecords: '/hyperf/valuation/v3/recent_records',
  result: '/hyperf/valuation/v3/result',
  popups: '/hyperf/popups',
} as const;
