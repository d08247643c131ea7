/**
 * The order-modal adapter of `api-ports.ts`, in a module of its own so a browser bundle without
 * the order modal does not carry it (see api-ports.ts for what the adapters are).
 */

import type { ApiClient } from '../api/types.ts';
import { getLastMessage, postOrderInfo } from '../clues/clues.client.ts';
import type { OrderApi } from './order-modal-store.ts';

/** The order modal's calls, on the real client. */
export function orderApiOf(client: ApiClient): OrderApi {
  return {
    postInfo: (body, options) => postOrderInfo(client, body, options),
    getLastMessage: () => getLastMessage(client),
  };
}
