/**
 * The session, login and region adapters of `api-ports.ts`, in a module of their own so a browser
 * bundle that never logs in does not carry them (see api-ports.ts for what the adapters are).
 */

import type { ApiClient } from '../api/types.ts';
import { getClueInfo, postClueAuthorization } from '../clues/clues.client.ts';
import type { RegionApi } from '../region/region-store.ts';
import { loadChallengeSolver, sendCodeSolvingChallenges } from './code-challenge.ts';
import type { SessionApi } from './ports.ts';
import { bindMobile, getGeo, getUserInfo, login, logout } from './session.client.ts';

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
