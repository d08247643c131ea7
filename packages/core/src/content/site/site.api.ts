/**
 * Search keywords, footer, SEO, IM, banners and popboxes (docs/spec/platform.md#calls,
 * docs/spec/quotes.md#calls).
 */

import type { ApiClient, CallOptions, JsonObject, QueryParams } from '../../api/types.ts';
import type { Envelope } from '../../schemas/common.ts';
import { searchKeywordsRoute } from '../search/search.routes.ts';
import {
  decorationRobotInitRoute,
  footerConfigRoute,
  imRegisterRoute,
  imWelcomeRoute,
  newBannersRoute,
  popboxsCustomizeRoute,
  seoInfoRoute,
} from './site.routes.ts';

type Answer = Promise<Envelope<unknown>>;

/** Suggested search keywords: a data array of strings. */
export function getSearchKeywords(client: ApiClient): Promise<Envelope<string[]>> {
  return client.request(searchKeywordsRoute);
}

/** GET /api/footer_config (hot companies). */
export const getFooterConfig = (client: ApiClient, query?: QueryParams): Answer =>
  client.request(footerConfigRoute, { query });
/** POST /hyperf/seo_info. */
export const postSeoInfo = (client: ApiClient, body: JsonObject): Answer =>
  client.request(seoInfoRoute, { body });
/** POST /api/decoration_robot/init. */
export const initDecorationRobot = (client: ApiClient, body: JsonObject, options?: CallOptions): Answer =>
  client.request(decorationRobotInitRoute, { body, ...options });
/** GET /api/im/welcome/v2. */
export const getImWelcome = (client: ApiClient, query?: QueryParams): Answer =>
  client.request(imWelcomeRoute, { query });
/** POST /hyperf/im/register. */
export const registerIm = (client: ApiClient, body: JsonObject, options?: CallOptions): Answer =>
  client.request(imRegisterRoute, { body, ...options });
/** GET /v1/new_banners. */
export const getNewBanners = (client: ApiClient, query?: QueryParams): Answer =>
  client.request(newBannersRoute, { query });
/** GET /api/popboxs/customize. */
export const getPopboxsCustomize = (client: ApiClient, query?: QueryParams): Answer =>
  client.request(popboxsCustomizeRoute, { query });
