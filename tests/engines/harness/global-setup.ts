/**
 * Vitest global setup of the cross-engine run: one stack for the three engines, as `npm start`
 * serves it — the API, the host site and the embed files on one loopback origin (the route tests'
 * `startSiteStack`, built already by the `build` stage; a missing or stale build is made) — and
 * the partner pages (examples/partner-page at /, the landing page at /landing/, the e2e test
 * pages at /test/) on a second origin, as a partner's site would be.
 */
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPageServer } from '../../../examples/partner-page/serve.ts';
import { startSiteStack } from '../../../packages/host-site/test/harness/stack.ts';
import { ensureEmbedBuilt, ROOT } from '../../e2e/harness/build.ts';

/** What the journeys get (`inject('engines')`). */
export interface EnginesStack {
  /** API, site and embed files: http://127.0.0.1:PORT */
  siteOrigin: string;
  /** The partner pages: http://localhost:PORT */
  partnerOrigin: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    engines: EnginesStack;
  }
}

/** Starts the stack and returns its teardown. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  ensureEmbedBuilt();
  const site = await startSiteStack({ embed: true });
  const pages = await startPageServer({
    roots: {
      '/': join(ROOT, 'examples/partner-page'),
      '/landing': join(ROOT, 'examples/landing-embed'),
      '/test': join(ROOT, 'tests/e2e/pages'),
    },
    renovoOrigin: site.origin,
  });
  project.provide('engines', { siteOrigin: site.origin, partnerOrigin: pages.origin });
  return async () => {
    await pages.close();
    await site.close();
  };
}
