/**
 * A foreign page cannot sign a visitor in (docs/spec/leads-and-security.md#lead-spam-and-forgery,
 * docs/spec-deviations.md): the sign-in routes, `POST /v1/authorizations` and `POST /v1/codes`,
 * take JSON only (415) and, from a browser page, only from the site's, a PUBLIC_ORIGIN's or a
 * partner's origin (403). A `text/plain` or form POST — what any page can send without CORS, its
 * JSON hidden in a form field's name — would otherwise sign the visitor's browser in to the
 * sender's account (login forgery: the visitor's next quote is then filed under it), or ask codes
 * from the visitor's address. A refused sign-in sets no cookie and leaves the code unspent.
 */
import { messages } from '@renovo/core/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DATABASE_LANES, type TestHarness } from '../testing/harness.ts';

describe.each(DATABASE_LANES)('a foreign page cannot sign a visitor in, on %s', (lane) => {
  let h: TestHarness;
  let next = 0;
  const freshMobile = () => `0955${String(100000 + ++next).slice(-6)}`;

  beforeAll(async () => {
    h = await createHarness({ lane });
  }, 180_000);
  afterAll(() => h.close());

  /** A live login code for `mobile`, asked as the login sheet asks it. */
  async function codeFor(mobile: string): Promise<string> {
    const sent = await h.call('POST', '/v1/codes', {
      body: { medium: 'sms', type: 'login', username: mobile },
      headers: { 'x-forwarded-for': `203.0.113.${next % 250}` },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    return (await h.call('GET', `/v1/codes?username=${mobile}`)).body.data.code;
  }

  const loginBody = (mobile: string, code: string) => ({
    username: mobile,
    code,
    login_type: 'sms_code',
    accepted: 1,
    notice_version: '2026-11',
  });

  /** A sign-in POST with the given body type and Origin, as a page or a form would send it. */
  function signIn(mobile: string, code: string, headers: Record<string, string>) {
    return h.app.request('http://localhost/v1/authorizations', {
      method: 'POST',
      headers,
      body: JSON.stringify(loginBody(mobile, code)),
    });
  }

  it('a text/plain or form sign-in is 415, from any origin or none, and sets no cookie', async () => {
    const mobile = freshMobile();
    const code = await codeFor(mobile);
    const bodyTypes: Record<string, string>[] = [
      { 'content-type': 'text/plain' },
      { 'content-type': 'text/plain;charset=UTF-8', origin: 'http://localhost' },
      { 'content-type': 'application/x-www-form-urlencoded' },
      { 'content-type': 'multipart/form-data; boundary=x' },
      {},
    ];
    for (const headers of bodyTypes) {
      const answer = await signIn(mobile, code, headers);
      expect(answer.status, JSON.stringify(headers)).toBe(415);
      expect(((await answer.json()) as { message: string }).message).toBe(messages.input.jsonOnly);
      expect(answer.headers.get('set-cookie')).toBeNull();
    }
    // The code was never read, so never spent: the member's own sign-in still takes it.
    const own = await signIn(mobile, code, {
      'content-type': 'application/json',
      origin: 'http://localhost',
    });
    expect(own.status).toBe(200);
    expect(own.headers.get('set-cookie')).toMatch(/^token=/);
  });

  it("a JSON sign-in from another site's page is 403 and sets no cookie; the site, a partner and no Origin are allowed", async () => {
    for (const origin of ['https://evil.example', 'null', 'http://localhost.evil.example']) {
      const mobile = freshMobile();
      const answer = await signIn(mobile, await codeFor(mobile), {
        'content-type': 'application/json',
        origin,
      });
      expect(answer.status, origin).toBe(403);
      expect(((await answer.json()) as { message: string }).message).toBe(messages.input.originForbidden);
      expect(answer.headers.get('set-cookie')).toBeNull();
    }
    // The site itself, the demo partner's page (http://localhost:*), and an app or server (no Origin).
    for (const origin of ['http://localhost', 'http://localhost:8080', undefined]) {
      const mobile = freshMobile();
      const answer = await signIn(mobile, await codeFor(mobile), {
        'content-type': 'application/json',
        ...(origin ? { origin } : {}),
      });
      expect(answer.status, String(origin)).toBe(200);
    }
  });

  it('asking a code with a text/plain body or from another site is refused, and no SMS is sent', async () => {
    const mobile = freshMobile();
    const ask = (headers: Record<string, string>) =>
      h.app.request('http://localhost/v1/codes', {
        method: 'POST',
        headers: { 'x-forwarded-for': '198.51.100.7', ...headers },
        body: JSON.stringify({ medium: 'sms', type: 'login', username: mobile }),
      });
    expect((await ask({ 'content-type': 'text/plain', origin: 'https://evil.example' })).status).toBe(403);
    expect((await ask({ 'content-type': 'text/plain' })).status).toBe(415);
    expect((await ask({ 'content-type': 'application/json', origin: 'https://evil.example' })).status).toBe(
      403,
    );
    expect((await h.call('GET', `/v1/codes?username=${mobile}`)).status).toBe(404);
  });
});
