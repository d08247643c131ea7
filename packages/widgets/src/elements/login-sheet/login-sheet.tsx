/** @jsxImportSource preact */
import { effect, untracked } from '@preact/signals';
import {
  type AccessOutcome,
  consentMessages,
  type LoginOutcome,
  type LoginParams,
  type LoginStore,
  loginMessages,
  MOBILE_MAX_LENGTH,
  SMS_CODE_MAX_LENGTH,
} from '@renovo/core';
import { useEffect, useRef } from 'preact/hooks';
import { baseStyles } from '../../internal/base-styles.ts';
import { defineWidget, type WidgetContext } from '../../internal/define.ts';
import { emit } from '../../internal/emit.ts';
import { getRuntime } from '../../internal/runtime.ts';
import { createPageSession } from '../../internal/session.ts';
import { CloseButton } from '../../ui/close-button.tsx';
import { Dialog, dialogStyles } from '../../ui/dialog.tsx';
import { type StatementKey, StatementLinks } from '../../ui/statement-links.tsx';
import { loginSheetStyles } from './login-sheet.styles.ts';

const TAG = 'renovo-login-sheet';
/** The short name in every event's `detail.widget` (docs/embedding.md §4). */
const WIDGET = 'login-sheet';
const STATEMENTS: readonly StatementKey[] = ['terms', 'privacy', 'service', 'disclaimer'];

const attributes = {
  open: 'boolean',
  mode: 'string',
  module: 'string',
  type: 'string',
  'resource-id': 'string',
  'company-id': 'string',
  partner: 'string',
} as const;

type Context = WidgetContext<typeof attributes>;
type CloseReason = 'user' | 'submit' | 'api';
type ShownStatus = 'default' | 'bind' | 'clue';

/**
 * `<renovo-login-sheet>` — the login popup (doc 1 §2 overlays, §4, §5) in every status: default
 * (SMS login), bind (bind a mobile), clue (authorise the masked mobile, no code field) and have
 * (nothing to show: the flow resolves at once). It draws the page's login store
 * (`runtime.login`, core's createLoginStore, built by `createPageSession`); there is one per page.
 *
 * @summary Mobile + SMS-code login sheet with the send-code countdown and the consent popup.
 *
 * Attributes / properties: `open` / `open` (boolean), `mode` / `mode` (popup|inline),
 * `module` / `module`, `type` / `type` (the resource type), `resource-id` / `resourceId`,
 * `company-id` / `companyId`, `partner` / `partner` (partner key when the page has no loader config).
 * Method: `openFor(params?)` opens the sheet (params default to the attributes) and returns the
 * store's `open()` promise: `{ granted: true, via }` or `{ granted: false }` when closed.
 *
 * @event renovo-open - the sheet opened; detail `{ widget }`
 * @event renovo-close - the sheet closed; detail `{ widget, reason: 'user' | 'submit' | 'api' }`
 * @event renovo-login - the visitor logged in, bound a mobile or authorised a clue (or needed
 *   nothing); detail `{ widget, via: 'login' | 'bind' | 'clue' | 'none' }`
 * @event renovo-error - a login or send-code call failed (the store shows the toast); detail
 *   `{ widget, reason: 'login_failed' | 'send_code_failed' }`
 *
 * @csspart dialog - the native dialog (sheet below 850 px, centred above)
 * @csspart panel - the in-page section in `mode="inline"`
 * @csspart header - title, description and close button
 * @csspart title - the heading
 * @csspart description - the line under the heading
 * @csspart close - the close icon button (accessible name 關閉)
 * @csspart form - the form
 * @csspart field - one labelled field
 * @csspart label - a field's label
 * @csspart input - a text input
 * @csspart error - a field's error message; under the code also what the last code request met
 *   (checking the visitor, or why a code was refused)
 * @csspart send-code - the send-code button with its countdown
 * @csspart consent - the consent checkbox row
 * @csspart statement-link - a link to a statement on the main site
 * @csspart submit - the submit button
 * @csspart consent-panel - the consent confirm popup's content
 * @csspart agree - the 同意授權 button
 *
 * @cssproperty --renovo-login-width - width of the centred popup (default 400px)
 * @cssproperty --renovo-login-accent - accent colour (default --renovo-color-primary)
 * @cssproperty --renovo-login-accent-text - text on the accent (default --renovo-color-primary-text)
 * @cssproperty --renovo-login-error - error colour (default --renovo-color-error)
 * @cssproperty --renovo-login-border - input border colour (default --renovo-color-border)
 */
export interface RenovoLoginSheetElement extends HTMLElement {
  open: boolean;
  mode: 'popup' | 'inline' | null;
  module: string | null;
  type: string | null;
  resourceId: string | null;
  companyId: string | null;
  partner: string | null;
  /** Opens the sheet for a flow; resolves with the store's outcome. */
  openFor(params?: LoginParams): Promise<AccessOutcome>;
}

declare global {
  interface HTMLElementTagNameMap {
    'renovo-login-sheet': RenovoLoginSheetElement;
  }
}

/** Why the sheet is closing, when the element itself asked. */
const closeReasons = new WeakMap<HTMLElement, CloseReason>();

/** The login params an element's attributes describe. */
function paramsOf(host: HTMLElement): LoginParams {
  const params: LoginParams = {};
  const module = host.getAttribute('module');
  const type = host.getAttribute('type');
  const resourceId = host.getAttribute('resource-id');
  const companyId = host.getAttribute('company-id');
  if (module) params.module = module;
  if (type) params.resourceType = type;
  if (resourceId) params.resourceId = resourceId;
  if (companyId) params.companyId = companyId;
  return params;
}

/** Opens the page's login sheet for `host`; emits renovo-login when access is granted. */
export async function openLoginFor(host: HTMLElement, params?: LoginParams): Promise<AccessOutcome> {
  const { login, session } = getRuntime({
    session: createPageSession,
    partner: host.getAttribute('partner'),
  });
  // A member from an earlier visit: read the user first so the status (bind, clue, have) is right
  // (the session store knows whether a token can exist when none is visible).
  if (!session.user.peek()) await session.refreshUser();
  const outcome = await login.open(params ?? paramsOf(host));
  if (outcome.granted) emit(host, 'renovo-login', { widget: WIDGET, via: outcome.via });
  if (!login.visible.peek() && host.hasAttribute('open')) (host as RenovoLoginSheetElement).open = false;
  return outcome;
}

function LoginSheet({ host, props }: Context) {
  const { login } = getRuntime({ session: createPageSession, partner: props.partner.peek() });

  // Store → element: reflect `open` and announce the transitions. Plain (synchronous) effects,
  // not useSignalEffect (deferred to the next frame): the close reason is read while the store
  // is still submitting, and renovo-close must precede renovo-login.
  useEffect(() => {
    let before: boolean | null = null;
    return effect(() => {
      const shown = login.visible.value;
      if (before === shown || (before === null && !shown)) {
        before = shown;
        return;
      }
      before = shown;
      untracked(() => {
        (host as RenovoLoginSheetElement).open = shown;
        if (shown) {
          emit(host, 'renovo-open', { widget: WIDGET });
          return;
        }
        const reason = login.submitting.peek() ? 'submit' : (closeReasons.get(host) ?? 'user');
        closeReasons.delete(host);
        emit(host, 'renovo-close', { widget: WIDGET, reason });
      });
    });
  }, [login]);

  // Element → store: the `open` attribute or property opens and closes the sheet.
  useEffect(() => {
    let initial = true;
    return effect(() => {
      const wanted = props.open.value;
      const first = initial;
      initial = false;
      untracked(() => {
        if (wanted && !login.visible.peek()) void openLoginFor(host);
        else if (!wanted && !first && login.visible.peek()) {
          closeReasons.set(host, 'api');
          login.close();
        }
      });
    });
  }, [login]);

  const visible = login.visible.value;
  const inline = props.mode.value === 'inline';
  const fail = (reason: string) => emit(host, 'renovo-error', { widget: WIDGET, reason });
  const close = () => {
    closeReasons.set(host, 'user');
    login.close();
  };
  const agree = async () => failOn(await login.agreeConsent(), 'login_failed', fail);

  if (inline && !visible) return null;
  return (
    <>
      <Dialog
        open={visible}
        labelledBy="login-title"
        onRequestClose={close}
        mode={inline ? 'inline' : 'popup'}
      >
        {visible ? <LoginForm login={login} onClose={close} onError={fail} /> : null}
      </Dialog>
      <Dialog
        open={visible && login.confirmVisible.value}
        labelledBy="consent-title"
        onRequestClose={() => login.dismissConsent()}
      >
        <div class="consent-panel" part="consent-panel">
          <div class="header" part="header">
            <h2 id="consent-title" class="title" part="title">
              {consentMessages.consentTitle}
            </h2>
            <p class="description" part="description">
              {consentMessages.consentPrompt}
            </p>
            <CloseButton onClick={() => login.dismissConsent()} />
          </div>
          <ul class="statements">
            {STATEMENTS.map((key) => (
              <li key={key}>
                <StatementLinks keys={[key]} />
              </li>
            ))}
          </ul>
          <div class="actions">
            <button
              type="button"
              class="submit"
              part="agree"
              disabled={login.submitting.value}
              onClick={() => void agree()}
            >
              {consentMessages.consentAgree}
            </button>
          </div>
        </div>
      </Dialog>
    </>
  );
}

/** A failed call (not a field, consent or a busy store) fires renovo-error with `reason`. */
function failOn(outcome: LoginOutcome, reason: string, onError: (reason: string) => void): void {
  if (!outcome.ok && !/^(invalid|consent|busy)$/.test(outcome.reason)) onError(reason);
}

interface FormProps {
  login: LoginStore;
  onClose(): void;
  onError(reason: string): void;
}

/** The sheet's content: draws the store's form (values, messages on blur, outcomes as events). */
function LoginForm({ login, onClose, onError }: FormProps) {
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

/** Registers `<renovo-login-sheet>` (no-op without customElements, e.g. during SSR). */
export function defineLoginSheet(): void {
  defineWidget({
    tag: TAG,
    attributes,
    styles: baseStyles + dialogStyles + loginSheetStyles,
    render: (context) => <LoginSheet {...context} />,
    methods: {
      openFor(this: HTMLElement, params?: LoginParams) {
        return openLoginFor(this, params);
      },
    },
  });
}
