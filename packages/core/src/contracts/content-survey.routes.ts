/**
 * Survey: the request halves (method and path) of the contracts in `./content-survey.ts`, all a
 * browser carries of them (ADR 019). No schema here.
 */
import type * as contracts from './content-survey.ts';
import type { Route } from './route.ts';

/** Request half of {@link contracts.surveyInfoContract}. */
export const surveyInfoRoute = { method: 'GET', path: '/api/survey/info' } as const satisfies Route;
/** Request half of {@link contracts.surveySwitchContract}. */
export const surveySwitchRoute = { method: 'GET', path: '/api/survey/switch' } as const satisfies Route;
/** Request half of {@link contracts.surveyStoreContract}. */
export const surveyStoreRoute = { method: 'POST', path: '/api/survey/store' } as const satisfies Route;
