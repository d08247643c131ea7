/**
 * The keys of rate limits, built only here. A limit that counts the caller's address counts its
 * network through `addressLimitKey`, which takes an `AddressKey` (an IPv4 address or an IPv6 /64,
 * made only by `addressKey` in lib/client-ip.ts), never a raw address. Every other key (a number,
 * an account, a nonce) is built by `limitKey`, whose parts may hold no `.` or `:`, so no IPv4 or
 * IPv6 address can slip into one. `consumeLimits` and the counters take only these keys.
 */
import { type AddressKey, isAddressKey } from '../../lib/client-ip.ts';

/** A rate-limit key, as the builders below make it. */
export type LimitKey = string & { readonly __limitKey: unique symbol };

/** A scope or a part of a key: letters, digits, `_` and `-` (never an address). */
const PART = /^[\w-]+$/;

function joined(scope: string, parts: readonly (string | number)[]): string {
  for (const part of [scope, ...parts.map(String)]) {
    if (!PART.test(part)) throw new Error(`rate-limit key part "${part}" is not [A-Za-z0-9_-]+`);
  }
  return [scope, ...parts].join(':');
}

/**
 * A key of a limit that counts no address (a mobile, an account, the whole deployment).
 * @example limitKey('sms', 'mobile', 'login', mobile) // 'sms:mobile:login:0912345678'
 */
export function limitKey(scope: string, ...parts: (string | number)[]): LimitKey {
  return joined(scope, parts) as LimitKey;
}

/**
 * A key of a limit that counts the caller's address network, optionally with more parts (e.g.
 * a mobile: that number from that network).
 * @example addressLimitKey('lead', c.get('addressKey')) // 'lead:ip:203.0.113.7/32'
 */
export function addressLimitKey(scope: string, address: AddressKey, ...parts: (string | number)[]): LimitKey {
  if (!isAddressKey(address)) throw new Error('rate-limit address is not an address key (lib/client-ip.ts)');
  const [head, ...rest] = joined(scope, parts).split(':');
  return [head, 'ip', address, ...rest].join(':') as LimitKey;
}
