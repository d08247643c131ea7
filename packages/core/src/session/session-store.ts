import { batch, computed, effect, type ReadonlySignal, signal, untracked } from '@preact/signals-core';
import { isApiError } from '../api/errors.ts';
import { COOKIE_NAMES, DEFAULT_COOKIE_MAX_AGE } from '../data/constants.ts';
import { maskMobile } from '../fields/mobile.ts';
import type { CookieJar, LocationPort } from '../platform/types.ts';
import {
  type ClueStatus,
  type DerivedLoginStatus,
  deriveLoginStatus,
  type LoginStatus,
} from './login-status.ts';
import type { Logger, SessionApi } from './ports.ts';
import type { UserInfo, UserRole } from './session.schemas.ts';

/** What `createSessionStore` needs. */
export interface SessionDeps {
  api: SessionApi;
  cookies: CookieJar;
  /** Reloaded after a logout (a whole LocationPort, such as createWindowLocation(), is one). */
  location: Pick<LocationPort, 'reload'>;
  logger?: Logger;
  /** Fetch the clue info as soon as the login status becomes `checking` (default true). */
  autoLookupClue?: boolean;
  /**
   * The token travels as an HttpOnly cookie the page cannot read (the host site, on the API's
   * own origin): ask for the user even when no token is visible.
   */
  httpOnlyToken?: boolean;
}

/** The client session (docs/spec/session.md#entities): user, token, role, mobile, clue status and login status. */
export interface SessionStore {
  /** User info from the server, null when logged out. */
  readonly user: ReadonlySignal<UserInfo | null>;
  /** True once the user-info call returned an id. */
  readonly isLogin: ReadonlySignal<boolean>;
  /** The user token, kept in the `token` cookie; '' when absent. */
  readonly token: ReadonlySignal<string>;
  readonly role: ReadonlySignal<UserRole | null>;
  /** The bound mobile, '' when none (drives status bind). */
  readonly mobile: ReadonlySignal<string>;
  /** The mobile masked with `*`, prefilled in status clue. */
  readonly realMobile: ReadonlySignal<string>;
  readonly clueStatus: ReadonlySignal<ClueStatus>;
  /** `deriveLoginStatus` over the signals above. */
  readonly loginStatus: ReadonlySignal<DerivedLoginStatus>;
  /** Reads user info again; logs a force-bind user out. Never rejects. */
  refreshUser(): Promise<UserInfo | null>;
  /** Fetches the clue status; one lookup at a time, concurrent callers share it. Never rejects. */
  lookupClueStatus(): Promise<ClueStatus>;
  /** The login status, fetching the clue status first when it is unknown. */
  resolveLoginStatus(): Promise<LoginStatus>;
  /** Keeps a new access token in the token cookie. */
  setToken(token: string): void;
  /** Records that the user just authorised a clue. */
  markClueAuthorised(): void;
  /** Clears the token cookie and reloads the page. */
  logout(): Promise<void>;
  /** Stops the automatic clue lookup. */
  dispose(): void;
}

/**
 * Creates the session store for one page (or one SSR request).
 * @example
 * const session = createSessionStore({ api, cookies: createDocumentCookies(), location: createWindowLocation() });
 * await session.refreshUser();
 */
export function createSessionStore(deps: SessionDeps): SessionStore {
  const { api, cookies, location } = deps;
  const logger = deps.logger ?? console;

  const user = signal<UserInfo | null>(null);
  const token = signal(cookies.get(COOKIE_NAMES.token) ?? '');
  const clueStatus = signal<ClueStatus>('unknown');
  // Bumped whenever the user changes, so a clue lookup for the previous user is dropped.
  let generation = 0;
  let inflight: Promise<ClueStatus> | null = null;

  const isLogin = computed(() => Boolean(user.value?.id));
  const role = computed(() => user.value?.role ?? null);
  const mobile = computed(() => user.value?.mobile ?? '');
  const realMobile = computed(() => maskMobile(user.value?.real_mobile || user.value?.mobile));
  const loginStatus = computed(() =>
    deriveLoginStatus({ isLogin: isLogin.value, mobile: mobile.value, clueStatus: clueStatus.value }),
  );

  function setUser(next: UserInfo | null): void {
    batch(() => {
      if ((user.peek()?.id ?? null) !== (next?.id ?? null)) {
        generation += 1;
        inflight = null;
        clueStatus.value = 'unknown';
      }
      user.value = next;
    });
  }

  async function logout(): Promise<void> {
    try {
      await api.logout();
    } catch (error) {
      logger.error('[renovo] logout call failed', error);
    }
    cookies.remove(COOKIE_NAMES.token);
    batch(() => {
      token.value = '';
      setUser(null);
    });
    location.reload();
  }

  async function refreshUser(): Promise<UserInfo | null> {
    if (!token.peek() && !deps.httpOnlyToken) {
      setUser(null);
      return null;
    }
    let info: UserInfo | null;
    try {
      info = await api.getUserInfo();
    } catch (error) {
      // 401 is the server's "not signed in" (a visitor behind an HttpOnly cookie, or a stale
      // token): a logged-out session, not a failure. Anything else is logged.
      if (isApiError(error, 401)) setUser(null);
      else logger.error('[renovo] user info failed', error);
      return null;
    }
    if (!info?.id) {
      setUser(null);
      return null;
    }
    if (info.is_force_bind_mobile) {
      // docs/spec/popups-and-header.md#roles: a forced mobile binding logs the user out automatically.
      setUser(null);
      await logout();
      return null;
    }
    setUser(info);
    return info;
  }

  function lookupClueStatus(): Promise<ClueStatus> {
    if (inflight) return inflight;
    const asked = generation;
    const run = (async (): Promise<ClueStatus> => {
      try {
        const info = await api.getClueInfo();
        if (asked === generation) clueStatus.value = info.exists_clue ? 'have' : 'none';
      } catch (error) {
        logger.error('[renovo] clue info failed', error);
      }
      return clueStatus.peek();
    })();
    inflight = run;
    void run.then(() => {
      if (inflight === run) inflight = null;
    });
    return run;
  }

  async function resolveLoginStatus(): Promise<LoginStatus> {
    const now = loginStatus.peek();
    if (now !== 'checking') return now;
    await lookupClueStatus();
    const after = loginStatus.peek();
    // A failed lookup leaves the status unknown; it must not lock the user out of collect/share.
    return after === 'checking' ? 'have' : after;
  }

  const stopAutoLookup =
    deps.autoLookupClue === false
      ? () => {}
      : effect(() => {
          if (loginStatus.value === 'checking') untracked(() => void lookupClueStatus());
        });

  return {
    user,
    isLogin,
    token,
    role,
    mobile,
    realMobile,
    clueStatus,
    loginStatus,
    refreshUser,
    lookupClueStatus,
    resolveLoginStatus,
    setToken(next) {
      cookies.set(COOKIE_NAMES.token, next, { maxAge: DEFAULT_COOKIE_MAX_AGE, path: '/' });
      token.value = next;
    },
    markClueAuthorised() {
      clueStatus.value = 'have';
    },
    logout,
    dispose: stopAutoLookup,
  };
}
