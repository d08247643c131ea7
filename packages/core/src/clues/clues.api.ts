/**
 * Clue calls (docs/spec/platform.md#calls, docs/spec/platform.md#errors): consult, clue info, clue
 * authorisation and the order modal's
 * postInfo / getLastMessage.
 */

import type { ApiClient, CallOptions } from '../api/types.ts';
import { CONSENT_NOTICE_VERSION } from '../data/constants.ts';
import type {
  ClueAuthorizationPayloadInput,
  ClueCreatedResponse,
  ClueInfoResponse,
  ConsultPayloadInput,
  LastMessageResponse,
  OrderPayloadInput,
} from './clues.schemas.ts';
import {
  clueAuthorizeRoute,
  clueInfoRoute,
  consultRoute,
  lastMessageRoute,
  orderRoute,
} from './clues-order.routes.ts';

// Every lead names the consent notice the visitor was shown: the form's own `notice_version`, else
// the version this build's forms show (the server accepts only known versions).

/** POST /hyperf/clues/consult: a consult request. */
export function postConsult(
  client: ApiClient,
  payload: ConsultPayloadInput,
  options?: CallOptions,
): Promise<ClueCreatedResponse> {
  return client.request(consultRoute, {
    body: { notice_version: CONSENT_NOTICE_VERSION, ...payload },
    durable: true,
    ...options,
  });
}

/** GET /hyperf/clues/user/clue/info: reads data.exists_clue. */
export function getClueInfo(client: ApiClient): Promise<ClueInfoResponse> {
  return client.request(clueInfoRoute);
}

/** Clue authorisation: the visitor lets the platform share the phone. */
export function postClueAuthorization(
  client: ApiClient,
  payload: ClueAuthorizationPayloadInput,
  options?: CallOptions,
): Promise<ClueCreatedResponse> {
  return client.request(clueAuthorizeRoute, {
    body: { notice_version: CONSENT_NOTICE_VERSION, ...payload },
    durable: true,
    ...options,
  });
}

/** Order modal postInfo; its 422 rule (docs/spec/platform.md#errors) lives in the order modal store. */
export function postOrderInfo(
  client: ApiClient,
  payload: OrderPayloadInput,
  options?: CallOptions,
): Promise<ClueCreatedResponse> {
  return client.request(orderRoute, {
    body: { notice_version: CONSENT_NOTICE_VERSION, ...payload },
    durable: true,
    ...options,
  });
}

/** Order modal getLastMessage: data.exists_clue; the store logs a failure. */
export function getLastMessage(client: ApiClient): Promise<LastMessageResponse> {
  return client.request(lastMessageRoute);
}
