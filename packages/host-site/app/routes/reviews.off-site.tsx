/**
 * `/reviews/off-site`: the companies' Google (off-site) ratings — each company's Google score and
 * count with its latest comments — in reputation order, a page at a time.
 */

import { companyMessages, reviewFormMessages } from '@renovo/core';
import { Link } from 'react-router';
import type { CompanyCardData, GoogleCommentsData } from '../components/company/company-types.ts';
import { GoogleComment, googleCountText } from '../components/company/google-comment.tsx';
import { readListQuery } from '../components/company/list-query.ts';
import { Stars } from '../components/company/stars.tsx';
import { Pagination } from '../components/works/pagination.tsx';
import { apiFor } from '../lib/api.server.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { pageMeta } from '../lib/seo.ts';
import type { Route } from './+types/reviews.off-site';
import { loadCompanies, loadGoogleComments } from './company.server.ts';
import '../components/works/works-list-view.css';
import '../components/company/ratings.css';
import '../components/company/company-card.css';

const PATH = '/reviews/off-site';
/** Companies a page. */
const PER_PAGE = 8;
/** Latest comments shown for each company. */
const COMMENTS_EACH = 2;

/** The header marks the companies item. */
export const handle: RouteHandle = { navKey: 'company' };

/** A page of companies with their latest Google comments. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const query = readListQuery(new URL(request.url).searchParams, []);
  const api = apiFor(context, request);
  const list = await loadCompanies(api, query, 'ranking', PER_PAGE);
  const comments = await Promise.all(list.items.map((c) => loadGoogleComments(api, c.id, 1, COMMENTS_EACH)));
  const items = list.items.map((company, i) => ({ company, google: comments[i] ?? null }));
  return { list: { ...list, items } };
}

/** Title and description. */
export function meta() {
  return pageMeta(companyMessages.offSiteTitle, companyMessages.offSiteDescription);
}

function CompanyGoogle({ company, google }: { company: CompanyCardData; google: GoogleCommentsData | null }) {
  const headingId = `google-${company.id}`;
  return (
    <article className="off-site" aria-labelledby={headingId}>
      <header className="off-site__header">
        <img src={company.logo} alt="" width={48} height={48} loading="lazy" decoding="async" />
        <div>
          <h2 className="off-site__name" id={headingId}>
            <Link to={`/company/${company.id}#company-google`}>{company.name}</Link>
          </h2>
          {company.google_count > 0 ? (
            <p className="off-site__score">
              <Stars score={company.google_rating} />{' '}
              {googleCountText(google?.items.length ?? 0, company.google_count)}
            </p>
          ) : (
            <p className="off-site__score">{companyMessages.noGoogle}</p>
          )}
        </div>
      </header>
      {google && google.items.length > 0 ? (
        <ul className="review-list">
          {google.items.map((comment) => (
            <li key={comment.id}>
              <GoogleComment comment={comment} />
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}

/** The off-site reviews. */
export default function OffSiteReviews({ loaderData }: Route.ComponentProps) {
  const { list } = loaderData;
  return (
    <div className="container works-list">
      <header className="works-list__header">
        <h1 className="page-heading">{companyMessages.offSiteTitle}</h1>
        <p className="works-list__intro">{companyMessages.offSiteDescription}</p>
        <p>
          <Link to="/reviews/on-site">{companyMessages.onSiteLink}</Link>
        </p>
        <p>
          <Link className="button" to="/reviews/write">
            {reviewFormMessages.write}
          </Link>
        </p>
      </header>
      {list.items.length === 0 ? (
        <p className="works-list__empty">{companyMessages.empty}</p>
      ) : (
        <ul className="off-site-list">
          {list.items.map(({ company, google }) => (
            <li key={company.id}>
              <CompanyGoogle company={company} google={google} />
            </li>
          ))}
        </ul>
      )}
      <Pagination
        page={list.page}
        perPage={list.per_page}
        total={list.total}
        hrefFor={(page) => (page > 1 ? `${PATH}?page=${page}` : PATH)}
      />
    </div>
  );
}
