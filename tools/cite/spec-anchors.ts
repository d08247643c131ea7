/** The sections of `docs/spec/`: each file's heading anchors, as GitHub makes them. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './source-files.ts';

/** GitHub's anchor of a Markdown heading: lower case, punctuation dropped, spaces as hyphens. */
export function headingAnchor(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** `platform.md` → its anchors, for every Markdown file of `docs/spec/`. */
export function specAnchors(): Map<string, Set<string>> {
  const folder = join(ROOT, 'docs', 'spec');
  return new Map(
    readdirSync(folder)
      .filter((file) => file.endsWith('.md'))
      .map((file) => {
        const headings = readFileSync(join(folder, file), 'utf8').matchAll(/^#{1,6}\s+(.+)$/gm);
        return [file, new Set([...headings].map(([, heading]) => headingAnchor(heading!)))];
      }),
  );
}
