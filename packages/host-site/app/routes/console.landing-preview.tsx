/**
 * `/console/landing-preview` (LANDING_PREVIEW_PATH; docs/spec/console.md#landing-pages): the
 * console's landing-page editor frames this page and posts it the draft as the user types; it
 * draws the draft with `LandingPageView`, the renderer of /land/{slug}, in the site's frame and
 * with the site's quote widgets. Staff only: the loader asks the API for the staff session (the
 * cookie is sent under /console) and answers the site's 404 to anyone without the right to manage
 * landing pages. Never cached, not indexed; the server's security headers let only the console's
 * own origin frame it. Quotes sent from it are refused by the API (it knows the preview by its
 * address), so a preview never files a lead.
 */
import {
  LANDING_PREVIEW_READY,
  type LandingPreviewPage,
  consoleLandingMessages as m,
  readLandingPreviewDraft,
} from '@renovo/core';
import { consoleSessionRoute } from '@renovo/core/api';
import { useEffect, useState } from 'react';
import { LandingPageView } from '../components/landing/landing-page-view.tsx';
import { apiFor } from '../lib/api.server.ts';
import { notFoundError } from '../lib/route-validation.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/console.landing-preview';

/** The staff session as GET /console/api/session answers it (the part read here). */
interface StaffSession {
  data?: { staff?: { permissions?: readonly string[]; totp_enrolment_required?: boolean } };
}

/** Signed-in staff who may manage landing pages, or the 404. */
export async function loader({ request, context }: Route.LoaderArgs) {
  let session: StaffSession;
  try {
    session = await apiFor(context, request).request<StaffSession>(consoleSessionRoute);
  } catch {
    throw notFoundError(request);
  }
  const staff = session.data?.staff;
  if (!staff?.permissions?.includes('landing.manage') || staff.totp_enrolment_required)
    throw notFoundError(request);
  return null;
}

/** One staff member's view of a draft: never kept by a cache, never indexed. */
export function headers() {
  return { 'Cache-Control': 'private, no-store', 'X-Robots-Tag': 'noindex, nofollow' };
}

/** The preview's title; not for search engines. */
export function meta() {
  return pageMeta(m.previewFrame, m.previewHint, [{ name: 'robots', content: 'noindex, nofollow' }]);
}

/** The draft the editor posts (null until the first one arrives); false when not framed. */
function usePostedDraft(): LandingPreviewPage | null | false {
  const [page, setPage] = useState<LandingPreviewPage | null | false>(null);
  useEffect(() => {
    if (window.parent === window) {
      setPage(false);
      return;
    }
    const receive = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      const draft = readLandingPreviewDraft(event.data);
      if (draft) setPage(draft);
    };
    window.addEventListener('message', receive);
    window.parent.postMessage({ type: LANDING_PREVIEW_READY }, window.location.origin);
    return () => window.removeEventListener('message', receive);
  }, []);
  return page;
}

/**
 * A link of the site's frame opens in a new tab: the preview stays on the draft, and no other
 * page of the site (which refuses to be framed) is loaded into the console. The quote entries
 * are left alone: once the page's code runs they open the popups in place.
 */
function useLinksOpenApart(): void {
  useEffect(() => {
    const click = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link) return;
      if (link.closest('.landing-hero__actions')) return;
      event.preventDefault();
      event.stopPropagation();
      window.open(link.href, '_blank', 'noopener');
    };
    window.addEventListener('click', click, true);
    return () => window.removeEventListener('click', click, true);
  }, []);
}

/** The draft as the public page will show it. */
export default function LandingPreview() {
  const page = usePostedDraft();
  useLinksOpenApart();
  if (page === false)
    return (
      <div className="container">
        <p role="status">{m.previewOutside}</p>
      </div>
    );
  if (page === null)
    return (
      <div className="container">
        <p role="status">{m.previewWaiting}</p>
      </div>
    );
  const ended = page.endsAt !== null && Date.parse(page.endsAt) <= Date.now();
  return <LandingPageView page={page} ended={ended} />;
}
