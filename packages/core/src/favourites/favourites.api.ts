/**
 * Favourites, shares, visits, article statistics and image saving, and the ports of the
 * favourite toggle and the article statistics built on them (docs/spec/platform.md#calls,
 * docs/spec/quotes.md#calls).
 */

import type { ApiClient, CallOptions } from '../api/types.ts';
import type { ArticleApi } from '../article/statistics.ts';
import { imagesSaveRoute } from '../content/site/site.routes.ts';
import type { Envelope } from '../schemas/common.ts';
import {
  articleStatisticRoute,
  collectRoute,
  disCollectRoute,
  favorRoute,
  shareRoute,
  visitRoute,
} from './favourites.routes.ts';
import type {
  ActionResponse,
  ArticleStatisticQueryInput,
  ArticleStatisticResponse,
  FavouritePayloadInput,
  SharePayloadInput,
  VisitPayloadInput,
} from './favourites.schemas.ts';
import type { FavouritesApi } from './ports.ts';

/** POST /v1/collects: collect a work or an article. */
export function addCollect(
  client: ApiClient,
  payload: FavouritePayloadInput,
  options?: CallOptions,
): Promise<ActionResponse> {
  return client.request(collectRoute, { body: payload, ...options });
}

/** DELETE /v1/dis_collect: remove a favourite (same body). */
export function removeCollect(client: ApiClient, payload: FavouritePayloadInput): Promise<ActionResponse> {
  return client.request(disCollectRoute, { body: payload });
}

/** POST /api/favors. */
export function postFavor(
  client: ApiClient,
  payload: FavouritePayloadInput,
  options?: CallOptions,
): Promise<ActionResponse> {
  return client.request(favorRoute, { body: payload, ...options });
}

/** POST /api/shares: reads code 200 and message. */
export function postShare(
  client: ApiClient,
  payload: SharePayloadInput,
  options?: CallOptions,
): Promise<ActionResponse> {
  return client.request(shareRoute, { body: payload, ...options });
}

/** POST /api/visits: visit logging; the body is sent as a JSON string. */
export function postVisit(
  client: ApiClient,
  payload: VisitPayloadInput,
  options?: CallOptions,
): Promise<ActionResponse> {
  return client.request(visitRoute, {
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
  return client.request(articleStatisticRoute, {
    body: { type: query.type, article_id: query.article_id, is_cancel: query.is_cancel },
  });
}

/** The body of POST /api/images/save: the work's image by id, or an article's image by its URL. */
export type ImageSaveBody =
  | { source_type: 'work'; source_id: number; image_id: number }
  | { source_type: 'work' | 'article'; source_id: number; url: string };

/** What POST /api/images/save answers: the file to download, its name and the save count. */
export interface SavedImage {
  url: string;
  file_name: string;
  save_count: number;
}

/**
 * POST /api/images/save (payload not shown in the spec): records a download (a login or a clue
 * authorisation first, docs/spec/session.md#states) and answers the file to fetch.
 */
export function saveImage(
  client: ApiClient,
  body: ImageSaveBody,
  options?: CallOptions,
): Promise<Envelope<SavedImage>> {
  return client.request(imagesSaveRoute, { body, ...options });
}

/** The favourite toggle's port (add and remove), on the real client. */
export function favouritesApiOf(client: ApiClient): FavouritesApi {
  return {
    collect: (payload) => addCollect(client, payload),
    disCollect: (payload) => removeCollect(client, payload),
  };
}

/** The article statistics' port (statistics and shares), on the real client. */
export function articleApiOf(client: ApiClient): ArticleApi {
  return {
    statistic: (query) => getArticleStatistic(client, query),
    share: (body) => postShare(client, body),
  };
}
