/** The signed-in frame: skip link, navigation (a disclosure menu on a phone) and the screen. */
import { consoleMessages as m } from '@renovo/core/messages';
import { useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { useSession } from './session.tsx';
import { mayOpen } from './types.ts';

const LINKS = [
  ['', m.nav.home],
  ['partners', m.nav.partners],
  ['embed', m.nav.embed],
  ['landing', m.nav.landing],
  ['leads', m.nav.leads],
  ['lead-reports', m.nav.leadReports],
  ['attribution', m.nav.attribution],
  ['reviews', m.nav.reviews],
  ['communities', m.nav.communities],
  ['media', m.nav.media],
  ['articles', m.nav.articles],
  ['companies', m.nav.companies],
  ['works', m.nav.works],
  ['shorts', m.nav.shorts],
  ['site-blocks', m.nav.siteBlocks],
  ['audit', m.nav.audit],
  ['staff', m.nav.staff],
  ['security', m.nav.security],
] as const;

export function Layout() {
  const { staff, signOut } = useSession();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const [seen, setSeen] = useState(location.pathname);
  if (seen !== location.pathname) {
    setSeen(location.pathname);
    setOpen(false);
  }
  return (
    <div className="frame">
      <a className="skip" href="#main">
        {m.skipToContent}
      </a>
      <header className="top">
        <span className="brand">{m.appName}</span>
        <button
          type="button"
          className="menu-button"
          aria-expanded={open}
          aria-controls="console-nav"
          onClick={() => setOpen(!open)}
        >
          {m.nav.menu}
        </button>
        <span className="who">
          {staff.email}（{m.roles[staff.role]}）
        </span>
        <button type="button" className="sign-out" onClick={signOut}>
          {m.nav.signOut}
        </button>
      </header>
      <nav id="console-nav" aria-label={m.nav.label} className={open ? 'nav open' : 'nav'}>
        <ul>
          {LINKS.filter(([path]) =>
            staff.totp_enrolment_required ? path === 'security' : mayOpen(staff.role, path),
          ).map(([path, label]) => (
            <li key={path}>
              <NavLink to={`/${path}`} end={path === ''}>
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
