/**
 * What a route module may say about itself through `export const handle`: the header's active
 * nav key and how much of the site's chrome it wants.
 *
 * @example export const handle: RouteHandle = { navKey: 'works' };
 * @example export const handle: RouteHandle = { chrome: 'none' }; // /shorts/embed
 */
import type { UIMatch } from 'react-router';

/** A route's handle. */
export interface RouteHandle {
  /** The header's active nav key (default: from the path). */
  navKey?: string;
  /** `full` (header, drawer, footer; default) or `none` (embeddable pages). */
  chrome?: 'full' | 'none';
  /** The canonical page's path when it is another page's (default: this path). */
  canonicalPath?: string;
  /** Query parameters that name what the page shows, kept in its canonical URL (default: none). */
  canonicalQuery?: readonly string[];
  /** The page's own crumb after its section's in the BreadcrumbList, from its loader data. */
  crumb?: (data: unknown) => string | null | undefined;
}

/** The deepest handle value of `key` among the matches. */
export function handleValue<K extends keyof RouteHandle>(
  matches: readonly UIMatch<unknown, unknown>[],
  key: K,
): RouteHandle[K] | undefined {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.[key] !== undefined) return handle[key];
  }
  return undefined;
}
