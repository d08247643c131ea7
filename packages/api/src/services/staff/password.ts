/**
 * Staff passwords: argon2id (`@node-rs/argon2`, prebuilt, no install script; ADR 023) with its
 * defaults, the OWASP minimum (19 MiB, 2 passes, 1 lane). A check against an unknown account
 * still hashes (against a fixed dummy hash), so the time taken tells nothing.
 */
import { hash, verify } from '@node-rs/argon2';

/** Shortest password accepted. */
export const MIN_PASSWORD_LENGTH = 12;
/** Longest password accepted (argon2 takes any, but a megabyte of it is a denial of service). */
export const MAX_PASSWORD_LENGTH = 256;

/** The argon2id PHC string of `password`. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummy: Promise<string> | null = null;

/** True when `password` matches `stored`; with no stored hash, spends the same time and says no. */
export async function checkPassword(stored: string | null, password: string): Promise<boolean> {
  if (password.length > MAX_PASSWORD_LENGTH) return false;
  if (!stored) {
    dummy ??= hash('renovo-dummy-password-for-timing');
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
