import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { joinedTsconfig } from './typecheck-together.ts';

const root = mkdtempSync(join(tmpdir(), 'renovo-typecheck-together-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Writes `config` as the tsconfig.json of the folder `project` of the temporary root. */
function project(name: string, config: object): string {
  mkdirSync(join(root, name), { recursive: true });
  writeFileSync(join(root, name, 'tsconfig.json'), JSON.stringify(config));
  return name;
}

describe('projects that take every option from the base are checked as one program', () => {
  it("joins the projects' includes, each resolved from its own folder, once each", () => {
    const a = project('a', { extends: '../tsconfig.base.json', include: ['src', '../shared/**/*.d.ts'] });
    const b = project('b', { extends: '../tsconfig.base.json', include: ['.', '../shared/**/*.d.ts'] });
    const top = project('.', { extends: './tsconfig.base.json', include: ['scripts'] });
    expect(joinedTsconfig([a, b, top], root)).toEqual({
      extends: join(root, 'tsconfig.base.json'),
      include: [join(root, 'a/src'), join(root, 'shared/**/*.d.ts'), join(root, 'b'), join(root, 'scripts')],
    });
  });

  it('refuses a project with options of its own or another base: it is checked on its own', () => {
    const jsx = project('jsx', {
      extends: '../tsconfig.base.json',
      include: ['src'],
      compilerOptions: { jsx: 'react-jsx' },
    });
    const other = project('other', { extends: './tsconfig.other.json', include: ['src'] });
    expect(() => joinedTsconfig([jsx], root)).toThrow(/jsx\/tsconfig.json has options of its own/);
    expect(() => joinedTsconfig([other], root)).toThrow(/other\/tsconfig.json has options of its own/);
  });

  it("every project of the repository's check has only the base's options (the check's list is right)", async () => {
    const { STAGES } = await import('./check.ts');
    const together = STAGES.find((stage) => stage.command.includes('scripts/typecheck-together.ts'))!;
    const projects = together.command.slice(together.command.indexOf('scripts/typecheck-together.ts') + 1);
    expect(projects.length).toBeGreaterThan(1);
    expect(joinedTsconfig(projects).include.length).toBeGreaterThanOrEqual(projects.length);
  });
});
