/**
 * Adapters from the typed API calls (`api/`) to the small ports the stores take. The stores stay
 * testable with in-memory ports; in a browser or on the server these adapters connect them to the
 * real client. Each adapter only unwraps envelopes — the rules live in the stores.
 *
 * The session, quote, community and order adapters live in modules of their own (re-exported here), so a
 * code-split browser build puts each next to the one element that uses it.
 */
import { addCollect, getArticleStatistic, postShare, removeCollect } from '../api/favourites.ts';
import { postPopups } from '../api/misc.ts';
import type { ApiClient } from '../api/types.ts';
import type { ArticleApi } from '../article/statistics.ts';
import type { FavouritesApi } from '../favourites/ports.ts';
import type { PopupsApi } from '../popups/popup-manager.ts';

export { quotePortsOf } from './community-ports.ts';
export { orderApiOf } from './order-ports.ts';
export { basicQuotePortsOf } from './quote-ports.ts';
export { regionApiOf, sessionApiOf } from './session-ports.ts';

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
