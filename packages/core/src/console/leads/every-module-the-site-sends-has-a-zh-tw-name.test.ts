/**
 * Rule (docs/spec/console.md#lead-inbox): every coded value a lead carries reads as zh-TW in the
 * inbox and the CSV. Each module the site's own pages and the widgets' defaults send (a literal
 * `module="…"` or a `…MODULE = '…'` constant in their code, comments aside) has a name that is not its code; a
 * landing page's module is named by its title; a partner's own module stays as the partner typed
 * it. Kinds, statuses, regions, partners (no key: the site itself), sizes and layouts by name.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LEAD_KINDS, LEAD_STATUSES } from '../../leads/lead-facts.ts';
import {
  layoutLabel,
  leadKindLabel,
  leadStatusLabel,
  moduleLabel,
  pagePath,
  partnerLabel,
  regionLabel,
  sizeLabel,
  sourceTypeLabel,
} from './lead-labels.ts';

const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url));

/** The source files (tests left out) under `dir`. */
function sources(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (['node_modules', 'build', 'dist'].includes(name) || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sources(path, out);
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

/** The modules written as literals in the site's and the widgets' sources. */
function sentModules(): Set<string> {
  const found = new Set<string>();
  const files = [
    ...sources(join(ROOT, 'packages/host-site/app')),
    ...sources(join(ROOT, 'packages/widgets/src')),
  ];
  for (const file of files) {
    // Comment lines (an @example) send nothing.
    const text = readFileSync(file, 'utf8')
      .split('\n')
      .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line))
      .join('\n');
    for (const match of text.matchAll(/\bmodule="([\w-]+)"/g)) found.add(match[1] as string);
    for (const match of text.matchAll(/\b[A-Z_]*MODULE\s*=\s*'([\w-]+)'/g)) found.add(match[1] as string);
  }
  return found;
}

const LOOKUPS = {
  partners: [{ key: 'pk_abc', name: '好室設計' }],
  landing_modules: [{ module: 'land_spring', title: '春季裝修祭' }],
};

describe('every coded value of a lead has its zh-TW name', () => {
  it('each module the site’s pages and the widgets send is named, not shown as its code', () => {
    const modules = sentModules();
    // The scan finds the site's modules (not vacuous): a popup's, a page's, a fixed landing page's.
    expect([...modules]).toEqual(
      expect.arrayContaining(['work_detail_auto_popbox', 'home_hero', 'land_heal', 'renovo_quote_widget']),
    );
    const unnamed = [...modules].filter((module) => moduleLabel(module, undefined) === module);
    expect(unnamed).toEqual([]);
  });

  it('a landing page’s module by its title; a partner’s own module as typed; none is null', () => {
    expect(moduleLabel('land_spring', LOOKUPS)).toBe('活動頁「春季裝修祭」');
    expect(moduleLabel('land_heal', LOOKUPS)).toBe('活動頁「療癒宅設計」');
    expect(moduleLabel('spring_sale', LOOKUPS)).toBe('spring_sale');
    expect(moduleLabel(null, LOOKUPS)).toBeNull();
    // A code that is an Object property is no module name.
    expect(moduleLabel('constructor', LOOKUPS)).toBe('constructor');
  });

  it('kinds, statuses, regions, partners, source types, sizes, layouts and paths read as zh-TW', () => {
    for (const kind of LEAD_KINDS) expect(leadKindLabel(kind)).toMatch(/\p{Script=Han}/u);
    for (const status of LEAD_STATUSES) expect(leadStatusLabel(status)).toMatch(/\p{Script=Han}/u);
    expect(regionLabel(1)).toBe('臺北市');
    expect(regionLabel(999)).toBe('999');
    expect(regionLabel(null)).toBeNull();
    expect(partnerLabel('pk_abc', LOOKUPS)).toBe('好室設計');
    expect(partnerLabel(null, LOOKUPS)).toBe('自家網站');
    expect(partnerLabel('pk_gone', LOOKUPS)).toBe('pk_gone');
    expect(sourceTypeLabel('work')).toBe('作品');
    expect(sourceTypeLabel('toString')).toBe('toString');
    expect(sizeLabel(28.5)).toBe('28.5坪');
    expect(layoutLabel({ bedroom: 3, living_room: 2, bathroom: 1, kitchen: 1, balcony: 0 })).toBe(
      '3房2廳1衛',
    );
    expect(pagePath('https://partner.example/land/spring')).toBe('/land/spring');
    expect(pagePath('https://partner.example')).toBe('/');
    expect(pagePath('/works/3')).toBe('/works/3');
    expect(pagePath(null)).toBeNull();
  });
});
