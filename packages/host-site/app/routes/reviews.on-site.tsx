/**
 * `/reviews/on-site`: the owners' on-site reviews of the companies, newest first or by score,
 * filtered by region and score; filters, sort and page live in the URL.
 */
import { ANY, ANY_LABEL, companyMessages, format, reviewFormMessages } from '@renovo/core';
import { Link, useNavigation } from 'react-router';
import {
  type ChoiceSpec,
  listHref,
  REGION_CHOICES,
  readListQuery,
  valuesOf,
} from '../components/company/list-query.ts';
import { ReviewItem } from '../components/company/review-item.tsx';
import { LinkChoice, LinkFilters } from '../components/works/link-filters.tsx';
import { Pagination } from '../components/works/pagination.tsx';
import { apiFor } from '../lib/api.server.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/reviews.on-site';
import { loadReviews } from './company.server.ts';
import '../components/works/works-list-view.css';
import '../components/company/ratings.css';

const PATH = '/reviews/on-site';

/** The score filter: any, then 5 to 1 stars. */
const SCORE_CHOICES = [
  { value: ANY, label: ANY_LABEL },
  ...[5, 4, 3, 2, 1].map((n) => ({ value: String(n), label: format(companyMessages.starN, { n }) })),
];

/** Sort orders of the reviews. */
const SORTS = [
  { value: 'newest', label: companyMessages.reviewSorts.newest },
  { value: 'score_high', label: companyMessages.reviewSorts.scoreHigh },
  { value: 'score_low', label: companyMessages.reviewSorts.scoreLow },
];

/** The list's URL choices. */
const SPECS: readonly ChoiceSpec[] = [
  { key: 'region_id', values: valuesOf(REGION_CHOICES), fallback: ANY },
  { key: 'score', values: valuesOf(SCORE_CHOICES), fallback: ANY },
  { key: 'sort', values: valuesOf(SORTS), fallback: 'newest' },
];

/** The header marks the companies item. */
export const handle: RouteHandle = { navKey: 'company' };

/** The page of reviews the URL asks for. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readListQuery(new URL(request.url).searchParams, SPECS);
  const list = await loadReviews(apiFor(context, request), query);
  return { query, list };
}

/** Title and description. */
export function meta() {
  return pageMeta(companyMessages.onSiteTitle, companyMessages.onSiteDescription);
}

/** The on-site reviews. */
export default function OnSiteReviews({ loaderData }: Route.ComponentProps) {
  const { query, list } = loaderData;
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location?.pathname === PATH;
  const href = (change: { set?: Record<string, string>; page?: number }) =>
    listHref(PATH, SPECS, query, change);
  return (
    <div className="container works-list">
      <header className="works-list__header">
        <h1 className="page-heading">{companyMessages.onSiteTitle}</h1>
        <p className="works-list__intro">{companyMessages.onSiteDescription}</p>
        <p>
          <Link to="/reviews/off-site">{companyMessages.offSiteLink}</Link>
        </p>
        <p>
          <Link className="button" to="/reviews/write">
            {reviewFormMessages.write}
          </Link>
        </p>
      </header>
      <LinkFilters
        title={companyMessages.filtersTitle}
        rows={[
          {
            key: 'region_id',
            label: companyMessages.filters.region,
            options: REGION_CHOICES,
            current: query.choices.region_id ?? ANY,
          },
          {
            key: 'score',
            label: companyMessages.filters.score,
            options: SCORE_CHOICES,
            current: query.choices.score ?? ANY,
          },
        ]}
        hrefFor={(key, value) => href({ set: { [key]: value } })}
      />
      <section className="works-list__results" aria-labelledby="reviews-title" aria-busy={loading}>
        <div className="works-list__toolbar">
          <h2 id="reviews-title" className="works-list__count" aria-live="polite">
            {format(companyMessages.reviewTotal, { total: list.total })}
          </h2>
          <LinkChoice
            label={companyMessages.sortLabel}
            options={SORTS}
            current={query.choices.sort ?? 'newest'}
            hrefFor={(sort) => href({ set: { sort } })}
          />
        </div>
        {list.items.length === 0 ? (
          <div className="works-list__empty">
            <p>{companyMessages.noReviews}</p>
            <Link className="button button--ghost" to={PATH}>
              {companyMessages.clearFilters}
            </Link>
          </div>
        ) : (
          <ul className="review-list">
            {list.items.map((review) => (
              <li key={review.id}>
                <ReviewItem review={review} showCompany />
              </li>
            ))}
          </ul>
        )}
        <Pagination
          page={list.page}
          perPage={list.per_page}
          total={list.total}
          hrefFor={(page) => href({ page })}
        />
      </section>
    </div>
  );
}
