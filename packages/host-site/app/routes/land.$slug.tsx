/**
 * `/land/{slug}`: a landing page written in the staff console (docs/spec/console.md#landing-pages, ADR 026).
 * The
 * fixed pages of the spec (`/land/heal`, `/land/toto`…) keep their own routes, which React
 * Router ranks first. A draft or unknown slug is the 404; after the end date the page says
 * 活動已結束 and offers no quote. A visitor who arrives without UTM parameters is sent (302) to
 * the same address with the page's UTM defaults, so the lead's page carries them. The page is
 * drawn by `LandingPageView`, which the console's preview draws its draft with too.
 */
import { errorStatus, LANDING_SLUG } from '@renovo/core';
import { landingPagePublicRoute, pathOf } from '@renovo/core/api';
import { redirect } from 'react-router';
import { LandingPageView } from '../components/landing/landing-page-view.tsx';
import { apiFor } from '../lib/api.server.ts';
import { hostContext } from '../lib/host-context.ts';
import { pageUrl } from '../lib/page-url.ts';
import { notFoundError } from '../lib/route-validation.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/land.$slug';

/** A published landing page as GET /v1/landing-pages/{slug} answers it. */
interface PublicLandingPage {
  slug: string;
  title: string;
  heroText: string;
  heroImage: string;
  sections: { heading: string; body: string }[];
  quoteModule: string;
  utmSource: string;
  utmCampaign: string;
  endsAt: string | null;
  ended: boolean;
}

/** The page, or the 404. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  if (!LANDING_SLUG.test(params.slug)) throw notFoundError(request);
  let page: PublicLandingPage;
  try {
    page = await apiFor(context, request).request<PublicLandingPage>(
      pathOf(landingPagePublicRoute, { slug: params.slug }),
    );
  } catch (error) {
    const status = errorStatus(error);
    if (status !== undefined && status >= 400 && status < 500) throw notFoundError(request);
    throw error;
  }
  const url = pageUrl(request);
  if (!page.ended && page.utmSource && !url.searchParams.has('utm_source')) {
    url.searchParams.set('utm_source', page.utmSource);
    if (page.utmCampaign) url.searchParams.set('utm_campaign', page.utmCampaign);
    throw redirect(`${url.pathname}${url.search}`, 302);
  }
  // The hero image is staff's URL on another site: the page's CSP allows exactly that image.
  if (page.heroImage) context.get(hostContext)?.imageSources?.push(page.heroImage);
  return { page };
}

/** Title and description. */
export function meta({ loaderData }: Route.MetaArgs) {
  return loaderData ? pageMeta(loaderData.page.title, loaderData.page.heroText) : [];
}

/** The landing page. */
export default function LandSlug({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  return <LandingPageView page={page} ended={page.ended} />;
}
