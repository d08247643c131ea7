export { trimBasicSize, validateBasicQuote } from './basic-checks.ts';
export { capCommunitySize, validateCommunityQuote } from './community-checks.ts';
/** Field errors of a quote form, by field; a missing key means the field is valid. */
export type QuoteFieldErrors = Partial<Record<'size' | 'mobile' | 'accepted', string>>;
/** What a quote form validator looks at. */
export interface QuoteFieldValues {
  size: string;
  mobile: string;
  accepted: boolean;
}
/** A validator for a quote form: the message of each invalid field. */
export type QuoteValidator = (values: QuoteFieldValues) => QuoteFieldErrors;
/** Mobile input: max length 10. */
export declare function trimMobile(raw: string): string;
//# sourceMappingURL=checks.d.ts.map
