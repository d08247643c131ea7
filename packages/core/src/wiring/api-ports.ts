/**
 * Adapters from the typed API calls (`api/`) to the small ports the stores take. The stores stay
 * testable with in-memory ports; in a browser or on the server these adapters connect them to the
 * real client. Each adapter only unwraps envelopes — the rules live in the stores.
 */
import { getClueInfo, getLastMessage, postClueAuthorization, postOrderInfo } from '../api/clues.ts';
import { addCollect, getArticleStatistic, postShare, removeCollect } from '../api/favourites.ts';
import { postPopups } from '../api/misc.ts';
import {
  getCommunityLayouts,
  getPreview,
  getRecentRecords,
  postEvaluationForm,
  searchCommunities,
} from '../api/quote.ts';
import { bindMobile, getGeo, getUserInfo, login, logout, sendCode } from '../api/session.ts';
import type { ApiClient } from '../api/types.ts';
import type { ArticleApi } from '../article/statistics.ts';
import type { FavouritesApi } from '../favourites/ports.ts';
import type { OrderApi } from '../order-modal/order-modal-store.ts';
import type { PopupsApi } from '../popups/popup-manager.ts';
import type { QuotePorts } from '../quote/ports.ts';
import type { RegionApi } from '../region/region-store.ts';
import type { SessionApi } from '../session/ports.ts';

/** The session and login calls, on the real client. */
export function sessionApiOf(client: ApiClient): SessionApi {
  return {
    getUserInfo: async () => (await getUserInfo(client)).data ?? null,
    login: async (payload) => (await login(client, payload)).data,
    bindMobile: (payload) => bindMobile(client, payload),
    sendCode: (payload) => sendCode(client, payload),
    getClueInfo: async () => (await getClueInfo(client)).data,
    authorizeClue: (payload) => postClueAuthorization(client, payload),
    logout: () => logout(client),
  };
}

/** Favourite add/remove, on the real client. */
export function favouritesApiOf(client: ApiClient): FavouritesApi {
  return {
    collect: (payload) => addCollect(client, payload),
    disCollect: (payload) => removeCollect(client, payload),
  };
}

/** The basic-quote popup's calls (submit and recent records), on the real client. */
export function basicQuotePortsOf(
  client: ApiClient,
): Pick<QuotePorts, 'submitEvaluation' | 'getRecentRecords'> {
  return {
    submitEvaluation: (form) => postEvaluationForm(client, form),
    getRecentRecords: async (query) => (await getRecentRecords(client, query)).data,
  };
}

/** The quote forms' calls, on the real client. */
export function quotePortsOf(client: ApiClient): QuotePorts {
  const basic = basicQuotePortsOf(client);
  return {
    submitEvaluation: basic.submitEvaluation,
    searchCommunities: (query) => searchCommunities(client, query),
    getCommunityLayouts: (query) => getCommunityLayouts(client, query),
    getPreview: async (query) => (await getPreview(client, query)).data ?? {},
    getRecentRecords: basic.getRecentRecords,
  };
}

/** The geolocation call, on the real client. */
export function regionApiOf(client: ApiClient): RegionApi {
  return { geo: async () => (await getGeo(client)).data };
}

/** The popup request, on the real client. */
export function popupsApiOf(client: ApiClient): PopupsApi {
  return { requestPopups: (body) => postPopups(client, body) };
}

/** The order modal's calls, on the real client. */
export function orderApiOf(client: ApiClient): OrderApi {
  return {
    postInfo: (body) => postOrderInfo(client, body),
    getLastMessage: () => getLastMessage(client),
  };
}

/** Article statistics and shares, on the real client. */
export function articleApiOf(client: ApiClient): ArticleApi {
  return {
    statistic: (query) => getArticleStatistic(client, query),
    share: (body) => postShare(client, body),
  };
}
