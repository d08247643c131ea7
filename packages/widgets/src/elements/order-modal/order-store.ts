import {
  type ApiClient,
  createOrderModalStore,
  createWindowLocation,
  type OrderApi,
  type OrderModalStore,
  orderApiOf,
  postOrderInfo,
} from '@renovo/core';
import type { Runtime } from '../../internal/runtime.ts';

/** The postInfo body (core's OrderPayloadInput, named without importing the schemas entry). */
export type OrderBody = Parameters<typeof postOrderInfo>[1];

const stores = new WeakMap<Runtime, OrderModalStore>();
let pendingKey = '';

/**
 * core's order API with an Idempotency-Key on postInfo: `orderApiOf` sends none, so a
 * double-submitted or retried lead could be stored twice. The key is read when the call starts.
 */
export function idempotentOrderApi(client: ApiClient, key: () => string): OrderApi {
  return {
    ...orderApiOf(client),
    postInfo: (body) => postOrderInfo(client, body as OrderBody, { idempotencyKey: key() }),
  };
}

/** The page's order modal store (variants A and B share it, as OPEN_MODAL / OPEN_MODALB expect). */
export function orderStoreOf(runtime: Runtime): OrderModalStore {
  let store = stores.get(runtime);
  if (!store) {
    store = createOrderModalStore({
      api: idempotentOrderApi(runtime.client, () => pendingKey),
      notifier: runtime.notifier,
      location: createWindowLocation(),
      storage: runtime.storage,
    });
    stores.set(runtime, store);
  }
  return store;
}

/** Submits through the store (its 422 rule applies) with `key` as the Idempotency-Key. */
export function submitOrder(store: OrderModalStore, body: OrderBody, key: string): Promise<unknown> {
  pendingKey = key;
  return store.submit(body);
}
