import type { ApiClient } from '../api/types.ts';
import type { RegionApi } from '../region/region-store.ts';
import type { SessionApi } from '../session/ports.ts';
/** The session and login calls, on the real client. */
export declare function sessionApiOf(client: ApiClient): SessionApi;
/** The geolocation call, on the real client. */
export declare function regionApiOf(client: ApiClient): RegionApi;
//# sourceMappingURL=session-ports.d.ts.map
