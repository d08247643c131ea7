import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { LONGEST_FILES, longestFirst } from './longest-first-sequencer.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('the longest server test files start first where vitest has no durations', () => {
  test('the listed files go to the front in the list’s order; the rest keep vitest’s order', () => {
    const files = ['/r/a.test.ts', `/r/${LONGEST_FILES[2]}`, '/r/b.test.ts', `/r/${LONGEST_FILES[0]}`];
    expect(longestFirst(files, (f) => f)).toEqual([
      `/r/${LONGEST_FILES[0]}`,
      `/r/${LONGEST_FILES[2]}`,
      '/r/a.test.ts',
      '/r/b.test.ts',
    ]);
  });

  test('a listed path matches whole path segments only', () => {
    const files = ['/r/x.test.ts', `/r/not-${LONGEST_FILES[0]}`];
    expect(longestFirst(files, (f) => f)).toEqual(files);
  });

  test.each(LONGEST_FILES)('%s exists (a renamed file would silently start late)', (path) => {
    expect(existsSync(`${root}${path}`)).toBe(true);
  });
});
