/**
 * A partner's server secret: what a partner's own server signs its requests with, so a lead or
 * an event it sends without a browser's `Origin` is credited to it — and to nobody else.
 *
 * The secret is derived (HKDF key from APP_SECRET, HMAC over a random salt) and never stored:
 * the database keeps only the salt, so a dump alone forges nothing; the console shows the secret
 * once, when it is made. Making a new one (a new salt) ends the old one at once.
 *
 * The request carries `X-Renovo-Partner: <key>` and
 * `X-Renovo-Signature: t=<unix seconds>,v1=<hex HMAC-SHA-256 of "<t>." + raw body>`; a signature
 * more than {@link SIGNATURE_TOLERANCE_SECONDS} away from the server's clock is refused, so a
 * captured request cannot be replayed later.
 */
import { createHmac, hkdfSync } from 'node:crypto';
import { randomToken, safeEqualHex } from '../../lib/crypto.ts';

/** The request header of a server-to-server signature. */
export const SIGNATURE_HEADER = 'X-Renovo-Signature';
/** How far the signed time may be from the server's clock, seconds. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;
const SECRET_PREFIX = 'rss_';
const MAX_SIGNATURE_HEADER = 200;

function derivationKey(appSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'renovo-partners', 'partner-server-secret-v1', 32));
}

/** A new random salt (the only thing stored). */
export function newServerSecretSalt(): string {
  return randomToken(24);
}

/** The partner's server secret for a stored salt. */
export function serverSecretOf(appSecret: string, salt: string): string {
  return `${SECRET_PREFIX}${createHmac('sha256', derivationKey(appSecret)).update(salt).digest('base64url')}`;
}

/** Hex HMAC-SHA-256 of `"<t>." + body` under the secret: what a partner's server sends as `v1`. */
function signatureOf(secret: string, timestamp: number, body: Uint8Array | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');
}

/** The header value a partner's server sends for this body at `timestamp` (unix seconds). */
export function signatureHeader(secret: string, timestamp: number, body: Uint8Array | string): string {
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, body)}`;
}

/** True when `header` signs `body` with `secret`, within the tolerance of `nowMs`. */
export function signatureHolds(input: {
  header: string;
  body: Uint8Array;
  secret: string;
  nowMs: number;
}): boolean {
  if (input.header.length > MAX_SIGNATURE_HEADER) return false;
  const parts = new Map<string, string>();
  for (const part of input.header.split(',')) {
    const at = part.indexOf('=');
    if (at > 0) parts.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  const t = parts.get('t') ?? '';
  const v1 = parts.get('v1') ?? '';
  if (!/^\d{1,12}$/.test(t) || !/^[0-9a-f]{64}$/i.test(v1)) return false;
  const timestamp = Number(t);
  if (Math.abs(input.nowMs / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) return false;
  return safeEqualHex(signatureOf(input.secret, timestamp, input.body), v1.toLowerCase());
}
