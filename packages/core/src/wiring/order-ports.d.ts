import type { ApiClient } from '../api/types.ts';
import type { OrderApi } from '../order-modal/order-modal-store.ts';
/** The order modal's calls, on the real client. */
export declare function orderApiOf(client: ApiClient): OrderApi;
//# sourceMappingURL=order-ports.d.ts.map
