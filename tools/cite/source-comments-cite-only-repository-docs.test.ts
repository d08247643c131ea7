/**
 * Source comments (and test titles) cite only documents that are in the repository: no "doc N §n"
 * (the specification documents, restated in docs/spec/) and no "issue N" (the issue tracker). Fix a
 * failure with `node tools/cite/rewrite-citations.ts`, or by describing the rule itself.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { citationsIn } from './citations.ts';
import { ROOT, sourceFiles } from './source-files.ts';

describe('source comments cite only repository docs', () => {
  it('no tracked source file cites "doc N §n" or "issue N"', () => {
    const offenders = sourceFiles().flatMap((file) =>
      citationsIn(readFileSync(join(ROOT, file), 'utf8')).map(({ line, text }) => `${file}:${line}: ${text}`),
    );
    expect(offenders).toEqual([]);
  });
});
