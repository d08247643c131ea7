/** Clue status of the current user (docs/spec/session.md#entities): unknown until looked up. */
export type ClueStatus = 'unknown' | 'have' | 'none';

/** Status of the login popup: which step, if any, the user still owes (docs/spec/session.md#states). */
export type LoginStatus = 'default' | 'bind' | 'clue' | 'have';

/** A login status, or `checking` while the clue status is still unknown and must be fetched. */
export type DerivedLoginStatus = LoginStatus | 'checking';

/** What `deriveLoginStatus` reads. */
export interface LoginStatusInput {
  isLogin: boolean;
  mobile: string | null | undefined;
  clueStatus: ClueStatus;
}

/**
 * Login status, derived in order (docs/spec/session.md#states): not logged in → default; no mobile → bind;
 * clue status none → clue; clue status unknown → checking (fetch clue info, then derive again);
 * otherwise have (no popup needed).
 */
export function deriveLoginStatus({ isLogin, mobile, clueStatus }: LoginStatusInput): DerivedLoginStatus {
  if (!isLogin) return 'default';
  if (!mobile) return 'bind';
  if (clueStatus === 'none') return 'clue';
  if (clueStatus === 'unknown') return 'checking';
  return 'have';
}
