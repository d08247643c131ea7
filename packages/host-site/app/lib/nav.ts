/**
 * The header's navigation (docs/spec/popups-and-header.md#screens): the main items (key, name, optional path,
 * newTag, tagSub),
 * the "more" sub-menu, the drawer's nine links, and the tracked links' query parameters.
 */
import { navMessages, siteMessages } from '@renovo/core';

/** A main nav item: with a path it is a link, otherwise plain text (it opens a menu). */
export interface NavItem {
  key: string;
  name: string;
  path?: string;
  /** Shows the NEW tag. */
  newTag?: boolean;
  /** A small tag after the name. */
  tagSub?: string;
}

/** A sub-menu link. */
export interface SubMenuLink {
  name: string;
  href: string;
  target?: '_blank';
}

/** The keys whose item opens a menu on hover or focus. */
export type MenuKey = 'article' | 'more';

/** The main nav, in order. */
/** The quote form page: where every quote entry leads without the widgets (or their code). */
export const QUOTE_PAGE = '/decorationfrom';

export const NAV_ITEMS: readonly NavItem[] = [
  { key: 'home', name: navMessages.home, path: '/' },
  { key: 'company', name: navMessages.company, path: '/company' },
  { key: 'works', name: navMessages.works, path: '/works' },
  { key: 'good', name: navMessages.good, path: '/works/good', newTag: true },
  { key: 'article', name: navMessages.article, path: '/article' },
  { key: 'shorts', name: navMessages.shorts, path: '/shorts/list' },
  { key: 'recommendation', name: navMessages.recommendation, path: '/recommendation' },
  { key: 'ranking', name: navMessages.ranking, path: '/ranking/list' },
  { key: 'quote', name: navMessages.quote, path: QUOTE_PAGE, tagSub: navMessages.quoteTag },
  { key: 'more', name: siteMessages.more },
];

/** The "more" sub-menu. */
export const MORE_LINKS: readonly SubMenuLink[] = [
  { name: navMessages.theme, href: '/theme' },
  { name: navMessages.video, href: '/video' },
  { name: navMessages.openBox, href: '/open-box-article' },
  { name: navMessages.toto, href: '/land/toto' },
  { name: navMessages.reputation, href: '/reputation-ranking' },
  { name: navMessages.recruit, href: '/designer/recruit' },
];

/** The nine links of the side drawer. */
export const DRAWER_LINKS: readonly SubMenuLink[] = [
  { name: navMessages.home, href: '/' },
  { name: navMessages.company, href: '/company' },
  { name: navMessages.works, href: '/works' },
  { name: navMessages.good, href: '/works/good' },
  { name: navMessages.article, href: '/article' },
  { name: navMessages.recommendation, href: '/recommendation' },
  { name: navMessages.ranking, href: '/ranking/list' },
  { name: navMessages.theme, href: '/theme' },
  { name: navMessages.video, href: '/video' },
];

/** The analytics section of every header click (label `header_nav_{name or keyword}`). */
export const HEADER_NAV_SECTION = 'header_nav';

/** Campaign parameters the header adds to its article and search links. */
export const HEADER_TRACKING = { itm_source: 'header', itm_medium: 'nav' } as const;

/** An article category link: `/article?label={n}&sub_label={n}` plus the itm parameters. */
export function articleCategoryHref(label: number | string, subLabel?: number | string): string {
  const query = new URLSearchParams({ label: String(label) });
  if (subLabel !== undefined) query.set('sub_label', String(subLabel));
  for (const [name, value] of Object.entries(HEADER_TRACKING)) query.set(name, value);
  return `/article?${query}`;
}

/** The search page of a keyword: `/search?keyword=…` plus optional tracking parameters. */
export function searchHref(keyword: string, tracking: Record<string, string> = {}): string {
  const query = new URLSearchParams({ keyword });
  for (const [name, value] of Object.entries(tracking)) query.set(name, value);
  return `/search?${query}`;
}

/** The nav key of a path, for the header's active item (longest matching path wins). */
export function navKeyOf(pathname: string): string {
  let best: NavItem | undefined;
  for (const item of NAV_ITEMS) {
    if (!item.path) continue;
    const hit =
      item.path === '/' ? pathname === '/' : pathname === item.path || pathname.startsWith(`${item.path}/`);
    if (hit && (!best || (best.path?.length ?? 0) < item.path.length)) best = item;
  }
  if (best) return best.key;
  return MORE_LINKS.some((link) => pathname.startsWith(link.href)) ? 'more' : '';
}
