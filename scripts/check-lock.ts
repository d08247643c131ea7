/**
 * `npm run check:lock` (the first step of `npm test`): fails when `package-lock.json` has an
 * entry that a fresh machine cannot install — a package without a version (npm ci then stops
 * with "Invalid Version"), or a download address written into the lock. Workspace links are the
 * only entries allowed without a version.
 *
 * @example node scripts/check-lock.ts            (checks ./package-lock.json)
 * @example node scripts/check-lock.ts other.json
 */
import { readFileSync } from 'node:fs';

/** One entry of the lock's `packages` map. */
export interface LockEntry {
  version?: string;
  link?: boolean;
  resolved?: string;
}

/** What is wrong with a lock: one line per bad entry. */
export function lockProblems(lock: {
  lockfileVersion?: number;
  packages?: Record<string, LockEntry>;
}): string[] {
  const problems: string[] = [];
  if (!lock.packages || (lock.lockfileVersion ?? 0) < 2) return ['no "packages" map (lockfileVersion < 2)'];
  for (const [path, entry] of Object.entries(lock.packages)) {
    if (path === '' || entry.link) continue;
    if (!entry.version) problems.push(`${path}: no version`);
    if (entry.resolved && /^[a-z]+:\/\//i.test(entry.resolved))
      problems.push(`${path}: download address in the lock`);
  }
  return problems;
}

if (import.meta.main) {
  const file = process.argv[2] ?? 'package-lock.json';
  const problems = lockProblems(JSON.parse(readFileSync(file, 'utf8')));
  if (problems.length) {
    console.error(
      `${file}: ${problems.length} entries a fresh machine cannot install:\n  ${problems.join('\n  ')}`,
    );
    console.error(
      'Regenerate it with npm (rm package-lock.json && npm install --package-lock-only); never edit it by hand.',
    );
    process.exit(1);
  }
  console.log(`${file}: every entry has a version`);
}
