import { type ReadonlySignal } from '@preact/signals-core';
import type { Clock, Notifier } from '../platform/types.ts';
import type { RefIdInput, Utm } from '../schemas/common.ts';
import { type SendCodeCountdown } from './countdown.ts';
import type { LoginStatus } from './login-status.ts';
import type { Logger, SessionApi } from './ports.ts';
import type { SessionStore } from './session-store.ts';
import { type LoginValidators } from './validation.ts';
/** Login-popup params (doc 1 §3, "Store params"). */
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
export type AccessOutcome =
  | {
      granted: true;
      via: AccessVia;
    }
  | {
      granted: false;
    };
/** What `createLoginStore` needs besides the session and the API. */
export interface LoginDeps {
  notifier: Notifier;
  clock?: Clock;
  /** Mobile and SMS-code checks; pass `rules/`' (the default is provisional). */
  validators?: LoginValidators;
  /** Attribution sent with login and clue calls (empty strings by default). */
  utm?: () => Utm;
  logger?: Logger;
}
/** The login popup (doc 1 §2 overlays, §4, §5). */
export interface LoginStore {
  /** The popup is shown. */
  readonly visible: ReadonlySignal<boolean>;
  /** The params it was opened with, status resolved. */
  readonly params: ReadonlySignal<
    LoginParams & {
      status: LoginStatus;
    }
  >;
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
  /** The send-code button. */
  readonly countdown: SendCodeCountdown;
  /** Opens the popup unless the user needs nothing; resolves when the flow ends. */
  open(params?: LoginParams): Promise<AccessOutcome>;
  /** Closes the popup; a pending `open` resolves `{ granted: false }`. */
  close(): void;
  setMobile(value: string): void;
  setSmsCode(value: string): void;
  setAccepted(value: boolean): void;
  /** Sends the SMS code and starts the countdown; ignored while counting. */
  sendCode(): Promise<boolean>;
  /** Submits by status; opens the consent popup when consent is missing. */
  submit(): Promise<boolean>;
  /** Agrees in the consent popup: ticks consent and submits. */
  agreeConsent(): Promise<boolean>;
  /** Closes the consent popup without agreeing. */
  dismissConsent(): void;
  /** Stops the countdown and ends a pending flow. */
  dispose(): void;
}
/**
 * Creates the login-popup store over a session.
 * @example
 * const login = createLoginStore(session, api, { notifier });
 * const outcome = await login.open({ module: 'work_detail_auto_popbox', resourceType: 'work', resourceId: 7 });
 */
export declare function createLoginStore(session: SessionStore, api: SessionApi, deps: LoginDeps): LoginStore;
//# sourceMappingURL=login-store.d.ts.map
