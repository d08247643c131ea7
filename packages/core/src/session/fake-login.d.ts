/**
 * A whole login flow in memory, for tests and demos: memory cookies and location, the fake session
 * server, and the session and login stores over them.
 */
import {
  type ManualClock,
  type MemoryCookieJar,
  type MemoryLocation,
  type RecordingNotifier,
} from '../platform/memory.ts';
import { type FakeSessionApi } from './fake-api.ts';
import { type LoginDeps, type LoginStore } from './login-store.ts';
import { type SessionStore } from './session-store.ts';
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
/** Creates an in-memory login flow; `deps` replace the login store's (its logger is the session's too). */
export declare function createFakeLoginFlow(deps?: Partial<LoginDeps>): FakeLoginFlow;
//# sourceMappingURL=fake-login.d.ts.map
