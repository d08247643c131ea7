/**
 * `/company/{id}`: a design company with its ratings — the on-site reviews (summary and pages,
 * `?page=`) and the Google comments (`?gpage=`) — and its latest works. A missing company is a 404.
 */
import { companyMessages, format } from '@renovo/core';
import { CompanyDetailView } from '../components/company/company-detail-view.tsx';
import { readListQuery } from '../components/company/list-query.ts';
import { apiFor } from '../lib/api.server.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { assertValid, type RouteValidate } from '../lib/route-validation.ts';
import { ldJson, originOf, pageMeta, shareImageMeta, shareImageUrl } from '../lib/seo.ts';
import { companyLd } from '../lib/structured-data.ts';
import type { Route } from './+types/company.$id';
import { loadCompanyDetail, loadGoogleComments, loadRatingSummary, loadReviews } from './company.server.ts';

/** Route validation (docs/spec/platform.md#routes-and-overlays): numeric ids only. */
export const validate: RouteValidate = ({ params }) => /^[1-9]\d{0,8}$/.test(params.id ?? '');

/** The header marks the companies item. */
export const handle: RouteHandle = {
  navKey: 'company',
  crumb: (data) => (data as { company?: { name: string } } | undefined)?.company?.name,
};

/** The page numbers of the two lists. */
function pagesOf(params: URLSearchParams): { reviews: number; google: number } {
  const read = (raw: string | null) => (raw && /^\d{1,6}$/.test(raw) ? Math.max(1, Number(raw)) : 1);
  return { reviews: read(params.get('page')), google: read(params.get('gpage')) };
}

/** The company, its rating summary, a page of its reviews and of its Google comments. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await assertValid(validate, { request, params });
  const id = Number(params.id);
  const pages = pagesOf(new URL(request.url).searchParams);
  const api = apiFor(context, request);
  const [company, summary, reviews, google] = await Promise.all([
    loadCompanyDetail(api, id),
    loadRatingSummary(api, id),
    loadReviews(api, readListQuery(new URLSearchParams({ page: String(pages.reviews) }), []), {
      company_id: id,
    }),
    loadGoogleComments(api, id, pages.google),
  ]);
  return { company, summary, reviews, google, pages };
}

/** The company's name, rating and introduction. */
export function meta({ loaderData: data, matches }: Route.MetaArgs) {
  if (!data) return pageMeta(null);
  const { company } = data;
  const rating =
    company.rating_count > 0
      ? format(companyMessages.ratingSummary, {
          score: company.rating.toFixed(1),
          count: company.rating_count,
        })
      : companyMessages.noRatings;
  const description = `${company.name}：${rating}。${company.intro}`.slice(0, 150);
  const origin = originOf(matches);
  return pageMeta(format(companyMessages.detailTitle, { name: company.name }), description, [
    ...shareImageMeta(origin, company.logo),
    ldJson(companyLd(origin, company, data.reviews.items, shareImageUrl(origin, company.logo))),
  ]);
}

/** The company page. */
export default function CompanyDetail({ loaderData }: Route.ComponentProps) {
  const { company, summary, reviews, google, pages } = loaderData;
  const href = (page: number, gpage: number) => {
    const query = new URLSearchParams();
    if (page > 1) query.set('page', String(page));
    if (gpage > 1) query.set('gpage', String(gpage));
    const search = query.toString();
    return search ? `/company/${company.id}?${search}` : `/company/${company.id}`;
  };
  return (
    <CompanyDetailView
      key={company.id}
      company={company}
      summary={summary}
      reviews={reviews}
      google={google}
      reviewsHref={(page) => `${href(page, pages.google)}#company-reviews`}
      googleHref={(page) => `${href(pages.reviews, page)}#company-google`}
    />
  );
}
