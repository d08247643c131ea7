import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lockProblems } from './check-lock.ts';

describe('lock check (a lock entry without a version fails npm test)', () => {
  it('the committed package-lock.json has a version on every entry', () => {
    expect(lockProblems(JSON.parse(readFileSync('package-lock.json', 'utf8')))).toEqual([]);
  });

  it('an entry without a version is reported', () => {
    const lock = {
      lockfileVersion: 3,
      packages: {
        '': { name: 'x' } as never,
        'node_modules/rollup/node_modules/@rollup/rollup-linux-x64-gnu': { optional: true } as never,
        'node_modules/a': { version: '1.0.0' },
        'node_modules/@renovo/core': { resolved: 'packages/core', link: true },
      },
    };
    expect(lockProblems(lock)).toEqual([
      'node_modules/rollup/node_modules/@rollup/rollup-linux-x64-gnu: no version',
    ]);
  });

  it('a download address in the lock is reported', () => {
    const lock = {
      lockfileVersion: 3,
      packages: { 'node_modules/a': { version: '1.0.0', resolved: 'https://r.example/a.tgz' } },
    };
    expect(lockProblems(lock)).toEqual(['node_modules/a: download address in the lock']);
  });

  it('a lock without a packages map is reported', () => {
    expect(lockProblems({ lockfileVersion: 1 })).toHaveLength(1);
  });
});
