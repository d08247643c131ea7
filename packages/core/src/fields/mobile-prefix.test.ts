import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTaiwanMobilePrefix, TAIWAN_MOBILE_PREFIXES } from './mobile-prefix.ts';

describe('Taiwan mobile prefix helper, docs/spec/session.md#validation', () => {
  it('Mobile prefix: the list is 0900 to 0991 plus 0800 and 0809', () => {
    expect(TAIWAN_MOBILE_PREFIXES).toHaveLength(94);
    expect(TAIWAN_MOBILE_PREFIXES[0]).toBe('0900');
    expect(TAIWAN_MOBILE_PREFIXES).toContain('0941');
    expect(TAIWAN_MOBILE_PREFIXES).toContain('0991');
    expect(TAIWAN_MOBILE_PREFIXES).toContain('0800');
    expect(TAIWAN_MOBILE_PREFIXES).toContain('0809');
    expect(TAIWAN_MOBILE_PREFIXES).not.toContain('0992');
    expect(new Set(TAIWAN_MOBILE_PREFIXES).size).toBe(94);
    expect(Object.isFrozen(TAIWAN_MOBILE_PREFIXES)).toBe(true);
  });

  it('Mobile prefix: empty or shorter than 4 characters is rejected', () => {
    for (const value of ['', '0', '09', '090']) expect(isTaiwanMobilePrefix(value), value).toBe(false);
  });

  it('Mobile prefix: a 4-character input must be in the list', () => {
    for (const value of ['0900', '0941', '0991', '0800', '0809']) {
      expect(isTaiwanMobilePrefix(value), value).toBe(true);
    }
    for (const value of ['0992', '0999', '0899', '0801', '0808', '0810', '9000', '090a']) {
      expect(isTaiwanMobilePrefix(value), value).toBe(false);
    }
  });

  it('Mobile prefix: longer input is judged by its first 4 characters', () => {
    expect(isTaiwanMobilePrefix('0912345678')).toBe(true);
    expect(isTaiwanMobilePrefix('0991xyz')).toBe(true);
    expect(isTaiwanMobilePrefix('0992345678')).toBe(false);
    expect(isTaiwanMobilePrefix('886912345678')).toBe(false);
  });

  it('Mobile prefix: property — any input of 4+ characters is judged by its first 4', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.constantFrom(...TAIWAN_MOBILE_PREFIXES), fc.stringMatching(/^[0-9]{4}$/)),
        fc.string(),
        (head, tail) => {
          expect(isTaiwanMobilePrefix(head + tail)).toBe(TAIWAN_MOBILE_PREFIXES.includes(head));
        },
      ),
      { numRuns: 1000 },
    );
  });
});
