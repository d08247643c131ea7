/**
 * No module of core or the widgets is named `*.client.*` or `*.server.*`: the host site's bundler
 * (React Router on Vite) takes those suffixes as "browser only" and "server only" and empties such
 * a module's exports in the other build, so a flow's calls named `quote.client.ts` became
 * `undefined` in the server build (every loader threw "is not a function"). A flow's calls are
 * `<flow>.api.ts`.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PACKAGES = fileURLToPath(new URL('../../', import.meta.url));
/** The packages the host site compiles from their sources (the `@renovo/source` condition). */
const BUNDLED_FROM_SOURCE = ['core/src', 'widgets/src'];
/** React Router's suffixes for modules of one build only. */
const ONE_BUILD_ONLY = /\.(client|server)(\.[cm]?[jt]sx?)?$|\.(client|server)\//;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

describe('no module is named client-only or server-only', () => {
  it.each(BUNDLED_FROM_SOURCE)('%s has no *.client.* or *.server.* module', (folder) => {
    const root = join(PACKAGES, folder);
    const named = files(root)
      .map((path) => path.slice(root.length + 1))
      .filter((path) => !/\.test\.tsx?$/.test(path) && ONE_BUILD_ONLY.test(path));
    expect(named).toEqual([]);
  });
});
