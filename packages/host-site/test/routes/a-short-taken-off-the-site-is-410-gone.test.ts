/**
 * Published means visible, and only published (docs/spec/console.md#shorts): a short an editor
 * takes off the site answers 410 此影片已下架 on its player page and its API, and leaves the list;
 * published again, it is back. Against the built site on the real server.
 */
import { consoleShortsMessages, contentMessages } from '@renovo/core';
import { describe, expect, inject, it } from 'vitest';
import { api, getPage, siteOrigin, textOf } from '../harness/site.ts';

/** The site editor's session cookie (signed in as the console does). */
async function editorCookie(): Promise<string> {
  const origin = siteOrigin();
  const signIn = await fetch(new URL('/console/api/session', origin), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', origin },
    body: JSON.stringify(inject('siteEditor')),
  });
  if (!signIn.ok) throw new Error(`console sign-in: ${signIn.status} ${await signIn.text()}`);
  return /renovo_staff=[^;]*/.exec(signIn.headers.get('set-cookie') ?? '')?.[0] ?? '';
}

describe('a short taken off the site', () => {
  it('answers 410 此影片已下架 on /shorts?id= and GET /v1/shorts/{id}, is in no list, and is back once published', async () => {
    const origin = siteOrigin();
    const cookie = await editorCookie();
    const setStatus = (id: number, status: string) =>
      fetch(new URL(`/console/api/shorts/${id}`, origin), {
        method: 'PATCH',
        headers: { 'Content-Type': 'application/json', origin, cookie },
        body: JSON.stringify({ status }),
      });
    // The oldest seeded short (the other tests read the newest ones).
    const list = await api<{ data: { items: { id: number }[]; total: number } }>(
      '/v1/shorts/list?sort=newest&per_page=50',
    );
    const id = list.data.items.at(-1)!.id;
    const off = await setStatus(id, 'unpublished');
    expect(off.status, await off.clone().text()).toBe(200);
    try {
      const page = await getPage(`/shorts?id=${id}`);
      expect(page.status).toBe(410);
      expect(textOf(page.html)).toContain(contentMessages.shortGone);
      expect((await fetch(new URL(`/v1/shorts/${id}`, origin))).status).toBe(410);
      const after = await api<{ data: { items: { id: number }[] } }>(
        '/v1/shorts/list?sort=newest&per_page=50',
      );
      expect(after.data.items.map((s) => s.id)).not.toContain(id);
    } finally {
      const back = await setStatus(id, 'published');
      expect(back.status, consoleShortsMessages.notFound).toBe(200);
    }
    expect((await getPage(`/shorts?id=${id}`)).status).toBe(200);
  });
});
