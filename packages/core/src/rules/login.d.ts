import type { FieldRule } from './rule.ts';
/** Login popup status (doc 1 §4); 'clue' prefills a masked mobile and hides the code. */
export type LoginFormStatus = 'default' | 'bind' | 'clue' | 'have';
/** The login mobile rule: a Taiwan mobile, or in status clue a masked mobile containing '*'. */
export declare function isLoginMobile(value: string, status?: LoginFormStatus): boolean;
/** Submit needs a code of length 6, or the single digit '0'. */
export declare function hasLoginCode(code: string): boolean;
/** What canSubmitLogin looks at. */
export interface LoginSubmitInput {
  mobile: string;
  code: string;
  status: LoginFormStatus;
}
/** Submit is enabled once the mobile is valid and the code has length 6 (or is '0'); status clue needs no code. */
export declare function canSubmitLogin({ mobile, code, status }: LoginSubmitInput): boolean;
/** Before sending a code: the toast to show (login.sendCodeNeedsMobile when empty, login.mobileInvalid when invalid), else null. */
export declare function sendCodePrecheck(mobile: string): string | null;
/** Field rules of the login mobile; `status` is read at each check. */
export declare function loginMobileRules(status?: () => LoginFormStatus): readonly FieldRule[];
/** Field rules of the SMS code: required, then 6 digits or '0'. */
export declare const smsCodeRules: readonly FieldRule[];
/** The login mobile's message (login.mobileRequired / login.mobileInvalid), or null when valid. */
export declare function validateLoginMobile(value: string, status?: LoginFormStatus): string | null;
/** The SMS code's message (login.codeRequired / login.codeInvalid), or null when valid. */
export declare function validateSmsCode(value: string): string | null;
//# sourceMappingURL=login.d.ts.map
