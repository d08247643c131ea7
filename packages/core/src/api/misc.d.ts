import type { Envelope } from '../schemas/common.ts';
import type { ConfigsQueryInput, ConfigsResponse, PopupsRequest, PopupsResponse } from '../schemas/popups.ts';
import type { ApiClient, CallOptions, JsonObject, QueryParams } from './types.ts';

type Answer = Promise<Envelope<unknown>>;
/**
 * GET /api/configs with config_type[] (default mid_year_celebration_2507): show_coupon and the
 * activity end_time in seconds. Accept: the v2 media type.
 */
export declare function getConfigs(client: ApiClient, query?: ConfigsQueryInput): Promise<ConfigsResponse>;
/** Popups for a page: data[] in order and meta.extra.has_submitted_clue. */
export declare function postPopups(client: ApiClient, payload: PopupsRequest): Promise<PopupsResponse>;
/** Suggested search keywords: a data array of strings. */
export declare function getSearchKeywords(client: ApiClient): Promise<Envelope<string[]>>;
/** GET /api/footer_config (hot companies). */
export declare const getFooterConfig: (client: ApiClient, query?: QueryParams) => Answer;
/** POST /hyperf/seo_info. */
export declare const postSeoInfo: (client: ApiClient, body: JsonObject) => Answer;
/** POST /api/decoration_robot/init. */
export declare const initDecorationRobot: (
  client: ApiClient,
  body: JsonObject,
  options?: CallOptions,
) => Answer;
/** GET /api/im/welcome/v2. */
export declare const getImWelcome: (client: ApiClient, query?: QueryParams) => Answer;
/** POST /hyperf/im/register. */
export declare const registerIm: (client: ApiClient, body: JsonObject, options?: CallOptions) => Answer;
/** GET /v1/new_banners. */
export declare const getNewBanners: (client: ApiClient, query?: QueryParams) => Answer;
/** GET /api/popboxs/customize. */
export declare const getPopboxsCustomize: (client: ApiClient, query?: QueryParams) => Answer;
//# sourceMappingURL=misc.d.ts.map
