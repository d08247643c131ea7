/**
 * Ratings and survey calls (doc 1 §7). Their fields are not shown in the spec.
 */
import type { Envelope } from '../schemas/common.ts';
import type { ApiClient, CallOptions, JsonObject, QueryParams } from './types.ts';

type Answer = Promise<Envelope<unknown>>;
/** GET /api/search_company. */
export declare const searchCompany: (client: ApiClient, query?: QueryParams) => Answer;
/** POST /api/ratings/submit_step_one. */
export declare const submitRatingStepOne: (
  client: ApiClient,
  body: JsonObject,
  options?: CallOptions,
) => Answer;
/** GET /api/ratings/step_two_label. */
export declare const getRatingStepTwoLabels: (client: ApiClient, query?: QueryParams) => Answer;
/** POST /api/ratings/submit_step_two. */
export declare const submitRatingStepTwo: (
  client: ApiClient,
  body: JsonObject,
  options?: CallOptions,
) => Answer;
/** GET /api/ratings/{id}. */
export declare const getRating: (
  client: ApiClient,
  params: {
    id: number | string;
  },
) => Answer;
/** GET /api/rating_config. */
export declare const getRatingConfig: (client: ApiClient, query?: QueryParams) => Answer;
/** POST /api/rating/insite_step_one. */
export declare const submitInsiteStepOne: (
  client: ApiClient,
  body: JsonObject,
  options?: CallOptions,
) => Answer;
/** POST /api/rating/insite_step_two. */
export declare const submitInsiteStepTwo: (
  client: ApiClient,
  body: JsonObject,
  options?: CallOptions,
) => Answer;
/** GET /hyperf/company_rating/list. */
export declare const getCompanyRatingList: (client: ApiClient, query?: QueryParams) => Answer;
/** GET /hyperf/company_rating/configs. */
export declare const getCompanyRatingConfigs: (client: ApiClient, query?: QueryParams) => Answer;
/** GET /api/survey/info. */
export declare const getSurveyInfo: (client: ApiClient, query?: QueryParams) => Answer;
/** GET /api/survey/switch. */
export declare const getSurveySwitch: (client: ApiClient, query?: QueryParams) => Answer;
/** POST /api/survey/store. */
export declare const storeSurvey: (client: ApiClient, body: JsonObject, options?: CallOptions) => Answer;
//# sourceMappingURL=ratings.d.ts.map
