/**
 * The login popup's form (docs/spec/session.md#entities "Login form", docs/spec/session.md#validation), ready
 * for a widget to bind.
 */
import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import { MOBILE_MAX_LENGTH, SMS_CODE_MAX_LENGTH } from '../data/constants.ts';
import { keepDigits } from '../fields/sms-code.ts';
import { createForm, type Form } from '../form/form.ts';
import {
  canSubmitLogin,
  type LoginFormStatus,
  loginMobileRules,
  sendCodePrecheck,
  smsCodeRules,
} from './login-rules.ts';

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
 * Creates the login form: tel mobile (trimmed, maxlength 10), digit SMS code (maxlength 6), consent box.
 * validate() without names skips the code in status clue.
 */
export function createLoginForm(options: LoginFormOptions = {}): LoginForm {
  const status = options.status ?? signal<LoginFormStatus>('default');
  const form = createForm<LoginFormValues>({
    mobile: {
      initial: '',
      formatter: (value) => value.trim(),
      maxlength: MOBILE_MAX_LENGTH,
      rules: loginMobileRules(() => status.peek()),
    },
    smsCode: { initial: '', maxlength: SMS_CODE_MAX_LENGTH, formatter: keepDigits, rules: smsCodeRules },
    accepted: { initial: false },
  });
  const { mobile, smsCode } = form.fields;
  return {
    ...form,
    canSubmit: computed(() =>
      canSubmitLogin({ mobile: mobile.value.value, code: smsCode.value.value, status: status.value }),
    ),
    validate: (names) =>
      form.validate(names ?? (status.peek() === 'clue' ? ['mobile'] : ['mobile', 'smsCode'])),
    sendCodePrecheck: () => sendCodePrecheck(mobile.value.peek()),
  };
}
