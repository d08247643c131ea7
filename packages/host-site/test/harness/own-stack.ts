/**
 * A journey file's own site stack, with its database opened in the test's process (for state no
 * route can make), and its own Chromium: started before the file's tests, closed after them.
 *
 * @example
 * const own = ownSiteStack();
 * test('…', async () => {
 *   await own.db.update(users).set({ forceBindMobile: true });
 *   const { page } = await openPage(own.browser, `${own.stack.origin}/works`);
 * });
 */

import type { Db } from '@renovo/api/db';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from '../../../../tests/e2e/harness/browser.ts';
import { type SiteStack, type SiteStackOptions, startSiteStack } from './stack.ts';

/** The file's stack, its database and its browser (set once the file's `beforeAll` has run). */
export interface OwnSiteStack {
  readonly stack: SiteStack;
  readonly db: Db;
  readonly browser: Browser;
}

/** Registers the file's hooks: a stack with `options` and a Chromium before, both closed after. */
export function ownSiteStack(options: Omit<SiteStackOptions, 'withDatabase'> = {}): OwnSiteStack {
  const own = {} as { stack: SiteStack; db: Db; browser: Browser };
  beforeAll(async () => {
    own.stack = await startSiteStack({
      ...options,
      withDatabase: (db) => {
        own.db = db;
      },
    });
    own.browser = await launchChromium();
  });
  afterAll(async () => {
    await own.browser?.close();
    await own.stack?.close();
  });
  return own;
}
