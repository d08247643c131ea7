/**
 * Search engines and sharing: the request halves (method and path) of the contracts in
 * `./seo.ts`, all a browser carries of them (ADR 019). No schema here.
 */
import type { Route } from '../contracts/route.ts';

/** Request half of `robotsContract` (./seo.ts). */
export const robotsRoute = { method: 'GET', path: '/robots.txt' } as const satisfies Route;
/** Request half of `sitemapIndexContract` (./seo.ts). */
export const sitemapIndexRoute = { method: 'GET', path: '/sitemap.xml' } as const satisfies Route;
/** Request half of `sitemapContract` (./seo.ts). */
export const sitemapRoute = { method: 'GET', path: '/sitemaps/{file}' } as const satisfies Route;
/** Request half of `shareImageContract` (./seo.ts). */
export const shareImageRoute = { method: 'GET', path: '/media/share/{kind}/{file}' } as const satisfies Route;
