/**
 * Folders the tests make once per machine and copy from (an empty database cluster, a prepared
 * stack database): made into a temporary folder that is marked complete and then renamed, so a
 * folder is either absent or whole, and two workers making the same one at once are both fine.
 *
 * @example await folderMadeOnce(dir, (temp) => makeInto(temp)); copyMadeFolder(dir, target);
 */
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Written last into a finished folder: a folder without it is being made, or a killed run's. */
const DONE = '.made-once-complete';

/**
 * Makes `dir` with `make` (handed an empty temporary folder) unless it is complete already.
 * Returns true when this call made it.
 */
export async function folderMadeOnce(dir: string, make: (temp: string) => Promise<void>): Promise<boolean> {
  if (existsSync(join(dir, DONE))) return false;
  const temp = `${dir}.${process.pid}.${randomBytes(4).toString('hex')}`;
  mkdirSync(temp);
  await make(temp);
  writeFileSync(join(temp, DONE), '');
  // A folder left without its mark (a run killed while making it) is of no use.
  if (existsSync(dir) && !existsSync(join(dir, DONE))) rmSync(dir, { recursive: true, force: true });
  try {
    renameSync(temp, dir);
  } catch {
    // Another process finished it first: theirs is as good.
    rmSync(temp, { recursive: true, force: true });
  }
  return true;
}

/** Copies the made folder `dir` into `target`, without its mark. */
export function copyMadeFolder(dir: string, target: string): void {
  cpSync(dir, target, { recursive: true, filter: (source) => !source.endsWith(DONE) });
}
