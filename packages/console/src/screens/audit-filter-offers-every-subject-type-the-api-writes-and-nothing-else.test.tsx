// @vitest-environment happy-dom
/**
 * The audit log's subject-type filter offers every subject type the API writes, and nothing else:
 * an option the API never writes finds no row, and a type it writes but the filter lacks cannot be
 * found. The API's writes are the `subjectType` it passes to the audit writer in its source (the
 * writer's parameter is typed by the declared set, so no write can name anything outside it).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Audit } from './audit.tsx';

const API_SOURCE = join(import.meta.dirname, '../../../api/src');

/** The API's source files, tests left out. */
function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'migrations') sources(path, out);
    } else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

/** Every subject type the API's audit writes name. */
function writtenSubjectTypes(): string[] {
  const found = new Set<string>();
  for (const file of sources(API_SOURCE))
    for (const match of readFileSync(file, 'utf8').matchAll(/\bsubjectType: '([a-z_]+)'/g))
      found.add(match[1]!);
  return [...found].sort();
}

/** The values of the screen's subject-type filter, the "all" option left out. */
function offeredSubjectTypes(): string[] {
  const doc = new DOMParser().parseFromString(`<body>${renderToStaticMarkup(<Audit />)}</body>`, 'text/html');
  const select = [...doc.querySelectorAll('select')].find((s) =>
    [...s.options].some((option) => option.value === 'lead'),
  );
  return [...(select?.options ?? [])]
    .map((option) => option.value)
    .filter(Boolean)
    .sort();
}

describe('the audit log subject filter', () => {
  it('offers every subject type the API writes and nothing else', () => {
    const written = writtenSubjectTypes();
    expect(written.length).toBeGreaterThan(3);
    expect(offeredSubjectTypes()).toEqual(written);
  });
});
