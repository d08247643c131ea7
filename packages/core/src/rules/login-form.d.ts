/**
 * The login popup's form (doc 1 §3 "Login form", §5), ready for a widget to bind.
 */
import { type ReadonlySignal } from '@preact/signals-core';
import { type Form } from './form.ts';
import { type LoginFormStatus } from './login.ts';
/** Values of the login form. */
export interface LoginFormValues {
  mobile: string;
  smsCode: string;
  accepted: boolean;
}
/** The login form plus its derived state. */
export interface LoginForm extends Form<LoginFormValues> {
  /** Submit enabled: valid mobile and a code of length 6 or '0'; status clue needs no code. */
  readonly canSubmit: ReadonlySignal<boolean>;
  /** The toast to show before sending a code, or null to go ahead. */
  sendCodePrecheck(): string | null;
}
/** Options of createLoginForm. */
export interface LoginFormOptions {
  /** The popup status; default 'default'. */
  status?: ReadonlySignal<LoginFormStatus>;
}
/**
 * Creates the login form: tel mobile (maxlength 10), digit SMS code (maxlength 6), consent box.
 * validate() without names skips the code in status clue.
 */
export declare function createLoginForm(options?: LoginFormOptions): LoginForm;
//# sourceMappingURL=login-form.d.ts.map
