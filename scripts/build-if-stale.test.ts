import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { OUTPUTS, staleReason } from './build-if-stale.ts';

let base: string;
afterEach(() => rmSync(base, { recursive: true, force: true }));

/** Writes `path` under the temp repo with its time `secondsAgo` in the past. */
function file(path: string, secondsAgo: number): void {
  const full = join(base, path);
  mkdirSync(dirname(full), { recursive: true });
  writeFileSync(full, '');
  const t = Date.now() / 1000 - secondsAgo;
  utimesSync(full, t, t);
}

describe('npm start rebuilds only when the build is missing or older than its sources', () => {
  it('builds when an output is missing', () => {
    base = mkdtempSync(join(tmpdir(), 'renovo-stale-'));
    file('packages/api/src/main.ts', 100);
    for (const output of OUTPUTS.slice(1)) file(output, 10);
    expect(staleReason(base)).toBe(`${OUTPUTS[0]} is missing`);
  });

  it('builds when a source is newer than the oldest output, not when every output is newer', () => {
    base = mkdtempSync(join(tmpdir(), 'renovo-stale-'));
    file('packages/api/src/main.ts', 100);
    for (const output of OUTPUTS) file(output, 10);
    expect(staleReason(base)).toBeNull();
    // Tests, node_modules and build folders are not sources of the build.
    file('packages/api/src/main.test.ts', 1);
    file('packages/host-site/node_modules/x/index.js', 1);
    expect(staleReason(base)).toBeNull();
    file('packages/host-site/app/root.tsx', 1);
    expect(staleReason(base)).toBe('packages/host-site/app/root.tsx changed since the last build');
  });
});
