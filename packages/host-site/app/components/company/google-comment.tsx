/** One Google (off-site) comment of a company. */
import { companyMessages, format } from '@renovo/core';
import type { GoogleCommentData } from './company-types.ts';
import { dateOf } from './review-item.tsx';
import { Stars } from './stars.tsx';
import './ratings.css';

/** Props of {@link GoogleComment}. */
export interface GoogleCommentProps {
  comment: GoogleCommentData;
}

/** A Google comment. */
export function GoogleComment({ comment }: GoogleCommentProps) {
  return (
    <article className="review">
      <header className="review__header">
        <img
          className="review__avatar"
          src={comment.avatar}
          alt=""
          width={40}
          height={40}
          loading="lazy"
          decoding="async"
        />
        <div>
          <p className="review__name">{comment.author_name}</p>
          <p className="review__meta">
            <Stars score={comment.rating} bare />
            <time dateTime={comment.published_at}>{dateOf(comment.published_at)}</time>
          </p>
        </div>
      </header>
      <p className="review__content">{comment.content}</p>
    </article>
  );
}

/**
 * The Google count as a page can stand behind it: "顯示 10 則，共 203 則 Google 評價" when only
 * `shown` of the company's `total` Google reviews are here, else "203 則 Google 評價".
 */
export function googleCountText(shown: number, total: number): string {
  return shown < total
    ? format(companyMessages.googleShown, { shown, n: total })
    : format(companyMessages.googleCount, { n: total });
}
