/**
 * The session, login and region ports on the real client (session, clues and code-challenge
 * calls). The stores stay testable with in-memory ports; these adapters only connect them to the
 * client and unwrap envelopes — the rules live in the stores. A module of its own, so a bundle
 * that never logs in does not carry them.
 */

import type { ApiClient } from '../api/types.ts';
import { getClueInfo, postClueAuthorization } from '../clues/clues.api.ts';
import type { RegionApi } from '../region/region-store.ts';
import { loadChallengeSolver, sendCodeSolvingChallenges } from './code-challenge.ts';
import type { SessionApi } from './ports.ts';
import { bindMobile, getGeo, getUserInfo, login, logout } from './session.api.ts';

/** The session and login calls, on the real client. */
export function sessionApiOf(client: ApiClient): SessionApi {
  return {
    getUserInfo: async () => (await getUserInfo(client)).data ?? null,
    login: async (payload) => (await login(client, payload)).data,
    bindMobile: (payload) => bindMobile(client, payload),
    // A 428 challenge is solved in the background and the send made again.
    sendCode: (payload, onChallenge) =>
      sendCodeSolvingChallenges(client, payload, loadChallengeSolver, onChallenge),
    getClueInfo: async () => (await getClueInfo(client)).data,
    authorizeClue: (payload) => postClueAuthorization(client, payload),
    logout: () => logout(client),
  };
}

/** The geolocation call, on the real client. */
export function regionApiOf(client: ApiClient): RegionApi {
  return { geo: async () => (await getGeo(client)).data };
}
