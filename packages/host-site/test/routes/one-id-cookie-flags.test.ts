/**
 * The one-id cookie as the server sets it (identity initialisation, docs/spec/quotes.md#validation,
 * docs/spec/quotes.md#calls; docs/spec/platform.md#limits): a
 * year's `Max-Age`, path /, SameSite=Lax, not HttpOnly (scripts send it as X-One-Id), Secure when
 * the site is https (an https SITE_ORIGIN here); set once (a visitor's one-id is kept); never
 * on the framed, publicly cached player `/shorts/embed`; never in an app webview without a version.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getPage } from '../harness/site.ts';
import { type SiteStack, startSiteStack } from '../harness/stack.ts';

/** The Set-Cookie value of the one-id, if any. */
function oneIdSetCookie(headers: Headers): string | undefined {
  return headers.getSetCookie().find((c) => c.startsWith('one-id='));
}

describe('the one-id cookie the site sets', () => {
  it('a first visit: a uuid for a year, path /, SameSite=Lax, not HttpOnly, not Secure on http', async () => {
    const cookie = oneIdSetCookie((await getPage('/')).headers);
    expect(cookie).toMatch(/^one-id=[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}; /);
    expect(cookie).toContain('; Max-Age=31536000');
    expect(cookie).toContain('; Path=/');
    expect(cookie).toContain('; SameSite=Lax');
    expect(cookie).not.toMatch(/HttpOnly|Secure/i);
  });

  it('a visitor with a one-id keeps it: no new cookie', async () => {
    const { headers } = await getPage('/', { headers: { cookie: 'one-id=kept-0001-abcd' } });
    expect(oneIdSetCookie(headers)).toBeUndefined();
  });

  it('none on the framed player, none in an app webview without a version', async () => {
    expect(oneIdSetCookie((await getPage('/shorts/embed')).headers)).toBeUndefined();
    expect(oneIdSetCookie((await getPage('/?device=android')).headers)).toBeUndefined();
    expect(oneIdSetCookie((await getPage('/?device=android&version=2.1')).headers)).toBeDefined();
  });

  it('none on a data request: a client navigation in an app webview drops its query, so only a page load initialises', async () => {
    expect(oneIdSetCookie((await getPage('/works.data')).headers)).toBeUndefined();
    expect(oneIdSetCookie((await getPage('/works')).headers)).toBeDefined();
  });
});

describe('on an https SITE_ORIGIN', () => {
  let stack: SiteStack;
  beforeAll(async () => {
    stack = await startSiteStack({ env: { SITE_ORIGIN: 'https://www.renovo.example' } });
  });
  afterAll(() => stack?.close());

  it('the one-id cookie is Secure on the https site', async () => {
    const answer = await fetch(`${stack.origin}/`);
    expect(oneIdSetCookie(answer.headers)).toContain('; Secure');
  });
});
