/** The tracked source files whose comments and test titles must cite only repository documents. */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** The repository root. */
export const ROOT = join(import.meta.dirname, '..', '..');

const SOURCE = /\.(?:[cm]?[jt]sx?|css|html|json|ya?ml|sh)$/;

/**
 * Tracked source files: code, styles, manifests and scripts. Markdown (docs, ADRs, notes) may tell
 * history; the lock file is generated; this tool's own table and tests name the citations it rewrites.
 */
export function sourceFiles(): string[] {
  return execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 })
    .split('\0')
    .filter((file) => SOURCE.test(file))
    .filter((file) => !file.startsWith('docs/') && !file.startsWith('tools/cite/'))
    .filter((file) => !file.endsWith('package-lock.json'));
}
