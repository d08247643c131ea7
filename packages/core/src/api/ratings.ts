/**
 * Ratings and survey calls (doc 1 §7). Their fields are not shown in the spec.
 */
import type { Envelope } from '../schemas/common.ts';
import {
  companyRatingConfigsPath,
  companyRatingListPath,
  insiteStepOnePath,
  insiteStepTwoPath,
  ratingConfigPath,
  ratingPath,
  ratingStepOnePath,
  ratingStepTwoLabelPath,
  ratingStepTwoPath,
  searchCompanyPath,
  surveyInfoPath,
  surveyStorePath,
  surveySwitchPath,
} from './paths.ts';
import type { ApiClient, CallOptions, JsonObject, QueryParams } from './types.ts';

type Answer = Promise<Envelope<unknown>>;

/** GET /api/search_company. */
export const searchCompany = (client: ApiClient, query?: QueryParams): Answer =>
  client.request(searchCompanyPath, { query });
/** POST /api/ratings/submit_step_one. */
export const submitRatingStepOne = (client: ApiClient, body: JsonObject, options?: CallOptions): Answer =>
  client.request(ratingStepOnePath, { method: 'POST', body, ...options });
/** GET /api/ratings/step_two_label. */
export const getRatingStepTwoLabels = (client: ApiClient, query?: QueryParams): Answer =>
  client.request(ratingStepTwoLabelPath, { query });
/** POST /api/ratings/submit_step_two. */
export const submitRatingStepTwo = (client: ApiClient, body: JsonObject, options?: CallOptions): Answer =>
  client.request(ratingStepTwoPath, { method: 'POST', body, ...options });
/** GET /api/ratings/{id}. */
export const getRating = (client: ApiClient, params: { id: number | string }): Answer =>
  client.request(ratingPath(params.id));
/** GET /api/rating_config. */
export const getRatingConfig = (client: ApiClient, query?: QueryParams): Answer =>
  client.request(ratingConfigPath, { query });
/** POST /api/rating/insite_step_one. */
export const submitInsiteStepOne = (client: ApiClient, body: JsonObject, options?: CallOptions): Answer =>
  client.request(insiteStepOnePath, { method: 'POST', body, ...options });
/** POST /api/rating/insite_step_two. */
export const submitInsiteStepTwo = (client: ApiClient, body: JsonObject, options?: CallOptions): Answer =>
  client.request(insiteStepTwoPath, { method: 'POST', body, ...options });
/** GET /hyperf/company_rating/list. */
export const getCompanyRatingList = (client: ApiClient, query?: QueryParams): Answer =>
  client.request(companyRatingListPath, { query });
/** GET /hyperf/company_rating/configs. */
export const getCompanyRatingConfigs = (client: ApiClient, query?: QueryParams): Answer =>
  client.request(companyRatingConfigsPath, { query });
/** GET /api/survey/info. */
export const getSurveyInfo = (client: ApiClient, query?: QueryParams): Answer =>
  client.request(surveyInfoPath, { query });
/** GET /api/survey/switch. */
export const getSurveySwitch = (client: ApiClient, query?: QueryParams): Answer =>
  client.request(surveySwitchPath, { query });
/** POST /api/survey/store. */
export const storeSurvey = (client: ApiClient, body: JsonObject, options?: CallOptions): Answer =>
  client.request(surveyStorePath, { method: 'POST', body, ...options });
