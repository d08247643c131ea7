/**
 * Production starts empty (docs/spec/console.md#production-starts-empty): on a fresh production-mode database
 * — schema and
 * reference data, no invented companies, works, articles, shorts, ratings or communities — every
 * content page answers (no 5xx) and shows its empty state instead of a list. The stack is this
 * file's own, beside the suite's demo-content stack.
 */
import {
  articleMessages,
  companyMessages,
  shortsMessages,
  statementMessages,
  worksMessages,
} from '@renovo/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { textOf } from '../harness/site.ts';
import { type SiteStack, startSiteStack } from '../harness/stack.ts';

let stack: SiteStack;
beforeAll(async () => {
  stack = await startSiteStack({ production: true });
});
afterAll(() => stack?.close());

async function page(path: string): Promise<{ status: number; text: string }> {
  const response = await fetch(new URL(path, stack.origin), { redirect: 'manual' });
  return { status: response.status, text: textOf(await response.text()) };
}

describe('an empty production database', () => {
  it('the API lists nothing: no invented companies, works, articles or shorts', async () => {
    for (const path of [
      '/hyperf/companies/list?per_page=5',
      '/hyperf/works/represent_works?per_page=5',
      '/v1/article/list?per_page=5',
    ]) {
      const response = await fetch(new URL(path, stack.origin));
      expect(response.status, path).toBe(200);
      const body = (await response.json()) as { data: { items?: unknown[] } };
      expect(body.data.items ?? [], path).toEqual([]);
    }
  });

  it.each([
    '/',
    '/works',
    '/works/good',
    '/article',
    '/company',
    '/reputation-ranking',
    '/ranking/list',
    '/reviews/on-site',
    '/reviews/off-site',
    '/shorts/list',
    '/shorts',
    '/search?keyword=%E5%AE%A2%E5%BB%B3',
    '/recommendation',
    '/theme',
    '/open-box-article',
    '/style-test',
    '/decorationfrom',
  ])('%s answers without a server error', async (path) => {
    const { status } = await page(path);
    expect(status, path).toBeLessThan(500);
    expect([200, 301, 302, 404]).toContain(status);
  });

  it('the list pages show their empty states', async () => {
    expect((await page('/works')).text).toContain(worksMessages.empty);
    expect((await page('/article')).text).toContain(articleMessages.empty);
    expect((await page('/company')).text).toContain(companyMessages.empty);
    expect((await page('/shorts/list')).text).toContain(shortsMessages.empty);
  });
});

describe('production without OPERATOR_NAME and OPERATOR_REGISTRATION_NO', () => {
  it('/terms and /privacy say plainly that the operator is not configured, and name no placeholder', async () => {
    for (const path of ['/terms', '/privacy']) {
      const { status, text } = await page(path);
      expect(status, path).toBe(200);
      expect(text, path).toContain(statementMessages.missingNotice);
      expect(text, path).not.toContain(statementMessages.placeholderOperator.name);
    }
  });

  it('the sitemap index lists no child sitemap: nothing is invented', async () => {
    const xml = await (await fetch(new URL('/sitemap.xml', stack.origin))).text();
    expect(xml).toContain('<sitemapindex');
    expect(xml).not.toContain('<sitemap>');
  });
});
