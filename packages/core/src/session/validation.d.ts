/** The checks the login store needs. */
export interface LoginValidators {
  /** A valid Taiwan mobile number. */
  isMobile(value: string): boolean;
  /** A valid SMS code: 6 digits or the single digit 0. */
  isSmsCode(value: string): boolean;
}
/** The spec's login checks: `isTaiwanMobile` and `isSmsCode` from `rules/`. */
export declare const loginValidators: LoginValidators;
/** A masked mobile such as 0912***678: digits and at least one `*` (accepted in status clue). */
export declare function isMaskedMobile(value: string): boolean;
/** Masks a mobile as 0912***678 (first 4, last 3 kept); values already holding `*` are kept. */
export declare function maskMobile(value: string | null | undefined): string;
//# sourceMappingURL=validation.d.ts.map
