import type { ClueAuthorizationPayloadInput } from '../clues/clues.schemas.ts';
import { clueInfoRoute } from '../clues/clues-order.routes.ts';
import { COOKIE_NAMES } from '../data/constants.ts';
import { maskMobile } from '../fields/mobile.ts';
import type { CookieJar } from '../platform/types.ts';
import type { SessionApi } from '../session/ports.ts';
import type {
  BindMobilePayloadInput,
  LoginPayloadInput,
  SendCodePayloadInput,
  UserInfo,
} from '../session/session.schemas.ts';
import {
  authorizationsRoute,
  bindMobileRoute,
  sendCodeRoute,
  userInfoRoute,
} from '../session/session-login.routes.ts';
import { apiErrorWithMessage, createCallScript } from './call-script.ts';

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
  addUser(user: Partial<FakeUser> & { mobile?: string | null }): FakeUser;
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
export function createFakeSessionApi(options: FakeSessionApiOptions): FakeSessionApi {
  const { cookies } = options;
  const smsCode = options.code ?? '123456';
  const users = new Map<number, FakeUser>();
  const tokens = new Map<string, number>();
  const sentCodes = new Map<string, string>();
  const clueMobiles = new Set<string>();
  const { calls, enter, failNext, hold } = createCallScript<keyof SessionApi>();
  const clues: ClueAuthorizationPayloadInput[] = [];
  let nextId = 1;
  let nextToken = 1;

  function currentUser(url: string): FakeUser {
    const token = cookies.get(COOKIE_NAMES.token);
    const id = token ? tokens.get(token) : undefined;
    const user = id === undefined ? undefined : users.get(id);
    if (!user) throw apiErrorWithMessage(401, 'Unauthenticated.', url);
    return user;
  }

  function issueToken(userId: number): string {
    const token = `token-${nextToken++}`;
    tokens.set(token, userId);
    return token;
  }

  function checkCode(type: SendCodePayloadInput['type'], mobile: string, code: string, url: string): void {
    if (sentCodes.get(`${type}:${mobile}`) !== code) throw apiErrorWithMessage(422, '驗證碼錯誤', url);
    sentCodes.delete(`${type}:${mobile}`);
  }

  function addUser(user: Partial<FakeUser>): FakeUser {
    const id = user.id ?? nextId++;
    nextId = Math.max(nextId, id + 1);
    const created: FakeUser = {
      role: 'ordinary',
      name: `user${id}`,
      avatar: null,
      email: null,
      mobile: null,
      real_mobile: null,
      sex: null,
      signature: null,
      is_force_bind_mobile: false,
      ...user,
      id,
    };
    users.set(id, created);
    return created;
  }

  return {
    calls,
    clues,
    addUser,
    signIn(userId) {
      const token = issueToken(userId);
      cookies.set(COOKIE_NAMES.token, token);
      return token;
    },
    user: (id) => users.get(id),
    failNext: (method, error) => failNext(error, method),
    hold,

    async getUserInfo() {
      await enter('getUserInfo');
      const { hasClue: _, ...info } = currentUser(userInfoRoute.path);
      return { ...info, real_mobile: maskMobile(info.mobile) };
    },
    async login(payload: LoginPayloadInput) {
      await enter('login');
      checkCode('login', payload.username, payload.code, authorizationsRoute.path);
      const user =
        [...users.values()].find((u) => u.mobile === payload.username) ??
        addUser({ mobile: payload.username });
      return { access_token: issueToken(user.id) };
    },
    async bindMobile(payload: BindMobilePayloadInput) {
      await enter('bindMobile');
      const user = currentUser(bindMobileRoute.path);
      checkCode('bind_mobile', payload.mobile, payload.code, bindMobileRoute.path);
      if ([...users.values()].some((u) => u.mobile === payload.mobile && u.id !== user.id)) {
        throw apiErrorWithMessage(422, '此行動電話已被綁定', bindMobileRoute.path);
      }
      user.mobile = payload.mobile;
      return {};
    },
    async sendCode(payload: SendCodePayloadInput) {
      await enter('sendCode');
      if (!/^09\d{8}$/.test(payload.username))
        throw apiErrorWithMessage(422, '行動電話格式錯誤', sendCodeRoute.path);
      sentCodes.set(`${payload.type}:${payload.username}`, smsCode);
      return {};
    },
    async getClueInfo() {
      await enter('getClueInfo');
      const user = currentUser(clueInfoRoute.path);
      return { exists_clue: Boolean(user.hasClue || (user.mobile && clueMobiles.has(user.mobile))) };
    },
    async authorizeClue(payload: ClueAuthorizationPayloadInput) {
      await enter('authorizeClue');
      clues.push(payload);
      const token = cookies.get(COOKIE_NAMES.token);
      const id = token ? tokens.get(token) : undefined;
      const user = id === undefined ? undefined : users.get(id);
      if (user) user.hasClue = true;
      else clueMobiles.add(payload.sender_contact);
      return {};
    },
    async logout() {
      await enter('logout');
      const token = cookies.get(COOKIE_NAMES.token);
      if (token) tokens.delete(token);
      return {};
    },
  };
}
