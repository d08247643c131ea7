/**
 * The calls the session and login stores make, as a small port. The real implementation is the
 * typed API client (`sessionApiOf` in `session-ports.ts`); tests pass an in-memory server
 * (`createFakeSessionApi` in `testing/`). Payloads and answers are the server contract's types
 * (`session.schemas.ts`).
 */
import type { ClueAuthorizationPayloadInput, ClueInfo } from '../clues/clues.schemas.ts';
import type {
  BindMobilePayloadInput,
  LoginPayloadInput,
  LoginResult,
  SendCodePayloadInput,
  UserInfo,
} from './session.schemas.ts';

/** The session and login calls, as the stores need them. Every method rejects on an HTTP error. */
export interface SessionApi {
  /** GET /v1/user/info with the current token; resolves null (or rejects 401) when logged out. */
  getUserInfo(): Promise<UserInfo | null>;
  /** POST /v1/authorizations, answering its `data`. */
  login(payload: LoginPayloadInput): Promise<LoginResult>;
  /** PATCH /v1/user/bind_mobile. */
  bindMobile(payload: BindMobilePayloadInput): Promise<unknown>;
  /**
   * POST /v1/codes; a proof-of-work challenge the server asks for (428) is solved and the send
   * made again, and `onChallenge` is told while it is being solved.
   */
  sendCode(payload: SendCodePayloadInput, onChallenge?: () => void): Promise<unknown>;
  /** GET /hyperf/clues/user/clue/info, answering its `data`. */
  getClueInfo(): Promise<ClueInfo>;
  /** POST the clue authorisation. */
  authorizeClue(payload: ClueAuthorizationPayloadInput): Promise<unknown>;
  /** Tells the server the token is done with (best effort; the client clears the cookie anyway). */
  logout(): Promise<unknown>;
}

/** Where failures are logged (console by default). */
export interface Logger {
  error(...args: unknown[]): void;
}
