/**
 * An element is declared once: its tag, its attributes and its place in the list of elements
 * live in its entry of the element table (declarations.ts); the runtime tables, the types, the
 * package exports, the manifest and the docs are generated from it. This test reads the sources
 * that used to repeat them (the widgets' code, the embed build, the loader, the host site's
 * element types) and fails on a hand-written copy: a `tag:` or a tag-keyed type entry, an
 * attribute → kind table, an element interface or JSX attribute type, or a list of elements.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { WIDGETS } from './declarations.ts';

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const names = Object.keys(WIDGETS);
const tags = Object.values(WIDGETS).map((widget) => widget.tag);
const attributes = new Set(Object.values(WIDGETS).flatMap((widget) => Object.keys(widget.attributes)));

/** Every source file of a folder, tests and generated files left out. */
function sources(dir: string): string[] {
  return readdirSync(join(repo, dir), { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path) && !/\.test\.tsx?$|\.generated\.ts$|(^|\/)fixtures\//.test(path))
    .map((path) => join(dir, path));
}

/** The files that once repeated an element's facts; the table itself is the one place allowed. */
const FILES = [
  ...sources('packages/widgets/src').filter((path) => !path.endsWith('/declarations.ts')),
  ...sources('packages/loader/src'),
  'rollup.config.ts',
  'packages/host-site/app/renovo-elements.d.ts',
];

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const anyTag = tags.map(literal).join('|');
const anyName = names.map(literal).join('|');

/** What a hand-written copy of the table looks like, by rule. */
const COPIES: [rule: string, pattern: RegExp][] = [
  ['a tag given to defineWidget or a constant', new RegExp(`(?:\\btag\\s*:|=)\\s*['"\`](?:${anyTag})['"\`]`)],
  ['a type or object entry keyed by a tag', new RegExp(`['"\`](?:${anyTag})['"\`]\\s*\\??:`)],
  [
    'an attribute → kind entry',
    new RegExp(
      `(?:^|[{,\\s])(['"]?)(?:${[...attributes].map(literal).join('|')})\\1\\s*:\\s*['"](?:boolean|string|number)['"]`,
    ),
  ],
  ['an element interface or JSX attribute type', /\binterface\s+Renovo\w*(?:Element|Attributes)\b/],
  ['a list of elements', new RegExp(`\\[\\s*['"\`](?:${anyName})['"\`]\\s*,\\s*['"\`](?:${anyName})['"\`]`)],
  [
    'an element imported by hand for the list of all elements',
    /^import '\.\/elements\/[\w-]+\/index\.ts';$/m,
  ],
];

/** A file's text without comments and without the blocks the generator writes between markers. */
function code(path: string): string {
  return readFileSync(join(repo, path), 'utf8')
    .replace(/\/\/ <elements:[^\n]*>[\s\S]*?\/\/ <\/elements>/g, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');
}

describe('an element is declared once (in its entry of the element table)', () => {
  test('no source outside the table declares a tag, an attribute table, an element type or the element list', () => {
    const found: string[] = [];
    for (const path of FILES) {
      const text = code(path);
      for (const [rule, pattern] of COPIES) {
        const match = pattern.exec(text);
        if (match) found.push(`${relative(repo, join(repo, path))}: ${rule} (${match[0].trim()})`);
      }
    }
    expect(found).toEqual([]);
  });

  test('the rules recognise the copies they are for', () => {
    const samples = [
      "defineWidget({ tag: 'renovo-quote', attributes })",
      "const TAG = 'renovo-order-modal';",
      "interface HTMLElementTagNameMap { 'renovo-toast': RenovoToastElement }",
      "const attributes = { open: 'boolean', 'resource-id': 'string' } as const;",
      'export interface RenovoQuoteAttributes {}',
      "export const ELEMENTS = ['quote', 'community-quote'] as const;",
      "import './elements/quote/index.ts';",
    ];
    const caught = samples.filter((sample) => COPIES.some(([, pattern]) => pattern.test(sample)));
    expect(caught).toEqual(samples);
    // Using a tag is not declaring it.
    expect(COPIES.some(([, pattern]) => pattern.test("document.querySelector('renovo-quote')"))).toBe(false);
  });
});
