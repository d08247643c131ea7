/**
 * Ratings: the request halves (method and path) of the contracts in `./content-ratings.ts`, all a
 * browser carries of them (ADR 019). No schema here.
 */
import type * as contracts from './content-ratings.ts';
import type { Route } from './route.ts';

/** Request half of {@link contracts.ratingStepOneContract}. */
export const ratingStepOneRoute = {
  method: 'POST',
  path: '/api/ratings/submit_step_one',
} as const satisfies Route;
/** Request half of {@link contracts.ratingStepTwoLabelContract}. */
export const ratingStepTwoLabelRoute = {
  method: 'GET',
  path: '/api/ratings/step_two_label',
} as const satisfies Route;
/** Request half of {@link contracts.ratingStepTwoContract}. */
export const ratingStepTwoRoute = {
  method: 'POST',
  path: '/api/ratings/submit_step_two',
} as const satisfies Route;
/** Request half of {@link contracts.ratingContract}. */
export const ratingRoute = { method: 'GET', path: '/api/ratings/{id}' } as const satisfies Route;
/** Request half of {@link contracts.ratingConfigContract}. */
export const ratingConfigRoute = { method: 'GET', path: '/api/rating_config' } as const satisfies Route;
/** Request half of {@link contracts.insiteStepOneContract}. */
export const insiteStepOneRoute = {
  method: 'POST',
  path: '/api/rating/insite_step_one',
} as const satisfies Route;
/** Request half of {@link contracts.insiteStepTwoContract}. */
export const insiteStepTwoRoute = {
  method: 'POST',
  path: '/api/rating/insite_step_two',
} as const satisfies Route;
/** Request half of {@link contracts.companyRatingListContract}. */
export const companyRatingListRoute = {
  method: 'GET',
  path: '/hyperf/company_rating/list',
} as const satisfies Route;
/** Request half of {@link contracts.companyRatingConfigsContract}. */
export const companyRatingConfigsRoute = {
  method: 'GET',
  path: '/hyperf/company_rating/configs',
} as const satisfies Route;
