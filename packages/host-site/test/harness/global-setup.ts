/**
 * Vitest global setup of the route tests: one stack for every test file; the files read its
 * origin with `inject('siteOrigin')` (through `getPage`).
 */
import type { TestProject } from 'vitest/node';
import { startSiteStack } from './stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    siteOrigin: string;
  }
}

/** Starts the stack and returns its teardown. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // With the shorts' MP4s (ADR 037): the feed's journey plays them.
  const stack = await startSiteStack({ env: { RENOVO_DEMO_VIDEOS: 'on' } });
  project.provide('siteOrigin', stack.origin);
  return () => stack.close();
}
