/**
 * `/user-company` — the company centre (docs/spec/company-side.md#centre): a design company's
 * members see their offers, dashboard, profile, works and reviews under one menu. Signed out, the
 * page asks for the site's SMS login and comes back here (keeping `?invite=`); signed in without
 * a company, it says how to join (an invitation SMS, or applying at /designer/recruit). An
 * `?invite=` link is accepted once signed in. The member's own page: noindex, never cached.
 */
import { acceptCompanyInvite, errorMessage, format, companyCentreMessages as m } from '@renovo/core';
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, Outlet, useNavigate } from 'react-router';
import { browserApi } from '../lib/browser.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/user-company';
import { type CentreGate, loadCentreGate } from './user-company.server.ts';
import './user-company.css';

/** No main nav item is active in the centre. */
export const handle: RouteHandle = { navKey: 'user' };

/** The visitor's gate. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadCentreGate(request, context);
}

/** One member's page: never kept by a cache. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

/** Title and description; not for search engines. */
export function meta() {
  return pageMeta(m.title, m.description, [{ name: 'robots', content: 'noindex' }]);
}

/** The centre's menu entries. */
function tabs() {
  return [
    { to: '/user-company', label: m.tabs.dashboard, end: true },
    { to: '/user-company/offers', label: m.tabs.offers, end: false },
    { to: '/user-company/profile', label: m.tabs.profile, end: false },
    { to: '/user-company/works', label: m.tabs.works, end: false },
    { to: '/user-company/reviews', label: m.tabs.reviews, end: false },
    { to: '/user-company/members', label: m.tabs.members, end: false },
  ];
}

/** The login page's address that comes back here with the invitation. */
function loginHref(invite: string | null): string {
  const back = invite ? `/user-company?invite=${encodeURIComponent(invite)}` : '/user-company';
  return `/login?redirect=${encodeURIComponent(back)}`;
}

/** Accepts `?invite=` once signed in: the result line, then the centre without the token. */
function useInvite(gate: CentreGate) {
  const [line, setLine] = useState<{ text: string; error: boolean } | null>(null);
  const navigate = useNavigate();
  const sent = useRef(false);
  useEffect(() => {
    if (!gate.invite || gate.state === 'signin' || sent.current) return;
    sent.current = true;
    setLine({ text: m.accepting, error: false });
    acceptCompanyInvite(browserApi(), gate.invite).then(
      (joined) => {
        setLine({ text: format(m.joined, { name: joined.company.name }), error: false });
        // The navigation (the token leaves the address) loads the centre again as a member; a
        // revalidation beside it was aborted by it (an uncaught "signal is aborted").
        void navigate('/user-company', { replace: true });
      },
      (error: unknown) => setLine({ text: errorMessage(error) ?? m.loadFailed, error: true }),
    );
  }, [gate, navigate]);
  return line;
}

/** The centre's frame: the gate, or the company's header, menu and the chosen screen. */
export default function UserCompany({ loaderData: gate }: Route.ComponentProps) {
  const invite = useInvite(gate);
  const inviteLine = invite ? (
    <p
      className={invite.error ? 'centre__notice centre__notice--error' : 'centre__notice'}
      role={invite.error ? 'alert' : 'status'}
    >
      {invite.text}
    </p>
  ) : null;

  if (gate.state !== 'member')
    return (
      <div className="container centre">
        <h1 className="page-heading">{m.title}</h1>
        {inviteLine}
        {gate.state === 'signin' ? (
          <section className="centre__gate" aria-labelledby="centre-signin">
            <h2 id="centre-signin">{m.signInTitle}</h2>
            <p>{gate.invite ? m.invitedLead : m.signInLead}</p>
            <a className="button" href={loginHref(gate.invite)}>
              {m.signIn}
            </a>
          </section>
        ) : gate.state === 'not-member' ? (
          <section className="centre__gate" aria-labelledby="centre-join">
            <h2 id="centre-join">{gate.message}</h2>
            <p>{m.notMemberLead}</p>
            <ul>
              <li>{m.joinByInvite}</li>
              <li>
                <Link to="/designer/recruit">{m.joinByApplying}</Link>
              </li>
            </ul>
          </section>
        ) : (
          <p className="centre__notice" role="alert">
            {m.loadFailed}
          </p>
        )}
      </div>
    );

  const { profile } = gate;
  return (
    <div className="container centre">
      <header className="centre__header">
        <h1 className="page-heading">{m.title}</h1>
        <p className="centre__company">
          {format(m.roleLine, { company: profile.name, role: m.roles[profile.role] })}
          <span className="centre__badge">{profile.verification_label}</span>
        </p>
      </header>
      {inviteLine}
      <nav className="centre__tabs" aria-label={m.navLabel}>
        <ul>
          {tabs().map((tab) => (
            <li key={tab.to}>
              <NavLink to={tab.to} end={tab.end} className="centre__tab">
                {tab.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="centre__screen">
        <Outlet context={{ profile } satisfies CentreOutlet} />
      </div>
    </div>
  );
}

/** What the centre's screens read from the frame. */
export interface CentreOutlet {
  profile: Extract<CentreGate, { state: 'member' }>['profile'];
}
