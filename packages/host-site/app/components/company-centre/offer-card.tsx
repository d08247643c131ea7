/**
 * One offer of a lead in the company centre: the masked summary, the time left to answer, 接受 /
 * 婉拒 (an optional reason) while it is open, the owner's full number as a `tel:` link once
 * accepted, 回報問題需求 (a reason of the list, an optional note) until `report_until`, and the
 * owner's request to stop contact.
 */
import {
  answerCompanyOffer,
  type CompanyOffer,
  format,
  LEAD_REPORT_REASONS,
  companyCentreMessages as m,
  OPEN_OFFER_STATUS,
  REVEALING_OFFER_STATUS,
  companySideMessages as s,
} from '@renovo/core';
import { type FormEvent, useId, useState } from 'react';
import { browserApi } from '../../lib/browser.ts';
import { reasonOf } from './use-centre-data.ts';

/** The time left until `until`, in hours and minutes, or null once past. */
function timeLeft(until: string, now: number): string | null {
  const ms = Date.parse(until) - now;
  if (!(ms > 0)) return null;
  const minutes = Math.ceil(ms / 60_000);
  return format(m.hours, { h: Math.floor(minutes / 60), m: minutes % 60 });
}

const when = (iso: string) =>
  new Date(iso).toLocaleString('zh-TW', { timeZone: 'Asia/Taipei', dateStyle: 'short', timeStyle: 'short' });

/** An offer with its actions; `onChange` gets the offer as the server answered it. */
export function OfferCard({
  offer,
  now,
  onChange,
}: {
  offer: CompanyOffer;
  now: number;
  onChange: (offer: CompanyOffer) => void;
}) {
  const id = useId();
  const [mode, setMode] = useState<'idle' | 'decline' | 'report'>('idle');
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const { lead } = offer;
  const open = offer.status === OPEN_OFFER_STATUS;
  const accepted = offer.status === REVEALING_OFFER_STATUS;
  const left = timeLeft(offer.expires_at, now);
  const canReport =
    accepted && !offer.report && offer.report_until !== null && Date.parse(offer.report_until) > now;

  async function act(action: 'accept' | 'decline' | 'report', body: Record<string, string> = {}) {
    setBusy(true);
    setProblem('');
    try {
      onChange(await answerCompanyOffer(browserApi(), offer.id, action, body));
      setMode('idle');
    } catch (error) {
      setProblem(reasonOf(error));
    } finally {
      setBusy(false);
    }
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    if (mode === 'decline') void act('decline', reason.trim() ? { reason: reason.trim() } : {});
    if (mode === 'report' && reason)
      void act('report', note.trim() ? { reason, note: note.trim() } : { reason });
  }

  const facts = [
    lead.region,
    lead.size === null ? null : format(m.size, { n: lead.size }),
    lead.layout ? format(m.layoutLine, lead.layout) : null,
    lead.budget ? format(m.budget, { budget: lead.budget }) : null,
    lead.community,
  ].filter(Boolean);
  return (
    <article className="centre__card" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        {s.leadKinds[lead.kind]}・{lead.region}
        {offer.named ? <span className="centre__badge"> {m.named}</span> : null}
      </h3>
      <p className="centre__meta">
        {s.offerStatuses[offer.status]}・{format(m.offeredAt, { time: when(offer.offered_at) })}
      </p>
      <p>{facts.join('・')}</p>
      {open ? (
        <p className="centre__meta">{left ? format(m.countdown, { time: left }) : m.countdownOver}</p>
      ) : null}
      {offer.contact_stopped ? (
        <p className="centre__notice centre__notice--error">{s.contactStopped}</p>
      ) : (
        <p>
          {m.mobileLabel}：
          {accepted && lead.mobile ? (
            <a href={`tel:${lead.mobile}`}>{lead.mobile}</a>
          ) : (
            lead.mobile || m.noValue
          )}
        </p>
      )}
      {offer.report ? (
        <p className="centre__meta">
          {format(m.reportState, {
            reason: s.reportReasons[offer.report.reason],
            status: s.reportStatuses[offer.report.status],
          })}
        </p>
      ) : null}
      {accepted && offer.report_until && canReport ? (
        <p className="centre__meta">{format(m.reportUntil, { time: when(offer.report_until) })}</p>
      ) : null}
      {mode === 'idle' ? (
        <div className="centre__row">
          {open ? (
            <>
              <button type="button" className="button" disabled={busy} onClick={() => void act('accept')}>
                {m.accept}
              </button>
              <button
                type="button"
                className="button button--ghost"
                disabled={busy}
                onClick={() => setMode('decline')}
              >
                {m.decline}
              </button>
            </>
          ) : null}
          {canReport ? (
            <button type="button" className="button button--ghost" onClick={() => setMode('report')}>
              {m.reportOpen}
            </button>
          ) : null}
        </div>
      ) : (
        <form
          className="centre__form"
          onSubmit={submit}
          aria-label={mode === 'decline' ? m.decline : m.reportOpen}
        >
          {mode === 'decline' ? (
            <div className="centre__field">
              <label htmlFor={`${id}-reason`}>{m.declineReasonLabel}</label>
              <textarea
                id={`${id}-reason`}
                maxLength={200}
                rows={2}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            </div>
          ) : (
            <>
              <fieldset className="centre__checks">
                <legend>{m.reportReasonLabel}</legend>
                {LEAD_REPORT_REASONS.map((r) => (
                  <label key={r}>
                    <input
                      type="radio"
                      name={`${id}-report`}
                      value={r}
                      checked={reason === r}
                      onChange={() => setReason(r)}
                      required
                    />
                    {s.reportReasons[r]}
                  </label>
                ))}
              </fieldset>
              <div className="centre__field">
                <label htmlFor={`${id}-note`}>{m.reportNoteLabel}</label>
                <textarea
                  id={`${id}-note`}
                  maxLength={500}
                  rows={2}
                  value={note}
                  onChange={(e) => setNote(e.target.value)}
                />
              </div>
            </>
          )}
          <div className="centre__row">
            <button type="submit" className="button" disabled={busy}>
              {mode === 'decline' ? m.confirmDecline : m.reportSend}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                setMode('idle');
                setReason('');
              }}
            >
              {m.cancel}
            </button>
          </div>
        </form>
      )}
      <p className="centre__error" role="alert">
        {problem}
      </p>
    </article>
  );
}
