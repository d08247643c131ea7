import { describe, expect, it } from 'vitest';
import { addressKey, forwardedClient, isAddressKey } from './client-ip.ts';

describe('TRUST_PROXY=N trusts exactly the N rightmost X-Forwarded-For hops', () => {
  const socket = '10.0.0.9';
  it('0 proxies: the socket address, whatever the header says', () => {
    expect(forwardedClient('1.2.3.4', 0, socket)).toBe(socket);
  });

  it('1 proxy: the rightmost hop (the one the proxy appended), not the client-written leftmost', () => {
    expect(forwardedClient('6.6.6.6, 7.7.7.7, 203.0.113.5', 1, socket)).toBe('203.0.113.5');
    expect(forwardedClient('203.0.113.5', 1, socket)).toBe('203.0.113.5');
  });

  it('2 proxies: the second hop from the right', () => {
    expect(forwardedClient('6.6.6.6, 203.0.113.5, 10.1.1.1', 2, socket)).toBe('203.0.113.5');
  });

  it('a header shorter than N: its leftmost hop; no header: the socket', () => {
    expect(forwardedClient('203.0.113.5', 3, socket)).toBe('203.0.113.5');
    expect(forwardedClient(undefined, 1, socket)).toBe(socket);
    expect(forwardedClient(' , ', 1, socket)).toBe(socket);
  });

  it('a trusted hop that is not an address falls back to the socket', () => {
    expect(forwardedClient('1.2.3.4, not-an-ip', 1, socket)).toBe(socket);
  });

  it('IPv4-mapped IPv6 hops are read as IPv4', () => {
    expect(forwardedClient('::ffff:203.0.113.5', 1, socket)).toBe('203.0.113.5');
  });
});

describe('limits count IPv4 addresses and IPv6 /64 networks', () => {
  it('an IPv4 address is its own bucket', () => {
    expect(addressKey('203.0.113.5')).toBe('203.0.113.5/32');
    expect(addressKey('::ffff:203.0.113.5')).toBe('203.0.113.5/32');
  });

  it('every address of one IPv6 /64 shares a bucket, whatever its spelling', () => {
    const bucket = addressKey('2001:db8:1:2::1');
    expect(bucket).toBe('2001:db8:1:2::/64');
    for (const address of [
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0DB8:0001:0002:0:0:0:99',
      '2001:db8:1:2:a:b:1.2.3.4',
    ]) {
      expect(addressKey(address)).toBe(bucket);
    }
    expect(addressKey('2001:db8:1:3::1')).not.toBe(bucket);
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
  });

  it('every key has the one shape the limit-key builders accept; a raw address has not', () => {
    for (const address of ['203.0.113.5', '2001:db8::1', '::ffff:10.0.0.1', 'not-an-ip']) {
      expect(isAddressKey(addressKey(address))).toBe(true);
    }
    for (const raw of ['203.0.113.5', '2001:db8::1', '2001:db8:1:2::1', ''])
      expect(isAddressKey(raw)).toBe(false);
  });
});
