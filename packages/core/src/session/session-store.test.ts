import { describe, expect, it, vi } from 'vitest';
import { clueInfoRoute } from '../clues/clues-order.routes.ts';
import { createMemoryCookies, createMemoryLocation } from '../platform/memory.ts';
import { apiErrorWithMessage } from '../testing/call-script.ts';
import { createFakeSessionApi } from '../testing/fake-session-api.ts';
import { authorizationsRoute } from './session-login.routes.ts';
import { createSessionStore, type SessionDeps } from './session-store.ts';

function setup(overrides: Partial<SessionDeps> = {}) {
  const cookies = createMemoryCookies();
  const location = createMemoryLocation();
  const api = createFakeSessionApi({ cookies });
  const logger = { error: vi.fn() };
  const make = () => createSessionStore({ api, cookies, location, logger, ...overrides });
  return { cookies, location, api, logger, make };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createSessionStore', () => {
  it('isLogin: true once the user-info call returns an id; role, mobile and realMobile follow it', async () => {
    const { api, make } = setup();
    const user = api.addUser({ mobile: '0912345678', role: 'design', hasClue: true });
    api.signIn(user.id);
    const session = make();
    expect(session.token.value).toMatch(/^token-/);
    expect(session.isLogin.value).toBe(false);
    expect(session.role.value).toBeNull();

    await expect(session.refreshUser()).resolves.toMatchObject({ id: user.id });
    expect(session.isLogin.value).toBe(true);
    expect(session.role.value).toBe('design');
    expect(session.mobile.value).toBe('0912345678');
    expect(session.realMobile.value).toBe('0912***678');
    session.dispose();
  });

  it('refreshUser without a token stays logged out and calls nothing', async () => {
    const { api, make } = setup();
    const session = make();
    await expect(session.refreshUser()).resolves.toBeNull();
    expect(session.isLogin.value).toBe(false);
    expect(api.calls).toEqual([]);
  });

  it('refreshUser with an HttpOnly token cookie asks the server even though no token is visible', async () => {
    const { api, make } = setup({ httpOnlyToken: true });
    const session = make();
    expect(session.token.value).toBe('');
    await session.refreshUser();
    expect(api.calls).toEqual(['getUserInfo']);
    session.dispose();
  });

  it('refreshUser with an unknown token (401) is logged out, and a 401 is not logged as a failure', async () => {
    const { cookies, logger, make } = setup();
    cookies.set('token', 'stale');
    const session = make();
    await expect(session.refreshUser()).resolves.toBeNull();
    expect(session.isLogin.value).toBe(false);
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('refreshUser for a visitor behind an HttpOnly cookie (401) is logged out without an error log', async () => {
    const { logger, make } = setup({ httpOnlyToken: true });
    const session = make();
    await expect(session.refreshUser()).resolves.toBeNull();
    expect(session.isLogin.value).toBe(false);
    expect(logger.error).not.toHaveBeenCalled();
    session.dispose();
  });

  it('refreshUser logs a failure that is not a 401 (server error, network) and returns null', async () => {
    const { api, cookies, location, logger } = setup();
    cookies.set('token', 't');
    const session = createSessionStore({
      api: {
        ...api,
        getUserInfo: async () => {
          throw new Error('offline');
        },
      },
      cookies,
      location,
      logger,
    });
    await expect(session.refreshUser()).resolves.toBeNull();
    expect(logger.error).toHaveBeenCalledWith('[renovo] user info failed', expect.any(Error));
  });

  it('refreshUser: a user info without an id is not a login', async () => {
    const { api, cookies, location } = setup();
    cookies.set('token', 't');
    const session = createSessionStore({
      api: { ...api, getUserInfo: async () => ({ ...api.addUser({}), id: 0 }) },
      cookies,
      location,
    });
    await expect(session.refreshUser()).resolves.toBeNull();
    expect(session.isLogin.value).toBe(false);
  });

  it('Force-bind: a user whose info says is_force_bind_mobile is logged out automatically', async () => {
    const { api, cookies, location, make } = setup();
    const user = api.addUser({ mobile: '0912345678', is_force_bind_mobile: true });
    api.signIn(user.id);
    const session = make();
    await expect(session.refreshUser()).resolves.toBeNull();
    expect(session.isLogin.value).toBe(false);
    expect(cookies.get('token')).toBeUndefined();
    expect(session.token.value).toBe('');
    expect(location.reloads).toBe(1);
    expect(api.calls).toEqual(['getUserInfo', 'logout']);
  });

  it('Logout clears the token cookie and reloads the page', async () => {
    const { api, cookies, location, make } = setup();
    api.signIn(api.addUser({ mobile: '0912345678', hasClue: true }).id);
    const session = make();
    await session.refreshUser();
    await session.logout();
    expect(cookies.get('token')).toBeUndefined();
    expect(session.isLogin.value).toBe(false);
    expect(session.clueStatus.value).toBe('unknown');
    expect(location.reloads).toBe(1);
  });

  it('Logout still clears the cookie and reloads when the logout call fails', async () => {
    const { api, cookies, location, logger, make } = setup();
    cookies.set('token', 'x');
    api.failNext('logout', apiErrorWithMessage(500, 'down', authorizationsRoute.path));
    const session = make();
    await session.logout();
    expect(cookies.get('token')).toBeUndefined();
    expect(location.reloads).toBe(1);
    expect(logger.error).toHaveBeenCalled();
  });

  it('setToken keeps the access token in the token cookie for a year', () => {
    const { cookies, make } = setup();
    const session = make();
    session.setToken('abc');
    expect(cookies.get('token')).toBe('abc');
    expect(cookies.options('token')).toEqual({ maxAge: 365 * 24 * 60 * 60, path: '/' });
    expect(session.token.value).toBe('abc');
  });

  it('Clue status: starts unknown, becomes have when exists_clue', async () => {
    const { api, make } = setup({ autoLookupClue: false });
    api.signIn(api.addUser({ mobile: '0912345678', hasClue: true }).id);
    const session = make();
    expect(session.clueStatus.value).toBe('unknown');
    await session.refreshUser();
    await expect(session.lookupClueStatus()).resolves.toBe('have');
    expect(session.loginStatus.value).toBe('have');
  });

  it('Clue status: becomes none without a clue, giving status clue', async () => {
    const { api, make } = setup({ autoLookupClue: false });
    api.signIn(api.addUser({ mobile: '0912345678' }).id);
    const session = make();
    await session.refreshUser();
    expect(session.loginStatus.value).toBe('checking');
    await expect(session.lookupClueStatus()).resolves.toBe('none');
    expect(session.loginStatus.value).toBe('clue');
  });

  it('Clue status: the lookup runs one at a time; concurrent callers share it', async () => {
    const { api, make } = setup({ autoLookupClue: false });
    api.signIn(api.addUser({ mobile: '0912345678' }).id);
    const session = make();
    await session.refreshUser();
    const release = api.hold('getClueInfo');
    const first = session.lookupClueStatus();
    const second = session.lookupClueStatus();
    expect(second).toBe(first);
    release();
    await expect(Promise.all([first, second])).resolves.toEqual(['none', 'none']);
    expect(api.calls.filter((c) => c === 'getClueInfo')).toHaveLength(1);
    // Once settled, a new lookup asks the server again.
    await session.lookupClueStatus();
    expect(api.calls.filter((c) => c === 'getClueInfo')).toHaveLength(2);
  });

  it('Clue status: a failed lookup is logged and stays unknown', async () => {
    const { api, logger, make } = setup({ autoLookupClue: false });
    api.signIn(api.addUser({ mobile: '0912345678' }).id);
    const session = make();
    await session.refreshUser();
    api.failNext('getClueInfo', apiErrorWithMessage(500, 'down', clueInfoRoute.path));
    await expect(session.lookupClueStatus()).resolves.toBe('unknown');
    expect(logger.error).toHaveBeenCalled();
  });

  it('Login status: clue status unknown triggers the clue-info fetch, then re-evaluation', async () => {
    const { api, make } = setup();
    api.signIn(api.addUser({ mobile: '0912345678' }).id);
    const session = make();
    expect(session.loginStatus.value).toBe('default');
    await session.refreshUser();
    expect(api.calls).toEqual(['getUserInfo', 'getClueInfo']);
    await flush();
    expect(session.loginStatus.value).toBe('clue');
    session.dispose();
  });

  it('Login status: logged in without mobile gives bind (no clue fetch)', async () => {
    const { api, make } = setup();
    api.signIn(api.addUser({ mobile: null }).id);
    const session = make();
    await session.refreshUser();
    expect(session.loginStatus.value).toBe('bind');
    expect(api.calls).toEqual(['getUserInfo']);
    session.dispose();
  });

  it('resolveLoginStatus fetches an unknown clue status first', async () => {
    const { api, make } = setup({ autoLookupClue: false });
    const session = make();
    await expect(session.resolveLoginStatus()).resolves.toBe('default');
    api.signIn(api.addUser({ mobile: '0912345678', hasClue: true }).id);
    const again = make();
    await again.refreshUser();
    await expect(again.resolveLoginStatus()).resolves.toBe('have');
  });

  it('resolveLoginStatus: a failed clue lookup does not lock the user out (have)', async () => {
    const { api, make } = setup({ autoLookupClue: false });
    api.signIn(api.addUser({ mobile: '0912345678' }).id);
    const session = make();
    await session.refreshUser();
    api.failNext('getClueInfo', apiErrorWithMessage(500, 'down', clueInfoRoute.path));
    await expect(session.resolveLoginStatus()).resolves.toBe('have');
    expect(session.clueStatus.value).toBe('unknown');
  });

  it('a lookup answered after the user changed is dropped', async () => {
    const { api, make } = setup({ autoLookupClue: false });
    api.signIn(api.addUser({ mobile: '0912345678', hasClue: true }).id);
    const session = make();
    await session.refreshUser();
    const release = api.hold('getClueInfo');
    const lookup = session.lookupClueStatus();
    await session.logout();
    release();
    await lookup;
    expect(session.clueStatus.value).toBe('unknown');
  });

  it('markClueAuthorised sets the clue status to have', async () => {
    const { api, make } = setup({ autoLookupClue: false });
    api.signIn(api.addUser({ mobile: '0912345678' }).id);
    const session = make();
    await session.refreshUser();
    session.markClueAuthorised();
    expect(session.loginStatus.value).toBe('have');
  });
});
