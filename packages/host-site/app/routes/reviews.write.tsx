/**
 * `/reviews/write` (寫評價): an owner finds a company (search_company, debounced), gives
 * a score per dimension (step one), picks the labels step_two_label offers for the overall score
 * and writes the text (step two); the review then waits for moderation and the owner sees it as
 * 審核中 on `?review=<id>` (their own view; nobody else can read it until an editor publishes
 * it). Off-site: a company not listed on the site is reviewed by the name the owner typed (it
 * then counts in no company's figures). `?company_id=` starts at step two for the company page's entry. Submitting needs a login:
 * a 401 opens the page's login sheet and the same submit goes on after it. Each submit carries
 * an Idempotency-Key kept across its retries, and a ref (not render state) stops a second press,
 * so a flaky network or a double tap never stores two reviews. This route is its own chunk:
 * the company and review pages only link here.
 */
import {
  type ApiClient,
  failureMessage,
  format,
  getCompanyDetail,
  getRating,
  getRatingStepTwoLabels,
  isApiError,
  reviewFormMessages as m,
  RATING_DIMENSIONS,
  RATING_LIMITS,
  ratingMessages,
  SCORE_WORDS,
  submitRatingStepOne,
  submitRatingStepTwo,
} from '@renovo/core';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { CompanyFinder, type CompanyRef } from '../components/company/company-finder.tsx';
import type { RatingItemData } from '../components/company/company-types.ts';
import { ReviewItem } from '../components/company/review-item.tsx';
import { apiFor } from '../lib/api.server.ts';
import { browserApi } from '../lib/browser.ts';
import { dataOf } from '../lib/read.ts';
import type { RouteHandle } from '../lib/route-handle.ts';
import { pageMeta } from '../lib/seo.ts';
import { openLoginSheet } from '../lib/widgets.ts';
import type { Route } from './+types/reviews.write';
import '../components/company/ratings.css';
import './reviews.write.css';

/** The header marks the companies item. */
export const handle: RouteHandle = { navKey: 'company' };

type OwnReview = RatingItemData & { status: string; reject_reason: string | null };

const positiveId = (value: string | null) => (value && /^\d{1,9}$/.test(value) ? Number(value) : null);

/** The company to start with (`company_id`) and the owner's review to show (`review`). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const api = apiFor(context, request);
  const reviewId = positiveId(params.get('review'));
  const companyId = positiveId(params.get('company_id'));
  const review = reviewId
    ? ((dataOf(await getRating(api, { id: reviewId }).catch(() => null)) as OwnReview | null) ?? null)
    : null;
  let company: CompanyRef | null = null;
  if (companyId) {
    const detail = dataOf(await getCompanyDetail(api, { id: companyId }).catch(() => null));
    company = detail && typeof detail.name === 'string' ? { id: companyId, name: detail.name } : null;
  }
  return { review, company };
}

/** Title and description. */
export function meta() {
  return pageMeta(m.title, m.description);
}

/** Runs `call`; on a 401 opens the login sheet once and runs it again. */
async function asMember<T>(call: (api: ApiClient) => Promise<T>): Promise<T> {
  try {
    return await call(browserApi());
  } catch (error) {
    if (!isApiError(error, 401)) throw error;
    const outcome = await openLoginSheet();
    if (!outcome.granted) throw new Error(m.loginRequired);
    return call(browserApi());
  }
}

function StatusBadge({ status }: { status: string }) {
  const word = status === 'pending' ? m.pending : status === 'rejected' ? m.rejected : m.published;
  return <span className={`review-status review-status--${status}`}>{word}</span>;
}

/** The owner's own view of their review. */
function OwnReviewView({ review }: { review: OwnReview }) {
  return (
    <section className="review-write__done" aria-labelledby="own-review-title">
      <h2 id="own-review-title">
        {m.yourReview} <StatusBadge status={review.status} />
      </h2>
      {review.status === 'pending' ? <p role="status">{m.pendingNote}</p> : null}
      {review.status === 'rejected' && review.reject_reason ? (
        <p>{format(m.rejectedNote, { reason: review.reject_reason })}</p>
      ) : null}
      <ReviewItem review={review} showCompany />
      {review.company ? (
        <p>
          <Link className="button button--ghost" to={`/company/${review.company.id}`}>
            {m.toCompany}
          </Link>
        </p>
      ) : null}
    </section>
  );
}

type Scores = Partial<Record<(typeof RATING_DIMENSIONS)[number]['key'], number>>;

/** The review form. */
export default function WriteReview({ loaderData }: Route.ComponentProps) {
  const [company, setCompany] = useState<CompanyRef | null>(loaderData.company);
  const [scores, setScores] = useState<Scores>({});
  const [draft, setDraft] = useState<{ id: number; score: number } | null>(null);
  const [labels, setLabels] = useState<{ all: string[]; max: number } | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [content, setContent] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [review, setReview] = useState<OwnReview | null>(loaderData.review);
  // Guards and keys in refs: a second press before React re-renders is refused, and a retry of
  // the same submit sends the same Idempotency-Key.
  const running = useRef(false);
  const keys = useRef<{ one?: string; two?: string }>({});
  const headingRef = useRef<HTMLHeadingElement>(null);
  const step = review ? 4 : !company ? 1 : !draft ? 2 : 3;

  useEffect(() => {
    if (step > 1) headingRef.current?.focus();
  }, [step]);

  useEffect(() => {
    if (!draft) return;
    let live = true;
    getRatingStepTwoLabels(browserApi(), { score: draft.score })
      .then((answer) => {
        const data = dataOf(answer);
        if (live && data && Array.isArray(data.labels))
          setLabels({ all: data.labels as string[], max: Number(data.max) || RATING_LIMITS.labelsMax });
      })
      .catch((e: unknown) => live && setError(failureMessage(e, m.failed)));
    return () => {
      live = false;
    };
  }, [draft]);

  async function guarded(work: () => Promise<void>) {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    setError('');
    try {
      await work();
    } catch (e) {
      setError(failureMessage(e, m.failed));
    } finally {
      running.current = false;
      setBusy(false);
    }
  }

  function submitScores(event: React.FormEvent) {
    event.preventDefault();
    if (!company) return;
    if (RATING_DIMENSIONS.some((d) => !scores[d.key])) {
      setError(ratingMessages.score);
      return;
    }
    void guarded(async () => {
      keys.current.one ??= crypto.randomUUID();
      const key = keys.current.one;
      const answer = await asMember((api) =>
        submitRatingStepOne(
          api,
          company.id === null ? { company_name: company.name, scores } : { company_id: company.id, scores },
          { idempotencyKey: key },
        ),
      );
      const data = dataOf(answer);
      if (!data) throw new Error(m.failed);
      setDraft({ id: Number(data.id), score: Number(data.score) });
    });
  }

  function submitDetails(event: React.FormEvent) {
    event.preventDefault();
    if (!draft) return;
    if (chosen.length === 0) {
      setError(ratingMessages.labels);
      return;
    }
    const length = [...content.trim()].length;
    if (length < RATING_LIMITS.contentMin || length > RATING_LIMITS.contentMax) {
      setError(ratingMessages.content);
      return;
    }
    void guarded(async () => {
      keys.current.two ??= crypto.randomUUID();
      const key = keys.current.two;
      const answer = await asMember((api) =>
        submitRatingStepTwo(
          api,
          { id: draft.id, labels: chosen, content: content.trim() },
          { idempotencyKey: key },
        ),
      );
      const data = dataOf(answer) as OwnReview | null;
      if (!data) throw new Error(m.failed);
      setReview(data);
      // A reload shows the same own view (the loader reads it with the owner's session).
      window.history.replaceState(window.history.state, '', `/reviews/write?review=${data.id}`);
    });
  }

  const stepName = m.steps[Math.min(step, 3) - 1] ?? '';
  const errorId = useId();
  return (
    <div className="container review-write">
      <header>
        <h1 className="page-heading">{m.title}</h1>
        <p>{m.description}</p>
      </header>
      {review ? (
        <OwnReviewView review={review} />
      ) : (
        <section aria-labelledby="review-step-title">
          <h2 id="review-step-title" ref={headingRef} tabIndex={-1}>
            {format(m.stepOf, { n: step, name: stepName })}
          </h2>
          {error ? (
            <p id={errorId} className="review-write__error" role="alert">
              {error}
            </p>
          ) : null}
          {step === 1 ? <CompanyFinder onChoose={setCompany} /> : null}
          {step === 2 && company ? (
            <form onSubmit={submitScores} noValidate aria-describedby={error ? errorId : undefined}>
              <p className="review-write__company">
                {company.name}
                {company.id === null ? `（${m.offSite}）` : ''}{' '}
                <button type="button" className="button button--ghost" onClick={() => setCompany(null)}>
                  {m.change}
                </button>
              </p>
              <p className="review-write__hint">{format(m.scoresLegend, { company: company.name })}</p>
              {RATING_DIMENSIONS.map((dimension) => (
                <fieldset key={dimension.key} className="review-write__scores">
                  <legend>{dimension.name}</legend>
                  {[1, 2, 3, 4, 5].map((score) => (
                    <label key={score}>
                      <input
                        type="radio"
                        name={dimension.key}
                        value={score}
                        checked={scores[dimension.key] === score}
                        onChange={() => setScores((s) => ({ ...s, [dimension.key]: score }))}
                      />
                      <span>{format(m.scoreOption, { score, word: SCORE_WORDS[score] ?? '' })}</span>
                    </label>
                  ))}
                </fieldset>
              ))}
              <button type="submit" className="button" aria-busy={busy || undefined} disabled={busy}>
                {busy ? m.submitting : m.next}
              </button>
            </form>
          ) : null}
          {step === 3 ? (
            <form onSubmit={submitDetails} noValidate aria-describedby={error ? errorId : undefined}>
              <fieldset className="review-write__labels">
                <legend>{m.labelsLegend}</legend>
                {labels ? (
                  labels.all.map((label) => (
                    <label key={label}>
                      <input
                        type="checkbox"
                        checked={chosen.includes(label)}
                        disabled={!chosen.includes(label) && chosen.length >= labels.max}
                        onChange={(event) =>
                          setChosen((c) =>
                            event.target.checked ? [...c, label] : c.filter((other) => other !== label),
                          )
                        }
                      />
                      <span>{label}</span>
                    </label>
                  ))
                ) : (
                  <p aria-live="polite">{m.labelsLoading}</p>
                )}
              </fieldset>
              <label className="review-write__content">
                <span>
                  {m.contentLabel}（{m.contentHint}）
                </span>
                <textarea
                  value={content}
                  rows={6}
                  maxLength={RATING_LIMITS.contentMax}
                  onChange={(event) => setContent(event.target.value)}
                />
              </label>
              <p className="review-write__hint" aria-live="polite">
                {format(m.contentCount, { n: [...content.trim()].length })}
              </p>
              <button type="submit" className="button" aria-busy={busy || undefined} disabled={busy}>
                {busy ? m.submitting : m.submit}
              </button>
            </form>
          ) : null}
        </section>
      )}
    </div>
  );
}
