/**
 * The order modal's port on the real client (the clues calls it makes). The stores stay testable
 * with in-memory ports; this adapter only connects them to the client and unwraps envelopes — the
 * rules live in the store. A module of its own, so a bundle without the order modal does not
 * carry it.
 */

import type { ApiClient } from '../api/types.ts';
import { getLastMessage, postOrderInfo } from '../clues/clues.api.ts';
import type { OrderApi } from './order-modal-store.ts';

/** The order modal's calls, on the real client. */
export function orderApiOf(client: ApiClient): OrderApi {
  return {
    postInfo: (body, options) => postOrderInfo(client, body, options),
    getLastMessage: () => getLastMessage(client),
  };
}
