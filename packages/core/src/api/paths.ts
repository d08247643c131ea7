/**
 * Every API path the client calls and the server serves. Paths the spec names are kept exactly;
 * where the spec says "path not shown" the path is ours, under the same prefix (docs/api.md).
 *
 * One const per path, so a browser bundle only carries the paths of the calls it makes; `PATHS`
 * gathers them all by name for the server, the docs and tests.
 */

// Session and login (doc 1 §7): in contracts/session-login.routes.ts
/** Called by getFooterConfig. */
export const footerConfigPath = '/api/footer_config';

// Favourites, shares, visits
/** Called by saveImage. */
export const imagesSavePath = '/api/images/save';

// Works and content
/** Called by getWorksDetail. */
export const worksDetailPath = '/v1/works/detail';
/** Called by getCompanyFromWork. */
export const companyFromWorkPath = '/v1/company/from/work';
/** Called by getCompanyDetail. */
export const companyDetailPath = '/v1/company/detail';
/** Called by getCompanyRating. */
export const companyRatingPath = '/v1/company/rating';
/** Called by getCompanyGoogleComments. */
export const companyGoogleCommentsPath = '/v1/company/google_comments';
/** Called by getArticleDetail. */
export const articleDetailPath = '/v1/article/detail';
/** Called by getArticleList. */
export const articleListPath = '/v1/article/list';
/** Called by getArticleRecommend. */
export const articleRecommendPath = '/v1/article/recommend';
/** Called by getArticleMayLikeById. */
export const articleMayLikeByIdPath = (id: number | string): string =>
  `/v1/article/${encodeURIComponent(String(id))}/may_like`;
/** Called by getShortsList, getWorkVideos. */
export const shortsListPath = '/v1/shorts/list';
/** Called by getPrevOrNextWork. */
export const prevOrNextWorkPath = '/api/mobile/v1/works/PrevOrNextWorkById';
/** Called by getRepresentWorks. */
export const representWorksPath = '/hyperf/works/represent_works';
/** Called by getRepresentFilters. */
export const representFiltersPath = '/hyperf/works/represent_filters';
/** Called by getRepresentWorksForArticle. */
export const representWorksForArticlePath = '/hyperf/works/represent_works_for_article';
/** Called by getDetailRecommendWorks. */
export const detailRecommendWorksPath = (id: number | string): string =>
  `/hyperf/works/${encodeURIComponent(String(id))}/detail_recommend_works`;
/** Called by getSameStyleWorks. */
export const sameStyleWorksPath = '/hyperf/articles/same_style_works';
/** Called by getArticlesMayLike. */
export const articlesMayLikePath = '/hyperf/articles/may_like';
/** Called by playShortVideo. */
export const playVideoPath = (id: number | string): string =>
  `/hyperf/short_videos/${encodeURIComponent(String(id))}/play_video`;
/** Called by getGuideShortVideos. */
export const guideShortVideosPath = '/hyperf/decoration_guide/short_videos';
/** Called by getGuideCategories. */
export const guideCategoriesPath = '/hyperf/decoration_guide/categories';
/** Called by getGuideAggregation. */
export const guideAggregationPath = '/hyperf/decoration_guide/aggregation_list';
/** Called by getHealHouseList. */
export const healHouseListPath = '/hyperf/heal_house/list';
/** Called by getCompaniesForArticle. */
export const companiesForArticlePath = '/hyperf/companies/companies_for_article';
/** Called by getClueMatchingCompanies. */
export const clueMatchingCompaniesPath = '/hyperf/companies/clue_matching_companies';

// Ratings and survey
/** Called by searchCompany. */
export const searchCompanyPath = '/api/search_company';
/** Called by submitRatingStepOne. */
export const ratingStepOnePath = '/api/ratings/submit_step_one';
/** Called by getRatingStepTwoLabels. */
export const ratingStepTwoLabelPath = '/api/ratings/step_two_label';
/** Called by submitRatingStepTwo. */
export const ratingStepTwoPath = '/api/ratings/submit_step_two';
/** Called by getRating. */
export const ratingPath = (id: number | string): string => `/api/ratings/${encodeURIComponent(String(id))}`;
/** Called by getRatingConfig. */
export const ratingConfigPath = '/api/rating_config';
/** Called by submitInsiteStepOne. */
export const insiteStepOnePath = '/api/rating/insite_step_one';
/** Called by submitInsiteStepTwo. */
export const insiteStepTwoPath = '/api/rating/insite_step_two';
/** Called by getCompanyRatingList. */
export const companyRatingListPath = '/hyperf/company_rating/list';
/** Called by getCompanyRatingConfigs. */
export const companyRatingConfigsPath = '/hyperf/company_rating/configs';
/** Called by getSurveyInfo. */
export const surveyInfoPath = '/api/survey/info';
/** Called by getSurveySwitch. */
export const surveySwitchPath = '/api/survey/switch';
/** Called by storeSurvey. */
export const surveyStorePath = '/api/survey/store';

// Style test, search, misc
/** Called by getStyleImages. */
export const styleImagesPath = '/hyperf/style/style_images';
/** Called by getStyleTestResult. */
export const styleTestResultPath = '/hyperf/style/test_result';
/** Called by getStyleUserClueStats. */
export const styleUserClueStatsPath = '/hyperf/style/user_clue_stats';
/** Called by submitStyleTest. */
export const styleSubmitTestPath = '/hyperf/style/submit_test';
/** Called by getSearchKeywords. */
export const searchKeywordsPath = '/hyperf/search/input/keywords';
/** Called by postSeoInfo. */
export const seoInfoPath = '/hyperf/seo_info';
/** Called by initDecorationRobot. */
export const decorationRobotInitPath = '/api/decoration_robot/init';
/** Called by getImWelcome. */
export const imWelcomePath = '/api/im/welcome/v2';
/** Called by registerIm. */
export const imRegisterPath = '/hyperf/im/register';
/** Called by getNewBanners. */
export const newBannersPath = '/v1/new_banners';
/** Called by getPopboxsCustomize. */
export const popboxsCustomizePath = '/api/popboxs/customize';

// Quote flows (doc 2 §7; paths not shown there are ours)

/** Every path by name, for the server and the docs; API functions import the single paths they call. */

export const PATHS = {
  footerConfig: footerConfigPath,
  imagesSave: imagesSavePath,
  worksDetail: worksDetailPath,
  companyFromWork: companyFromWorkPath,
  companyDetail: companyDetailPath,
  companyRating: companyRatingPath,
  companyGoogleComments: companyGoogleCommentsPath,
  articleDetail: articleDetailPath,
  articleList: articleListPath,
  articleRecommend: articleRecommendPath,
  articleMayLikeById: articleMayLikeByIdPath,
  shortsList: shortsListPath,
  prevOrNextWork: prevOrNextWorkPath,
  representWorks: representWorksPath,
  representFilters: representFiltersPath,
  representWorksForArticle: representWorksForArticlePath,
  detailRecommendWorks: detailRecommendWorksPath,
  sameStyleWorks: sameStyleWorksPath,
  articlesMayLike: articlesMayLikePath,
  playVideo: playVideoPath,
  guideShortVideos: guideShortVideosPath,
  guideCategories: guideCategoriesPath,
  guideAggregation: guideAggregationPath,
  healHouseList: healHouseListPath,
  companiesForArticle: companiesForArticlePath,
  clueMatchingCompanies: clueMatchingCompaniesPath,
  searchCompany: searchCompanyPath,
  ratingStepOne: ratingStepOnePath,
  ratingStepTwoLabel: ratingStepTwoLabelPath,
  ratingStepTwo: ratingStepTwoPath,
  rating: ratingPath,
  ratingConfig: ratingConfigPath,
  insiteStepOne: insiteStepOnePath,
  insiteStepTwo: insiteStepTwoPath,
  companyRatingList: companyRatingListPath,
  companyRatingConfigs: companyRatingConfigsPath,
  surveyInfo: surveyInfoPath,
  surveySwitch: surveySwitchPath,
  surveyStore: surveyStorePath,
  styleImages: styleImagesPath,
  styleTestResult: styleTestResultPath,
  styleUserClueStats: styleUserClueStatsPath,
  styleSubmitTest: styleSubmitTestPath,
  searchKeywords: searchKeywordsPath,
  seoInfo: seoInfoPath,
  decorationRobotInit: decorationRobotInitPath,
  imWelcome: imWelcomePath,
  imRegister: imRegisterPath,
  newBanners: newBannersPath,
  popboxsCustomize: popboxsCustomizePath,
} as const;
