import { type ReadonlySignal } from '@preact/signals-core';
import type { CookieJar, LocationPort } from '../platform/types.ts';
import type { UserInfo, UserRole } from '../schemas/session.ts';
import { type ClueStatus, type DerivedLoginStatus, type LoginStatus } from './login-status.ts';
import type { Logger, SessionApi } from './ports.ts';
/** What `createSessionStore` needs. */
export interface SessionDeps {
  api: SessionApi;
  cookies: CookieJar;
  location: LocationPort;
  logger?: Logger;
  /** Fetch the clue info as soon as the login status becomes `checking` (default true). */
  autoLookupClue?: boolean;
  /**
   * The token travels as an HttpOnly cookie the page cannot read (the host site, on the API's
   * own origin): ask for the user even when no token is visible.
   */
  httpOnlyToken?: boolean;
}
/** The client session (doc 1 §3): user, token, role, mobile, clue status and login status. */
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
export declare function createSessionStore(deps: SessionDeps): SessionStore;
//# sourceMappingURL=session-store.d.ts.map
