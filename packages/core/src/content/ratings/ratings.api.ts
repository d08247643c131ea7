/**
 * Ratings and survey calls (docs/spec/platform.md#calls). Their fields are not shown in the spec.
 */

import type { ApiClient, CallOptions, JsonObject, QueryParams } from '../../api/types.ts';
import { pathOf } from '../../contracts/route.ts';
import type { Envelope } from '../../schemas/common.ts';
import { searchCompanyRoute } from '../companies/companies.routes.ts';
import { surveyInfoRoute, surveyStoreRoute, surveySwitchRoute } from '../survey/survey.routes.ts';
import {
  companyRatingConfigsRoute,
  companyRatingListRoute,
  insiteStepOneRoute,
  insiteStepTwoRoute,
  ratingConfigRoute,
  ratingRoute,
  ratingStepOneRoute,
  ratingStepTwoLabelRoute,
  ratingStepTwoRoute,
} from './ratings.routes.ts';

type Answer = Promise<Envelope<unknown>>;

/** GET /api/search_company. */
export const searchCompany = (client: ApiClient, query?: QueryParams): Answer =>
  client.request(searchCompanyRoute, { query });
/** POST /api/ratings/submit_step_one. */
export const submitRatingStepOne = (client: ApiClient, body: JsonObject, options?: CallOptions): Answer =>
  client.request(ratingStepOneRoute, { body, ...options });
/** GET /api/ratings/step_two_label. */
export const getRatingStepTwoLabels = (client: ApiClient, query?: QueryParams): Answer =>
  client.request(ratingStepTwoLabelRoute, { query });
/** POST /api/ratings/submit_step_two. */
export const submitRatingStepTwo = (client: ApiClient, body: JsonObject, options?: CallOptions): Answer =>
  client.request(ratingStepTwoRoute, { body, ...options });
/** GET /api/ratings/{id}. */
export const getRating = (client: ApiClient, params: { id: number | string }): Answer =>
  client.request(pathOf(ratingRoute, params), { method: ratingRoute.method });
/** GET /api/rating_config. */
export const getRatingConfig = (client: ApiClient, query?: QueryParams): Answer =>
  client.request(ratingConfigRoute, { query });
/** POST /api/rating/insite_step_one. */
export const submitInsiteStepOne = (client: ApiClient, body: JsonObject, options?: CallOptions): Answer =>
  client.request(insiteStepOneRoute, { body, ...options });
/** POST /api/rating/insite_step_two. */
export const submitInsiteStepTwo = (client: ApiClient, body: JsonObject, options?: CallOptions): Answer =>
  client.request(insiteStepTwoRoute, { body, ...options });
/** GET /hyperf/company_rating/list. */
export const getCompanyRatingList = (client: ApiClient, query?: QueryParams): Answer =>
  client.request(companyRatingListRoute, { query });
/** GET /hyperf/company_rating/configs. */
export const getCompanyRatingConfigs = (client: ApiClient, query?: QueryParams): Answer =>
  client.request(companyRatingConfigsRoute, { query });
/** GET /api/survey/info. */
export const getSurveyInfo = (client: ApiClient, query?: QueryParams): Answer =>
  client.request(surveyInfoRoute, { query });
/** GET /api/survey/switch. */
export const getSurveySwitch = (client: ApiClient, query?: QueryParams): Answer =>
  client.request(surveySwitchRoute, { query });
/** POST /api/survey/store. */
export const storeSurvey = (client: ApiClient, body: JsonObject, options?: CallOptions): Answer =>
  client.request(surveyStoreRoute, { body, ...options });
