/**
 * Style test: the request halves (method and path) of the contracts in `./content-style-test.ts`, all a
 * browser carries of them (ADR 019). No schema here.
 */
import type { Route } from '../../contracts/route.ts';

/** Request half of `styleImagesContract` (./content-style-test.ts). */
export const styleImagesRoute = {
  method: 'GET',
  path: '/hyperf/style/style_images',
} as const satisfies Route;
/** Request half of `styleSubmitTestContract` (./content-style-test.ts). */
export const styleSubmitTestRoute = {
  method: 'POST',
  path: '/hyperf/style/submit_test',
} as const satisfies Route;
/** Request half of `styleTestResultContract` (./content-style-test.ts). */
export const styleTestResultRoute = {
  method: 'GET',
  path: '/hyperf/style/test_result',
} as const satisfies Route;
/** Request half of `styleUserClueStatsContract` (./content-style-test.ts). */
export const styleUserClueStatsRoute = {
  method: 'GET',
  path: '/hyperf/style/user_clue_stats',
} as const satisfies Route;
