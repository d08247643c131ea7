/**
 * Rule: every user-visible zh-TW string is written in the message catalogue
 * (`packages/core/src/messages/`), under one name, and nowhere else in the product's source.
 * Code builds text from catalogue templates with `format`; nothing is left inline.
 *
 * What may still hold Chinese text outside the catalogue is listed below, file by file, each with
 * why it is data and not a message: reference data the API serves, the invented demo content
 * (its own package), and the OpenAPI documentation's examples and descriptions. Comments do not
 * count. A listed file that no longer exists fails the test, so the list cannot go stale.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../../..', import.meta.url));

/** Files that hold data in Chinese, not messages, and why. */
const DATA_FILES: Record<string, string> = {
  'packages/core/src/data/filters.ts':
    'the reference filter options (styles, spaces, budgets) the API and forms share',
  'packages/core/src/data/regions.ts': 'the regions of Taiwan',
  'packages/core/src/data/districts.ts': 'the districts of each region',
  'packages/core/src/data/ratings.ts': 'the rating labels and housing types',
  'packages/core/src/data/survey.ts': 'the survey questions and answers',
  'packages/api/src/quote/pricing/rate-card-simple.ts': 'the rate card of a simple renovation',
  'packages/api/src/quote/pricing/rate-card-refined.ts': 'the rate card of a refined renovation',
  'packages/api/src/quote/pricing/rate-card-luxury.ts': 'the rate card of a luxury renovation',
  'packages/api/src/content/catalogue/site.ts':
    'the site content kept in code: banners, popboxes, footer links',
  'packages/api/src/content/catalogue/style-test.ts': 'the style test’s style descriptions and keywords',
  'packages/api/src/content/search/search-words.ts': 'the search vocabulary (synonyms of styles and spaces)',
  'packages/api/src/content/search/search-terms.ts':
    'a search normalisation (臺 and 台 are one character to a searcher)',
  'packages/api/src/db/reference/article-labels.ts': 'the article categories, reference rows of the database',
  'packages/api/src/services/images/construction.ts':
    'the construction stages drawn on the generated pictures',
  'packages/api/src/services/staff/password-strength.ts': 'product words a staff password must not lean on',
  'packages/api/src/lib/sister-apps.ts': 'the development list of sister apps (never served in production)',
  'packages/api/src/env.ts': 'the operator’s own setting name (統一編號) in an English start-up error',
  'packages/widgets/src/elements/quote-preview/preview-fixture.ts':
    'the sample priced quote the preview shows',
  'packages/core/src/contracts/error.ts': 'the OpenAPI descriptions of the error statuses',
  'packages/api/src/lib/logger.ts': 'a redaction pattern that finds a code after 驗證碼 in a log line',
  'packages/api/src/lib/mobiles-in-text.ts':
    'the Chinese numerals a mobile written in free text may be spelled with',
  'packages/core/src/analytics/error-reporter.ts':
    'a redaction pattern that finds a street address in an error report',
};

/** Folders whose every file is data: the invented demo content, loaded only in development. */
const DATA_FOLDERS = ['packages/demo-content/'];

/** OpenAPI documentation in the contracts: a route's summary, description and example values. */
const DOC_LINE = /^\s*(?:summary|description|example):|^\s*example: \{/;

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
/** A string or template literal holding Chinese text (one line; the catalogue's style). */
const CJK_LITERAL = /(['"`])(?:(?!\1)[^\\]|\\.)*[\u3400-\u9fff\uf900-\ufaff](?:(?!\1)[^\\]|\\.)*\1/;

function sourceFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z', 'packages/*.ts', 'packages/*.tsx'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return out
    .split('\0')
    .filter(Boolean)
    .filter((f) => !/\.test\.tsx?$|\/test\/|\/testing\/|\.d\.ts$|\/fixtures\//.test(f))
    .filter((f) => !f.startsWith('packages/core/src/messages/'))
    .filter((f) => existsSync(join(ROOT, f)));
}

/** The lines of a file outside comments that hold a Chinese literal. */
function inlineLines(text: string): string[] {
  const lines: string[] = [];
  let inBlock = false;
  for (const raw of text.split('\n')) {
    let line = raw;
    if (inBlock) {
      const end = line.indexOf('*/');
      if (end < 0) continue;
      line = line.slice(end + 2);
      inBlock = false;
    }
    line = line.replace(/\/\*.*?\*\//g, '');
    const open = line.indexOf('/*');
    if (open >= 0) {
      line = line.slice(0, open);
      inBlock = true;
    }
    line = line.replace(/(^|[^:'"`])\/\/.*$/, '$1');
    if (!CJK.test(line) || DOC_LINE.test(line)) continue;
    if (CJK_LITERAL.test(line) || /^\s*[^'"`]*[\u3400-\u9fff]/.test(line)) lines.push(raw.trim());
  }
  return lines;
}

describe('user-visible text lives in the message catalogue', () => {
  it('no source file outside the catalogue writes a Chinese string, except the listed data', () => {
    const found: string[] = [];
    for (const file of sourceFiles()) {
      if (file in DATA_FILES || DATA_FOLDERS.some((folder) => file.startsWith(folder))) continue;
      for (const line of inlineLines(readFileSync(join(ROOT, file), 'utf8'))) found.push(`${file}: ${line}`);
    }
    expect(found).toEqual([]);
  });

  it('every listed data file exists (the list cannot go stale)', () => {
    const missing = Object.keys(DATA_FILES).filter((file) => !existsSync(join(ROOT, file)));
    expect(missing).toEqual([]);
  });
});
