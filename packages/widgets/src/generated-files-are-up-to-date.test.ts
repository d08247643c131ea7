/**
 * The files generated from the element table (declarations.ts) are checked in: the runtime
 * attribute tables, the element types, the element imports of index.ts, the package's exports,
 * custom-elements.json and the attribute tables of docs/embedding.md. This regenerates them in
 * memory and fails when one differs: run `node packages/widgets/scripts/generate.ts` (the
 * package's build does) and commit the result.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';
import { generatedFiles } from '../scripts/generate.ts';
import { WIDGETS } from './declarations.ts';

const repo = fileURLToPath(new URL('../../../', import.meta.url));

describe('generated files are up to date with the element table', () => {
  let files: Record<string, string>;
  beforeAll(() => {
    files = Object.fromEntries(generatedFiles().map((file) => [file.path, file.content]));
  }, 60_000);

  test('regenerating them changes nothing', () => {
    const stale = Object.keys(files).filter((path) => readFileSync(`${repo}${path}`, 'utf8') !== files[path]);
    expect(stale).toEqual([]);
  });

  test('every element is in the package exports, the manifest and (with attributes) the docs', () => {
    const exports = JSON.parse(files['packages/widgets/package.json']!).exports as Record<string, unknown>;
    const manifest = JSON.parse(files['packages/widgets/custom-elements.json']!) as {
      schemaVersion: string;
      modules: { declarations: { tagName: string; attributes: { name: string }[] }[] }[];
    };
    expect(manifest.schemaVersion).toMatch(/^2\./);
    const docs = readFileSync(`${repo}docs/embedding.md`, 'utf8');
    for (const [name, widget] of Object.entries(WIDGETS)) {
      expect(exports[`./${name}`], name).toBeDefined();
      const declared = manifest.modules
        .flatMap((module) => module.declarations)
        .find((d) => d.tagName === widget.tag);
      expect(
        declared?.attributes.map((attribute) => attribute.name),
        name,
      ).toEqual(Object.keys(widget.attributes));
      if (Object.keys(widget.attributes).length)
        expect(docs, name).toContain(`<!-- attributes of ${widget.tag}: generated from`);
    }
  });
});
