/**
 * One declaration per endpoint (ADR 019): every contract has a unique operation id and a unique
 * method + path, its path string is written once in the sources (in its `*.routes.ts`), and its
 * responses hold the derived error statuses with the shared error component.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { derivedErrors, findContract } from './contract.ts';
import { ApiErrorSchema } from './error.ts';
import { CONTRACTS } from './index.ts';

const PACKAGES = fileURLToPath(new URL('../../../', import.meta.url));
/** Core's sources: the routes files live in its flow folders. */
const CORE_SOURCES = fileURLToPath(new URL('../', import.meta.url));

/** Every source file of the packages: tests, test helpers and build output left out. */
function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (['node_modules', 'dist', 'build', 'test', 'testing'].includes(name) || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

describe('contracts', () => {
  it('each operation id and each method + path is declared once', () => {
    const ids = CONTRACTS.map((c) => c.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    const routes = CONTRACTS.map((c) => `${c.method} ${c.path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('a contract path string stands once in the sources: in its routes file', () => {
    // Code only: comments (examples in doc comments) left out.
    const code = (text: string) =>
      text
        .split('\n')
        .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line))
        .join('\n');
    const files = sources(PACKAGES).map((file) => ({ file, text: code(readFileSync(file, 'utf8')) }));
    const extra: string[] = [];
    for (const path of new Set(CONTRACTS.map((c) => c.path))) {
      const holders = files.filter(({ text }) => text.includes(`'${path}'`) || text.includes(`"${path}"`));
      const outside = holders.filter(
        ({ file }) => !file.endsWith('.routes.ts') || !file.startsWith(CORE_SOURCES),
      );
      if (outside.length || holders.length !== 1) {
        extra.push(`${path}: ${holders.map((h) => h.file.slice(PACKAGES.length)).join(', ')}`);
      }
    }
    expect(extra).toEqual([]);
  });

  it('every contract documents its derived errors with the shared error component', () => {
    for (const contract of CONTRACTS) {
      for (const status of derivedErrors(contract)) {
        if (contract.responses?.[status]) continue;
        expect(contract.responseSchemas[status], `${contract.id} ${status}`).toBe(ApiErrorSchema);
      }
      expect(contract.responseSchemas[contract.status ?? 200], contract.id).toBe(contract.response);
    }
  });

  it('finds the contract of a concrete path, parameters included', () => {
    expect(findContract(CONTRACTS, 'post', '/v1/socials/line/bound')?.id).toBe('postSocialsBound');
    expect(findContract(CONTRACTS, 'GET', '/v1/codes')?.id).toBe('getCodes');
    expect(findContract(CONTRACTS, 'POST', '/v1/codes')?.id).toBe('postCodes');
    expect(findContract(CONTRACTS, 'GET', '/v1/socials/line/bound')).toBeUndefined();
    expect(findContract(CONTRACTS, 'GET', '/healthzz')).toBeUndefined();
  });
});
