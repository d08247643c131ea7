/**
 * Clue calls (doc 1 §7, §8): consult, clue info, clue authorisation and the order modal's
 * postInfo / getLastMessage.
 */

import { CONSENT_NOTICE_VERSION } from '../data/constants.ts';
import type {
  ClueAuthorizationPayloadInput,
  ClueCreatedResponse,
  ClueInfoResponse,
  ConsultPayloadInput,
  LastMessageResponse,
  OrderPayloadInput,
} from '../schemas/clues.ts';
import {
  clueAuthorizePath,
  clueConsultPath,
  clueInfoPath,
  clueLastMessagePath,
  clueOrderPath,
} from './paths.ts';
import type { ApiClient, CallOptions } from './types.ts';

/**
 * The lead payload with the version of the consent notice the visitor was shown: the form's own
 * when it names one, else the one this build's forms show.
 */
export function withNoticeVersion<T extends { notice_version?: string }>(payload: T) {
  return { ...payload, notice_version: payload.notice_version ?? CONSENT_NOTICE_VERSION };
}

/** POST /hyperf/clues/consult: a consult request. */
export function postConsult(
  client: ApiClient,
  payload: ConsultPayloadInput,
  options?: CallOptions,
): Promise<ClueCreatedResponse> {
  return client.request(clueConsultPath, { method: 'POST', body: withNoticeVersion(payload), ...options });
}

/** GET /hyperf/clues/user/clue/info: reads data.exists_clue. */
export function getClueInfo(client: ApiClient): Promise<ClueInfoResponse> {
  return client.request(clueInfoPath);
}

/** Clue authorisation: the visitor lets the platform share the phone. */
export function postClueAuthorization(
  client: ApiClient,
  payload: ClueAuthorizationPayloadInput,
  options?: CallOptions,
): Promise<ClueCreatedResponse> {
  return client.request(clueAuthorizePath, { method: 'POST', body: withNoticeVersion(payload), ...options });
}

/** Order modal postInfo; its 422 rule (doc 1 §8) lives in the order modal store. */
export function postOrderInfo(
  client: ApiClient,
  payload: OrderPayloadInput,
  options?: CallOptions,
): Promise<ClueCreatedResponse> {
  return client.request(clueOrderPath, { method: 'POST', body: withNoticeVersion(payload), ...options });
}

/** Order modal getLastMessage: data.exists_clue; the store logs a failure. */
export function getLastMessage(client: ApiClient): Promise<LastMessageResponse> {
  return client.request(clueLastMessagePath);
}
