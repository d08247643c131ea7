import { describe, expect, it } from 'vitest';
import {
  type CheckResult,
  consumerEnv,
  consumerPackageJson,
  declaresValues,
  entryPoints,
  resolveTarget,
  resultLine,
  summaryLine,
} from './test-consumers.ts';

describe('consumer checks: the entry points a Node consumer imports', () => {
  it('follows the conditions Node matches, in the map order, and ignores the others', () => {
    const target = { '@renovo/source': './src/a.ts', types: './dist/a.d.ts', default: './dist/a.js' };
    expect(resolveTarget(target)).toBe('./dist/a.js');
    expect(resolveTarget({ browser: './b.js', import: { node: './n.js' }, default: './d.js' })).toBe(
      './n.js',
    );
    expect(resolveTarget({ require: './a.cjs' })).toBeNull();
    expect(resolveTarget(['./first.js', './second.js'])).toBe('./first.js');
    expect(resolveTarget(null)).toBeNull();
  });

  it('lists every subpath with a file for Node, types-only subpaths and patterns apart', () => {
    const pkg = {
      name: '@renovo/widgets',
      exports: {
        '.': { '@renovo/source': './src/index.ts', types: './dist/index.d.ts', default: './dist/index.js' },
        './jsx': { types: './dist/jsx.d.ts' },
        './quote': { types: './dist/quote.d.ts', default: './dist/quote.js' },
        './chunks/*': './dist/chunks/*.js',
        './package.json': './package.json',
      },
    };
    expect(entryPoints(pkg)).toEqual({
      entries: [
        { specifier: '@renovo/widgets', json: false, types: './dist/index.d.ts' },
        { specifier: '@renovo/widgets/quote', json: false, types: './dist/quote.d.ts' },
        { specifier: '@renovo/widgets/package.json', json: true },
      ],
      typesOnly: ['@renovo/widgets/jsx'],
      patterns: ['@renovo/widgets/chunks/*'],
    });
  });

  it('reads the sugar forms of exports, and a package without exports as one entry', () => {
    expect(entryPoints({ name: 'a', exports: './index.js' }).entries).toEqual([
      { specifier: 'a', json: false },
    ]);
    expect(entryPoints({ name: 'b', exports: { types: './i.d.ts', import: './i.js' } }).entries).toEqual([
      { specifier: 'b', json: false, types: './i.d.ts' },
    ]);
    expect(entryPoints({ name: 'c', main: './c.js' }).entries).toEqual([{ specifier: 'c', json: false }]);
  });

  it('a source-only map (today’s packages) still lists every entry: Node then fails on the .ts files', () => {
    const { entries } = entryPoints({ name: '@renovo/loader', exports: { '.': './src/loader.ts' } });
    expect(entries).toEqual([{ specifier: '@renovo/loader', json: false }]);
  });
});

describe('consumer checks: which entry points must export something at run time', () => {
  it('declarations with values: functions, constants, classes, enums, a default export, re-exports', () => {
    expect(declaresValues('export declare function showToast(message: string): void;')).toBe(true);
    expect(declaresValues('import { a, B } from "./a.js";\nexport { type B, a };')).toBe(true);
    expect(declaresValues('export * from "./a.js";')).toBe(true);
    expect(declaresValues('declare const x: 1;\nexport = x;')).toBe(true);
    expect(declaresValues('declare const x: number;\nexport { x };')).toBe(true);
    expect(declaresValues('declare abstract class A {}\nexport { A };')).toBe(true);
    expect(declaresValues('declare enum E { A }\nexport { E };')).toBe(true);
    expect(declaresValues('declare const _default: {};\nexport default _default;')).toBe(true);
  });

  it('declarations of types alone (jsx, events): the module may be empty', () => {
    const jsx = [
      '/** declare function in a comment */',
      "import type { RenovoQuoteElement } from './types.js';",
      "export type * from './types.js';",
      "declare module 'react' { namespace JSX { interface IntrinsicElements { 'renovo-quote': object } } }",
      'export interface RenovoEventMap { "renovo-open": { widget: string } }',
      'export type RenovoEventName = keyof RenovoEventMap;',
      'declare const notExported: 1;',
      'export type { RenovoQuoteElement, RenovoEventMap as Events };',
      'export { type RenovoQuoteElement as Quote };',
      '// declare const nothing: here',
      'export {};',
    ].join('\n');
    expect(declaresValues(jsx)).toBe(false);
  });
});

describe('consumer checks: the consumer projects and the report', () => {
  it('adds every tarball as a file: dependency next to the template’s own', () => {
    const template = { name: 'x', dependencies: { react: '19.3.1' }, devDependencies: { vite: '8.3.8' } };
    const tarballs = [{ name: '@renovo/core', file: '/tmp/t/renovo-core-0.1.0.tgz' }];
    expect(consumerPackageJson(template, tarballs)).toEqual({
      name: 'x',
      dependencies: { react: '19.3.1', '@renovo/core': 'file:/tmp/t/renovo-core-0.1.0.tgz' },
      devDependencies: { vite: '8.3.8' },
    });
    expect(template.dependencies).toEqual({ react: '19.3.1' });
  });

  it('keeps the npm cache and registry settings, drops what npm run says about the repository', () => {
    const env = consumerEnv({
      npm_config_cache: '/c',
      npm_config_registry: 'r',
      npm_config_local_prefix: '/repo',
      npm_package_name: 'renovo',
      npm_lifecycle_event: 'test:consumers',
      INIT_CWD: '/repo',
      PATH: '/repo/node_modules/.bin:/usr/bin',
      NODE_OPTIONS: '--conditions=@renovo/source --max-old-space-size=4096 -C other',
    });
    expect(env).toEqual({
      NEXT_TELEMETRY_DISABLED: '1',
      npm_config_cache: '/c',
      npm_config_registry: 'r',
      PATH: '/usr/bin',
      NODE_OPTIONS: '--max-old-space-size=4096',
    });
    expect(consumerEnv({ NODE_OPTIONS: '--conditions=@renovo/source' })).toEqual({
      NEXT_TELEMETRY_DISABLED: '1',
    });
  });

  const result = (name: string, status: CheckResult['status'], output = ''): CheckResult => ({
    name,
    status,
    ms: 1234,
    output,
  });

  it('prints one line per check and the project’s closing line', () => {
    expect(resultLine(result('node-esm', 'passed'))).toBe('ok   node-esm (1.2 s)');
    expect(resultLine(result('vite-react tsc', 'failed'))).toBe('FAIL vite-react tsc (1.2 s)');
    expect(resultLine(result('vite-react build', 'skipped', 'an earlier step failed'))).toBe(
      'skip vite-react build (an earlier step failed)',
    );
    const results = [
      result('a', 'passed'),
      result('b', 'failed'),
      result('c', 'skipped'),
      result('d', 'passed'),
    ];
    expect(summaryLine(results)).toBe('2 passed, 1 failed, 1 skipped');
    expect(summaryLine([])).toBe('0 passed, 0 failed, 0 skipped');
  });
});
