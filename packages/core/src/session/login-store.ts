import { batch, computed, type ReadonlySignal, signal } from '@preact/signals-core';
import type { ClueAuthorizationPayloadInput } from '../clues/clues.schemas.ts';
import { LOGIN_TOAST_DURATION_MS } from '../data/constants.ts';
import { failed, type Outcome, reasonOfError } from '../flows/outcome.ts';
import { loginMessages, quoteMessages } from '../messages/zh-TW.ts';
import type { Clock, Notifier } from '../platform/types.ts';
import type { RefIdInput, Utm } from '../schemas/common.ts';
import { createSendCodeCountdown, type SendCodeCountdown } from './countdown.ts';
import { readErrorMessage } from './errors.ts';
import { createLoginForm, type LoginFormValues } from './login-form.ts';
import { sendCodePrecheck } from './login-rules.ts';
import type { LoginStatus } from './login-status.ts';
import type { SessionApi } from './ports.ts';
import type { SessionStore } from './session-store.ts';

/** Login-popup params (docs/spec/session.md#entities, "Store params"). */
export interface LoginParams {
  /** Popup module; when set, a clue is submitted before login or bind. Sent as the clue `type`. */
  module?: string;
  /** The spec's `type` or `resourceType`: the clue's source_type (work, article…). */
  resourceType?: string;
  /** The clue's source_id. */
  resourceId?: RefIdInput;
  /** The clue's design_id. */
  companyId?: RefIdInput;
  /** Forces a status; derived from the session when absent. */
  status?: LoginStatus;
}

/** How the user got through: already allowed (`none`), or by the popup's login, bind or clue step. */
export type AccessVia = 'none' | 'login' | 'bind' | 'clue';

/** The end of a login flow: granted (and how), or the popup was closed. */
export type AccessOutcome = { granted: true; via: AccessVia } | { granted: false };

/**
 * The outcome of a login action: `ok` (with how access was granted, for submit), or why not —
 * `invalid` (a field's message, also toasted), `consent` (the confirm popup opened), `busy`,
 * `pending` (a clue kept and resent), `rejected`, `rate-limited` or `network` (the call failed).
 */
export type LoginOutcome = Outcome<{ via?: AccessVia }>;

/** A field of the login form that shows a message. */
export type LoginFieldName = Exclude<keyof LoginFormValues, 'accepted'>;

/** What `createLoginStore` needs besides the session and the API. */
export interface LoginDeps {
  notifier: Notifier;
  clock?: Clock;
  /** Attribution sent with login and clue calls (empty strings by default). */
  utm?: () => Utm;
}

/** The login popup (docs/spec/platform.md#routes-and-overlays overlays, §4, §5). */
export interface LoginStore {
  /** The popup is shown. */
  readonly visible: ReadonlySignal<boolean>;
  /** The params it was opened with, status resolved. */
  readonly params: ReadonlySignal<LoginParams & { status: LoginStatus }>;
  readonly status: ReadonlySignal<LoginStatus>;
  readonly mobile: ReadonlySignal<string>;
  readonly smsCode: ReadonlySignal<string>;
  /** The consent checkbox. */
  readonly accepted: ReadonlySignal<boolean>;
  /** The consent confirmation popup is shown. */
  readonly confirmVisible: ReadonlySignal<boolean>;
  readonly submitting: ReadonlySignal<boolean>;
  /** Mobile valid (masked accepted in clue) and code 6 digits or '0' (no code in clue). */
  readonly canSubmit: ReadonlySignal<boolean>;
  /** Field messages (core's form model): shown once a field is left (blur) or on submit; cleared as it changes. */
  readonly errors: ReadonlySignal<Partial<Record<LoginFieldName, string>>>;
  /** The send-code button. */
  readonly countdown: SendCodeCountdown;
  /**
   * What the last code request met, for the sheet's live region: that the visitor is being
   * checked (a proof-of-work challenge is being solved), or why the server refused ('' otherwise).
   */
  readonly notice: ReadonlySignal<string>;
  /** Opens the popup unless the user needs nothing; resolves when the flow ends. */
  open(params?: LoginParams): Promise<AccessOutcome>;
  /** Closes the popup; a pending `open` resolves `{ granted: false }`. */
  close(): void;
  setMobile(value: string): void;
  setSmsCode(value: string): void;
  setAccepted(value: boolean): void;
  /** The visitor left a field: its rules run (docs/spec/session.md#validation, trigger blur). */
  blur(field: LoginFieldName): void;
  /**
   * Sends the SMS code and starts the countdown; `busy` while counting or sending. A refusal is
   * said in `notice`, and one that names a wait (429 Retry-After) counts it down on the button.
   */
  sendCode(): Promise<LoginOutcome>;
  /** Submits by status; opens the consent popup when consent is missing. */
  submit(): Promise<LoginOutcome>;
  /** Agrees in the consent popup: ticks consent and submits. */
  agreeConsent(): Promise<LoginOutcome>;
  /** Closes the consent popup without agreeing. */
  dismissConsent(): void;
  /** Stops the countdown and ends a pending flow. */
  dispose(): void;
}

const EMPTY_UTM: Utm = { source: '', medium: '', campaign: '', content: '' };

/**
 * Creates the login-popup store over a session.
 * @example
 * const login = createLoginStore(session, api, { notifier });
 * const outcome = await login.open({ module: 'work_detail_auto_popbox', resourceType: 'work', resourceId: 7 });
 */
export function createLoginStore(session: SessionStore, api: SessionApi, deps: LoginDeps): LoginStore {
  const { notifier } = deps;
  const utm = deps.utm ?? (() => EMPTY_UTM);
  const countdown = createSendCodeCountdown(deps.clock ? { clock: deps.clock } : {});

  const visible = signal(false);
  const params = signal<LoginParams & { status: LoginStatus }>({ status: 'default' });
  const confirmVisible = signal(false);
  const submitting = signal(false);
  const notice = signal('');
  const status = computed(() => params.value.status);
  const form = createLoginForm({ status });
  const { mobile, smsCode, accepted } = form.fields;

  let pending: ((outcome: AccessOutcome) => void) | null = null;
  // A clue already accepted in this opening is not sent again when the login step is retried.
  let clueDone = false;
  let sendingCode = false;

  const canSubmit = computed(() => !submitting.value && form.canSubmit.value);

  function toast(message: string): void {
    notifier.toast(message, { type: 'error', duration: LOGIN_TOAST_DURATION_MS });
  }

  function settle(outcome: AccessOutcome): void {
    const resolve = pending;
    pending = null;
    resolve?.(outcome);
  }

  function close(): void {
    batch(() => {
      visible.value = false;
      confirmVisible.value = false;
    });
    settle({ granted: false });
  }

  async function open(request: LoginParams = {}): Promise<AccessOutcome> {
    // Emptied before the status is read: what is typed meanwhile (the login page shows its form
    // at once, and a phone's network may take seconds to answer) is kept.
    form.reset();
    const resolved = request.status ?? (await session.resolveLoginStatus());
    if (resolved === 'have') return { granted: true, via: 'none' };
    clueDone = false;
    settle({ granted: false });
    batch(() => {
      params.value = { ...request, status: resolved };
      if (resolved === 'clue') void mobile.set(session.realMobile.peek());
      confirmVisible.value = false;
      visible.value = true;
    });
    return new Promise<AccessOutcome>((resolve) => {
      pending = resolve;
    });
  }

  /** The clue authorisation body; params that are not set are left out, as the server expects. */
  function cluePayload(p: LoginParams, m: string): ClueAuthorizationPayloadInput {
    return {
      utm: utm(),
      ...(p.module ? { type: p.module } : {}),
      ...(p.resourceType ? { source_type: p.resourceType } : {}),
      ...(p.resourceId ? { source_id: p.resourceId } : {}),
      ...(p.companyId ? { design_id: p.companyId } : {}),
      sender_contact: m,
      accepted: 1,
    };
  }

  async function submit(): Promise<LoginOutcome> {
    if (submitting.peek() || !visible.peek()) return failed('busy');
    const p = params.peek();
    const st = p.status;
    submitting.value = true;
    try {
      if (!(await form.validate())) {
        const message = form.firstError.peek();
        toast(message);
        return failed('invalid', message);
      }
      if (!accepted.value.peek()) {
        confirmVisible.value = true;
        return failed('consent');
      }
      const m = mobile.value.peek();
      const code = smsCode.value.peek();
      // docs/spec/session.md#states: with a module, the clue goes first, then login or bind; status clue
      // sends only it.
      if ((st === 'clue' || p.module) && !clueDone) {
        await api.authorizeClue(cluePayload(p, m));
        clueDone = true;
        session.markClueAuthorised();
      }
      if (st === 'default') {
        const { access_token } = await api.login({
          username: m,
          utm: utm(),
          accepted: 1,
          code,
          login_type: 'sms_code',
        });
        session.setToken(access_token);
      } else if (st === 'bind') {
        await api.bindMobile({ mobile: m, code });
      }
      await session.refreshUser();
      const via = st === 'default' ? 'login' : st === 'bind' ? 'bind' : 'clue';
      visible.value = false;
      settle({ granted: true, via });
      return { ok: true, via };
    } catch (error) {
      // A clue left pending (no answer after the retries) is kept and resent: not a failure.
      const reason = reasonOfError(error);
      const message = reason === 'pending' ? quoteMessages.submitPending : readErrorMessage(error);
      toast(message);
      return failed(reason, message);
    } finally {
      submitting.value = false;
    }
  }

  async function sendCode(): Promise<LoginOutcome> {
    if (countdown.disabled.peek() || sendingCode) return failed('busy');
    const m = mobile.value.peek();
    const problem = sendCodePrecheck(m);
    if (problem) {
      toast(problem);
      return failed('invalid', problem);
    }
    sendingCode = true;
    notice.value = '';
    try {
      await api.sendCode(
        { medium: 'sms', type: status.peek() === 'bind' ? 'bind_mobile' : 'login', username: m },
        () => {
          notice.value = loginMessages.checking;
        },
      );
      notice.value = '';
      countdown.start();
      return { ok: true };
    } catch (error) {
      // Every failure is said, never only logged: 429 and its wait, 428 (a challenge that could
      // not be solved here: no WebCrypto, too slow), 422, a failed gateway, no answer at all.
      const message = readErrorMessage(error);
      notice.value = message;
      const wait = (error as { retryAfter?: number } | null)?.retryAfter;
      if (wait) countdown.start(wait);
      return failed(reasonOfError(error), message);
    } finally {
      sendingCode = false;
    }
  }

  return {
    visible,
    params,
    status,
    mobile: mobile.value,
    smsCode: smsCode.value,
    accepted: accepted.value,
    confirmVisible,
    submitting: computed(() => submitting.value),
    canSubmit,
    errors: form.errors as ReadonlySignal<Partial<Record<LoginFieldName, string>>>,
    countdown,
    notice,
    open,
    close,
    setMobile(value) {
      void mobile.input(value);
    },
    setSmsCode(value) {
      void smsCode.input(value);
    },
    setAccepted(value) {
      void accepted.input(value);
    },
    blur(field) {
      void form.fields[field].blur();
    },
    sendCode,
    submit,
    agreeConsent() {
      batch(() => {
        void accepted.set(true);
        confirmVisible.value = false;
      });
      return submit();
    },
    dismissConsent() {
      confirmVisible.value = false;
    },
    dispose() {
      countdown.dispose();
      close();
    },
  };
}
