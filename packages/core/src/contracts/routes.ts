/**
 * Every route (the request half of every contract, ADR 019): method and path, no schema. The API
 * client entry re-exports them, so a caller outside core (the host site's server code) calls an
 * endpoint by its route rather than by a path of its own.
 */

export * from '../clues/clues-order.routes.ts';
export * from '../company-side/accounts/accounts.routes.ts';
export * from '../company-side/applications/applications.routes.ts';
export * from '../company-side/centre/centre.routes.ts';
export * from '../company-side/offers.routes.ts';
export * from '../console/landing-pages/landing-pages.routes.ts';
export * from '../console/leads/leads.routes.ts';
export * from '../console/partners/partners.routes.ts';
export * from '../console/staff/staff.routes.ts';
export * from '../content/articles/articles.routes.ts';
export * from '../content/companies/companies.routes.ts';
export * from '../content/ratings/ratings.routes.ts';
export * from '../content/search/search.routes.ts';
export * from '../content/shorts/shorts.routes.ts';
export * from '../content/site/site.routes.ts';
export * from '../content/style-test/style-test.routes.ts';
export * from '../content/survey/survey.routes.ts';
export * from '../content/works/works.routes.ts';
export * from '../events/events.routes.ts';
export * from '../favourites/favourites.routes.ts';
export * from '../popups/popups.routes.ts';
export * from '../privacy/privacy.routes.ts';
export * from '../quote/basic-quote.routes.ts';
export * from '../quote/community-quote.routes.ts';
export * from '../quote/quote-pages.routes.ts';
export * from '../region/region.routes.ts';
export * from '../session/session-login.routes.ts';
export type { Method, PathParams, Route } from './route.ts';
export { pathOf } from './route.ts';
