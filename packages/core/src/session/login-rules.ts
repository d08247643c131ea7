/**
 * Login-popup rules (docs/spec/session.md#validation): mobile and SMS code checks, submit enabling and the
 * send-code precheck.
 */
import { SMS_CODE_MAX_LENGTH } from '../data/constants.ts';
import { isMaskedMobile, isTaiwanMobile } from '../fields/mobile.ts';
import { SMS_CODE_PATTERN } from '../fields/sms-code.ts';
import { type FieldRule, validateSync } from '../form/form.ts';
import { loginMessages } from '../messages/zh-TW.ts';

/** Login popup status (docs/spec/session.md#states); 'clue' prefills a masked mobile and hides the code. */
export type LoginFormStatus = 'default' | 'bind' | 'clue' | 'have';

/** The login mobile rule: a Taiwan mobile, or in status clue a masked mobile (0912***678). */
export function isLoginMobile(value: string, status: LoginFormStatus = 'default'): boolean {
  return (status === 'clue' && isMaskedMobile(value)) || isTaiwanMobile(value);
}

/** Submit needs a code of length 6, or the single digit '0'. */
export function hasLoginCode(code: string): boolean {
  return code.length === SMS_CODE_MAX_LENGTH || code === '0';
}

/** What canSubmitLogin looks at. */
export interface LoginSubmitInput {
  mobile: string;
  code: string;
  status: LoginFormStatus;
}

/** Submit is enabled once the mobile is valid and the code has length 6 (or is '0'); status clue needs no code. */
export function canSubmitLogin({ mobile, code, status }: LoginSubmitInput): boolean {
  return isLoginMobile(mobile, status) && (status === 'clue' || hasLoginCode(code));
}

/** Before sending a code: the toast to show (login.sendCodeNeedsMobile when empty, login.mobileInvalid when invalid), else null. */
export function sendCodePrecheck(mobile: string): string | null {
  if (mobile.trim() === '') return loginMessages.sendCodeNeedsMobile;
  return isTaiwanMobile(mobile) ? null : loginMessages.mobileInvalid;
}

/** Field rules of the login mobile; `status` is read at each check. */
export function loginMobileRules(status: () => LoginFormStatus = () => 'default'): readonly FieldRule[] {
  return [
    { required: true, message: loginMessages.mobileRequired },
    { validator: (value) => isLoginMobile(value, status()), message: loginMessages.mobileInvalid },
  ];
}

/** Field rules of the SMS code: required, then 6 digits or '0'. */
export const smsCodeRules: readonly FieldRule[] = [
  { required: true, message: loginMessages.codeRequired },
  { pattern: SMS_CODE_PATTERN, message: loginMessages.codeInvalid },
];

/** The login mobile's message (login.mobileRequired / login.mobileInvalid), or null when valid. */
export function validateLoginMobile(value: string, status: LoginFormStatus = 'default'): string | null {
  return validateSync(
    loginMobileRules(() => status),
    value,
  );
}

/** The SMS code's message (login.codeRequired / login.codeInvalid), or null when valid. */
export function validateSmsCode(value: string): string | null {
  return validateSync(smsCodeRules, value);
}
