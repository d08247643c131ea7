/**
 * Production never shows invented content: the production server bundle (`dist/server`, what
 * `npm run serve` runs) holds no module of `@renovo/demo-content`, because only `npm start`'s
 * entry (scripts/npm-start.ts) hands the demo seed to the API and the bundle's entry
 * (scripts/server-entry.ts) hands none.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildServer } from './build-server.ts';

const outDir = mkdtempSync(join(tmpdir(), 'renovo-server-bundle-'));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('the production server bundle holds no demo content', () => {
  it('the production server bundle contains no module of @renovo/demo-content', async () => {
    const inputs = await buildServer(outDir);
    expect(inputs.some((file) => file.includes('packages/api/src/main.ts'))).toBe(true);
    expect(inputs.filter((file) => file.includes('packages/demo-content/'))).toEqual([]);
    const code = readdirSync(outDir)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(outDir, name), 'utf8'))
      .join('\n');
    expect(code).not.toContain('Demo partner (development only)');
  }, 120_000);
});
