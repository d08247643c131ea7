/**
 * TOTP second factor (RFC 6238: SHA-1, 6 digits, 30 s; `otpauth`, ADR 023). A code is accepted
 * one step either side of now; the step it matched is kept and a code of that step or an older
 * one is refused, so a code seen over a shoulder cannot be used again.
 *
 * The secret is stored encrypted (AES-256-GCM) under a key derived from APP_SECRET by HKDF; a
 * database dump alone does not give the second factor away.
 */

import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { serverMessages } from '@renovo/core/messages';
import { Secret, TOTP } from 'otpauth';

const ISSUER = serverMessages.totpIssuer;
/** Seconds a code's step lasts. */
export const TOTP_PERIOD = 30;

function key(appSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', appSecret, 'renovo-staff', 'staff-totp-secret-v1', 32));
}

/** Encrypts a base32 secret for the database: `v1.<iv>.<tag>.<ciphertext>` (base64url). */
export function sealTotpSecret(appSecret: string, base32: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(appSecret), iv);
  const body = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
  return [
    'v1',
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    body.toString('base64url'),
  ].join('.');
}

/** Decrypts a sealed secret, or null when it does not open (another APP_SECRET, damage). */
export function openTotpSecret(appSecret: string, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(appSecret), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}

function totp(base32: string, label = 'staff'): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD,
    secret: Secret.fromBase32(base32),
  });
}

/** A new random secret (20 bytes, base32) and its otpauth:// enrolment URI. */
export function newTotpSecret(label: string): { secret: string; uri: string } {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, uri: totp(secret, label).toString() };
}

/** The code of `base32` at `now` (tests, the CLI's self-check). */
export function totpCode(base32: string, now: Date): string {
  return totp(base32).generate({ timestamp: now.getTime() });
}

/**
 * The time step `code` matches (now ±1 step), or null. Refused (null) when that step is not
 * after `lastStep`: a code is used once.
 */
export function matchTotp(base32: string, code: string, now: Date, lastStep: number | null): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(base32).validate({ token: code, timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now.getTime() / 1000 / TOTP_PERIOD) + delta;
  if (lastStep !== null && step <= lastStep) return null;
  return step;
}
