import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeRedirectPath } from './redirect-path.ts';

const SITE = 'https://renovo.example';
const FALLBACK = '/fallback';

/** Where a browser on the site goes when it follows `Location: path`. */
const followed = (path: string) => new URL(path, `${SITE}/login?redirect=x`);

/** Strings built from the characters that make redirects escape. */
const tricky = fc
  .array(
    fc.constantFrom(
      '/',
      '\\',
      '\t',
      '\n',
      '\r',
      '\u0000',
      ' ',
      '\u3000',
      '.',
      '..',
      ':',
      '@',
      '%2f',
      '%5c',
      '%09',
      'evil.example',
      'javascript:',
      'https:',
      '?',
      '#',
      'a',
    ),
    { maxLength: 8 },
  )
  .map((parts) => parts.join(''));

describe('a redirect path stays on the site', () => {
  it('any string gives the fallback or a path that a browser resolves on the same origin', () => {
    fc.assert(
      fc.property(fc.oneof(tricky, fc.string(), fc.webPath(), fc.webUrl()), (value) => {
        const path = safeRedirectPath(value, FALLBACK);
        if (path === FALLBACK) return;
        expect(path.startsWith('/')).toBe(true);
        expect(path.startsWith('//')).toBe(false);
        // biome-ignore lint/suspicious/noControlCharactersInRegex: none may reach a Location header
        expect(path).not.toMatch(/[\u0000-\u0020\u007f\\]/);
        expect(followed(path).origin).toBe(SITE);
      }),
      { numRuns: 5000 },
    );
  });

  it('plain paths of the site pass unchanged', () => {
    fc.assert(
      fc.property(
        fc.array(fc.stringMatching(/^[a-z0-9_-]{1,8}$/), { minLength: 1, maxLength: 4 }),
        (parts) => {
          const path = `/${parts.join('/')}?id=1#top`;
          expect(safeRedirectPath(path, FALLBACK)).toBe(path);
        },
      ),
    );
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    '/\t/evil.example/p',
    '/\n/evil.example/p',
    '/..//evil.example',
    '/.//evil.example',
    'javascript:alert(1)',
    'https://evil.example/',
    ' /x',
    '',
  ])('refuses %j', (value) => {
    expect(safeRedirectPath(value, FALLBACK)).toBe(FALLBACK);
  });

  it('refuses what is not a string', () => {
    expect(safeRedirectPath(null, '/')).toBe('/');
    expect(safeRedirectPath(undefined, '/')).toBe('/');
  });

  it('encodes what it keeps, so the path is safe in a Location header', () => {
    expect(safeRedirectPath('/works?q=廚房', '/')).toBe('/works?q=%E5%BB%9A%E6%88%BF');
  });
});
