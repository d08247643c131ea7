/**
 * Every API path the client calls and the server serves. Paths the spec names are kept exactly;
 * where the spec says "path not shown" the path is ours, under the same prefix (docs/api.md).
 *
 * One const per path, so a browser bundle only carries the paths of the calls it makes; `PATHS`
 * gathers them all by name for the server, the docs and tests.
 */
/** Called by login, logout. */
export declare const authorizationsPath = '/v1/authorizations';
/** Called by sendCode, getCode. */
export declare const codesPath = '/v1/codes';
/** Called by bindMobile. */
export declare const bindMobilePath = '/v1/user/bind_mobile';
/** Called by getApiUser. */
export declare const apiUserPath = '/api/user';
/** Called by getUserInfo. */
export declare const userInfoPath = '/v1/user/info';
/** Called by bindSocial. */
export declare const socialBoundPath: (provider: string) => string;
/** Called by getIndexGeo. */
export declare const indexGeoPath = '/v1/index_geo';
/** Geolocation (path not shown in the spec); called by getGeo. */
export declare const geoPath = '/v1/utils/geo';
/** Called by getIsInternalIp. */
export declare const isInternalIpPath = '/v1/utils/is-internal-ip';
/** Called by postConsult. */
export declare const clueConsultPath = '/hyperf/clues/consult';
/** Called by getClueInfo. */
export declare const clueInfoPath = '/hyperf/clues/user/clue/info';
/** Clue authorisation (path not shown); called by postClueAuthorization. */
export declare const clueAuthorizePath = '/hyperf/clues/authorize';
/** Order modal postInfo (path not shown); called by postOrderInfo. */
export declare const clueOrderPath = '/hyperf/clues/order';
/** Order modal getLastMessage (path not shown); called by getLastMessage. */
export declare const clueLastMessagePath = '/hyperf/clues/last_message';
/** Called by getConfigs. */
export declare const configsPath = '/api/configs';
/** Called by getFooterConfig. */
export declare const footerConfigPath = '/api/footer_config';
/** Called by addCollect. */
export declare const collectsPath = '/v1/collects';
/** Called by removeCollect. */
export declare const disCollectPath = '/v1/dis_collect';
/** Called by postFavor. */
export declare const favorsPath = '/api/favors';
/** Called by postShare. */
export declare const sharesPath = '/api/shares';
/** Called by postVisit. */
export declare const visitsPath = '/api/visits';
/** Called by getArticleStatistic. */
export declare const articleStatisticPath = '/api/app/v1/article/statisticArticle';
/** Called by saveImage. */
export declare const imagesSavePath = '/api/images/save';
/** Called by getWorksDetail. */
export declare const worksDetailPath = '/v1/works/detail';
/** Called by getCompanyFromWork. */
export declare const companyFromWorkPath = '/v1/company/from/work';
/** Called by getCompanyDetail. */
export declare const companyDetailPath = '/v1/company/detail';
/** Called by getCompanyRating. */
export declare const companyRatingPath = '/v1/company/rating';
/** Called by getCompanyGoogleComments. */
export declare const companyGoogleCommentsPath = '/v1/company/google_comments';
/** Called by getArticleDetail. */
export declare const articleDetailPath = '/v1/article/detail';
/** Called by getArticleList. */
export declare const articleListPath = '/v1/article/list';
/** Called by getArticleRecommend. */
export declare const articleRecommendPath = '/v1/article/recommend';
/** Called by getArticleMayLikeById. */
export declare const articleMayLikeByIdPath: (id: number | string) => string;
/** Called by getShortsList, getWorkVideos. */
export declare const shortsListPath = '/v1/shorts/list';
/** Called by getPrevOrNextWork. */
export declare const prevOrNextWorkPath = '/api/mobile/v1/works/PrevOrNextWorkById';
/** Called by getRepresentWorks. */
export declare const representWorksPath = '/hyperf/works/represent_works';
/** Called by getRepresentFilters. */
export declare const representFiltersPath = '/hyperf/works/represent_filters';
/** Called by getRepresentWorksForArticle. */
export declare const representWorksForArticlePath = '/hyperf/works/represent_works_for_article';
/** Called by getDetailRecommendWorks. */
export declare const detailRecommendWorksPath: (id: number | string) => string;
/** Called by getSameStyleWorks. */
export declare const sameStyleWorksPath = '/hyperf/articles/same_style_works';
/** Called by getArticlesMayLike. */
export declare const articlesMayLikePath = '/hyperf/articles/may_like';
/** Called by playShortVideo. */
export declare const playVideoPath: (id: number | string) => string;
/** Called by getGuideShortVideos. */
export declare const guideShortVideosPath = '/hyperf/decoration_guide/short_videos';
/** Called by getGuideCategories. */
export declare const guideCategoriesPath = '/hyperf/decoration_guide/categories';
/** Called by getGuideAggregation. */
export declare const guideAggregationPath = '/hyperf/decoration_guide/aggregation_list';
/** Called by getHealHouseList. */
export declare const healHouseListPath = '/hyperf/heal_house/list';
/** Called by getCompaniesForArticle. */
export declare const companiesForArticlePath = '/hyperf/companies/companies_for_article';
/** Called by getClueMatchingCompanies. */
export declare const clueMatchingCompaniesPath = '/hyperf/companies/clue_matching_companies';
/** Called by searchCompany. */
export declare const searchCompanyPath = '/api/search_company';
/** Called by submitRatingStepOne. */
export declare const ratingStepOnePath = '/api/ratings/submit_step_one';
/** Called by getRatingStepTwoLabels. */
export declare const ratingStepTwoLabelPath = '/api/ratings/step_two_label';
/** Called by submitRatingStepTwo. */
export declare const ratingStepTwoPath = '/api/ratings/submit_step_two';
/** Called by getRating. */
export declare const ratingPath: (id: number | string) => string;
/** Called by getRatingConfig. */
export declare const ratingConfigPath = '/api/rating_config';
/** Called by submitInsiteStepOne. */
export declare const insiteStepOnePath = '/api/rating/insite_step_one';
/** Called by submitInsiteStepTwo. */
export declare const insiteStepTwoPath = '/api/rating/insite_step_two';
/** Called by getCompanyRatingList. */
export declare const companyRatingListPath = '/hyperf/company_rating/list';
/** Called by getCompanyRatingConfigs. */
export declare const companyRatingConfigsPath = '/hyperf/company_rating/configs';
/** Called by getSurveyInfo. */
export declare const surveyInfoPath = '/api/survey/info';
/** Called by getSurveySwitch. */
export declare const surveySwitchPath = '/api/survey/switch';
/** Called by storeSurvey. */
export declare const surveyStorePath = '/api/survey/store';
/** Called by getStyleImages. */
export declare const styleImagesPath = '/hyperf/style/style_images';
/** Called by getStyleTestResult. */
export declare const styleTestResultPath = '/hyperf/style/test_result';
/** Called by getStyleUserClueStats. */
export declare const styleUserClueStatsPath = '/hyperf/style/user_clue_stats';
/** Called by submitStyleTest. */
export declare const styleSubmitTestPath = '/hyperf/style/submit_test';
/** Called by getSearchKeywords. */
export declare const searchKeywordsPath = '/hyperf/search/input/keywords';
/** Called by postSeoInfo. */
export declare const seoInfoPath = '/hyperf/seo_info';
/** Called by initDecorationRobot. */
export declare const decorationRobotInitPath = '/api/decoration_robot/init';
/** Called by getImWelcome. */
export declare const imWelcomePath = '/api/im/welcome/v2';
/** Called by registerIm. */
export declare const imRegisterPath = '/hyperf/im/register';
/** Called by getNewBanners. */
export declare const newBannersPath = '/v1/new_banners';
/** Called by getPopboxsCustomize. */
export declare const popboxsCustomizePath = '/api/popboxs/customize';
/** Called by postEvaluationForm. */
export declare const evaluationSubmitPath = '/hyperf/valuation/v3/submit';
/** Called by searchCommunities. */
export declare const communitiesPath = '/hyperf/valuation/communities';
/** Called by getCommunityLayouts. */
export declare const communityLayoutsPath = '/hyperf/valuation/community_layouts';
/** Quote preview and the cost-estimate detail list of doc 1 (same call); called by getPreview. */
export declare const previewPath = '/hyperf/valuation/v3/preview';
/** Called by getPopupBanner. */
export declare const popupBannerPath = '/hyperf/valuation/v3/banner';
/** Called by getRecentRecords. */
export declare const recentRecordsPath = '/hyperf/valuation/v3/recent_records';
/** Called by getEvaluationResult. */
export declare const resultPath = '/hyperf/valuation/v3/result';
/** Called by postPopups. */
export declare const popupsPath = '/hyperf/popups';
/** Every path by name, for the server and the docs; API functions import the single paths they call. */
export declare const PATHS: {
  readonly authorizations: '/v1/authorizations';
  readonly codes: '/v1/codes';
  readonly bindMobile: '/v1/user/bind_mobile';
  readonly apiUser: '/api/user';
  readonly userInfo: '/v1/user/info';
  readonly socialBound: typeof socialBoundPath;
  readonly indexGeo: '/v1/index_geo';
  readonly geo: '/v1/utils/geo';
  readonly isInternalIp: '/v1/utils/is-internal-ip';
  readonly clueConsult: '/hyperf/clues/consult';
  readonly clueInfo: '/hyperf/clues/user/clue/info';
  readonly clueAuthorize: '/hyperf/clues/authorize';
  readonly clueOrder: '/hyperf/clues/order';
  readonly clueLastMessage: '/hyperf/clues/last_message';
  readonly configs: '/api/configs';
  readonly footerConfig: '/api/footer_config';
  readonly collects: '/v1/collects';
  readonly disCollect: '/v1/dis_collect';
  readonly favors: '/api/favors';
  readonly shares: '/api/shares';
  readonly visits: '/api/visits';
  readonly articleStatistic: '/api/app/v1/article/statisticArticle';
  readonly imagesSave: '/api/images/save';
  readonly worksDetail: '/v1/works/detail';
  readonly companyFromWork: '/v1/company/from/work';
  readonly companyDetail: '/v1/company/detail';
  readonly companyRating: '/v1/company/rating';
  readonly companyGoogleComments: '/v1/company/google_comments';
  readonly articleDetail: '/v1/article/detail';
  readonly articleList: '/v1/article/list';
  readonly articleRecommend: '/v1/article/recommend';
  readonly articleMayLikeById: typeof articleMayLikeByIdPath;
  readonly shortsList: '/v1/shorts/list';
  readonly prevOrNextWork: '/api/mobile/v1/works/PrevOrNextWorkById';
  readonly representWorks: '/hyperf/works/represent_works';
  readonly representFilters: '/hyperf/works/represent_filters';
  readonly representWorksForArticle: '/hyperf/works/represent_works_for_article';
  readonly detailRecommendWorks: typeof detailRecommendWorksPath;
  readonly sameStyleWorks: '/hyperf/articles/same_style_works';
  readonly articlesMayLike: '/hyperf/articles/may_like';
  readonly playVideo: typeof playVideoPath;
  readonly guideShortVideos: '/hyperf/decoration_guide/short_videos';
  readonly guideCategories: '/hyperf/decoration_guide/categories';
  readonly guideAggregation: '/hyperf/decoration_guide/aggregation_list';
  readonly healHouseList: '/hyperf/heal_house/list';
  readonly companiesForArticle: '/hyperf/companies/companies_for_article';
  readonly clueMatchingCompanies: '/hyperf/companies/clue_matching_companies';
  readonly searchCompany: '/api/search_company';
  readonly ratingStepOne: '/api/ratings/submit_step_one';
  readonly ratingStepTwoLabel: '/api/ratings/step_two_label';
  readonly ratingStepTwo: '/api/ratings/submit_step_two';
  readonly rating: typeof ratingPath;
  readonly ratingConfig: '/api/rating_config';
  readonly insiteStepOne: '/api/rating/insite_step_one';
  readonly insiteStepTwo: '/api/rating/insite_step_two';
  readonly companyRatingList: '/hyperf/company_rating/list';
  readonly companyRatingConfigs: '/hyperf/company_rating/configs';
  readonly surveyInfo: '/api/survey/info';
  readonly surveySwitch: '/api/survey/switch';
  readonly surveyStore: '/api/survey/store';
  readonly styleImages: '/hyperf/style/style_images';
  readonly styleTestResult: '/hyperf/style/test_result';
  readonly styleUserClueStats: '/hyperf/style/user_clue_stats';
  readonly styleSubmitTest: '/hyperf/style/submit_test';
  readonly searchKeywords: '/hyperf/search/input/keywords';
  readonly seoInfo: '/hyperf/seo_info';
  readonly decorationRobotInit: '/api/decoration_robot/init';
  readonly imWelcome: '/api/im/welcome/v2';
  readonly imRegister: '/hyperf/im/register';
  readonly newBanners: '/v1/new_banners';
  readonly popboxsCustomize: '/api/popboxs/customize';
  readonly evaluationSubmit: '/hyperf/valuation/v3/submit';
  readonly communities: '/hyperf/valuation/communities';
  readonly communityLayouts: '/hyperf/valuation/community_layouts';
  readonly preview: '/hyperf/valuation/v3/preview';
  readonly popupBanner: '/hyperf/valuation/v3/banner';
  readonly recentRecords: '/hyperf/valuation/v3/recent_records';
  readonly result: '/hyperf/valuation/v3/result';
  readonly popups: '/hyperf/popups';
};
//# sourceMappingURL=paths.d.ts.map
