import type { ApiClient } from '../api/types.ts';
import type { ArticleApi } from '../article/statistics.ts';
import type { FavouritesApi } from '../favourites/ports.ts';
import type { PopupsApi } from '../popups/popup-manager.ts';

export { quotePortsOf } from './community-ports.ts';
export { orderApiOf } from './order-ports.ts';
export { basicQuotePortsOf } from './quote-ports.ts';
export { regionApiOf, sessionApiOf } from './session-ports.ts';
/** Favourite add/remove, on the real client. */
export declare function favouritesApiOf(client: ApiClient): FavouritesApi;
/** The popup request, on the real client. */
export declare function popupsApiOf(client: ApiClient): PopupsApi;
/** Article statistics and shares, on the real client. */
export declare function articleApiOf(client: ApiClient): ArticleApi;
//# sourceMappingURL=api-ports.d.ts.map
