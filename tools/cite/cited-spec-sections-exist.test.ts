/**
 * Every cited `docs/spec/<file>.md#<anchor>` exists: in source files, in the Markdown docs, and as a
 * target of the citation table, so that a renamed heading or a typo in the table fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DOC_SECTIONS, ISSUE_SECTIONS } from './citation-map.ts';
import { SPEC_LINK } from './citations.ts';
import { ROOT, sourceFiles } from './source-files.ts';
import { headingAnchor, specAnchors } from './spec-anchors.ts';

const anchors = specAnchors();
const missing = (link: string) => {
  const [, file, anchor] = new RegExp(SPEC_LINK.source).exec(link)!;
  return !anchors.get(file!)?.has(anchor!);
};

/** The Markdown files of docs/, at any depth. */
function markdownDocs(): string[] {
  return readdirSync(join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => join('docs', file));
}

describe('cited spec sections exist', () => {
  it('headings become GitHub anchors', () => {
    expect(headingAnchor('Routes and overlays')).toBe('routes-and-overlays');
    expect(headingAnchor('No 500 from input')).toBe('no-500-from-input');
    expect(headingAnchor('Session, region & works')).toBe('session-region--works');
  });

  it('every docs/spec/…#anchor of the citation table exists', () => {
    const targets = [...Object.values(DOC_SECTIONS), ...Object.values(ISSUE_SECTIONS)];
    expect(targets.filter(missing)).toEqual([]);
  });

  it('every docs/spec/…#anchor cited in a source file or a doc exists', () => {
    const broken = [...sourceFiles(), ...markdownDocs()].flatMap((file) =>
      [...readFileSync(join(ROOT, file), 'utf8').matchAll(SPEC_LINK)]
        .map(([link]) => link)
        .filter(missing)
        .map((link) => `${file}: ${link}`),
    );
    expect(broken).toEqual([]);
  });

  it('every link between the files of docs/spec/ lands on a heading', () => {
    const broken = [...anchors.keys()].flatMap((from) =>
      [...readFileSync(join(ROOT, 'docs', 'spec', from), 'utf8').matchAll(/\]\(([\w-]+\.md)#([\w-]+)\)/g)]
        .filter(([, file, anchor]) => !anchors.get(file!)?.has(anchor!))
        .map(([link]) => `${from}: ${link}`),
    );
    expect(broken).toEqual([]);
  });
});
