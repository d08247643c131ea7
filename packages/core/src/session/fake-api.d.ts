import type { CookieJar } from '../platform/types.ts';
import type { ClueAuthorizationPayloadInput } from '../schemas/clues.ts';
import type { UserInfo } from '../schemas/session.ts';
import type { SessionApi } from './ports.ts';
/** A member of the fake server. */
export interface FakeUser extends UserInfo {
  /** The user has a clue on file (GET clue info answers exists_clue). */
  hasClue?: boolean;
}
/** An in-memory session server: a `SessionApi` plus knobs for tests and demos. */
export interface FakeSessionApi extends SessionApi {
  /** Method names in call order. */
  readonly calls: (keyof SessionApi)[];
  /** Clue authorisations received. */
  readonly clues: ClueAuthorizationPayloadInput[];
  /** Adds a member; returns it. */
  addUser(
    user: Partial<FakeUser> & {
      mobile?: string | null;
    },
  ): FakeUser;
  /** Logs a member in directly: issues a token and puts it in the cookie jar. */
  signIn(userId: number): string;
  /** The member with an id. */
  user(id: number): FakeUser | undefined;
  /** Makes the next call of a method reject with `error`. */
  failNext(method: keyof SessionApi, error: unknown): void;
  /** Holds calls of a method until the returned function is called. */
  hold(method: keyof SessionApi): () => void;
}
/** Options of the fake server. */
export interface FakeSessionApiOptions {
  /** The jar the client keeps its token in; the fake reads it like an Authorization header. */
  cookies: CookieJar;
  /** The SMS code every send-code call "sends" (default 123456). */
  code?: string;
}
/** Creates an in-memory server behind `SessionApi` (first login creates the account, like the real one). */
export declare function createFakeSessionApi(options: FakeSessionApiOptions): FakeSessionApi;
//# sourceMappingURL=fake-api.d.ts.map
