/**
 * The server-side redirect check run on every navigation (docs/spec/platform.md#routes-and-overlays): a small
 * table of old or
 * short paths. An internal target is followed by the router; an external one is a full page
 * load (React Router turns a redirect to another origin into a document navigation).
 */
import { safeRedirectPath } from '@renovo/core';
import { redirect, redirectDocument } from 'react-router';
import { pageUrl } from './page-url.ts';

/** One redirect rule: an exact path (or a pattern with `$1`… groups) and its target. */
export interface RedirectRule {
  from: string | RegExp;
  to: string;
  /** 301 for moved pages (default), 302 for temporary ones. */
  status?: 301 | 302;
}

/** The redirect table. */
const REDIRECTS: readonly RedirectRule[] = [
  { from: '/index', to: '/' },
  { from: '/index.html', to: '/' },
  { from: '/works/list', to: '/works' },
  { from: '/article/list', to: '/article' },
  { from: '/ranking', to: '/ranking/list' },
  { from: '/designer', to: '/designer/recruit' },
  { from: '/user', to: '/user/collect' },
  { from: '/teaching', to: '/v2/teaching' },
  { from: '/notice', to: '/v2/notice/250' },
  { from: '/quote', to: '/decorationfrom' },
  { from: /^\/company\/(\d+)\.html$/, to: '/company/$1' },
  { from: /^\/article\/(\d+)\.html$/, to: '/article/$1' },
  { from: '/facebook', to: 'https://www.facebook.com/', status: 302 },
];

/** A redirect decision. */
export interface RedirectTarget {
  location: string;
  status: 301 | 302;
  external: boolean;
}

/**
 * The target of a URL, or null when it stays. A trailing slash is dropped (except on /); leading
 * slashes are collapsed first, so `//evil.example/x/` goes to `/evil.example/x` on this site and
 * never to another origin (`//host` in a Location header is a protocol-relative URL).
 */
export function findRedirect(url: URL, table: readonly RedirectRule[] = REDIRECTS): RedirectTarget | null {
  const path = url.pathname;
  for (const rule of table) {
    let to: string | null = null;
    if (typeof rule.from === 'string') {
      if (rule.from === path) to = rule.to;
    } else {
      const match = rule.from.exec(path);
      if (match) to = rule.to.replace(/\$(\d)/g, (_, n: string) => match[Number(n)] ?? '');
    }
    if (to !== null) {
      const external = /^https?:\/\//.test(to);
      return {
        location: external ? to : safeRedirectPath(to + url.search, '/'),
        status: rule.status ?? 301,
        external,
      };
    }
  }
  if (path.length > 1 && path.endsWith('/')) {
    const trimmed = `/${path.replace(/^\/+/, '').replace(/\/+$/, '')}`;
    return { location: safeRedirectPath(trimmed + url.search, '/'), status: 301, external: false };
  }
  return null;
}

/** Throws the redirect of a request's URL, if the table has one. */
export function checkRedirect(request: Request): void {
  const target = findRedirect(pageUrl(request));
  if (!target) return;
  throw target.external
    ? redirectDocument(target.location, target.status)
    : redirect(target.location, target.status);
}
