/**
 * A whole login flow in memory, for tests and demos: memory cookies and location, the fake session
 * server, and the session and login stores over them.
 */
import {
  createManualClock,
  createMemoryCookies,
  createMemoryLocation,
  createRecordingNotifier,
  type ManualClock,
  type MemoryCookieJar,
  type MemoryLocation,
  type RecordingNotifier,
} from '../platform/memory.ts';
import { createLoginStore, type LoginDeps, type LoginStore } from '../session/login-store.ts';
import type { Logger } from '../session/ports.ts';
import { createSessionStore, type SessionStore } from '../session/session-store.ts';
import { createFakeSessionApi, type FakeSessionApi } from './fake-session-api.ts';

/** The SMS code the fake server sends. */
const FAKE_SMS_CODE = '123456';

/** The parts of an in-memory login flow. */
export interface FakeLoginFlow {
  readonly cookies: MemoryCookieJar;
  readonly location: MemoryLocation;
  readonly api: FakeSessionApi;
  readonly clock: ManualClock;
  /** The login store's notifier, recording its toasts. */
  readonly notifier: RecordingNotifier;
  readonly session: SessionStore;
  readonly login: LoginStore;
  /** Types a mobile into the open popup, sends the code and types the code the fake sent. */
  fillAndSendCode(mobile?: string): Promise<void>;
}

/** Creates an in-memory login flow; `deps` replace the login store's (`logger` is the session's). */
export function createFakeLoginFlow(deps: Partial<LoginDeps> & { logger?: Logger } = {}): FakeLoginFlow {
  const cookies = createMemoryCookies();
  const location = createMemoryLocation();
  const api = createFakeSessionApi({ cookies, code: FAKE_SMS_CODE });
  const clock = createManualClock();
  const notifier = createRecordingNotifier();
  const { logger, ...loginDeps } = deps;
  const session = createSessionStore({ api, cookies, location, ...(logger ? { logger } : {}) });
  const login = createLoginStore(session, api, { notifier, clock, ...loginDeps });
  return {
    cookies,
    location,
    api,
    clock,
    notifier,
    session,
    login,
    async fillAndSendCode(mobile = '0912345678') {
      login.setMobile(mobile);
      await login.sendCode();
      login.setSmsCode(FAKE_SMS_CODE);
    },
  };
}
