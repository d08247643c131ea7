/**
 * Rule (docs/spec/console.md#companies): a published company's page shows it with its verified
 * badge and contact; once an editor takes it off the site its page answers 410 with the reason
 * (not a 404, and not the company), and a draft company's page is a 404.
 */
import { companyMessages, contentMessages } from '@renovo/core';
import { describe, expect, inject, it } from 'vitest';
import { getPage, siteOrigin, textOf } from '../harness/site.ts';

/** Calls the console API as the site's editor (signed in once). */
async function consoleCall(method: string, path: string, body?: unknown): Promise<{ data: { id: number } }> {
  const origin = siteOrigin();
  const headers = { 'Content-Type': 'application/json', origin };
  const signIn = await fetch(new URL('/console/api/session', origin), {
    method: 'POST',
    headers,
    body: JSON.stringify(inject('siteEditor')),
  });
  const cookie = /renovo_staff=[^;]*/.exec(signIn.headers.get('set-cookie') ?? '')?.[0] ?? '';
  const answer = await fetch(new URL(path, origin), {
    method,
    headers: { ...headers, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as { data: { id: number } };
}

const company = (name: string, status: string) => ({
  name,
  intro: '路由測試用的設計公司',
  regionId: 8,
  servedRegionIds: [8],
  styleIds: [1],
  priceMinWan: 50,
  priceMaxWan: 200,
  foundedYear: 2020,
  teamSize: 5,
  phone: '04-2200-0000',
  website: 'https://example.com/route-test',
  verified: true,
  status,
});

describe('a company taken off the site', () => {
  it('shows a published company with its badge and contact, then answers 410 once it is taken off', async () => {
    const { id } = (
      await consoleCall('POST', '/console/api/companies', company('路由測試下架公司', 'published'))
    ).data;
    const shown = await getPage(`/company/${id}`);
    expect(shown.status).toBe(200);
    const text = textOf(shown.html);
    expect(text).toContain('路由測試下架公司');
    expect(text).toContain(companyMessages.verified);
    expect(text).toContain('04-2200-0000');

    await consoleCall('PATCH', `/console/api/companies/${id}`, { status: 'unpublished' });
    const gone = await getPage(`/company/${id}`);
    expect(gone.status).toBe(410);
    expect(textOf(gone.html)).toContain(contentMessages.companyGone);
    expect(textOf(gone.html)).not.toContain('04-2200-0000');
  });

  it("a draft company's page is a 404", async () => {
    const { id } = (await consoleCall('POST', '/console/api/companies', company('路由測試草稿公司', 'draft')))
      .data;
    expect((await getPage(`/company/${id}`)).status).toBe(404);
  });
});
