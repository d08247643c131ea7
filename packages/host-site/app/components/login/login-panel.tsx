/**
 * The login form of the login pages (docs/spec/platform.md#routes-and-overlays login popup, §4, §5), in the
 * page: mobile, SMS code
 * with the send-code countdown (發送驗證碼 → '{n}s 重發' → 重發), the consent checkbox and its
 * confirm popup, and the submit per status (default logs in, bind binds the mobile, clue
 * authorises it). Core's login store holds every rule; this draws it. The form is rendered on the
 * server and comes alive once hydrated; after success the browser goes to `redirectTo`.
 */
import {
  consentMessages,
  keepDigits,
  type LoginFieldName,
  type LoginStatus,
  loginMessages,
  MOBILE_MAX_LENGTH,
  modalMessages,
  SMS_CODE_MAX_LENGTH,
} from '@renovo/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { tidyMobileRef } from '../../lib/tidy-mobile.ts';
import { DESKTOP_QUERY, useMediaQuery } from '../../lib/use-media-query.ts';
import { useSignalValue } from '../../lib/use-signal-value.ts';
import { createLoginPageSession, type PageSession } from './page-session.ts';
import { SocialSignIn, type SocialSignInState } from './social-sign-in.tsx';
import './login-panel.css';

/** Props of {@link LoginPanel}. */
export interface LoginPanelProps {
  /** What the server saw: the visitor is signed in (the token cookie is HttpOnly). */
  signedIn: boolean;
  /** Where to go once logged in (or bound). */
  redirectTo: string;
  /** The status shown before the browser knows better (bind for a signed-in visitor). */
  initialStatus: Exclude<LoginStatus, 'have'>;
  /** The social sign-in buttons under the form. */
  social?: SocialSignInState | undefined;
}

/** The four statements of the consent popup and their paths. */
const STATEMENTS = [
  ['terms', '/terms'],
  ['privacy', '/privacy'],
  ['service', '/service'],
  ['disclaimer', '/disclaimer'],
] as const;

/**
 * The statement links (docs/spec/platform.md#routes-and-overlays consent popup): the same tab on mobile, a
 * new tab with
 * rel=noopener on desktop. Before hydration (and on a phone) they open in the same tab.
 */
function StatementLink({ statement, newTab }: { statement: (typeof STATEMENTS)[number]; newTab: boolean }) {
  const [key, href] = statement;
  return (
    <a href={href} target={newTab ? '_blank' : undefined} rel={newTab ? 'noopener' : undefined}>
      《{consentMessages.consentLinks[key]}》
    </a>
  );
}

/** A constant value in the shape `useSignalValue` reads (before the stores exist). */
function constant<T>(value: T) {
  return { peek: () => value, subscribe: () => () => {} };
}

const NO_TEXT = constant('');
const NO = constant(false);
const NO_ERRORS = constant<Partial<Record<LoginFieldName, string>>>({});

/** A field's message under it: announced, and linked from the input by aria-describedby. */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return (
    <p id={id} className="login-panel__error" role="alert">
      {message ?? ''}
    </p>
  );
}

/** The form. */
export function LoginPanel({ signedIn, redirectTo, initialStatus, social }: LoginPanelProps) {
  const [page, setPage] = useState<PageSession | null>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const mobileId = useId();
  const codeId = useId();
  const consentId = useId();
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const login = page?.login;

  useEffect(() => {
    const made = createLoginPageSession(signedIn);
    setPage(made);
    let live = true;
    void (async () => {
      if (signedIn) await made.session.refreshUser();
      const outcome = await made.login.open();
      if (live && outcome.granted) window.location.assign(redirectTo);
    })();
    return () => {
      live = false;
      made.dispose();
    };
  }, [signedIn, redirectTo]);

  const status = useSignalValue(login?.status ?? constant<LoginStatus>(initialStatus), initialStatus);
  const mobile = useSignalValue(login?.mobile ?? NO_TEXT, '');
  const code = useSignalValue(login?.smsCode ?? NO_TEXT, '');
  const accepted = useSignalValue(login?.accepted ?? NO, false);
  const canSubmit = useSignalValue(login?.canSubmit ?? NO, false);
  const submitting = useSignalValue(login?.submitting ?? NO, false);
  const confirm = useSignalValue(login?.confirmVisible ?? NO, false);
  const errors = useSignalValue(login?.errors ?? NO_ERRORS, {});
  const sendLabel = useSignalValue(
    login?.countdown.label ?? constant(loginMessages.sendCodeIdle),
    loginMessages.sendCodeIdle,
  );
  const counting = useSignalValue(login?.countdown.disabled ?? NO, false);
  const notice = useSignalValue(login?.notice ?? NO_TEXT, '');
  const shown = status === 'have' ? 'default' : status;

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (confirm && !el.open) el.showModal();
    if (!confirm && el.open) el.close();
  }, [confirm]);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void login?.submit();
  }

  return (
    <div className="login-panel">
      <h2 className="login-panel__title">{loginMessages.titles[shown]}</h2>
      <p className="login-panel__description">{loginMessages.descriptions[shown]}</p>
      <form className="login-panel__form" onSubmit={onSubmit} noValidate aria-busy={submitting}>
        <div className="login-panel__field">
          <label htmlFor={mobileId}>{loginMessages.mobileLabel}</label>
          <input
            id={mobileId}
            name="mobile"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            maxLength={MOBILE_MAX_LENGTH}
            ref={tidyMobileRef}
            required
            readOnly={shown === 'clue'}
            value={mobile}
            aria-invalid={errors.mobile ? true : undefined}
            aria-describedby={`${mobileId}-error`}
            onChange={(event) =>
              login?.setMobile(shown === 'clue' ? event.target.value : keepDigits(event.target.value))
            }
            onBlur={() => login?.blur('mobile')}
          />
          <FieldError id={`${mobileId}-error`} message={errors.mobile} />
        </div>
        {shown === 'clue' ? null : (
          <div className="login-panel__field">
            <label htmlFor={codeId}>{loginMessages.codeLabel}</label>
            <div className="login-panel__code">
              <input
                id={codeId}
                name="code"
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={SMS_CODE_MAX_LENGTH}
                required
                value={code}
                aria-invalid={errors.smsCode ? true : undefined}
                aria-describedby={`${codeId}-error`}
                onChange={(event) => login?.setSmsCode(event.target.value)}
                onBlur={() => login?.blur('smsCode')}
              />
              <button
                type="button"
                className="button button--ghost login-panel__send"
                disabled={!login || counting}
                aria-live="polite"
                onClick={() => void login?.sendCode()}
              >
                {sendLabel}
              </button>
            </div>
            <FieldError id={`${codeId}-error`} message={errors.smsCode} />
            {/* Checking the visitor, or why a code was refused (429 with its wait on the button). */}
            <p className="login-panel__notice" role="status" aria-live="polite">
              {notice}
            </p>
          </div>
        )}
        <div className="login-panel__consent">
          <input
            id={consentId}
            type="checkbox"
            checked={accepted}
            onChange={(event) => login?.setAccepted(event.target.checked)}
          />
          <label htmlFor={consentId}>{consentMessages.consentTitle}</label>
          <span className="login-panel__statements">
            {STATEMENTS.map((statement) => (
              <StatementLink key={statement[0]} statement={statement} newTab={desktop} />
            ))}
          </span>
        </div>
        <button type="submit" className="button login-panel__submit" disabled={!canSubmit || submitting}>
          {loginMessages.submit[shown]}
        </button>
      </form>
      {social ? <SocialSignIn {...social} redirectTo={redirectTo} /> : null}

      <dialog
        ref={dialog}
        className="login-panel__confirm"
        aria-labelledby={`${consentId}-title`}
        onCancel={() => login?.dismissConsent()}
      >
        <h2 id={`${consentId}-title`}>{consentMessages.consentTitle}</h2>
        <p>{consentMessages.consentPrompt}</p>
        <ul>
          {STATEMENTS.map((statement) => (
            <li key={statement[0]}>
              <StatementLink statement={statement} newTab={desktop} />
            </li>
          ))}
        </ul>
        <div className="login-panel__confirm-actions">
          <button type="button" className="button button--ghost" onClick={() => login?.dismissConsent()}>
            {modalMessages.cancel}
          </button>
          <button
            type="button"
            className="button"
            disabled={submitting}
            onClick={() => void login?.agreeConsent()}
          >
            {consentMessages.consentAgree}
          </button>
        </div>
      </dialog>
    </div>
  );
}
