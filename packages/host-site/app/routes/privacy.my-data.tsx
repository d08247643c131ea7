/**
 * `/privacy/my-data` (個人資料保護法 Art. 3, 10, 11, 20; docs/privacy.md): a person proves a
 * mobile with a `privacy` SMS code and then sees and downloads (JSON), erases, or refuses
 * marketing use of the data held under it. Each action consumes its code, so the code field is
 * emptied after each one and the next action asks for a new code.
 */
import {
  createMyDataStore,
  format,
  MOBILE_MAX_LENGTH,
  myDataMessages,
  type PrivacyExport,
} from '@renovo/core';
import { useEffect, useId, useMemo, useState } from 'react';
import { browserApi } from '../lib/browser.ts';
import { pageMeta } from '../lib/seo.ts';
import { tidyMobileRef } from '../lib/tidy-mobile.ts';
import { useSignalValue } from '../lib/use-signal-value.ts';
import './privacy.my-data.css';

/** Title and description. */
export function meta() {
  return pageMeta(myDataMessages.title, myDataMessages.summary);
}

/** The counts line of an export. */
function countsOf(data: PrivacyExport): string {
  return format(myDataMessages.counts, {
    account: data.account ? 1 : 0,
    quotes: data.quotes.length,
    clues: data.clues.length,
    consents: data.consents.length,
    favourites: data.favourites.length,
    reviews: data.reviews.length,
    sms: data.sms_messages.length,
  });
}

/** The page: draws core's my-data store (form, countdown, status, data). */
export default function MyData() {
  const mobileId = useId();
  const codeId = useId();
  const headingId = useId();
  const store = useMemo(() => createMyDataStore(browserApi), []);
  useEffect(() => () => store.dispose(), [store]);
  const { mobile: mobileField, code: codeField } = store.form.fields;
  const mobile = useSignalValue(mobileField.value, '');
  const code = useSignalValue(codeField.value, '');
  const errors = useSignalValue(store.form.errors, {});
  const busy = useSignalValue(store.busy, false);
  const status = useSignalValue(store.status, '');
  const data = useSignalValue(store.data, null);
  const ready = useSignalValue(store.ready, false);
  const countdown = useSignalValue(store.countdown.remaining, 0);
  const [download, setDownload] = useState<string | null>(null);

  // The JSON download of the data in view.
  useEffect(() => {
    if (!data) return setDownload(null);
    const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
    setDownload(url);
    return () => URL.revokeObjectURL(url);
  }, [data]);

  const erase = () => {
    if (window.confirm(myDataMessages.eraseConfirm)) void store.run('erase');
  };

  return (
    <div className="container my-data">
      <h1 className="page-heading" id={headingId}>
        {myDataMessages.title}
      </h1>
      <p className="my-data__intro">{myDataMessages.intro}</p>
      <form
        className="my-data__form"
        aria-labelledby={headingId}
        onSubmit={(event) => {
          event.preventDefault();
          void store.run('view');
        }}
        noValidate
      >
        <div className="my-data__field">
          <label htmlFor={mobileId}>{myDataMessages.mobileLabel}</label>
          <div className="my-data__row">
            <input
              id={mobileId}
              name="mobile"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={MOBILE_MAX_LENGTH}
              ref={tidyMobileRef}
              value={mobile}
              aria-invalid={errors.mobile ? true : undefined}
              aria-describedby={`${mobileId}-error`}
              onChange={(e) => void mobileField.input(e.target.value)}
              onBlur={() => void mobileField.blur()}
            />
            <button
              type="button"
              onClick={() => void store.sendCode()}
              disabled={busy || countdown > 0 || !mobile}
            >
              {countdown > 0
                ? format(myDataMessages.resend, { seconds: countdown })
                : myDataMessages.sendCode}
            </button>
          </div>
          <p id={`${mobileId}-error`} className="my-data__error" role="alert">
            {errors.mobile ?? ''}
          </p>
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
            aria-invalid={errors.code ? true : undefined}
            aria-describedby={`${codeId}-error`}
            onChange={(e) => void codeField.input(e.target.value)}
            onBlur={() => void codeField.blur()}
          />
          <p id={`${codeId}-error`} className="my-data__error" role="alert">
            {errors.code ?? ''}
          </p>
        </div>
        <fieldset className="my-data__actions">
          <legend>{myDataMessages.actionsHeading}</legend>
          <button type="submit" disabled={!ready}>
            {myDataMessages.view}
          </button>
          <button type="button" disabled={!ready} onClick={() => void store.run('withdraw')}>
            {myDataMessages.withdraw}
          </button>
          <button type="button" className="my-data__danger" disabled={!ready} onClick={erase}>
            {myDataMessages.erase}
          </button>
        </fieldset>
      </form>
      <p className="my-data__status" role="status" aria-live="polite">
        {status || (busy ? myDataMessages.working : '')}
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
