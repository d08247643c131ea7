/**
 * Favourites, shares, visits, article statistics and image saving (doc 1 §7, doc 2 §7).
 */

import {
  articleStatisticRoute,
  collectRoute,
  disCollectRoute,
  favorRoute,
  shareRoute,
  visitRoute,
} from '../contracts/favourites.routes.ts';
import type { Envelope } from '../schemas/common.ts';
import type {
  ActionResponse,
  ArticleStatisticQueryInput,
  ArticleStatisticResponse,
  FavouritePayloadInput,
  SharePayloadInput,
  VisitPayloadInput,
} from '../schemas/favourites.ts';
import { call } from './call.ts';
import { imagesSavePath } from './paths.ts';
import type { ApiClient, CallOptions, JsonObject } from './types.ts';

/** POST /v1/collects: collect a work or an article. */
export function addCollect(
  client: ApiClient,
  payload: FavouritePayloadInput,
  options?: CallOptions,
): Promise<ActionResponse> {
  return call(client, collectRoute, { body: payload, ...options });
}

/** DELETE /v1/dis_collect: remove a favourite (same body). */
export function removeCollect(client: ApiClient, payload: FavouritePayloadInput): Promise<ActionResponse> {
  return call(client, disCollectRoute, { body: payload });
}

/** POST /api/favors. */
export function postFavor(
  client: ApiClient,
  payload: FavouritePayloadInput,
  options?: CallOptions,
): Promise<ActionResponse> {
  return call(client, favorRoute, { body: payload, ...options });
}

/** POST /api/shares: reads code 200 and message. */
export function postShare(
  client: ApiClient,
  payload: SharePayloadInput,
  options?: CallOptions,
): Promise<ActionResponse> {
  return call(client, shareRoute, { body: payload, ...options });
}

/** POST /api/visits: visit logging; the body is sent as a JSON string. */
export function postVisit(
  client: ApiClient,
  payload: VisitPayloadInput,
  options?: CallOptions,
): Promise<ActionResponse> {
  return call(client, visitRoute, {
    body: JSON.stringify(payload),
    headers: { 'Content-Type': 'application/json' },
    ...options,
  });
}

/**
 * Article favourite/dislike statistic; reads status 200 and info. The spec calls it with GET and
 * query parameters; it changes state, so it is a POST with a JSON body (a GET from a foreign page
 * could dislike an article for a signed-in visitor; docs/spec-deviations.md).
 */
export function getArticleStatistic(
  client: ApiClient,
  query: ArticleStatisticQueryInput,
): Promise<ArticleStatisticResponse> {
  return call(client, articleStatisticRoute, {
    body: { type: query.type, article_id: query.article_id, is_cancel: query.is_cancel },
  });
}

/** POST /api/images/save (payload not shown in the spec). */
export function saveImage(
  client: ApiClient,
  body: JsonObject,
  options?: CallOptions,
): Promise<Envelope<unknown>> {
  return client.request(imagesSavePath, { method: 'POST', body, ...options });
}
