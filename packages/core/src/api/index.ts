/**
 * The API client of Renovo: one client on the platform's fetch and a typed function for every
 * call of the spec.
 * The client core (client, errors, headers, types) lives here; each flow's calls live in
 * its flow folder (`<flow>/<flow>.api.ts`) and are re-exported here. The ports built on them
 * (`…PortsOf`, `…ApiOf`) are exported by the package root only.
 * @example
 * import { createApiClient, getUserInfo } from '@renovo/core'; // via src/index.ts
 * const client = createApiClient({ baseURL, clientType: 'web', getToken: () => token });
 * const { data } = await getUserInfo(client);
 */

export * from '../clues/clues.api.ts';
export * from '../company-side/accounts/accounts.api.ts';
export * from '../company-side/centre/centre.api.ts';
export * from '../company-side/owner-control/owner-control.api.ts';
export * from '../content/content.api.ts';
export * from '../content/ratings/ratings.api.ts';
export * from '../content/site/site.api.ts';
export * from '../content/style-test/style-test.api.ts';
export * from '../contracts/routes.ts';
export {
  addCollect,
  getArticleStatistic,
  type ImageSaveBody,
  postFavor,
  postShare,
  postVisit,
  removeCollect,
  type SavedImage,
  saveImage,
} from '../favourites/favourites.api.ts';
export { getConfigs, postPopups } from '../popups/popups.api.ts';
export * from '../privacy/privacy.api.ts';
export { getCommunityLayouts, getPreview, searchCommunities } from '../quote/community.api.ts';
export {
  getEvaluationResult,
  getPopupBanner,
  getRecentRecords,
  postEvaluationForm,
} from '../quote/quote.api.ts';
export * from '../session/session.api.ts';
export * from './client.ts';
export * from './console-logger.ts';
export * from './errors.ts';
export * from './headers.ts';
export * from './pending.ts';
export type * from './types.ts';
