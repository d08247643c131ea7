/** The console's site blocks (docs/spec/console.md#site-blocks): the request halves of `./site-blocks.contract.ts`. No schema here. */
import type { Route } from '../../contracts/route.ts';

/** Request half of `consoleSiteBlocksContract`. */
export const consoleSiteBlocksRoute = {
  method: 'GET',
  path: '/console/api/site-blocks',
} as const satisfies Route;
/** Request half of `consoleSiteBannersSaveContract`. */
export const consoleSiteBannersSaveRoute = {
  method: 'PUT',
  path: '/console/api/site-blocks/banners',
} as const satisfies Route;
/** Request half of `consoleSiteKeywordsSaveContract`. */
export const consoleSiteKeywordsSaveRoute = {
  method: 'PUT',
  path: '/console/api/site-blocks/search_keywords',
} as const satisfies Route;
/** Request half of `consoleSiteContactsSaveContract`. */
export const consoleSiteContactsSaveRoute = {
  method: 'PUT',
  path: '/console/api/site-blocks/contacts',
} as const satisfies Route;
/** Request half of `consoleSiteSisterAppsSaveContract`. */
export const consoleSiteSisterAppsSaveRoute = {
  method: 'PUT',
  path: '/console/api/site-blocks/sister_apps',
} as const satisfies Route;
/** Request half of `consoleSiteNoticeSaveContract`. */
export const consoleSiteNoticeSaveRoute = {
  method: 'PUT',
  path: '/console/api/site-blocks/notice',
} as const satisfies Route;
