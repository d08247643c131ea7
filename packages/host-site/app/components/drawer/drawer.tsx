/**
 * The side drawer (docs/spec/popups-and-header.md#screens): a modal dialog 375 px wide with the logo, the
 * visitor block by
 * role, login (hidden on mobile), the company-join link, the nine nav links, the Help section,
 * the 11 sister apps and logout. Escape and the close button close it; focus returns to the
 * menu button.
 */
import { DRAWER_SIZE_PX, drawerMessages, favouriteMessages, logout, siteMessages } from '@renovo/core';
import type { CSSProperties } from 'react';
import { useEffect, useId, useRef } from 'react';
import { Link } from 'react-router';
import { browserApi } from '../../lib/browser.ts';
import type { SiteLink } from '../../lib/host-context.ts';
import { DRAWER_LINKS } from '../../lib/nav.ts';
import { openLoginSheet } from '../../lib/widgets.ts';
import { LogoMark } from '../header/logo.tsx';
import { HelpSection } from './help-section.tsx';
import type { Viewer } from './viewer.ts';
import './drawer.css';

/** Props of {@link Drawer}. */
export interface DrawerProps {
  id: string;
  open: boolean;
  onClose(): void;
  viewer: Viewer | null;
  /** The sister apps the operator configured (none: the section is left out). */
  sisterApps: readonly SiteLink[];
}

async function signOut(): Promise<void> {
  try {
    await logout(browserApi());
  } catch {
    // The token cookie is cleared by the server; a failed call still ends in a reload.
  }
  window.location.reload();
}

/**
 * The signed-in visitor: a member's avatar, the normal-member label and the name; a design
 * company's name only.
 */
function ViewerBlock({ viewer }: { viewer: Viewer }) {
  const design = viewer.role === 'design';
  return (
    <div className="drawer-viewer">
      {design ? null : viewer.avatar ? (
        <img className="drawer-viewer__avatar" src={viewer.avatar} alt="" width={48} height={48} />
      ) : (
        <span className="drawer-viewer__avatar drawer-viewer__avatar--empty" aria-hidden="true">
          {viewer.name.slice(0, 1)}
        </span>
      )}
      <p className="drawer-viewer__name">
        {design ? null : <span className="drawer-viewer__label">{drawerMessages.normalMember}</span>}
        {viewer.name}
      </p>
    </div>
  );
}

/** The drawer. */
export function Drawer({ id, open, onClose, viewer, sisterApps }: DrawerProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (open && !el.open) el.showModal();
    if (!open && el.open) el.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a backdrop click; the keyboard closes the dialog with Escape (native)
    <dialog
      id={id}
      ref={dialog}
      className="drawer"
      style={{ '--renovo-drawer-width': `${DRAWER_SIZE_PX}px` } as CSSProperties}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog itself.
        if (event.target === dialog.current) onClose();
      }}
    >
      <div className="drawer__inner">
        <div className="drawer__head">
          <Link to="/" className="drawer__logo" onClick={onClose}>
            <LogoMark size={28} />
            <span id={titleId}>{siteMessages.name}</span>
          </Link>
          <button type="button" className="drawer__close" aria-label={drawerMessages.close} onClick={onClose}>
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
              <path d="m5 5 10 10M15 5 5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
        </div>

        {viewer ? <ViewerBlock viewer={viewer} /> : null}
        {/* A design company cannot collect: it gets no 我的收藏 link. */}
        {viewer && viewer.role !== 'design' ? (
          <nav aria-label={drawerMessages.memberNav}>
            <ul className="drawer__member">
              <li>
                <Link to="/user/collect" onClick={onClose}>
                  {favouriteMessages.myFavourites}
                </Link>
              </li>
            </ul>
          </nav>
        ) : null}
        <div className="drawer__actions">
          {viewer ? null : (
            <button
              type="button"
              className="button drawer__login"
              onClick={() => {
                onClose();
                void openLoginSheet();
              }}
            >
              {drawerMessages.login}
            </button>
          )}
          <Link to="/designer/recruit" className="button button--ghost" onClick={onClose}>
            {drawerMessages.companyJoin}
          </Link>
        </div>

        <nav aria-label={drawerMessages.nav}>
          <ul className="drawer__nav">
            {DRAWER_LINKS.map((link) => (
              <li key={link.href}>
                <Link to={link.href} onClick={onClose}>
                  {link.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <HelpSection onNavigate={onClose} />

        {sisterApps.length > 0 ? (
          <section className="drawer-apps" aria-labelledby={`${titleId}-apps`}>
            <h2 id={`${titleId}-apps`} className="drawer-apps__heading">
              {drawerMessages.apps}
            </h2>
            <ul className="drawer-apps__list">
              {sisterApps.map((app) => (
                <li key={app.url}>
                  <a href={app.url} target="_blank" rel="noopener noreferrer" className="drawer-apps__link">
                    <span className="drawer-apps__icon" aria-hidden="true">
                      {app.name.slice(0, 1)}
                    </span>
                    {app.name}
                    <span className="visually-hidden">{drawerMessages.opensInNewTab}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        {viewer ? (
          <button type="button" className="drawer__logout" onClick={() => void signOut()}>
            {drawerMessages.logout}
          </button>
        ) : null}
      </div>
    </dialog>
  );
}
