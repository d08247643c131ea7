/**
 * The SMS verification code (doc 1 §5).
 */
/** Six digits, or the single digit 0. */
export declare const SMS_CODE_PATTERN: RegExp;
/** An SMS code is 6 digits or the single digit '0'. */
export declare function isSmsCode(value: string): boolean;
/** Formatter of a digit input: drops every character that is not an ASCII digit. */
export declare function keepDigits(value: string): string;
//# sourceMappingURL=sms-code.d.ts.map
