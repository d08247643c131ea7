import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterEach, expect, test } from 'vitest';
import { ramFolder } from './ram-folder.ts';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

test('a scratch folder is RAM-backed where /dev/shm exists, and the first one of a prefix removes only the folders of gone processes', () => {
  const prefix = `renovo-sweep-test-${process.pid}-${Date.now()}-`;
  const first = ramFolder(prefix);
  made.push(first);
  const root = dirname(first);
  if (existsSync('/dev/shm')) expect(root).toBe('/dev/shm');
  // A second prefix, whose sweep has not run yet in this process.
  const other = `${prefix}x-`;
  const gonePid = spawnSync(process.execPath, ['-e', '']).pid;
  const living = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
  try {
    const gone = join(root, `${other}${gonePid}-aaaaaa`);
    const alive = join(root, `${other}${living.pid}-bbbbbb`);
    const mine = join(root, `${other}${process.pid}-cccccc`);
    const notOurs = join(root, `${other}not-a-pid`);
    for (const dir of [gone, alive, mine, notOurs]) {
      mkdirSync(dir);
      made.push(dir);
    }
    const fresh = ramFolder(other);
    made.push(fresh);
    expect(existsSync(fresh)).toBe(true);
    expect(existsSync(gone)).toBe(false);
    expect([alive, mine, notOurs].map(existsSync)).toEqual([true, true, true]);
  } finally {
    living.kill();
  }
});
