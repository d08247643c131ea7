/**
 * What every page's head says about its address: the canonical link and `og:url` on
 * the site's public origin (the root loader's `origin`: SITE_ORIGIN, else the request's, https
 * behind a trusted TLS proxy), without the query unless the route's handle names parameters
 * that select what it shows; and the page's `BreadcrumbList` (home, its section, its own crumb).
 * Error pages have neither.
 */
import { navMessages } from '@renovo/core';
import { useLocation, useMatches, useRouteError, useRouteLoaderData } from 'react-router';
import { NAV_ITEMS, navKeyOf } from '../../lib/nav.ts';
import { handleValue, type RouteHandle } from '../../lib/route-handle.ts';
import { breadcrumbLd, type Crumb, ldScript } from '../../lib/structured-data.ts';
import type { RootData } from './root-data.ts';

/** The canonical path and query of a location under the route's handle. */
export function canonicalPathOf(
  pathname: string,
  search: string,
  handle: Pick<RouteHandle, 'canonicalPath' | 'canonicalQuery'>,
): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of handle.canonicalQuery ?? []) {
    const value = params.get(name);
    if (value) kept.set(name, value);
  }
  const query = kept.toString();
  return `${handle.canonicalPath ?? pathname}${query ? `?${query}` : ''}`;
}

/** The canonical link, og:url and BreadcrumbList of the current page. */
export function SeoHead() {
  const root = useRouteLoaderData('root') as RootData | undefined;
  const error = useRouteError();
  const location = useLocation();
  const matches = useMatches();
  if (error || !root?.origin) return null;
  const path = canonicalPathOf(location.pathname, location.search, {
    canonicalPath: handleValue(matches, 'canonicalPath'),
    canonicalQuery: handleValue(matches, 'canonicalQuery'),
  });
  const url = `${root.origin}${path}`;
  const crumbs: Crumb[] = [{ name: navMessages.home, path: '/' }];
  const section = NAV_ITEMS.find(
    (item) => item.key === (handleValue(matches, 'navKey') ?? navKeyOf(location.pathname)),
  );
  if (section?.path && section.path !== '/') crumbs.push({ name: section.name, path: section.path });
  const leaf = matches.at(-1);
  const own = (leaf?.handle as RouteHandle | undefined)?.crumb?.(leaf?.loaderData);
  if (own && path !== crumbs.at(-1)?.path) crumbs.push({ name: own, path });
  return (
    <>
      <link rel="canonical" href={url} />
      <meta property="og:url" content={url} />
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: ldScript escapes <, >, & and line separators
        dangerouslySetInnerHTML={{ __html: ldScript(breadcrumbLd(root.origin, crumbs)) }}
      />
    </>
  );
}
