/**
 * Landing pages of the staff console (docs/spec/console.md#landing-pages): the request halves of the
 * contracts in
 * `./console-landing-pages.ts`. No schema here (ADR 019).
 */
import type { Route } from '../../contracts/route.ts';

/** Every landing page (drafts too). Staff: admin, marketing. */
export const consoleLandingPagesRoute = {
  method: 'GET',
  path: '/console/api/landing-pages',
} as const satisfies Route;
/** Creates a draft. */
export const consoleLandingPageCreateRoute = {
  method: 'POST',
  path: '/console/api/landing-pages',
} as const satisfies Route;
/** One landing page. */
export const consoleLandingPageRoute = {
  method: 'GET',
  path: '/console/api/landing-pages/{id}',
} as const satisfies Route;
/** Changes a landing page (content, status draft/published, end date). */
export const consoleLandingPageUpdateRoute = {
  method: 'PATCH',
  path: '/console/api/landing-pages/{id}',
} as const satisfies Route;
/** The public page's content, published pages only (the host site's /land/{slug}). */
export const landingPagePublicRoute = {
  method: 'GET',
  path: '/v1/landing-pages/{slug}',
} as const satisfies Route;
