/**
 * A fresh PGlite data folder in milliseconds: PGlite's first open of an empty folder runs
 * `initdb` (seconds of WebAssembly); the tests that need a brand-new database (a first start, a
 * seed command, a chaos run) copy instead an empty cluster that was made once per machine and
 * PGlite version, in the OS temp folder. The copy is byte for byte what `initdb` writes: nothing
 * migrated, nothing seeded.
 *
 * @example const dataDir = mkdtempSync(join(tmpdir(), 'renovo-x-')); await fillWithEmptyCluster(dataDir);
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { copyMadeFolder, folderMadeOnce } from './folder-made-once.ts';

/** The installed PGlite's version (its package does not export its package.json: found from its entry). */
function pgliteVersion(): string {
  const manifest = (dir: string) => join(dir, 'package.json');
  const nameOf = (dir: string) =>
    existsSync(manifest(dir))
      ? (JSON.parse(readFileSync(manifest(dir), 'utf8')) as { name?: string }).name
      : null;
  let dir = dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (nameOf(dir) !== '@electric-sql/pglite' && dirname(dir) !== dir) dir = dirname(dir);
  return (JSON.parse(readFileSync(manifest(dir), 'utf8')) as { version: string }).version;
}

/** The machine's empty cluster of this PGlite version (made on first use). */
async function emptyCluster(): Promise<string> {
  const dir = join(tmpdir(), `renovo-pglite-empty-${pgliteVersion()}`);
  await folderMadeOnce(dir, async (temp) => {
    const client = await PGlite.create({ dataDir: temp });
    await client.close();
  });
  return dir;
}

/** Fills `dataDir` (an empty folder) with a fresh, empty PGlite cluster. */
export async function fillWithEmptyCluster(dataDir: string): Promise<void> {
  if (readdirSync(dataDir).length > 0) throw new Error(`${dataDir} is not empty`);
  copyMadeFolder(await emptyCluster(), dataDir);
}
