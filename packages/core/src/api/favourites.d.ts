/**
 * Favourites, shares, visits, article statistics and image saving (doc 1 §7, doc 2 §7).
 */
import type { Envelope } from '../schemas/common.ts';
import type {
  ActionResponse,
  ArticleStatisticQueryInput,
  ArticleStatisticResponse,
  FavouritePayloadInput,
  SharePayloadInput,
  VisitPayloadInput,
} from '../schemas/favourites.ts';
import type { ApiClient, CallOptions, JsonObject } from './types.ts';
/** POST /v1/collects: collect a work or an article. */
export declare function addCollect(
  client: ApiClient,
  payload: FavouritePayloadInput,
  options?: CallOptions,
): Promise<ActionResponse>;
/** DELETE /v1/dis_collect: remove a favourite (same body). */
export declare function removeCollect(
  client: ApiClient,
  payload: FavouritePayloadInput,
): Promise<ActionResponse>;
/** POST /api/favors. */
export declare function postFavor(
  client: ApiClient,
  payload: FavouritePayloadInput,
  options?: CallOptions,
): Promise<ActionResponse>;
/** POST /api/shares: reads code 200 and message. */
export declare function postShare(
  client: ApiClient,
  payload: SharePayloadInput,
  options?: CallOptions,
): Promise<ActionResponse>;
/** POST /api/visits: visit logging; the body is sent as a JSON string. */
export declare function postVisit(
  client: ApiClient,
  payload: VisitPayloadInput,
  options?: CallOptions,
): Promise<ActionResponse>;
/** Article favourite/dislike statistic: GET with params; reads status 200 and info. */
export declare function getArticleStatistic(
  client: ApiClient,
  query: ArticleStatisticQueryInput,
): Promise<ArticleStatisticResponse>;
/** POST /api/images/save (payload not shown in the spec). */
export declare function saveImage(
  client: ApiClient,
  body: JsonObject,
  options?: CallOptions,
): Promise<Envelope<unknown>>;
//# sourceMappingURL=favourites.d.ts.map
