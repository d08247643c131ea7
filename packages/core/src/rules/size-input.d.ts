/**
 * Cleans what the user typed into the size picker: keeps only digits and a dot, drops leading dots,
 * keeps only the first dot, keeps at most 2 decimals and caps the value at 999.
 * Leading zeros of the whole part are also collapsed ('007' → '7'), so that the result never has
 * more than 3 whole digits; the spec's steps alone would let '0005' through.
 * @example sanitizeSizeInput('a12.3.45') // '12.34'
 */
export declare function sanitizeSizeInput(raw: string): string;
//# sourceMappingURL=size-input.d.ts.map
