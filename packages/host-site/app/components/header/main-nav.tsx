/**
 * The scrollable main nav (docs/spec/popups-and-header.md#screens): items with a path are links, the others
 * plain text; the
 * article item opens the mega-menu and the more item its sub-menu on hover or focus (toggle
 * buttons with aria-expanded for keyboard and touch; Escape closes and returns focus).
 */
import { siteMessages } from '@renovo/core';
import { type FocusEvent, type KeyboardEvent, useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import type { ArticleCategory } from '../../lib/article-categories.ts';
import { type MenuKey, MORE_LINKS, NAV_ITEMS, type NavItem } from '../../lib/nav.ts';
import { PreloadLink } from '../ui/route-preload.tsx';
import { MegaMenu } from './mega-menu.tsx';
import { trackHeaderClick } from './track.ts';
import { useMenuState } from './use-menu-state.ts';

/** Props of {@link MainNav}. */
export interface MainNavProps {
  /** The active item's key. */
  activeKey: string;
  categories: readonly ArticleCategory[];
}

function menuOf(item: NavItem): MenuKey | null {
  return item.key === 'article' || item.key === 'more' ? item.key : null;
}

function ItemLabel({ item }: { item: NavItem }) {
  return (
    <>
      {item.name}
      {item.newTag ? <span className="nav-tag nav-tag--new">{siteMessages.newTag}</span> : null}
      {item.tagSub ? <span className="nav-tag">{item.tagSub}</span> : null}
    </>
  );
}

function Chevron() {
  return (
    <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
      <path d="m3 4.5 3 3 3-3" fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

/** The main nav with its two menus. */
export function MainNav({ activeKey, categories }: MainNavProps) {
  const menu = useMenuState();
  const id = useId();
  const toggles = useRef<Partial<Record<MenuKey, HTMLButtonElement | null>>>({});
  // Set when a menu is opened from the keyboard: focus then moves to the panel's first link.
  const focusPanel = useRef(false);
  const panelId = (key: MenuKey) => `${id}-${key}`;
  useEffect(() => {
    if (!menu.open || !focusPanel.current) return;
    focusPanel.current = false;
    document.getElementById(panelId(menu.open))?.querySelector<HTMLElement>('a[href]')?.focus();
  });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menu.open) return;
    const key = menu.open;
    menu.hide();
    toggles.current[key]?.focus();
  };
  // Focus leaving an item and its panel closes the menu.
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const next = event.relatedTarget as Node | null;
    if (!next || !event.currentTarget.contains(next)) menu.hideSoon();
  };

  return (
    <nav className="main-nav" aria-label={siteMessages.mainNav} onKeyDown={onKeyDown}>
      <ul className="main-nav__list">
        {NAV_ITEMS.map((item) => {
          const key = menuOf(item);
          const active = item.key === activeKey;
          const hover = key
            ? { onMouseEnter: () => menu.show(key), onMouseLeave: () => menu.hideSoon(), onBlur }
            : {};
          return (
            <li key={item.key} className={`main-nav__item${active ? ' is-active' : ''}`} {...hover}>
              {item.path ? (
                <PreloadLink
                  to={item.path}
                  className="main-nav__link"
                  aria-current={active ? 'page' : undefined}
                  onClick={() => {
                    trackHeaderClick(item.name);
                    menu.hide();
                  }}
                >
                  <ItemLabel item={item} />
                </PreloadLink>
              ) : null}
              {key ? (
                <button
                  type="button"
                  ref={(el) => {
                    toggles.current[key] = el;
                  }}
                  className={item.path ? 'main-nav__toggle' : 'main-nav__link main-nav__button'}
                  aria-expanded={menu.open === key}
                  aria-controls={panelId(key)}
                  aria-label={item.path ? `${item.name}${siteMessages.more}` : undefined}
                  onClick={(event) => {
                    if (!item.path) trackHeaderClick(item.name);
                    // detail 0: activated by the keyboard, not a pointer.
                    focusPanel.current = event.detail === 0 && menu.open !== key;
                    menu.toggle(key);
                  }}
                >
                  {item.path ? null : <ItemLabel item={item} />}
                  <Chevron />
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
      {/* Panels sit outside the scrolling list so it cannot clip them. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hover only keeps the menu open; keyboard users have the toggle and focus */}
      <div
        id={panelId('article')}
        className="main-nav__panel main-nav__panel--wide"
        hidden={menu.open !== 'article'}
        onMouseEnter={() => menu.show('article')}
        onMouseLeave={() => menu.hideSoon()}
        onFocus={() => menu.show('article')}
        onBlur={onBlur}
      >
        <MegaMenu categories={categories} onNavigate={menu.hide} />
      </div>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hover only keeps the menu open; keyboard users have the toggle and focus */}
      <div
        id={panelId('more')}
        className="main-nav__panel main-nav__panel--more"
        hidden={menu.open !== 'more'}
        onMouseEnter={() => menu.show('more')}
        onMouseLeave={() => menu.hideSoon()}
        onFocus={() => menu.show('more')}
        onBlur={onBlur}
      >
        <ul className="sub-menu">
          {MORE_LINKS.map((link) => (
            <li key={link.href}>
              <Link
                to={link.href}
                target={link.target}
                rel={link.target ? 'noopener' : undefined}
                onClick={() => {
                  trackHeaderClick(link.name);
                  menu.hide();
                }}
              >
                {link.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
