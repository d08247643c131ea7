/**
 * `/privacy/my-data` (個人資料保護法 Art. 3, 10, 11, 20; docs/privacy.md): a person proves a
 * mobile with a `privacy` SMS code and then sees and downloads (JSON), erases, or refuses
 * marketing use of the data held under it. Each action consumes its code, so the code field is
 * emptied after each one and the next action asks for a new code.
 */
import {
  ApiError,
  eraseMyData,
  exportMyData,
  format,
  myDataMessages,
  type PrivacyExport,
  SMS_COUNTDOWN_SECONDS,
  sendCode,
  withdrawMarketing,
} from '@renovo/core';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { browserApi } from '../lib/browser.ts';
import { pageMeta } from '../lib/seo.ts';
import './privacy.my-data.css';

/** Title and description. */
export function meta() {
  return pageMeta(myDataMessages.title, myDataMessages.summary);
}

type Action = 'view' | 'erase' | 'withdraw';

/** The server's zh-TW message of a failed call, or the generic one. */
function messageOf(error: unknown): string {
  return error instanceof ApiError && error.serverMessage ? error.serverMessage : myDataMessages.failed;
}

/** The counts line of an export. */
function countsOf(data: PrivacyExport): string {
  return format(myDataMessages.counts, {
    account: data.account ? 1 : 0,
    quotes: data.quotes.length,
    clues: data.clues.length,
    consents: data.consents.length,
    favourites: data.favourites.length,
    sms: data.sms_messages.length,
  });
}

/** The page. */
export default function MyData() {
  const mobileId = useId();
  const codeId = useId();
  const headingId = useId();
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [countdown, setCountdown] = useState(0);
  const [data, setData] = useState<PrivacyExport | null>(null);
  const [download, setDownload] = useState<string | null>(null);

  useEffect(() => {
    if (countdown <= 0) return;
    const timer = setTimeout(() => setCountdown((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  useEffect(() => () => void (download && URL.revokeObjectURL(download)), [download]);

  const requestCode = async () => {
    setBusy(true);
    try {
      await sendCode(browserApi(), { medium: 'sms', type: 'privacy', username: mobile.trim() });
      setStatus(myDataMessages.codeSent);
      setCountdown(SMS_COUNTDOWN_SECONDS);
    } catch (error) {
      setStatus(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const run = async (action: Action) => {
    if (action === 'erase' && !window.confirm(myDataMessages.eraseConfirm)) return;
    const payload = { mobile: mobile.trim(), code: code.trim() };
    setBusy(true);
    try {
      if (action === 'view') {
        const answer = await exportMyData(browserApi(), payload);
        setData(answer.data);
        const blob = new Blob([JSON.stringify(answer.data, null, 2)], { type: 'application/json' });
        setDownload(URL.createObjectURL(blob));
        setStatus(
          answer.data.account || answer.data.quotes.length || answer.data.clues.length
            ? ''
            : myDataMessages.noData,
        );
      } else if (action === 'erase') {
        const answer = await eraseMyData(browserApi(), payload);
        setData(null);
        setDownload(null);
        setStatus(
          `${myDataMessages.erased}。${format(myDataMessages.erasedDetail, {
            account: answer.data.account,
            quotes: answer.data.quotes,
            clues: answer.data.clues,
            consents: answer.data.consents,
            favourites: answer.data.favourites,
          })}`,
        );
      } else {
        await withdrawMarketing(browserApi(), payload);
        setStatus(myDataMessages.withdrawn);
      }
    } catch (error) {
      setStatus(messageOf(error));
    } finally {
      // The code was used (or refused): the next action needs a new one.
      setCode('');
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void run('view');
  };
  const ready = !busy && mobile.trim().length > 0 && code.trim().length > 0;

  return (
    <div className="container my-data">
      <h1 className="page-heading" id={headingId}>
        {myDataMessages.title}
      </h1>
      <p className="my-data__intro">{myDataMessages.intro}</p>
      <form className="my-data__form" aria-labelledby={headingId} onSubmit={onSubmit} noValidate>
        <div className="my-data__field">
          <label htmlFor={mobileId}>{myDataMessages.mobileLabel}</label>
          <div className="my-data__row">
            <input
              id={mobileId}
              name="mobile"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={10}
              value={mobile}
              onChange={(e) => setMobile(e.target.value)}
            />
            <button type="button" onClick={requestCode} disabled={busy || countdown > 0 || !mobile.trim()}>
              {countdown > 0
                ? format(myDataMessages.resend, { seconds: countdown })
                : myDataMessages.sendCode}
            </button>
          </div>
        </div>
        <div className="my-data__field">
          <label htmlFor={codeId}>{myDataMessages.codeLabel}</label>
          <input
            id={codeId}
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        </div>
        <fieldset className="my-data__actions">
          <legend>{myDataMessages.actionsHeading}</legend>
          <button type="submit" disabled={!ready}>
            {myDataMessages.view}
          </button>
          <button type="button" disabled={!ready} onClick={() => void run('withdraw')}>
            {myDataMessages.withdraw}
          </button>
          <button
            type="button"
            className="my-data__danger"
            disabled={!ready}
            onClick={() => void run('erase')}
          >
            {myDataMessages.erase}
          </button>
        </fieldset>
      </form>
      <p className="my-data__status" role="status" aria-live="polite">
        {busy ? myDataMessages.working : status}
      </p>
      {data ? (
        <section className="my-data__result" aria-label={myDataMessages.resultHeading}>
          <h2>{myDataMessages.resultHeading}</h2>
          <p>{countsOf(data)}</p>
          <p>
            {data.marketing_withdrawn
              ? myDataMessages.marketingWithdrawnYes
              : myDataMessages.marketingWithdrawnNo}
          </p>
          {download ? (
            <p>
              <a href={download} download={`renovo-my-data-${data.exported_at.slice(0, 10)}.json`}>
                {myDataMessages.download}
              </a>
            </p>
          ) : null}
        </section>
      ) : null}
      <p>
        <a href="/privacy">{myDataMessages.noticeLink}</a>
      </p>
    </div>
  );
}
