/**
 * A company's page: its profile, the quote entry, its latest works, its on-site ratings (summary
 * and reviews) and its Google comments (docs/spec/platform.md#calls: detail, rating, google_comments).
 */

import { companyMessages, format, reviewFormMessages, siteMessages } from '@renovo/core';
import { Link } from 'react-router';
import { MediaImage } from '../ui/media-image.tsx';
import { Pagination } from '../works/pagination.tsx';
import { WorkCard } from '../works/work-card.tsx';
import { WorkQuoteEntry } from '../works/work-quote-entry.tsx';
import type { PageData } from '../works/work-types.ts';
import type {
  CompanyDetailData,
  GoogleCommentsData,
  RatingItemData,
  RatingSummaryData,
} from './company-types.ts';
import { GoogleComment, googleCountText } from './google-comment.tsx';
import { RatingSummary } from './rating-summary.tsx';
import { ReviewItem } from './review-item.tsx';
import { Stars } from './stars.tsx';
import { VerificationBadge } from './verification-badge.tsx';
import { VerifiedBadge } from './verified-badge.tsx';
import '../works/work-card.css';
import '../works/work-detail.css';
import './company-detail.css';

/** Props of {@link CompanyDetailView}. */
export interface CompanyDetailViewProps {
  company: CompanyDetailData;
  summary: RatingSummaryData | null;
  reviews: PageData<RatingItemData>;
  google: GoogleCommentsData | null;
  /** Links of the review and Google comment pages. */
  reviewsHref(page: number): string;
  googleHref(page: number): string;
}

/** The company page. */
export function CompanyDetailView({
  company,
  summary,
  reviews,
  google,
  reviewsHref,
  googleHref,
}: CompanyDetailViewProps) {
  const styles = company.styles.flatMap((s) => (s ? [s.name] : []));
  const regions = company.served_regions.flatMap((r) => (r ? [r.name] : []));
  const facts: [string, string][] = [
    [companyMessages.facts.region, company.region?.name ?? ''],
    // Not said yet (an approved application does not ask): left out, never invented.
    [companyMessages.facts.founded, company.founded_year ? String(company.founded_year) : ''],
    [
      companyMessages.facts.team,
      company.team_size ? format(companyMessages.teamSize, { n: company.team_size }) : '',
    ],
    [companyMessages.facts.price, company.price_cn],
    [companyMessages.facts.styles, styles.join('、')],
    [companyMessages.facts.served, regions.join('、')],
    [companyMessages.facts.address, company.address],
  ];
  const contact = [
    {
      term: companyMessages.facts.phone,
      value: company.phone,
      href: `tel:${company.phone?.replace(/[^\d+#]/g, '')}`,
    },
    { term: companyMessages.facts.email, value: company.email, href: `mailto:${company.email}` },
    { term: companyMessages.facts.website, value: company.website, href: company.website },
  ].filter((item) => item.value);
  return (
    <div className="container company-detail">
      <nav className="breadcrumb" aria-label={companyMessages.breadcrumb}>
        <ol>
          <li>
            <Link to="/">{siteMessages.home}</Link>
          </li>
          <li>
            <Link to="/company">{companyMessages.listTitle}</Link>
          </li>
          <li aria-current="page">{company.name}</li>
        </ol>
      </nav>
      <header className="company-detail__header">
        <MediaImage
          className="company-detail__logo"
          picture={company.logo_picture}
          sizes="96px"
          src={company.logo}
          alt=""
          width={96}
          height={96}
          fetchPriority="high"
        />
        <div>
          <h1 className="company-detail__name">
            {company.name}
            {company.verified ? <VerifiedBadge /> : null}
          </h1>
          {company.verification_level && company.verification_label ? (
            <p className="company-detail__verification">
              <VerificationBadge level={company.verification_level} label={company.verification_label} />
            </p>
          ) : null}
          <p className="company-detail__ratings">
            {company.rating_count > 0 ? (
              <a href="#company-reviews">
                <Stars score={company.rating} />{' '}
                {format(companyMessages.ratingCount, { n: company.rating_count })}
              </a>
            ) : (
              <span>{companyMessages.noRatings}</span>
            )}
            {company.google_count > 0 ? (
              <a href="#company-google">
                {format(companyMessages.googleShort, {
                  score: company.google_rating.toFixed(1),
                  n: company.google_count,
                })}
              </a>
            ) : null}
          </p>
        </div>
      </header>
      <nav className="company-detail__sections" aria-label={companyMessages.sectionsNav}>
        <ul>
          <li>
            <a href="#company-profile">{companyMessages.profileTitle}</a>
          </li>
          <li>
            <a href="#company-works">{companyMessages.worksTitle}</a>
          </li>
          <li>
            <a href="#company-reviews">{companyMessages.reviewsTitle}</a>
          </li>
          <li>
            <a href="#company-google">{companyMessages.googleTitle}</a>
          </li>
        </ul>
      </nav>
      <div className="work-detail__layout">
        <div className="work-detail__main">
          <section
            className="work-section company-detail__section"
            id="company-profile"
            aria-labelledby="company-profile-title"
          >
            <h2 className="work-section__title" id="company-profile-title">
              {companyMessages.profileTitle}
            </h2>
            <p className="company-detail__intro">{company.intro}</p>
            <dl className="work-facts company-detail__facts">
              {facts
                .filter(([, value]) => value)
                .map(([term, value]) => (
                  <div key={term}>
                    <dt>{term}</dt>
                    <dd>{value}</dd>
                  </div>
                ))}
              {contact.map((item) => (
                <div key={item.term}>
                  <dt>{item.term}</dt>
                  <dd>
                    <a
                      href={item.href}
                      rel={item.term === companyMessages.facts.website ? 'noopener nofollow' : undefined}
                    >
                      {item.value}
                    </a>
                  </dd>
                </div>
              ))}
            </dl>
          </section>
          <section
            className="work-section company-detail__section"
            id="company-works"
            aria-labelledby="company-works-title"
          >
            <h2 className="work-section__title" id="company-works-title">
              {companyMessages.worksTitle}
              <span className="company-detail__count">
                {format(companyMessages.worksCount, { n: company.works_count })}
              </span>
            </h2>
            {company.works.length === 0 ? (
              <p className="ratings-empty">{companyMessages.noWorks}</p>
            ) : (
              <ul className="work-grid company-detail__works">
                {company.works.map((work) => (
                  <li key={work.id}>
                    <WorkCard work={work} />
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section
            className="work-section company-detail__section"
            id="company-reviews"
            aria-labelledby="company-reviews-title"
          >
            <h2 className="work-section__title" id="company-reviews-title">
              {companyMessages.reviewsTitle}
            </h2>
            <p>
              <Link className="button" to={`/reviews/write?company_id=${company.id}`}>
                {reviewFormMessages.write}
              </Link>
            </p>
            {summary ? (
              <RatingSummary summary={summary} />
            ) : (
              <p className="ratings-empty">{companyMessages.loadFailed}</p>
            )}
            {reviews.items.length > 0 ? (
              <ul className="review-list">
                {reviews.items.map((review) => (
                  <li key={review.id}>
                    <ReviewItem review={review} />
                  </li>
                ))}
              </ul>
            ) : null}
            <Pagination
              page={reviews.page}
              perPage={reviews.per_page}
              total={reviews.total}
              hrefFor={reviewsHref}
            />
          </section>
          <section
            className="work-section company-detail__section"
            id="company-google"
            aria-labelledby="company-google-title"
          >
            <h2 className="work-section__title" id="company-google-title">
              {companyMessages.googleTitle}
            </h2>
            {google === null ? (
              <p className="ratings-empty">{companyMessages.loadFailed}</p>
            ) : google.review_count === 0 && google.items.length === 0 ? (
              <p className="ratings-empty">{companyMessages.noGoogle}</p>
            ) : (
              <>
                <p className="company-detail__google-summary">
                  <Stars score={google.rating} /> {googleCountText(google.total, google.review_count)}
                </p>
                <ul className="review-list">
                  {google.items.map((comment) => (
                    <li key={comment.id}>
                      <GoogleComment comment={comment} />
                    </li>
                  ))}
                </ul>
                <Pagination
                  page={google.page}
                  perPage={google.per_page}
                  total={google.total}
                  hrefFor={googleHref}
                />
              </>
            )}
          </section>
        </div>
        <aside className="work-detail__aside" aria-label={companyMessages.asideLabel}>
          <div className="company-detail__cta">
            <p>{format(companyMessages.quoteLead, { name: company.name })}</p>
            <WorkQuoteEntry companyId={company.id} />
          </div>
        </aside>
      </div>
    </div>
  );
}
