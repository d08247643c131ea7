import { createOrderModalStore, createWindowLocation, type OrderModalStore, orderApiOf } from '@renovo/core';
import type { Runtime } from '../../internal/runtime.ts';

const stores = new WeakMap<Runtime, OrderModalStore>();

/** The page's order modal store (variants A and B share it, as OPEN_MODAL / OPEN_MODALB expect). */
export function orderStoreOf(runtime: Runtime): OrderModalStore {
  let store = stores.get(runtime);
  if (!store) {
    store = createOrderModalStore({
      api: orderApiOf(runtime.client),
      notifier: runtime.notifier,
      location: createWindowLocation(),
      storage: runtime.storage,
    });
    stores.set(runtime, store);
  }
  return store;
}
