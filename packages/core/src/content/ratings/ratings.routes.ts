/**
 * Ratings: the request halves (method and path) of the contracts in `./content-ratings.ts`, all a
 * browser carries of them (ADR 019). No schema here.
 */
import type { Route } from '../../contracts/route.ts';

/** Request half of `ratingStepOneContract` (./content-ratings.ts). */
export const ratingStepOneRoute = {
  method: 'POST',
  path: '/api/ratings/submit_step_one',
} as const satisfies Route;
/** Request half of `ratingStepTwoLabelContract` (./content-ratings.ts). */
export const ratingStepTwoLabelRoute = {
  method: 'GET',
  path: '/api/ratings/step_two_label',
} as const satisfies Route;
/** Request half of `ratingStepTwoContract` (./content-ratings.ts). */
export const ratingStepTwoRoute = {
  method: 'POST',
  path: '/api/ratings/submit_step_two',
} as const satisfies Route;
/** Request half of `ratingContract` (./content-ratings.ts). */
export const ratingRoute = { method: 'GET', path: '/api/ratings/{id}' } as const satisfies Route;
/** Request half of `ratingConfigContract` (./content-ratings.ts). */
export const ratingConfigRoute = { method: 'GET', path: '/api/rating_config' } as const satisfies Route;
/** Request half of `insiteStepOneContract` (./content-ratings.ts). */
export const insiteStepOneRoute = {
  method: 'POST',
  path: '/api/rating/insite_step_one',
} as const satisfies Route;
/** Request half of `insiteStepTwoContract` (./content-ratings.ts). */
export const insiteStepTwoRoute = {
  method: 'POST',
  path: '/api/rating/insite_step_two',
} as const satisfies Route;
/** Request half of `companyRatingListContract` (./content-ratings.ts). */
export const companyRatingListRoute = {
  method: 'GET',
  path: '/hyperf/company_rating/list',
} as const satisfies Route;
/** Request half of `companyRatingConfigsContract` (./content-ratings.ts). */
export const companyRatingConfigsRoute = {
  method: 'GET',
  path: '/hyperf/company_rating/configs',
} as const satisfies Route;
