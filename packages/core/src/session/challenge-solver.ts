/**
 * The proof-of-work solver of `code-challenge.ts`, a chunk of its own: ALTCHA's v2 solver
 * (`altcha-lib`, MIT) over WebCrypto SHA-256. It runs on the main thread in small steps (each
 * digest is awaited, so the page stays responsive) — no Worker, so no `worker-src` is needed
 * in a Content-Security-Policy.
 */
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/sha';
import type { CodeChallenge } from './session.schemas.ts';

/** Gives up after this long (the server's challenge lives 5 minutes). */
const TIMEOUT_MS = 60_000;

/** Solves `challenge`; answers the `{challenge, solution}` JSON text to send, or null. */
export async function solveCodeChallenge(challenge: CodeChallenge): Promise<string | null> {
  // WebCrypto exists only in secure contexts (https, localhost).
  if (!globalThis.crypto?.subtle) return null;
  const solution = await solveChallenge({
    challenge: challenge as unknown as Parameters<typeof solveChallenge>[0]['challenge'],
    deriveKey,
    timeout: TIMEOUT_MS,
  });
  if (!solution) return null;
  return JSON.stringify({
    challenge,
    solution: { counter: solution.counter, derivedKey: solution.derivedKey },
  });
}
