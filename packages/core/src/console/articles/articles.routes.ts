/** The console's articles (docs/spec/console.md#articles): the request halves of `./articles.contract.ts`. No schema here. */
import type { Route } from '../../contracts/route.ts';

/** Request half of `consoleArticlesListContract`. */
export const consoleArticlesListRoute = {
  method: 'GET',
  path: '/console/api/articles',
} as const satisfies Route;
/** Request half of `consoleArticleCreateContract`. */
export const consoleArticleCreateRoute = {
  method: 'POST',
  path: '/console/api/articles',
} as const satisfies Route;
/** Request half of `consoleArticleDetailContract`. */
export const consoleArticleDetailRoute = {
  method: 'GET',
  path: '/console/api/articles/{id}',
} as const satisfies Route;
/** Request half of `consoleArticleUpdateContract`. */
export const consoleArticleUpdateRoute = {
  method: 'PATCH',
  path: '/console/api/articles/{id}',
} as const satisfies Route;
/** Request half of `consoleArticleRevisionsContract`. */
export const consoleArticleRevisionsRoute = {
  method: 'GET',
  path: '/console/api/articles/{id}/revisions',
} as const satisfies Route;
/** Request half of `consoleArticleRestoreContract`. */
export const consoleArticleRestoreRoute = {
  method: 'POST',
  path: '/console/api/articles/{id}/revisions/{revision}/restore',
} as const satisfies Route;
/** Request half of `consoleArticlePreviewContract`. */
export const consoleArticlePreviewRoute = {
  method: 'POST',
  path: '/console/api/articles/{id}/preview',
} as const satisfies Route;
