/**
 * Route files never import the database schema: a flow's `*.routes.ts` reads the request through
 * its contract, calls the flow's service and answers; the Drizzle code (the schema tables and the
 * `drizzle-orm` query builders) lives in the flow's service files, so a reader finds the HTTP side
 * and the SQL side of a flow each in one place.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;

/** Every `*.routes.ts` file of the API, relative to src/. */
function routeFiles(dir = SRC): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : routeFiles(path);
    return name.endsWith('.routes.ts') ? [relative(SRC, path)] : [];
  });
}

/** The module specifiers a file imports (static imports, re-exports and dynamic imports). */
function importsOf(file: string): string[] {
  const text = readFileSync(join(SRC, file), 'utf8');
  const found = text.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g);
  return [...found].map((m) => m[1]!);
}

/** An import of the database schema or of Drizzle's query builders. */
const DATABASE = /(^|\/)db\/schema[\w-]*(\.ts)?$|^drizzle-orm(\/|$)/;

describe('route files never import the database schema', () => {
  const files = routeFiles();

  it('finds the route files of every flow', () => {
    expect(files.length).toBeGreaterThan(25);
  });

  it('no *.routes.ts imports db/schema* or drizzle-orm: its SQL lives in the flow’s service', () => {
    const offenders = files.flatMap((file) =>
      importsOf(file)
        .filter((spec) => DATABASE.test(spec))
        .map((spec) => `${file} imports ${spec}`),
    );
    expect(offenders).toEqual([]);
  });
});
