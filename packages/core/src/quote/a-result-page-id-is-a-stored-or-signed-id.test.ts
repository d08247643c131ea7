/**
 * A result page's id is one of the two public-id patterns (a stored quote's, a signed one's): the
 * site's result page, the API's result route and the submit contract all check the same patterns.
 */
import { describe, expect, it } from 'vitest';
import { isResultId } from './quote.schemas.ts';

describe('a result page id is a stored or a signed id', () => {
  it('takes a stored public id (22 base64url characters, or a migrated row’s 32 hex digits)', () => {
    expect(isResultId('AbCdEfGhIjKlMnOpQrSt_-')).toBe(true);
    expect(isResultId('0123456789abcdef0123456789abcdef')).toBe(true);
  });

  it('takes a signed result id (52 base64url characters)', () => {
    expect(isResultId('A'.repeat(52))).toBe(true);
  });

  it('refuses any other length or character (a sequential id is no public id)', () => {
    for (const id of ['', '12345', 'A'.repeat(16), 'A'.repeat(23), 'A'.repeat(64), 'AbCdEfGhIjKlMnOpQrSt_+'])
      expect(isResultId(id), id).toBe(false);
  });
});
