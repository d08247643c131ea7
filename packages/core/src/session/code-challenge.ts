/**
 * POST /v1/codes under flood protection (ADR 016): when the server answers 428 with a
 * proof-of-work `challenge`, the challenge is solved in the background and the send is made
 * again with the solution, so the visitor only sees the code arrive. The solver (and the ALTCHA
 * library under it) is a chunk of its own, loaded only when a challenge is asked.
 */
import { ApiError } from '../api/errors.ts';
import type { ApiClient } from '../api/types.ts';
import type { Envelope } from '../schemas/common.ts';
import { sendCode } from './session.api.ts';
import type { CodeChallenge, SendCodePayloadInput } from './session.schemas.ts';

/** Solves a challenge; answers the body's `challenge` text, or null when it cannot. */
export type ChallengeSolver = (challenge: CodeChallenge) => Promise<string | null>;

/** How many challenges one send may meet (a second one: the first expired or was spent). */
const MAX_CHALLENGES = 2;

/** The challenge a 428 answer carries, or null for any other error. */
export function challengeOf(error: unknown): CodeChallenge | null {
  if (!(error instanceof ApiError) || error.status !== 428) return null;
  const challenge = (error.body as { challenge?: CodeChallenge } | null)?.challenge;
  return typeof challenge?.parameters?.nonce === 'string' ? challenge : null;
}

/** The solver, fetched on first use. */
export const loadChallengeSolver: ChallengeSolver = async (challenge) =>
  (await import('./challenge-solver.ts')).solveCodeChallenge(challenge);

/**
 * Sends an SMS code, solving the server's challenges when it asks for one; `onChallenge` is told
 * when a challenge is being solved (the page says it is checking).
 * @example await sendCodeSolvingChallenges(client, { medium: 'sms', type: 'login', username: '0912345678' });
 */
export async function sendCodeSolvingChallenges(
  client: ApiClient,
  payload: SendCodePayloadInput,
  solve: ChallengeSolver = loadChallengeSolver,
  onChallenge?: () => void,
): Promise<Envelope<null>> {
  let body = payload;
  for (let round = 0; ; round++) {
    try {
      return await sendCode(client, body);
    } catch (error) {
      const challenge = round < MAX_CHALLENGES ? challengeOf(error) : null;
      if (challenge) onChallenge?.();
      const solved = challenge && (await solve(challenge));
      if (!solved) throw error;
      body = { ...payload, challenge: solved };
    }
  }
}
