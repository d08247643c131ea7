/**
 * Quote preview, result, banner and recent records: the request halves (method and path) of the
 * contracts in `./quote-pages.ts`, all a browser carries of them (ADR 019). No schema here.
 */
import type { Route } from '../contracts/route.ts';

/** The preview's path, GET without a size and POST with one (a const, so each route drops alone). */
const PREVIEW = '/hyperf/valuation/v3/preview';
/** Request half of `previewContract` (./quote-pages.ts) (no size: the default size). */
export const previewRoute = { method: 'GET', path: PREVIEW } as const satisfies Route;
/** Request half of `previewForSizeContract` (./quote-pages.ts). */
export const previewForSizeRoute = { method: 'POST', path: PREVIEW } as const satisfies Route;
/** Request half of `recentRecordsContract` (./quote-pages.ts). */
export const recentRecordsRoute = {
  method: 'GET',
  path: '/hyperf/valuation/v3/recent_records',
} as const satisfies Route;
/** Request half of `popupBannerContract` (./quote-pages.ts). */
export const popupBannerRoute = {
  method: 'GET',
  path: '/hyperf/valuation/v3/banner',
} as const satisfies Route;
/** Request half of `bannerPcContract` (./quote-pages.ts). */
export const bannerPcRoute = {
  method: 'GET',
  path: '/images/valuation/banner-pc.svg',
} as const satisfies Route;
/** Request half of `bannerMobileContract` (./quote-pages.ts). */
export const bannerMobileRoute = {
  method: 'GET',
  path: '/images/valuation/banner-mobile.svg',
} as const satisfies Route;
/** Request half of `quoteResultContract` (./quote-pages.ts). */
export const quoteResultRoute = {
  method: 'GET',
  path: '/hyperf/valuation/v3/result',
} as const satisfies Route;
