/**
 * Rule (docs/spec/console.md#site-blocks): the Help's contacts and the drawer's sister apps are
 * what the console saved; only while nothing is saved are they the operator's settings
 * (OPERATOR_HELP_PHONE, OPERATOR_HELP_EMAIL, SISTER_APPS). On this file's own production stack
 * with those settings, the home page as the server renders it shows the settings' phone and app;
 * once the console's blocks are stored, it shows the saved phone, hours, address and app, and
 * nothing of the settings.
 */
import type { Db } from '@renovo/api/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textOf } from '../harness/site.ts';
import { type SiteStack, startSiteStack } from '../harness/stack.ts';

let stack: SiteStack;
let db: Db;
beforeAll(async () => {
  stack = await startSiteStack({
    production: true,
    env: {
      OPERATOR_HELP_PHONE: '02-1111-2222',
      OPERATOR_HELP_EMAIL: 'help@settings.example.tw',
      SISTER_APPS: JSON.stringify([{ name: '設定裡的App', url: 'https://apps.example.tw/settings' }]),
    },
    withDatabase: (handle) => {
      db = handle;
    },
  });
});
afterAll(() => stack?.close());

async function home(): Promise<{ html: string; text: string }> {
  const html = await (await fetch(new URL('/', stack.origin))).text();
  return { html, text: textOf(html) };
}

/** Stores a block as the console's save does (version 1). */
async function store(kind: string, value: unknown) {
  await db.execute(
    sql`insert into site_blocks (kind, value, version) values (${kind}, ${JSON.stringify(value)}::jsonb, 1)`,
  );
}

describe('the console’s contacts and sister apps win over the operator’s settings', () => {
  it('nothing saved: the settings are shown', async () => {
    const { html, text } = await home();
    expect(html).toContain('tel:0211112222');
    expect(text).toContain('help@settings.example.tw');
    expect(text).toContain('設定裡的App');
  });

  it('saved: the console’s contacts and apps are shown, the settings are not', async () => {
    await store('contacts', {
      phone: '02-5555-6666',
      email: '',
      hours: '週一至週五 10:00-19:00',
      address: '臺中市西屯區',
    });
    await store('sister_apps', [{ name: '後台存的App', url: 'https://apps.example.tw/console' }]);
    const { html, text } = await home();
    expect(html).toContain('tel:0255556666');
    expect(text).toContain('週一至週五 10:00-19:00');
    expect(text).toContain('臺中市西屯區');
    expect(text).toContain('後台存的App');
    expect(html).not.toContain('tel:0211112222');
    expect(text).not.toContain('help@settings.example.tw');
    expect(text).not.toContain('設定裡的App');
  });
});
