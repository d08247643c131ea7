/** One on-site rating (review): reviewer, score, the project's facts, labels and text. */

import { companyCentreMessages, companyMessages, format, unitMessages } from '@renovo/core';
import { Link } from 'react-router';
import type { RatingItemData } from './company-types.ts';
import { Stars } from './stars.tsx';
import './ratings.css';

/** Props of {@link ReviewItem}. */
export interface ReviewItemProps {
  review: RatingItemData;
  /** Show the company's name (lists across companies). */
  showCompany?: boolean;
}

/** The date part (YYYY-MM-DD) of an ISO time, as Taiwan shows it. */
export function dateOf(iso: string | null): string {
  return iso ? iso.slice(0, 10) : '';
}

/** A review. */
export function ReviewItem({ review, showCompany = false }: ReviewItemProps) {
  const facts = [
    review.region?.name,
    review.housing_type?.name,
    review.area_ping ? format(unitMessages.ping, { n: review.area_ping }) : null,
    review.budget_wan ? format(companyMessages.budget, { n: review.budget_wan }) : null,
  ].filter(Boolean);
  return (
    <article className="review">
      <header className="review__header">
        <img
          className="review__avatar"
          src={review.avatar}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          decoding="async"
        />
        <div>
          <p className="review__name">{review.reviewer_name}</p>
          <p className="review__meta">
            <Stars score={review.score} /> <span>{review.score_cn}</span>
            {review.published_at ? (
              <time dateTime={review.published_at}>{dateOf(review.published_at)}</time>
            ) : null}
          </p>
        </div>
      </header>
      {showCompany ? (
        <p className="review__company">
          {review.company ? (
            <Link to={`/company/${review.company.id}`}>{review.company.name}</Link>
          ) : (
            review.company_name
          )}
        </p>
      ) : null}
      {facts.length > 0 ? <p className="review__facts">{facts.join(' · ')}</p> : null}
      {review.labels.length > 0 ? (
        <ul className="rating-labels" aria-label={companyMessages.labels}>
          {review.labels.map((label) => (
            <li key={label}>{label}</li>
          ))}
        </ul>
      ) : null}
      {review.content ? <p className="review__content">{review.content}</p> : null}
      {review.reply ? (
        <aside className="review__reply" aria-label={companyCentreMessages.replyLabel}>
          <p className="review__reply-heading">{companyCentreMessages.replyLabel}</p>
          <p className="review__content">{review.reply.body}</p>
        </aside>
      ) : null}
      {review.work_id ? (
        <p>
          <Link className="review__work" to={`/works/${review.work_id}`}>
            {companyMessages.reviewWork}
          </Link>
        </p>
      ) : null}
    </article>
  );
}
