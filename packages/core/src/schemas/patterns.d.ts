/**
 * The regular expressions the schemas need, in one place so the `rules/` folder can share them
 * (doc 1 §5, doc 2 §5). The rules themselves live in `rules/`;
 * this module re-exports them under the names the schemas use, so there is one source.
 */
/** Taiwan mobile of the quote forms (doc 2 §5): a superset of the login pattern. */
export {
  BASIC_QUOTE_MOBILE_PATTERN as QUOTE_MOBILE_PATTERN,
  TAIWAN_MOBILE_PATTERN,
} from '../rules/mobile.ts';
/** House size in ping (doc 1 §5), as the server accepts it from both quote forms. */
export { BASIC_SIZE_PATTERN, PING_SIZE_PATTERN as HOUSE_SIZE_PATTERN } from '../rules/size.ts';
export { SMS_CODE_PATTERN } from '../rules/sms-code.ts';
/** An unsigned decimal integer as it arrives in a query string. */
export declare const QUERY_INT_PATTERN: RegExp;
/** A masked mobile as shown in login status clue: digits and at least one `*`. */
export declare const MASKED_MOBILE_PATTERN: RegExp;
//# sourceMappingURL=patterns.d.ts.map
