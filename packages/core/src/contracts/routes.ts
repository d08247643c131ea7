/**
 * Every route (the request half of every contract, ADR 019): method and path, no schema. The API
 * client entry re-exports them, so a caller outside core (the host site's server code) calls an
 * endpoint by its route rather than by a path of its own.
 */
export * from './basic-quote.routes.ts';
export * from './clues-order.routes.ts';
export * from './community-quote.routes.ts';
export * from './console-landing-pages.routes.ts';
export * from './console-leads.routes.ts';
export * from './console-partners.routes.ts';
export * from './console-staff.routes.ts';
export * from './content-articles.routes.ts';
export * from './content-companies.routes.ts';
export * from './content-ratings.routes.ts';
export * from './content-search.routes.ts';
export * from './content-shorts.routes.ts';
export * from './content-site.routes.ts';
export * from './content-style-test.routes.ts';
export * from './content-survey.routes.ts';
export * from './content-works.routes.ts';
export * from './events.routes.ts';
export * from './favourites.routes.ts';
export * from './popups.routes.ts';
export * from './privacy.routes.ts';
export * from './quote-pages.routes.ts';
export * from './region.routes.ts';
export type { Method, PathParams, Route } from './route.ts';
export { pathOf } from './route.ts';
export * from './session-login.routes.ts';
