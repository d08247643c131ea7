/** The console's media library: the request halves of `./media.contract.ts`. No schema here. */
import type { Route } from '../../contracts/route.ts';

/** Request half of `consoleMediaUploadContract`. */
export const consoleMediaUploadRoute = {
  method: 'POST',
  path: '/console/api/media',
} as const satisfies Route;
/** Request half of `consoleMediaListContract`. */
export const consoleMediaListRoute = { method: 'GET', path: '/console/api/media' } as const satisfies Route;
/** Request half of `consoleMediaDetailContract`. */
export const consoleMediaDetailRoute = {
  method: 'GET',
  path: '/console/api/media/{id}',
} as const satisfies Route;
/** Request half of `consoleMediaRetryContract`. */
export const consoleMediaRetryRoute = {
  method: 'POST',
  path: '/console/api/media/{id}/retry',
} as const satisfies Route;
/** Request half of `consoleMediaPosterContract`. */
export const consoleMediaPosterRoute = {
  method: 'POST',
  path: '/console/api/media/{id}/poster',
} as const satisfies Route;
/** Request half of `uploadedFileContract`: a processed variant, public, content-hashed. */
export const uploadedFileRoute = { method: 'GET', path: '/uploads/{file}' } as const satisfies Route;
