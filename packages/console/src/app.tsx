/**
 * The console: reads the session (GET /console/api/session); signed out it shows the sign-in
 * screen, signed in the frame with the screens the role may open — only the security screen
 * while a role that must use TOTP has not set it up. Client-side routes under
 * /console (the server answers index.html for each).
 */
import { consoleMessages as m } from '@renovo/core/messages';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { call } from './api/call.ts';
import { sessionRoute, signOutRoute } from './api/routes.ts';
import { Layout } from './layout.tsx';
import { Articles } from './screens/articles.tsx';
import { Attribution } from './screens/attribution.tsx';
import { Audit } from './screens/audit.tsx';
import { CommunityImport } from './screens/communities.tsx';
import { Companies } from './screens/companies.tsx';
import { Embed } from './screens/embed.tsx';
import { Home } from './screens/home.tsx';
import { Landing } from './screens/landing.tsx';
import { LeadReports } from './screens/lead-reports.tsx';
import { Leads } from './screens/leads.tsx';
import { MediaLibrary } from './screens/media.tsx';
import { Partners } from './screens/partners.tsx';
import { Reviews } from './screens/reviews.tsx';
import { Security } from './screens/security.tsx';
import { Shorts } from './screens/shorts.tsx';
import { SignIn } from './screens/sign-in.tsx';
import { SiteBlocks } from './screens/site-blocks.tsx';
import { StaffAccounts } from './screens/staff.tsx';
import { Works } from './screens/works.tsx';
import { SessionContext } from './session.tsx';
import { ToastProvider } from './toast.tsx';
import type { Session, Staff } from './types.ts';

/** The article editor brings the rich-text editor (Tiptap): loaded when it is opened. */
const ArticleEditor = lazy(() =>
  import('./screens/article-editor.tsx').then((module) => ({ default: module.ArticleEditor })),
);

/** Until a role that must use TOTP has set it up, only the security screen opens. */
function enrolmentRouter() {
  return createBrowserRouter(
    [
      {
        path: '/',
        element: <Layout />,
        children: [
          { path: 'security', element: <Security /> },
          { path: '*', element: <Navigate to="/security" replace /> },
          { index: true, element: <Navigate to="/security" replace /> },
        ],
      },
    ],
    { basename: '/console' },
  );
}

function routerFor() {
  return createBrowserRouter(
    [
      {
        path: '/',
        element: <Layout />,
        children: [
          { index: true, element: <Home /> },
          { path: 'partners', element: <Partners /> },
          { path: 'embed', element: <Embed /> },
          { path: 'landing', element: <Landing /> },
          { path: 'leads', element: <Leads /> },
          { path: 'lead-reports', element: <LeadReports /> },
          { path: 'attribution', element: <Attribution /> },
          { path: 'reviews', element: <Reviews /> },
          { path: 'communities', element: <CommunityImport /> },
          { path: 'media', element: <MediaLibrary /> },
          { path: 'articles', element: <Articles /> },
          {
            path: 'articles/:id',
            element: (
              <Suspense fallback={<p role="status">{m.common.loading}</p>}>
                <ArticleEditor />
              </Suspense>
            ),
          },
          { path: 'companies', element: <Companies /> },
          { path: 'works', element: <Works /> },
          { path: 'shorts', element: <Shorts /> },
          { path: 'site-blocks', element: <SiteBlocks /> },
          { path: 'audit', element: <Audit /> },
          { path: 'staff', element: <StaffAccounts /> },
          { path: 'security', element: <Security /> },
          { path: '*', element: <Navigate to="/" replace /> },
        ],
      },
    ],
    { basename: '/console' },
  );
}

export function App() {
  const [staff, setStaff] = useState<Staff | null | undefined>(undefined);
  useEffect(() => {
    call<Session>(sessionRoute).then(
      (answer) => setStaff(answer.staff),
      () => setStaff(null),
    );
  }, []);
  const signOut = useCallback(() => {
    call(signOutRoute).finally(() => setStaff(null));
  }, []);
  const refresh = useCallback(() => {
    call<Session>(sessionRoute).then(
      (answer) => setStaff(answer.staff),
      () => setStaff(null),
    );
  }, []);
  const enrolling = staff?.totp_enrolment_required === true;
  const signedIn = Boolean(staff);
  const router = useMemo(
    () => (signedIn ? (enrolling ? enrolmentRouter() : routerFor()) : null),
    [signedIn, enrolling],
  );
  const session = useMemo(() => (staff ? { staff, signOut, refresh } : null), [staff, signOut, refresh]);
  return (
    <ToastProvider>
      {staff === undefined ? (
        <p className="loading" aria-busy="true">
          {m.common.loading}
        </p>
      ) : staff === null || !router ? (
        <SignIn onSignedIn={setStaff} />
      ) : (
        <SessionContext.Provider value={session}>
          <RouterProvider router={router} />
        </SessionContext.Provider>
      )}
    </ToastProvider>
  );
}
