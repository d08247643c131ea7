/**
 * Every path no other route matches: a 404 "Page not found" (docs/spec/platform.md#routes-and-overlays: an
 * unmatched route; a
 * route whose rule refuses the URL says "Page Not Found: {path}"), shown by the root's error page
 * with the address bar kept on the requested path.
 */
import { errorPageMessages } from '@renovo/core';
import { pageError } from '../lib/page-error.ts';
import { pageMeta } from '../lib/seo.ts';

/** Always the 404 of an unmatched route. */
export function loader(): never {
  throw pageError(404, errorPageMessages.routeNotFound);
}

/** The 404's title. */
export function meta() {
  return pageMeta(errorPageMessages.notFoundDefault);
}

/** Never rendered: the loader always throws to the root's error page. */
export default function NotFound() {
  return null;
}
