/**
 * Survey: the request halves (method and path) of the contracts in `./content-survey.ts`, all a
 * browser carries of them (ADR 019). No schema here.
 */
import type { Route } from '../../contracts/route.ts';

/** Request half of `surveyInfoContract` (./content-survey.ts). */
export const surveyInfoRoute = { method: 'GET', path: '/api/survey/info' } as const satisfies Route;
/** Request half of `surveySwitchContract` (./content-survey.ts). */
export const surveySwitchRoute = { method: 'GET', path: '/api/survey/switch' } as const satisfies Route;
/** Request half of `surveyStoreContract` (./content-survey.ts). */
export const surveyStoreRoute = { method: 'POST', path: '/api/survey/store' } as const satisfies Route;
