/**
 * Every path no other route matches: a 404 "Page Not Found: {path}" (doc 1 §2), shown by the
 * root's error page with the address bar kept on the requested path.
 */
import { errorPageMessages } from '@renovo/core';
import { notFoundError } from '../lib/route-validation.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/$';

/** Always the 404 of the requested path. */
export function loader({ request }: Route.LoaderArgs): never {
  throw notFoundError(request);
}

/** The 404's title. */
export function meta() {
  return pageMeta(errorPageMessages.notFoundDefault);
}

/** Never rendered: the loader always throws to the root's error page. */
export default function NotFound() {
  return null;
}
