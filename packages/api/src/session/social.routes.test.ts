/**
 * Social sign-in (ADR 030) against a REAL OpenID Provider on loopback (`oidc-provider`,
 * testing/oidc-provider.ts), not a mock: its login and consent pages are posted as a browser
 * would, and its token endpoint checks the PKCE verifier. The rules: each provider off until
 * configured; the authorization code flow with PKCE, state (bound to the browser's cookie, single
 * use) and nonce; a provider account is one member; a member without a mobile is sent to bind
 * one; only same-site paths to come back to; every refusal a 303 to /login with a zh-TW reason,
 * never a 5xx.
 */
import { generateKeyPairSync } from 'node:crypto';
import { socialMessages } from '@renovo/core/messages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema.ts';
import { socialIdentities } from '../db/schema-social.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../testing/harness.ts';
import { startOidcProvider, type TestOidcProvider } from '../testing/oidc-provider.ts';

const SITE = 'http://renovo.test';
const CALLBACK = `${SITE}/v1/socials/line/callback`;
const GOOGLE_CALLBACK = `${SITE}/v1/socials/google/callback`;

/** The cookie a Set-Cookie header list sets, by name. */
function cookieFrom(headers: Headers, name: string): string | undefined {
  for (const line of headers.getSetCookie()) {
    const [pair] = line.split(';');
    const at = pair!.indexOf('=');
    if (pair!.slice(0, at) === name) return pair!.slice(at + 1);
  }
  return undefined;
}

/**
 * Goes through the provider's own pages from `authorizeUrl` as a browser would (its cookies kept,
 * the login form posted with `login`, the consent form posted) until it sends the browser back to
 * the site; answers that URL (the callback with code, state and iss).
 */
async function throughProvider(authorizeUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = new URL(authorizeUrl);
  let init: RequestInit = {};
  for (let hop = 0; hop < 20; hop++) {
    const res = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: {
        ...(init.body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    if (res.status >= 300 && res.status < 400) {
      const next = new URL(res.headers.get('location')!, url);
      if (next.origin === SITE) return next;
      url = next;
      init = {};
      continue;
    }
    const html = await res.text();
    expect(res.status, html.slice(0, 300)).toBe(200);
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`no form at ${url}`);
    url = new URL(action.replaceAll('&amp;', '&'), url);
    init = {
      method: 'POST',
      body: html.includes('name="login"')
        ? new URLSearchParams({ prompt: 'login', login, password: 'any' }).toString()
        : new URLSearchParams({ prompt: 'consent' }).toString(),
    };
  }
  throw new Error('the provider never sent the browser back');
}

describe.each(DATABASE_LANES)('social sign-in against a real OpenID Provider (%s)', (lane) => {
  let h: TestHarness;
  let op: TestOidcProvider;
  let wrongIssuer: TestOidcProvider;

  beforeAll(async () => {
    op = await startOidcProvider();
    op.configure([
      { client_id: 'renovo-line', client_secret: 'line-channel-secret', redirect_uris: [CALLBACK] },
    ]);
    // A provider whose discovery document names another issuer than the one configured.
    wrongIssuer = await startOidcProvider();
    wrongIssuer.configure(
      [{ client_id: 'renovo-google', client_secret: 'google-secret', redirect_uris: [GOOGLE_CALLBACK] }],
      { issuer: 'http://127.0.0.1:9/elsewhere' },
    );
    h = await createHarness({
      lane,
      env: {
        SOCIAL_REDIRECT_ORIGIN: SITE,
        SOCIAL_LINE_CLIENT_ID: 'renovo-line',
        SOCIAL_LINE_CLIENT_SECRET: 'line-channel-secret',
        SOCIAL_LINE_ISSUER: op.issuer,
        SOCIAL_GOOGLE_CLIENT_ID: 'renovo-google',
        SOCIAL_GOOGLE_CLIENT_SECRET: 'google-secret',
        SOCIAL_GOOGLE_ISSUER: wrongIssuer.issuer,
        // Apple's client secret is an ES256 JWT signed with the team's key.
        SOCIAL_APPLE_CLIENT_ID: 'tw.renovo.signin',
        SOCIAL_APPLE_TEAM_ID: 'TEAM123456',
        SOCIAL_APPLE_KEY_ID: 'KEY1234567',
        SOCIAL_APPLE_PRIVATE_KEY: generateKeyPairSync('ec', { namedCurve: 'P-256' })
          .privateKey.export({ type: 'pkcs8', format: 'pem' })
          .toString()
          .replaceAll('\n', '\\n'),
        SOCIAL_APPLE_ISSUER: op.issuer,
      },
    });
  });
  afterAll(async () => {
    await h?.close();
    await op?.close();
    await wrongIssuer?.close();
  });

  /** Starts a LINE sign-in as the login page's link does; the provider URL and the state cookie. */
  async function startLine(redirect = '/works', token?: string) {
    const answer = await h.call(
      'GET',
      `/v1/socials/line/authorize?redirect=${encodeURIComponent(redirect)}`,
      {
        ...(token ? { token } : {}),
      },
    );
    expect(answer.status).toBe(303);
    const state = cookieFrom(answer.headers, 'social_state');
    expect(state).toBeTruthy();
    return { url: answer.headers.get('location')!, state: state! };
  }

  /** Sends the provider's answer to the site's callback with the browser's state cookie. */
  function callback(at: URL, state: string | undefined) {
    return h.call('GET', at.pathname + at.search, {
      headers: state ? { cookie: `social_state=${state}` } : {},
    });
  }

  /** The `social_error` of a refusal's Location. */
  function refusal(answer: { status: number; headers: Headers }) {
    expect(answer.status).toBe(303);
    const to = new URL(answer.headers.get('location')!, SITE);
    expect(to.pathname).toBe('/login');
    return to.searchParams.get('social_error');
  }

  it('GET /v1/socials lists the configured providers only (LINE, Google, Apple here; Facebook off)', async () => {
    const answer = await h.call('GET', '/v1/socials');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([
      { provider: 'line', name: 'LINE' },
      { provider: 'google', name: 'Google' },
      { provider: 'apple', name: 'Apple' },
    ]);
  });

  it('Apple: the client secret is signed with the configured key, and the answer asked for by form_post', async () => {
    const answer = await h.call('GET', '/v1/socials/apple/authorize');
    expect(answer.status).toBe(303);
    const sent = new URL(answer.headers.get('location')!);
    expect(sent.origin).toBe(op.issuer);
    expect(sent.searchParams.get('response_mode')).toBe('form_post');
    expect(sent.searchParams.get('scope')).toBe('openid');
    expect(sent.searchParams.get('client_id')).toBe('tw.renovo.signin');
    expect(sent.searchParams.get('redirect_uri')).toBe(`${SITE}/v1/socials/apple/callback`);
  });

  it('a provider not configured: 404 with the zh-TW message on every social path, never a 5xx', async () => {
    for (const [method, path] of [
      ['GET', '/v1/socials/facebook/authorize'],
      ['POST', '/v1/socials/facebook/bound'],
      ['GET', '/v1/socials/facebook/callback?code=x&state=y'],
      ['POST', '/v1/socials/nope/callback'],
    ] as const) {
      const answer = await h.call(method, path, method === 'POST' ? { body: {} } : {});
      expect(answer.status, path).toBe(404);
      expect(answer.body.message).toMatch(/^尚未開通 \w+ 社群帳號登入，請使用行動電話驗證碼登入$/);
    }
  });

  it('authorization request: code flow with S256 PKCE, state, nonce and the registered redirect URI', async () => {
    const { url, state } = await startLine();
    const sent = new URL(url);
    expect(sent.origin).toBe(op.issuer);
    expect(sent.searchParams.get('response_type')).toBe('code');
    expect(sent.searchParams.get('client_id')).toBe('renovo-line');
    expect(sent.searchParams.get('redirect_uri')).toBe(CALLBACK);
    expect(sent.searchParams.get('scope')).toBe('openid profile');
    expect(sent.searchParams.get('state')).toBe(state);
    expect(sent.searchParams.get('code_challenge_method')).toBe('S256');
    expect(sent.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(sent.searchParams.get('nonce')).toMatch(/^[\w-]{43}$/);
  });

  it('a first sign-in makes a member without a mobile and sends it to /login/bind; the second is the same member', async () => {
    const first = await startLine('/works?page=2');
    const back = await throughProvider(first.url, 'alice');
    expect(back.searchParams.get('code')).toBeTruthy();
    const answer = await callback(back, first.state);
    expect(answer.status).toBe(303);
    // Logged in without a mobile → bind (docs/spec/session.md#states), then back to where the sign-in
    // started.
    expect(answer.headers.get('location')).toBe(
      `/login/bind?redirect=${encodeURIComponent('/works?page=2')}`,
    );
    const token = cookieFrom(answer.headers, 'token');
    expect(token).toBeTruthy();
    const me = await h.call('GET', '/v1/user/info', { token: token! });
    expect(me.status).toBe(200);
    expect(me.body.data).toMatchObject({ mobile: null, real_mobile: null, name: '測試 alice' });

    const again = await startLine('/');
    const second = await callback(await throughProvider(again.url, 'alice'), again.state);
    const me2 = await h.call('GET', '/v1/user/info', { token: cookieFrom(second.headers, 'token')! });
    expect(me2.body.data.id).toBe(me.body.data.id);
    const links = await h.db.select().from(socialIdentities).where(eq(socialIdentities.provider, 'line'));
    expect(links.filter((l) => l.subject === 'alice')).toHaveLength(1);

    // Another provider account is another member.
    const bob = await startLine('/');
    const third = await callback(await throughProvider(bob.url, 'bob'), bob.state);
    const me3 = await h.call('GET', '/v1/user/info', { token: cookieFrom(third.headers, 'token')! });
    expect(me3.body.data.id).not.toBe(me.body.data.id);
  });

  it('a member with a mobile goes straight back to the path the sign-in started from', async () => {
    const first = await startLine('/');
    const answer = await callback(await throughProvider(first.url, 'carol'), first.state);
    const me = await h.call('GET', '/v1/user/info', { token: cookieFrom(answer.headers, 'token')! });
    await h.db.update(users).set({ mobile: '0911000111' }).where(eq(users.id, me.body.data.id));
    const again = await startLine('/article/93');
    const second = await callback(await throughProvider(again.url, 'carol'), again.state);
    expect(second.headers.get('location')).toBe('/article/93');
  });

  it('no open redirect: another origin, a protocol-relative or a scheme path comes back to /', async () => {
    for (const redirect of [
      'https://evil.example/x',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
    ]) {
      const started = await startLine(redirect);
      const answer = await callback(await throughProvider(started.url, 'dave'), started.state);
      expect(answer.headers.get('location'), redirect).toBe('/login/bind?redirect=%2F');
    }
  });

  it('a forged state, or a state without the browser cookie that started it, is refused (login CSRF)', async () => {
    const started = await startLine('/');
    const back = await throughProvider(started.url, 'erin');
    // The attacker's callback URL opened in a browser that did not start the sign-in.
    expect(refusal(await callback(back, undefined))).toBe('state');
    const other = await startLine('/');
    expect(refusal(await callback(back, other.state))).toBe('state');
    // A state the server never issued, with a matching cookie.
    const forged = new URL(back);
    forged.searchParams.set('state', 'forged-state-value');
    expect(refusal(await callback(forged, 'forged-state-value'))).toBe('state');
    // No member was made by any of them.
    const [erin] = await h.db.select().from(socialIdentities).where(eq(socialIdentities.subject, 'erin'));
    expect(erin).toBeUndefined();
  });

  it('a replayed callback is refused (the state is single use), and so is a replayed code under a new state', async () => {
    const started = await startLine('/');
    const back = await throughProvider(started.url, 'frank');
    expect((await callback(back, started.state)).headers.get('location')).toMatch(/^\/login\/bind/);
    expect(refusal(await callback(back, started.state))).toBe('state');
    // The used code under a fresh sign-in's state: the provider refuses it (used, other PKCE verifier).
    const fresh = await startLine('/');
    const replay = new URL(back);
    replay.searchParams.set('state', fresh.state);
    expect(refusal(await callback(replay, fresh.state))).toBe('failed');
  });

  it('an expired sign-in (over 10 minutes) is refused', async () => {
    const started = await startLine('/');
    const back = await throughProvider(started.url, 'gina');
    h.clock.advance(10 * 60 * 1000 + 1);
    expect(refusal(await callback(back, started.state))).toBe('state');
  });

  it('a wrong issuer: in the answer (RFC 9207 iss) → failed; in the discovery document → unavailable', async () => {
    const started = await startLine('/');
    const back = await throughProvider(started.url, 'hank');
    back.searchParams.set('iss', 'http://127.0.0.1:9/elsewhere');
    expect(refusal(await callback(back, started.state))).toBe('failed');

    const google = await h.call('GET', '/v1/socials/google/authorize?redirect=%2Fworks');
    const to = new URL(google.headers.get('location')!, SITE);
    expect(to.pathname + to.search).toBe('/login?social_error=unavailable&provider=google&redirect=%2Fworks');
    const bound = await h.call('POST', '/v1/socials/google/bound', { body: {} });
    expect(bound.status).toBe(502);
    expect(bound.body.message).toBe(socialMessages.errors.unavailable.replace('{provider}', 'Google'));
  });

  it('the visitor cancelling at the provider comes back as denied', async () => {
    const started = await startLine('/works');
    const back = new URL(`${CALLBACK}?error=access_denied&state=${started.state}`);
    const to = new URL((await callback(back, started.state)).headers.get('location')!, SITE);
    expect(to.searchParams.get('social_error')).toBe('denied');
    expect(to.searchParams.get('redirect')).toBe('/works');
  });

  it('the form_post callback (Apple answers so) signs in as the query one does', async () => {
    const started = await startLine('/');
    const back = await throughProvider(started.url, 'ivy');
    const answer = await h.call('POST', '/v1/socials/line/callback', {
      body: back.searchParams.toString(),
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `social_state=${started.state}`,
        // A cross-site POST from the provider's page, as Apple's form_post is.
        origin: 'https://appleid.apple.com',
        'sec-fetch-site': 'cross-site',
      },
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/login/bind?redirect=%2F');
    expect(cookieFrom(answer.headers, 'token')).toBeTruthy();
  });

  it('a signed-in member who signs in with LINE binds it; the same LINE account of another member is refused', async () => {
    const token = await h.login('0922333444');
    const me = await h.call('GET', '/v1/user/info', { token });
    const started = await startLine('/works', token);
    const answer = await callback(await throughProvider(started.url, 'judy'), started.state);
    // The member has a mobile: straight back.
    expect(answer.headers.get('location')).toBe('/works');
    const [link] = await h.db.select().from(socialIdentities).where(eq(socialIdentities.subject, 'judy'));
    expect(link?.userId).toBe(me.body.data.id);

    const other = await h.login('0922333555');
    const again = await startLine('/works', other);
    expect(refusal(await callback(await throughProvider(again.url, 'judy'), again.state))).toBe('taken');
  });

  it('privacy: the export lists the linked provider accounts, and erasing the account removes them', async () => {
    const mobile = '0922333666';
    const token = await h.login(mobile);
    const started = await startLine('/', token);
    await callback(await throughProvider(started.url, 'lena'), started.state);
    const privacyCode = async () => {
      h.clock.advance(61_000);
      const sent = await h.call('POST', '/v1/codes', {
        body: { medium: 'sms', type: 'privacy', username: mobile },
      });
      expect(sent.status).toBe(200);
      return (await h.call('GET', `/v1/codes?username=${mobile}`)).body.data.code as string;
    };
    const exported = await h.call('POST', '/v1/privacy/export', {
      body: { mobile, code: await privacyCode() },
    });
    expect(exported.status).toBe(200);
    expect(exported.body.data.account.social_accounts).toEqual([
      expect.objectContaining({ provider: 'line', subject: 'lena' }),
    ]);
    const erased = await h.call('POST', '/v1/privacy/erase', { body: { mobile, code: await privacyCode() } });
    expect(erased.status).toBe(200);
    const left = await h.db.select().from(socialIdentities).where(eq(socialIdentities.subject, 'lena'));
    expect(left).toEqual([]);
  });

  it('POST /v1/socials/{provider}/bound answers the provider URL and sets the state cookie', async () => {
    const answer = await h.call('POST', '/v1/socials/line/bound', { body: { redirect: '/works' } });
    expect(answer.status).toBe(200);
    const url = new URL(answer.body.data.authorize_url);
    expect(url.origin).toBe(op.issuer);
    expect(url.searchParams.get('state')).toBe(cookieFrom(answer.headers, 'social_state'));
  });

  it('the log holds no code, state or token', async () => {
    const started = await startLine('/');
    const back = await throughProvider(started.url, 'kate');
    const answer = await callback(back, started.state);
    const token = cookieFrom(answer.headers, 'token')!;
    const text = h.logs.join('\n');
    for (const secret of [back.searchParams.get('code')!, started.state, token]) {
      expect(text).not.toContain(secret);
    }
  });
});
