/**
 * docs/spec/platform.md#limits: "Login regions sample works use region ids 0 to 17 (0 means all)". /login and
 * /user-login show sample works of the visitor's region (the region cookie) when its id is within
 * 1..17, and of every region (0) otherwise.
 */
import { format, loginPageMessages, regionNameOf } from '@renovo/core';
import { describe, expect, it } from 'vitest';
import { api, getPage } from '../harness/site.ts';

interface Card {
  id: number;
  region: { id: number };
}

/** The works the page's sample section links to, in order. */
function sampleLinks(html: string): number[] {
  const section = /<section class="login-page__samples"[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
  return [...section.matchAll(/href="\/works\/(\d+)"/g)].map((m) => Number(m[1]));
}

const asVisitorOf = (region: number) => ({ headers: { cookie: `region=${region}` } });

describe('the login page shows sample works of the visitor’s region (0–17, 0 all)', () => {
  for (const path of ['/login', '/user-login']) {
    it(`${path}: 高雄市 (17) shows 高雄市's works, as the API answers them for region 17`, async () => {
      const { status, html } = await getPage(path, asVisitorOf(17));
      expect(status).toBe(200);
      expect(html).toContain(format(loginPageMessages.samplesTitle, { region: regionNameOf(17) }));
      const expected = await api<{ data: { items: Card[] } }>(
        '/hyperf/works/login_samples?region_id=17&limit=6',
      );
      expect(expected.data.items.every((w) => w.region.id === 17)).toBe(true);
      expect(sampleLinks(html)).toEqual(expected.data.items.map((w) => w.id));
    });
  }

  it('屏東縣 (19) is beyond 17: all regions (0)', async () => {
    const { html } = await getPage('/login', asVisitorOf(19));
    expect(html).toContain(loginPageMessages.samplesAll);
    const expected = await api<{ data: { items: Card[] } }>(
      '/hyperf/works/login_samples?region_id=0&limit=6',
    );
    expect(sampleLinks(html)).toEqual(expected.data.items.map((w) => w.id));
  });

  it('no region cookie: the default region 臺北市 (1)', async () => {
    const { html } = await getPage('/login');
    expect(html).toContain(format(loginPageMessages.samplesTitle, { region: regionNameOf(1) }));
    expect(sampleLinks(html)).toHaveLength(6);
  });
});
