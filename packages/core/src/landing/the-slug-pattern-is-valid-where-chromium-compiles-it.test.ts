/**
 * The slug field's `pattern` attribute is valid where Chromium compiles it: a browser compiles a
 * `pattern` with the `v` flag (where a `-` inside a class must be escaped), and an invalid one
 * prints an error to the console and checks nothing. The console's slug field and the contract
 * share LANDING_SLUG_PATTERN, so both accept exactly the same slugs.
 */
import { describe, expect, it } from 'vitest';
import { LANDING_SLUG, LANDING_SLUG_PATTERN } from './landing-facts.ts';

/**
 * A pattern as a browser compiles a `pattern` attribute: `^(?:…)$` with the `v` flag. Built at run
 * time (`Reflect.construct`), so neither the type checker (an older ES target) nor the transform
 * reads the old pattern as a regular-expression literal.
 */
const compiled = (pattern: string): RegExp => Reflect.construct(RegExp, [`^(?:${pattern})$`, 'v']);
const asTheBrowserDoes = () => compiled(LANDING_SLUG_PATTERN);
/** The field's old pattern, which Chromium refused. */
const OLD: string = '[a-z0-9-]+';

const GOOD = ['a', 'spring-2027', '2027', 'a-b-c', 'x'.repeat(64)];
const BAD = ['', '-a', 'a-', 'Spring', 'spring 2027', 'spring_2027', '../admin', 'x'.repeat(65), '春季'];

describe('the slug pattern', () => {
  it('compiles with the v flag (the old `[a-z0-9-]+` did not)', () => {
    expect(() => asTheBrowserDoes()).not.toThrow();
    expect(() => compiled(OLD)).toThrow(SyntaxError);
  });

  it('accepts and refuses the same slugs in the browser as in the contract', () => {
    const browser = asTheBrowserDoes();
    for (const slug of GOOD) {
      expect(LANDING_SLUG.test(slug), slug).toBe(true);
      expect(browser.test(slug), slug).toBe(true);
    }
    for (const slug of BAD) {
      expect(LANDING_SLUG.test(slug), slug).toBe(false);
      expect(browser.test(slug), slug).toBe(false);
    }
  });
});
