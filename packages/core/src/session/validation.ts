/**
 * Login-form checks (doc 1 §5) as the login store takes them: the rules from `rules/`, injectable
 * so a caller can tighten them.
 */
import { isTaiwanMobile } from '../rules/mobile.ts';
import { isSmsCode } from '../rules/sms-code.ts';

/** The checks the login store needs. */
export interface LoginValidators {
  /** A valid Taiwan mobile number. */
  isMobile(value: string): boolean;
  /** A valid SMS code: 6 digits or the single digit 0. */
  isSmsCode(value: string): boolean;
}

/** The spec's login checks: `isTaiwanMobile` and `isSmsCode` from `rules/`. */
export const loginValidators: LoginValidators = { isMobile: isTaiwanMobile, isSmsCode };

/** A masked mobile such as 0912***678: digits and at least one `*` (accepted in status clue). */
export function isMaskedMobile(value: string): boolean {
  return value.includes('*') && /^[\d*]{4,}$/.test(value);
}

/** Masks a mobile as 0912***678 (first 4, last 3 kept); values already holding `*` are kept. */
export function maskMobile(value: string | null | undefined): string {
  if (!value) return '';
  if (value.includes('*') || value.length < 8) return value;
  return `${value.slice(0, 4)}${'*'.repeat(value.length - 7)}${value.slice(-3)}`;
}
