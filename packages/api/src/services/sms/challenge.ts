/**
 * The self-hosted proof-of-work challenge that a send must solve when its client or the whole
 * system looks abusive (ADR 016). ALTCHA's v2 proof of work (`altcha-lib`, MIT): the
 * server picks a secret counter, derives SHA-256(salt ‖ nonce ‖ counter) and hands out the key's
 * first bytes; the client searches counters until it finds a key with that prefix. Verification
 * is one HMAC (the derived key's signature). The challenge carries, signed, its expiry and a tag
 * of the address network it was issued to, so work done on a fresh address cannot be spent by a
 * flooding one; each solution buys one send (the route records its nonce as used).
 */
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import * as z from 'zod';
import { hmac } from '../../lib/crypto.ts';

/** How long a challenge may be solved and spent. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** Counters searched, on average, at the lowest difficulty (about 0.1–0.3 s in a phone's browser). */
const BASE_WORK = 12_000;
/** The hardest challenge (a flooding address): counters searched at most. */
const MAX_WORK = 3_000_000;

/** What the server hands out: ALTCHA's challenge object. */
export interface CodeChallenge {
  parameters: Record<string, unknown> & { nonce: string };
  signature?: string;
}

/** What the client sends back (as a JSON string in the body's `challenge`). */
const SolvedSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.string().max(32),
        nonce: z.string().max(64),
        salt: z.string().max(64),
        cost: z.number().int().min(1).max(10),
        keyLength: z.number().int().min(1).max(64),
        keyPrefix: z.string().max(128),
        keySignature: z.string().max(128).optional(),
        data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
      })
      .passthrough(),
    signature: z.string().max(128),
  }),
  solution: z.object({ counter: z.number().int().min(0), derivedKey: z.string().max(128) }),
});

function secrets(appSecret: string) {
  return {
    hmacSignatureSecret: hmac(appSecret, 'sms-challenge:signature'),
    hmacKeySignatureSecret: hmac(appSecret, 'sms-challenge:key'),
  };
}

/** A short keyed tag of an address network (the address itself never leaves the server). */
export function bucketTag(appSecret: string, bucket: string): string {
  return hmac(appSecret, `sms-challenge:bucket:${bucket}`).slice(0, 16);
}

/** The work (counters searched on average) asked of a client: 1× base work up to MAX_WORK. */
export function workFor(multiplier: number): number {
  return Math.min(MAX_WORK, Math.round(BASE_WORK * Math.max(1, multiplier)));
}

/** Creates a challenge of about `work` counters for the address network `bucket`. */
export async function createCodeChallenge(
  appSecret: string,
  bucket: string,
  work: number,
  now: Date,
): Promise<CodeChallenge> {
  const challenge = await createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    // The counter is drawn from [work/2, 3·work/2]: `work` on average, never a trivial one.
    counter: randomInt(Math.floor((3 * work) / 2), Math.floor(work / 2)),
    deriveKey,
    data: {
      b: bucketTag(appSecret, bucket),
      e: Math.floor((now.getTime() + CHALLENGE_TTL_MS) / 1000),
    },
    ...secrets(appSecret),
  });
  return challenge as unknown as CodeChallenge;
}

/**
 * Checks a solved challenge sent back as a JSON string: signed by us, not expired at `now`,
 * issued to this address network, and solved. Answers its nonce (to spend once), or null.
 */
export async function verifyCodeChallenge(
  appSecret: string,
  bucket: string,
  token: string,
  now: Date,
): Promise<string | null> {
  let parsed: z.infer<typeof SolvedSchema>;
  try {
    const result = SolvedSchema.safeParse(JSON.parse(token));
    if (!result.success) return null;
    parsed = result.data;
  } catch {
    return null;
  }
  const data = parsed.challenge.parameters.data ?? {};
  if (data.b !== bucketTag(appSecret, bucket)) return null;
  if (typeof data.e !== 'number' || data.e * 1000 < now.getTime()) return null;
  try {
    const outcome = await verifySolution({
      challenge: parsed.challenge as never,
      solution: parsed.solution,
      deriveKey,
      ...secrets(appSecret),
    });
    return outcome.verified ? parsed.challenge.parameters.nonce : null;
  } catch {
    return null;
  }
}
