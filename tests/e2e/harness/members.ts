/**
 * Members made through the real API from Node, for the login-sheet statuses: a member signed in
 * with an SMS code (the outbox code), optionally with a clue, optionally without a bound mobile
 * (the stack's /__e2e/ fixture), and the token cookie that signs a partner page's widgets in.
 */
import { apiJson, smsCode } from './widgets.ts';

/** A signed-in member: its id, its mobile (null once unbound) and its access token. */
export interface Member {
  id: number;
  mobile: string | null;
  token: string;
}

async function post<T>(apiOrigin: string, path: string, body: unknown, token?: string): Promise<T> {
  const { status, body: answer } = await apiJson<T>(apiOrigin, path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (status !== 200) throw new Error(`POST ${path} answered ${status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** Logs `mobile` in with the code from the SMS outbox (a first login creates the member). */
export async function signIn(apiOrigin: string, mobile: string): Promise<Member> {
  await post(apiOrigin, '/v1/codes', { medium: 'sms', type: 'login', username: mobile });
  const code = await smsCode(apiOrigin, mobile);
  const login = await post<{ data: { access_token: string } }>(apiOrigin, '/v1/authorizations', {
    username: mobile,
    code,
    accepted: 1,
    notice_version: '2026-11',
    login_type: 'sms_code',
  });
  const token = login.data.access_token;
  return { ...(await userInfo(apiOrigin, token)), token };
}

/** GET /v1/user/info for a token: the member's id and bound mobile. */
export async function userInfo(apiOrigin: string, token: string): Promise<Omit<Member, 'token'>> {
  const { status, body } = await apiJson<{ data: { id: number; real_mobile: string | null } }>(
    apiOrigin,
    '/v1/user/info',
    { headers: { Authorization: `Bearer ${token}` } },
  );
  if (status !== 200) throw new Error(`GET /v1/user/info answered ${status}`);
  return { id: body.data.id, mobile: body.data.real_mobile };
}

/** Leaves a clue (a consult request with consent) for the member's mobile. */
export async function leaveClue(apiOrigin: string, member: Member): Promise<void> {
  await post(
    apiOrigin,
    '/hyperf/clues/consult',
    { mobile: member.mobile, accepted: 1, notice_version: '2026-11' },
    member.token,
  );
}

/** Releases the member's mobile (login status bind), through the stack's fixture route. */
export async function unbindMobile(apiOrigin: string, member: Member): Promise<Member> {
  await post(apiOrigin, `/__e2e/users/${member.id}/unbind-mobile`, {});
  return { ...member, mobile: null };
}

/** Whether the API finds a clue for the member (GET clue info with its token). */
export async function memberHasClue(apiOrigin: string, member: Member): Promise<boolean> {
  const { body } = await apiJson<{ data: { exists_clue: boolean } }>(
    apiOrigin,
    '/hyperf/clues/user/clue/info',
    { headers: { Authorization: `Bearer ${member.token}` } },
  );
  return body.data.exists_clue;
}

/**
 * A context's storage state holding the member's token in the partner page's `token` cookie, as
 * the login sheet leaves it: pass it as `storageState` so the page is signed in from its start.
 */
export function signedInState(partnerOrigin: string, member: Member) {
  const { hostname } = new URL(partnerOrigin);
  return {
    cookies: [
      {
        name: 'token',
        value: member.token,
        domain: hostname,
        path: '/',
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax' as const,
      },
    ],
    origins: [],
  };
}
