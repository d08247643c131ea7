/**
 * `/user-company/reviews` — 評價: the company's published reviews, each with its reply and where
 * the reply stands (審核中, 已公開, 未通過 with the staff's reason); a reply is written or
 * changed here and waits for the staff's moderation before it shows on the company page.
 */
import {
  type CompanyReview,
  format,
  getCompanyReviews,
  companyCentreMessages as m,
  putCompanyReviewReply,
} from '@renovo/core';
import { type FormEvent, useId, useState } from 'react';
import { CentreState } from '../components/company-centre/centre-state.tsx';
import { reasonOf, useCentreData } from '../components/company-centre/use-centre-data.ts';
import { browserApi } from '../lib/browser.ts';

/** One review with its reply form. */
function ReviewReply({ review }: { review: CompanyReview }) {
  const id = useId();
  const [current, setCurrent] = useState(review);
  const [body, setBody] = useState(review.reply?.body ?? '');
  const [editing, setEditing] = useState(!review.reply);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const reply = current.reply;

  async function send(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem('');
    try {
      setCurrent(await putCompanyReviewReply(browserApi(), current.id, body));
      setEditing(false);
    } catch (error) {
      setProblem(reasonOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <article className="centre__card" aria-labelledby={`${id}-who`}>
      <h3 id={`${id}-who`}>
        {current.reviewer_name}・{format(m.scoreLine, { score: current.score })}
      </h3>
      {current.labels.length > 0 ? <p className="centre__meta">{current.labels.join('、')}</p> : null}
      <p>{current.content}</p>
      {reply ? (
        <div>
          <p className="centre__meta">{m.replyStates[reply.status]}</p>
          {reply.reject_reason ? (
            <p className="centre__error">{format(m.replyRejected, { reason: reply.reject_reason })}</p>
          ) : null}
          {editing ? null : <p>{reply.body}</p>}
          {editing || reply.status === 'published' ? null : (
            <button type="button" className="button button--ghost" onClick={() => setEditing(true)}>
              {m.replyEdit}
            </button>
          )}
        </div>
      ) : null}
      {editing ? (
        <form className="centre__form" onSubmit={send}>
          <div className="centre__field">
            <label htmlFor={`${id}-reply`}>{m.replyLabel}</label>
            <textarea
              id={`${id}-reply`}
              rows={3}
              maxLength={1000}
              required
              value={body}
              aria-describedby={`${id}-error`}
              onChange={(e) => setBody(e.target.value)}
            />
          </div>
          <p id={`${id}-error`} className="centre__error" role="alert">
            {problem}
          </p>
          <div>
            <button type="submit" className="button" disabled={busy}>
              {m.replySend}
            </button>
          </div>
        </form>
      ) : null}
    </article>
  );
}

/** The reviews screen. */
export default function CentreReviews() {
  const reviews = useCentreData(() => getCompanyReviews(browserApi()));
  return (
    <section aria-labelledby="centre-reviews">
      <h2 id="centre-reviews">{m.tabs.reviews}</h2>
      <CentreState
        data={reviews}
        reload={reviews.reload}
        ready={({ items }) =>
          items.length === 0 ? (
            <p className="centre__notice">{m.reviewsEmpty}</p>
          ) : (
            <ul className="centre__list">
              {items.map((review) => (
                <li key={review.id}>
                  <ReviewReply review={review} />
                </li>
              ))}
            </ul>
          )
        }
      />
    </section>
  );
}
