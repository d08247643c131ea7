/**
 * The page URL of a request. Loaders and middleware also run for React Router's data requests
 * (client navigations), whose URL is the page's with `.data` appended and a `_routes` query;
 * this gives the page's own URL for both, as React Router's server does internally.
 */

/** The page's URL: `/x.data` → `/x`, `/x/_.data` → `/x/`, without the `_routes` parameter. */
export function pageUrl(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/_.data')) url.pathname = url.pathname.replace(/_\.data$/, '');
  else if (url.pathname.endsWith('.data')) url.pathname = url.pathname.replace(/\.data$/, '') || '/';
  url.searchParams.delete('_routes');
  return url;
}
