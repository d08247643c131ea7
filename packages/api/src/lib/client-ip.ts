/**
 * The caller's address: the socket's, or, behind `TRUST_PROXY=N` trusted proxies, the address
 * the outermost trusted proxy saw (the Nth X-Forwarded-For hop from the right). Hops left of
 * that one were written by the client and are never believed.
 */
import { BlockList, isIP } from 'node:net';
import type { Context } from 'hono';

const privateRanges = new BlockList();
for (const [net, prefix] of [
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['100.64.0.0', 10],
  ['0.0.0.0', 8],
] as const) {
  privateRanges.addSubnet(net, prefix, 'ipv4');
}
privateRanges.addAddress('::1', 'ipv6');
privateRanges.addAddress('::', 'ipv6');
privateRanges.addSubnet('fc00::', 7, 'ipv6');
privateRanges.addSubnet('fe80::', 10, 'ipv6');

/** Strips the IPv4-mapped IPv6 prefix (`::ffff:127.0.0.1` → `127.0.0.1`). */
function unmap(address: string): string {
  return address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

/** True for loopback, private, link-local and carrier-grade NAT addresses (and for unknown input). */
export function isPrivateAddress(address: string): boolean {
  const plain = unmap(address.trim());
  const family = isIP(plain);
  if (family === 0) return true;
  return privateRanges.check(plain, family === 4 ? 'ipv4' : 'ipv6');
}

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } };
}

/**
 * The client address behind `trustedHops` proxies, as Express's `trust proxy = N` reads it:
 * walking X-Forwarded-For from the right, the socket peer is hop 0, the rightmost entry hop 1…;
 * the answer is hop N (or the leftmost entry when the header is shorter). A hop that is not an
 * IP address ends the walk at the socket's address.
 */
export function forwardedClient(forwarded: string | undefined, trustedHops: number, socket: string): string {
  if (trustedHops <= 0 || !forwarded) return socket;
  const hops = forwarded
    .split(',')
    .map((hop) => unmap(hop.trim()))
    .filter((hop) => hop !== '');
  if (hops.length === 0) return socket;
  const chosen = hops[Math.max(0, hops.length - trustedHops)]!;
  return isIP(chosen) ? chosen : socket;
}

/** The caller's address, `127.0.0.1` when nothing is known (as in `app.request()` tests). */
export function resolveClientIp(c: Context, trustedHops: number): string {
  const bindings = (c.env ?? {}) as NodeBindings;
  const remote = bindings.incoming?.socket?.remoteAddress;
  const socket = remote ? unmap(remote) : '127.0.0.1';
  return forwardedClient(c.req.header('x-forwarded-for'), trustedHops, socket);
}

/** The eight 16-bit groups of an IPv6 address, or null. */
function ipv6Groups(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  let text = address.split('%')[0]!.toLowerCase();
  // A trailing dotted quad (::ffff:1.2.3.4, 64:ff9b::1.2.3.4) becomes two groups.
  const quad = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const fill = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  const groups = [...left, ...fill, ...right].map((g) => Number.parseInt(g, 16));
  return groups.length === 8 ? groups : null;
}

/**
 * The network every limit counts an address under — the one key any limiter may use for the
 * caller's address. Only `addressKey` makes one (the request context sets `addressKey` from the
 * resolved client address), so a limit cannot count a raw address by mistake.
 */
export type AddressKey = string & { readonly __addressKey: unique symbol };

/** The shape of every address key: an IPv4 address as `/32`, an IPv6 network as `/64`. */
const ADDRESS_KEY = /^(?:\d{1,3}(?:\.\d{1,3}){3}\/32|[0-9a-f]{1,4}(?::[0-9a-f]{1,4}){3}::\/64|other\/0)$/;

/** True when `text` has the shape `addressKey` gives (the limit-key builders check it). */
export function isAddressKey(text: string): text is AddressKey {
  return ADDRESS_KEY.test(text);
}

/**
 * The network a limit counts an address under: an IPv4 address itself (`/32`), an IPv6
 * address's /64 (one home or phone gets a whole /64, so single IPv6 addresses are free to
 * rotate); an IPv4-mapped IPv6 address counts as its IPv4 address. Anything that is not an
 * address (never given by `resolveClientIp`) shares one key.
 * @example addressKey('2001:db8:1:2::99') // '2001:db8:1:2::/64'
 * @example addressKey('203.0.113.7') // '203.0.113.7/32'
 */
export function addressKey(address: string): AddressKey {
  const plain = unmap(address.trim());
  if (isIP(plain) === 4) return `${plain}/32` as AddressKey;
  const groups = ipv6Groups(plain);
  if (!groups) return 'other/0' as AddressKey;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64` as AddressKey;
}
