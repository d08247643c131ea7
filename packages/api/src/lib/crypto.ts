/** Small crypto helpers: CSPRNG codes and tokens, SHA-256 and keyed hashes, constant-time compare. */
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A 6-digit code from the CSPRNG, leading zeros kept. */
export function randomCode(digits = 6): string {
  return randomInt(0, 10 ** digits)
    .toString()
    .padStart(digits, '0');
}

/** An opaque, URL-safe random token (32 bytes of entropy by default). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Hex SHA-256 of a string. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** Hex HMAC-SHA-256 of a string under a secret. */
export function hmac(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}

/** Constant-time equality of two hex strings of the same length. */
export function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
