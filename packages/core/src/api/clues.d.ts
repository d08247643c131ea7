/**
 * Clue calls (doc 1 §7, §8): consult, clue info, clue authorisation and the order modal's
 * postInfo / getLastMessage.
 */
import type {
  ClueAuthorizationPayloadInput,
  ClueCreatedResponse,
  ClueInfoResponse,
  ConsultPayloadInput,
  LastMessageResponse,
  OrderPayloadInput,
} from '../schemas/clues.ts';
import type { ApiClient, CallOptions } from './types.ts';
/** POST /hyperf/clues/consult: a consult request. */
export declare function postConsult(
  client: ApiClient,
  payload: ConsultPayloadInput,
  options?: CallOptions,
): Promise<ClueCreatedResponse>;
/** GET /hyperf/clues/user/clue/info: reads data.exists_clue. */
export declare function getClueInfo(client: ApiClient): Promise<ClueInfoResponse>;
/** Clue authorisation: the visitor lets the platform share the phone. */
export declare function postClueAuthorization(
  client: ApiClient,
  payload: ClueAuthorizationPayloadInput,
  options?: CallOptions,
): Promise<ClueCreatedResponse>;
/** Order modal postInfo; its 422 rule (doc 1 §8) lives in the order modal store. */
export declare function postOrderInfo(
  client: ApiClient,
  payload: OrderPayloadInput,
  options?: CallOptions,
): Promise<ClueCreatedResponse>;
/** Order modal getLastMessage: data.exists_clue; the store logs a failure. */
export declare function getLastMessage(client: ApiClient): Promise<LastMessageResponse>;
//# sourceMappingURL=clues.d.ts.map
