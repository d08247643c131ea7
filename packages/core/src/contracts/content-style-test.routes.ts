/**
 * Style test: the request halves (method and path) of the contracts in `./content-style-test.ts`, all a
 * browser carries of them (ADR 019). No schema here.
 */
import type * as contracts from './content-style-test.ts';
import type { Route } from './route.ts';

/** Request half of {@link contracts.styleImagesContract}. */
export const styleImagesRoute = {
  method: 'GET',
  path: '/hyperf/style/style_images',
} as const satisfies Route;
/** Request half of {@link contracts.styleSubmitTestContract}. */
export const styleSubmitTestRoute = {
  method: 'POST',
  path: '/hyperf/style/submit_test',
} as const satisfies Route;
/** Request half of {@link contracts.styleTestResultContract}. */
export const styleTestResultRoute = {
  method: 'GET',
  path: '/hyperf/style/test_result',
} as const satisfies Route;
/** Request half of {@link contracts.styleUserClueStatsContract}. */
export const styleUserClueStatsRoute = {
  method: 'GET',
  path: '/hyperf/style/user_clue_stats',
} as const satisfies Route;
