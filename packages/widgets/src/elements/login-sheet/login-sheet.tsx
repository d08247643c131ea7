/** @jsxImportSource preact */
import { effect, untracked } from '@preact/signals-core';
import { consentMessages, type LoginParams } from '@renovo/core';
import { useEffect } from 'preact/hooks';
import type { RenovoLoginSheetElement } from '../../element-types.generated.ts';
import { baseStyles } from '../../internal/base-styles.ts';
import { defineWidget, type WidgetContext } from '../../internal/define.ts';
import { emit } from '../../internal/emit.ts';
import { getRuntime } from '../../internal/runtime.ts';
import { createPageSession } from '../../internal/session.ts';
import { CloseButton } from '../../ui/close-button.tsx';
import { Dialog, dialogStyles } from '../../ui/dialog.tsx';
import { StatementLinks } from '../../ui/statement-links.tsx';
import { loginSheetWidget } from '../../widgets.generated.ts';
import { failOn, LoginForm, STATEMENTS } from './login-form.tsx';
import { loginSheetStyles } from './login-sheet.styles.ts';
import { openLoginFor, WIDGET } from './open-login.ts';

type CloseReason = 'user' | 'submit' | 'api';

/** Why the sheet is closing, when the element itself asked. */
const closeReasons = new WeakMap<HTMLElement, CloseReason>();

/**
 * The sheet on the page's login store: the element's `open` and the store kept in step both ways
 * (with renovo-open and renovo-close), the login form's dialog and the consent popup's.
 */
function LoginSheet({ host, props }: WidgetContext<(typeof loginSheetWidget)['attributes']>) {
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

/**
 * `<renovo-login-sheet>` — the login popup (docs/spec/platform.md#routes-and-overlays overlays, §4, §5) in
 * every status: default
 * (SMS login), bind (bind a mobile), clue (authorise the masked mobile, no code field) and have
 * (nothing to show: the flow resolves at once). It draws the page's login store
 * (`runtime.login`, core's createLoginStore, built by `createPageSession`); there is one per page.
 *
 * @summary Mobile + SMS-code login sheet with the send-code countdown and the consent popup.
 *
 * Its attributes, properties and `openFor(params?)` method are declared in the element table
 * (declarations.ts).
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
export function defineLoginSheet(): void {
  defineWidget({
    ...loginSheetWidget,
    styles: baseStyles + dialogStyles + loginSheetStyles,
    render: (context) => <LoginSheet {...context} />,
    methods: {
      openFor(this: HTMLElement, params?: LoginParams) {
        return openLoginFor(this, params);
      },
    },
  });
}
