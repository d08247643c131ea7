/** @jsxImportSource preact */
import {
  consentMessages,
  type LoginOutcome,
  type LoginStore,
  loginMessages,
  MOBILE_MAX_LENGTH,
  SMS_CODE_MAX_LENGTH,
  tidyMobileInput,
} from '@renovo/core';
import { useRef } from 'preact/hooks';
import { CloseButton } from '../../ui/close-button.tsx';
import { type StatementKey, StatementLinks } from '../../ui/statement-links.tsx';

type ShownStatus = 'default' | 'bind' | 'clue';

/** The statements the visitor consents to, linked in the form and in the consent popup. */
export const STATEMENTS: readonly StatementKey[] = ['terms', 'privacy', 'service', 'disclaimer'];

/** A failed call (not a field, consent or a busy store) fires renovo-error with `reason`. */
export function failOn(outcome: LoginOutcome, reason: string, onError: (reason: string) => void): void {
  if (!outcome.ok && !/^(invalid|consent|busy)$/.test(outcome.reason)) onError(reason);
}

interface FormProps {
  login: LoginStore;
  onClose(): void;
  onError(reason: string): void;
}

/** The sheet's content: draws the store's form (values, messages on blur, outcomes as events). */
export function LoginForm({ login, onClose, onError }: FormProps) {
  const codeRef = useRef<HTMLInputElement>(null);
  const status: ShownStatus = login.status.value === 'have' ? 'default' : login.status.value;
  const mobile = login.mobile.value;
  const code = login.smsCode.value;
  const needsCode = status !== 'clue';
  const { mobile: mobileError, smsCode: codeError } = login.errors.value;
  const countdown = login.countdown;

  const onSubmit = async (event: Event) => {
    event.preventDefault();
    failOn(await login.submit(), 'login_failed', onError);
  };
  const onSend = async () => {
    const outcome = await login.sendCode();
    if (outcome.ok) codeRef.current?.focus();
    failOn(outcome, 'send_code_failed', onError);
  };
  const onCodeInput = (event: Event) => {
    const input = event.currentTarget as HTMLInputElement;
    login.setSmsCode(input.value);
    if (input.value !== login.smsCode.peek()) input.value = login.smsCode.peek();
  };

  return (
    <>
      <div class="header" part="header">
        <h2 id="login-title" class="title" part="title">
          {loginMessages.titles[status]}
        </h2>
        <p class="description" part="description">
          {loginMessages.descriptions[status]}
        </p>
        <CloseButton onClick={onClose} />
      </div>
      <form class="form" part="form" noValidate onSubmit={(event) => void onSubmit(event)}>
        <div class="field" part="field">
          <label class="label" part="label" for="login-mobile">
            {loginMessages.mobileLabel}
          </label>
          <input
            id="login-mobile"
            class="input"
            part="input"
            type="tel"
            name="mobile"
            inputMode="tel"
            autoComplete="tel"
            maxLength={MOBILE_MAX_LENGTH}
            onBeforeInput={tidyMobileInput}
            placeholder={loginMessages.mobileRequired}
            value={mobile}
            aria-invalid={mobileError ? 'true' : undefined}
            aria-describedby={mobileError ? 'login-mobile-error' : undefined}
            onInput={(event) => {
              const input = event.currentTarget as HTMLInputElement;
              login.setMobile(input.value);
              if (input.value !== login.mobile.peek()) input.value = login.mobile.peek();
            }}
            onBlur={() => login.blur('mobile')}
          />
          <p id="login-mobile-error" class="error" part="error" role="alert">
            {mobileError ?? ''}
          </p>
        </div>
        {needsCode ? (
          <div class="field" part="field">
            <label class="label" part="label" for="login-code">
              {loginMessages.codeLabel}
            </label>
            <div class="code-row">
              <input
                ref={codeRef}
                id="login-code"
                class="input"
                part="input"
                type="text"
                name="code"
                inputMode="numeric"
                pattern="[0-9]*"
                autoComplete="one-time-code"
                maxLength={SMS_CODE_MAX_LENGTH}
                placeholder={loginMessages.codeRequired}
                value={code}
                aria-invalid={codeError ? 'true' : undefined}
                aria-describedby={codeError ? 'login-code-error' : undefined}
                onInput={onCodeInput}
                onBlur={() => login.blur('smsCode')}
              />
              <button
                type="button"
                class="send-code"
                part="send-code"
                disabled={countdown.disabled.value}
                onClick={() => void onSend()}
              >
                {countdown.label.value}
              </button>
            </div>
            {/* The code's message, else what the last code request met (checking, or a refusal). */}
            <p id="login-code-error" class="error" part="error" role="alert">
              {codeError || login.notice.value}
            </p>
          </div>
        ) : null}
        <div class="consent" part="consent">
          <input
            id="login-accepted"
            type="checkbox"
            name="accepted"
            value="1"
            checked={login.accepted.value}
            onChange={(event) => login.setAccepted((event.currentTarget as HTMLInputElement).checked)}
          />
          <label for="login-accepted">{consentMessages.consentTitle}</label>
          <StatementLinks keys={STATEMENTS} />
        </div>
        <button
          type="submit"
          class="submit"
          part="submit"
          disabled={!login.canSubmit.value}
          aria-busy={login.submitting.value ? 'true' : undefined}
        >
          {loginMessages.submit[status]}
        </button>
      </form>
    </>
  );
}
