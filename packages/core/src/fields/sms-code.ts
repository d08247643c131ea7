/**
 * The SMS verification code: six digits, or the single digit 0; '請輸入驗證碼' / '請輸入正確的驗證碼'.
 */

/** Six digits, or the single digit 0. */
export const SMS_CODE_PATTERN = /^(?:\d{6}|0)$/;

/** An SMS code is 6 digits or the single digit '0'. */
export function isSmsCode(value: string): boolean {
  return SMS_CODE_PATTERN.test(value);
}

/** Formatter of a digit input: drops every character that is not an ASCII digit. */
export function keepDigits(value: string): string {
  return value.replace(/\D/g, '');
}
