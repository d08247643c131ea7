/**
 * Vitest global setup of the route tests: one stack for every test file; the files read its
 * origin with `inject('siteOrigin')` (through `getPage`); their one Chromium is the worker's own
 * (`launchChromium`).
 */

import type { Db } from '@renovo/api/db';
import { createStaffAccount } from '@renovo/api/testing';
import type { TestProject } from 'vitest/node';
import { makeCentreMembers } from '../../../../tests/e2e/harness/company-centre.ts';
import { SITE_BUILT_FOR_RUN } from './build.ts';
import { startSiteStack } from './stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    siteOrigin: string;
    /** An editor of the console (no second factor): route tests publish reviews with it. */
    siteEditor: { email: string; password: string };
  }
}

const EDITOR = { email: 'routes-editor@example.com', password: 'routes editor passphrase 01' };

/** Starts the stack and returns its teardown. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let db: Db | undefined;
  // With the shorts' MP4s (ADR 037): the feed's journey plays them. Every journey's browser is one
  // address (127.0.0.1), whose analytics batches of the whole run would pass the 120 a visitor may
  // send in 10 minutes (the limit has its own tests: events-are-bounded-limited-and-origin-checked).
  const stack = await startSiteStack({
    env: { RENOVO_DEMO_VIDEOS: 'on', EVENTS_LIMIT_ADDRESS_10MIN: '100000' },
    withDatabase: (handle) => {
      db = handle;
    },
  });
  await createStaffAccount(db!, { ...EDITOR, role: 'editor', appSecret: stack.appSecret, now: new Date() });
  await makeCentreMembers(db!);
  // The workers, forked after this, inherit it: no file rebuilds the site under this stack.
  process.env[SITE_BUILT_FOR_RUN] = '1';
  project.provide('siteOrigin', stack.origin);
  project.provide('siteEditor', EDITOR);
  return async () => {
    await stack.close();
  };
}
