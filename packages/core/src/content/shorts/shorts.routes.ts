/**
 * Short videos and the decoration guide: the request halves (method and path) of the contracts in `./content-shorts.ts`, all a
 * browser carries of them (ADR 019). No schema here.
 */
import type { Route } from '../../contracts/route.ts';

/** Request half of `shortsListContract` (./content-shorts.ts). */
export const shortsListRoute = { method: 'GET', path: '/v1/shorts/list' } as const satisfies Route;
/** Request half of `playVideoContract` (./content-shorts.ts). */
export const playVideoRoute = {
  method: 'POST',
  path: '/hyperf/short_videos/{id}/play_video',
} as const satisfies Route;
/** Request half of `guideCategoriesContract` (./content-shorts.ts). */
export const guideCategoriesRoute = {
  method: 'GET',
  path: '/hyperf/decoration_guide/categories',
} as const satisfies Route;
/** Request half of `guideShortVideosContract` (./content-shorts.ts). */
export const guideShortVideosRoute = {
  method: 'GET',
  path: '/hyperf/decoration_guide/short_videos',
} as const satisfies Route;
/** Request half of `guideAggregationContract` (./content-shorts.ts). */
export const guideAggregationRoute = {
  method: 'GET',
  path: '/hyperf/decoration_guide/aggregation_list',
} as const satisfies Route;
/** Request half of `shortVideoFileContract` (./content-shorts.ts). */
export const shortVideoFileRoute = { method: 'GET', path: '/media/videos/{file}' } as const satisfies Route;
/** Request half of `shortDetailContract` (./shorts.contract.ts). */
export const shortDetailRoute = { method: 'GET', path: '/v1/shorts/{id}' } as const satisfies Route;
