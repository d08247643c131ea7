/**
 * Adapters from the typed API calls (`api/`) to the small ports the stores take. The stores stay
 * testable with in-memory ports; in a browser or on the server these adapters connect them to the
 * real client. Each adapter only unwraps envelopes — the rules live in the stores.
 *
 * The session, quote, community and order adapters live in modules of their own (re-exported here), so a
 * code-split browser build puts each next to the one element that uses it.
 */

import type { ApiClient } from '../api/types.ts';
import type { ArticleApi } from '../article/statistics.ts';
import { postPopups } from '../content/site/site.client.ts';
import type { PopupsApi } from '../popups/popup-manager.ts';
import { addCollect, getArticleStatistic, postShare, removeCollect } from './favourites.client.ts';
import type { FavouritesApi } from './ports.ts';

export { orderApiOf } from '../order-modal/order-ports.ts';
export { quotePortsOf } from '../quote/community-ports.ts';
export { basicQuotePortsOf } from '../quote/quote-ports.ts';
export { regionApiOf, sessionApiOf } from '../session/session-ports.ts';

/** Favourite add/remove, on the real client. */
export function favouritesApiOf(client: ApiClient): FavouritesApi {
  return {
    collect: (payload) => addCollect(client, payload),
    disCollect: (payload) => removeCollect(client, payload),
  };
}

/** The popup request, on the real client. */
export function popupsApiOf(client: ApiClient): PopupsApi {
  return { requestPopups: (body) => postPopups(client, body) };
}

/** Article statistics and shares, on the real client. */
export function articleApiOf(client: ApiClient): ArticleApi {
  return {
    statistic: (query) => getArticleStatistic(client, query),
    share: (body) => postShare(client, body),
  };
}
