/**
 * The owner's match on the result page (docs/spec/company-side.md#owner-control): the companies
 * that accepted the lead — logo, name linking to its page, verification level — or 媒合中 before
 * any did, or, for a lead the companies do not get until its owner confirms the number, that the
 * staff follow it up with a link to sign in with the number (back to this page), and 停止聯繫. Stopping takes two steps that work without script: the first button
 * (a GET of this page with `confirm=stop`, which changes nothing) shows the question, and only
 * its 確定停止聯繫 POSTs. Once stopped, the page says so and offers nothing more.
 */
import { companySideMessages, format, ownerControlMessages as m } from '@renovo/core';
import { useEffect, useId, useRef } from 'react';
import { Form, useLocation } from 'react-router';
import type { OwnerMatch } from './owner-match.ts';
import './owner-match-view.css';

/** Props of {@link OwnerMatchView}. */
export interface OwnerMatchViewProps {
  match: OwnerMatch;
  /** The quote's public id (the page's `?id=`). */
  publicId: string;
  /** The question is shown (the page was asked with `confirm=stop`). */
  confirming: boolean;
  /** Why the last stop failed, if it did. */
  error?: string | null;
}

/** The accepted companies and the stop control. */
export function OwnerMatchView({ match, publicId, confirming, error }: OwnerMatchViewProps) {
  const headingId = useId();
  const question = useRef<HTMLLegendElement>(null);
  // The question replaces the button that asked for it: focus moves to it, not back to the top.
  useEffect(() => {
    if (confirming) question.current?.focus();
  }, [confirming]);
  const matched = match.companies.length > 0;
  // Signed in with the number, the owner comes back to this result page (copy or v3).
  const back = `${useLocation().pathname}?id=${encodeURIComponent(publicId)}`;
  return (
    <section className="owner-match" aria-labelledby={headingId}>
      <h2 id={headingId} className="quote-result__heading">
        {m.heading}
      </h2>
      {matched ? (
        <>
          <p>{m.matchedLead}</p>
          <ul className="owner-match__companies">
            {match.companies.map((company) => (
              <li key={company.id} className="owner-match__company">
                {company.logoUrl ? (
                  <img src={company.logoUrl} alt="" width={48} height={48} loading="lazy" decoding="async" />
                ) : null}
                <a href={`/company/${company.id}`} aria-label={format(m.companyPage, { name: company.name })}>
                  {company.name}
                </a>
                <span className={`owner-match__level owner-match__level--${company.level}`}>
                  <span className="visually-hidden">{m.levelLabel}：</span>
                  {companySideMessages.verificationLevels[company.level]}
                </span>
              </li>
            ))}
          </ul>
        </>
      ) : match.withStaff ? (
        <p className="owner-match__matching" role="status">
          <strong>{m.withStaff}</strong> {m.withStaffLead}{' '}
          <a href={`/login?redirect=${encodeURIComponent(back)}`}>{m.confirmMobile}</a>
        </p>
      ) : (
        <p className="owner-match__matching" role="status">
          <strong>{m.matching}</strong> {m.matchingLead}
        </p>
      )}

      {match.contactStopped ? (
        <p className="owner-match__stopped" role="status">
          {m.stopped}
        </p>
      ) : confirming ? (
        <Form method="post" className="owner-match__confirm" preventScrollReset>
          <fieldset>
            <legend ref={question} tabIndex={-1}>
              {m.stopConfirm}
            </legend>
            <input type="hidden" name="id" value={publicId} />
            <div className="owner-match__actions">
              <button type="submit" className="button owner-match__stop">
                {m.stopConfirmYes}
              </button>
              <a className="button button--ghost" href={`?id=${encodeURIComponent(publicId)}`}>
                {m.stopKeep}
              </a>
            </div>
          </fieldset>
        </Form>
      ) : (
        <Form method="get" className="owner-match__actions" preventScrollReset>
          <p>{m.stopExplain}</p>
          <input type="hidden" name="id" value={publicId} />
          <input type="hidden" name="confirm" value="stop" />
          <button type="submit" className="button button--ghost">
            {m.stopButton}
          </button>
        </Form>
      )}
      {error ? (
        <p className="owner-match__error" role="alert">
          {error}
        </p>
      ) : null}
    </section>
  );
}
