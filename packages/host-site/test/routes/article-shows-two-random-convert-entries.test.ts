/**
 * docs/spec/quotes.md#limits: "Two convert-article entries are picked at random from a list". Every article
 * page
 * shows two different entries of core's list, and which two changes from request to request.
 */
import { CONVERT_ARTICLE_ENTRIES } from '@renovo/core';
import { describe, expect, it } from 'vitest';
import { api, getPage } from '../harness/site.ts';

/** The entries' keys in the page, in order. */
function entriesOf(html: string): string[] {
  const section = /<section class="convert-entries"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  return [...section.matchAll(/data-convert="([a-z_]+)"/g)].map((m) => m[1] ?? '');
}

describe('the article page shows two convert entries picked at random', () => {
  it('two different entries of the list, linking where the list says; not the same two every time', async () => {
    const list = await api<{ data: { items: { id: number }[] } }>('/v1/article/list?per_page=1');
    const id = list.data.items[0]?.id;
    const keys = new Map(CONVERT_ARTICLE_ENTRIES.map((e) => [e.key, e]));
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const { status, html } = await getPage(`/article/${id}`);
      expect(status).toBe(200);
      const shown = entriesOf(html);
      expect(shown).toHaveLength(2);
      expect(shown[0]).not.toBe(shown[1]);
      for (const key of shown) {
        const entry = keys.get(key);
        expect(entry, key).toBeDefined();
        expect(html).toContain(`href="${entry?.href}"`);
      }
      seen.add(shown.join(','));
    }
    // 30 ordered pairs: twelve pages all showing the same one would be (1/30)^11.
    expect(seen.size).toBeGreaterThan(1);
  });
});
