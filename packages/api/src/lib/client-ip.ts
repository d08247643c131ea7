/** The caller's address: the socket's, or the first X-Forwarded-For hop when a proxy is trusted. */
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

/** The caller's address, `127.0.0.1` when nothing is known (as in `app.request()` tests). */
export function resolveClientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    const first = forwarded?.split(',')[0]?.trim();
    if (first && isIP(unmap(first))) return unmap(first);
  }
  const bindings = (c.env ?? {}) as NodeBindings;
  const remote = bindings.incoming?.socket?.remoteAddress;
  return remote ? unmap(remote) : '127.0.0.1';
}
