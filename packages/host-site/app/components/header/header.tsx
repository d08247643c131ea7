/**
 * The site header (docs/spec/popups-and-header.md#screens): the drawer button, the logo and tagline, the
 * scrollable main nav
 * with its menus, the rotating search box and the region selector.
 */
import { siteMessages } from '@renovo/core';
import type { ArticleCategory } from '../../lib/article-categories.ts';
import { RegionSelector, type RegionView } from '../region-selector/region-selector.tsx';
import { Logo } from './logo.tsx';
import { MainNav } from './main-nav.tsx';
import { SearchBox } from './search-box.tsx';
import './header.css';

/** Props of {@link Header}. */
export interface HeaderProps {
  /** The active nav key (a route's handle, the error data's pageType, or the path). */
  activeKey: string;
  keywords: readonly string[];
  categories: readonly ArticleCategory[];
  region: RegionView;
  /** The drawer dialog's id and state, for the menu button. */
  drawerId: string;
  drawerOpen: boolean;
  onOpenDrawer(): void;
}

/** The header. */
export function Header(props: HeaderProps) {
  return (
    <header className="site-header">
      <div className="site-header__bar container">
        <button
          type="button"
          className="site-header__menu"
          aria-label={siteMessages.openMenu}
          aria-haspopup="dialog"
          aria-expanded={props.drawerOpen}
          aria-controls={props.drawerId}
          onClick={props.onOpenDrawer}
        >
          <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M4 6h16M4 12h16M4 18h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
        <Logo />
        <div className="site-header__search">
          <SearchBox keywords={props.keywords} />
        </div>
        <RegionSelector initial={props.region} />
      </div>
      <div className="site-header__nav container">
        <MainNav activeKey={props.activeKey} categories={props.categories} />
      </div>
    </header>
  );
}
