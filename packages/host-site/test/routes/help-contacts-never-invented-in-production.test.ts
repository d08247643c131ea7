/**
 * Rule: the Help's customer-service contacts come from the operator's settings
 * (OPERATOR_HELP_PHONE, OPERATOR_HELP_EMAIL) and are left out when unset — no invented contact
 * anywhere in production. On this file's own production stack without them, the main pages as the
 * server renders them carry no phone or mail link and no contact labels; and no built file the
 * deployment serves or runs (site, embed widgets and their package, console, server bundle) holds
 * the phone, mail or QR address the site once invented. Nor is there an invented notice: the
 * Help's notice page says there is none until one is saved in the console.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { drawerMessages, helpMessages, statementMessages } from '@renovo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMBED_DIR } from '../../../../tests/e2e/harness/build.ts';
import { CONSOLE_BUILD_DIR, SITE_BUILD_DIR } from '../harness/build.ts';
import { textOf } from '../harness/site.ts';
import { type SiteStack, startSiteStack } from '../harness/stack.ts';

/** What the site once showed as its customer service: it reached nobody. */
const INVENTED = ['2700-1234', '227001234', 'service@renovo.tw', 'renovo.tw/designer/recruit'];

/** The pages a first visit meets, each with the drawer and its Help section. */
const MAIN_PAGES = [
  '/',
  '/works',
  '/article',
  '/company',
  '/decorationfrom',
  '/designer/recruit',
  '/terms',
  '/privacy',
  '/service',
  '/disclaimer',
  '/privacy/my-data',
  '/login',
  '/v2/teaching',
  '/v2/notice/250',
];

/** The built folders a production deployment serves or runs. */
const ROOT = join(SITE_BUILD_DIR, '../../..');
const BUILT = [
  SITE_BUILD_DIR,
  EMBED_DIR,
  join(ROOT, 'packages/widgets/dist'),
  join(ROOT, 'packages/core/dist'),
  CONSOLE_BUILD_DIR,
  join(ROOT, 'dist/server'),
];
const TEXT_FILE = /\.(?:m?js|cjs|html|css|json|map|svg|txt|xml|d\.ts)$/;

/** Every text file under `dir`. */
function textFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return textFiles(path);
    return TEXT_FILE.test(name) ? [path] : [];
  });
}

let stack: SiteStack;
beforeAll(async () => {
  stack = await startSiteStack({ production: true });
});
afterAll(() => stack?.close());

describe('no invented customer-service contact in production', () => {
  it('unset, the main pages show no phone, no mail and no contact labels', async () => {
    const contactLine = statementMessages.contact.slice(0, 12);
    for (const path of MAIN_PAGES) {
      const response = await fetch(new URL(path, stack.origin), { redirect: 'manual' });
      expect(response.status, path).toBeLessThan(500);
      const html = await response.text();
      const text = textOf(html);
      expect(html, path).not.toMatch(/href="(?:tel|mailto):/);
      for (const label of [drawerMessages.phoneLabel, drawerMessages.mailLabel, contactLine])
        expect(text, `${path}: ${label}`).not.toContain(label);
      for (const value of INVENTED) expect(html, `${path}: ${value}`).not.toContain(value);
    }
  });

  it('the Help’s notice page shows no notice nobody wrote: it says there is none', async () => {
    const html = await (await fetch(new URL('/v2/notice/250', stack.origin))).text();
    expect(textOf(html)).toContain(helpMessages.noNotice);
    expect(textOf(html)).toContain(helpMessages.noNoticeLead);
    expect(html).not.toContain('<time');
    expect(html).not.toContain('示範');
  });

  it('no built file holds an invented phone, mail or QR address', () => {
    const files = BUILT.flatMap(textFiles);
    // The site, the embed widgets and the server bundle must be there to be searched.
    for (const dir of [SITE_BUILD_DIR, EMBED_DIR, join(ROOT, 'dist/server')])
      expect(
        files.some((file) => file.startsWith(dir)),
        dir,
      ).toBe(true);
    const found = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return INVENTED.filter((value) => text.includes(value)).map((value) => `${file}: ${value}`);
    });
    expect(found).toEqual([]);
  });
});
