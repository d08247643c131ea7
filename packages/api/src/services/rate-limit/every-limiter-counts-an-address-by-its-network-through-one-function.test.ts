/**
 * One address key everywhere: every limit that counts the caller's address counts an IPv4
 * address or an IPv6 /64 through one function (`addressKey`, set once on the request context),
 * so rotating addresses inside one /64 never buys a fresh budget. The registry below lists every
 * address limiter once; the source scan fails when a limiter is not in it (or bypasses the
 * function), and each entry is driven from many addresses of one /64, which must share one budget.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENTS_BATCHES_PER_WINDOW } from '../../events/events.service.ts';
import { type AddressKey, addressKey } from '../../lib/client-ip.ts';
import { PRIVACY_LIMITS } from '../../privacy/privacy.routes.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import { CODE_TRIES_PER_NETWORK } from '../sms/codes.ts';
import { SIGN_IN_LIMITS } from '../staff/sign-in.ts';
import { addressLimitKey, limitKey } from './keys.ts';

const SRC = join(import.meta.dirname, '../..');
const NOTICE = '2026-11';

/** Every non-test source file of the API, relative to src/. */
function sources(dir = SRC): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'testing' ? [] : sources(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [relative(SRC, path)] : [];
  });
}
/** A source file's code, without its comments (doc examples are not calls). */
const read = (file: string) =>
  readFileSync(join(SRC, file), 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '');

/** One use of a limiter from `address`: the HTTP status. */
type Drive = (h: TestHarness, address: string, i: number) => Promise<number>;

interface AddressLimiter {
  /** What it limits. */
  name: string;
  /** The file that builds its key, and the key's scope (`addressLimitKey('<scope>', …)`). */
  file: string;
  scope: string;
  /** Uses one address network gets (in the environment `drive` uses). */
  budget: number;
  /** The status once the network's budget is spent. */
  refused: number;
  drive: Drive;
}

let mobiles = 0;
const freshMobile = () => `0966${String(100000 + ++mobiles).slice(-6)}`;

/** Every limiter that counts an address, declared once. */
const LIMITERS: AddressLimiter[] = [
  {
    name: 'SMS code sends per address network per hour',
    file: 'services/sms/send-limits.ts',
    scope: 'sms',
    budget: 3,
    refused: 429,
    drive: (h, address) =>
      h
        .call('POST', '/v1/codes', {
          app: h.appWith({ env: { SMS_ADDRESS_HOURLY: 3, SMS_FREE_TRIES_PER_ADDRESS: 1000 } }),
          body: { medium: 'sms', type: 'login', username: freshMobile() },
          headers: { 'x-forwarded-for': address },
        })
        .then((r) => r.status),
  },
  {
    name: 'SMS code tries before the proof-of-work challenge',
    file: 'services/sms/send-limits.ts',
    scope: 'sms-try',
    budget: 3,
    refused: 428,
    drive: (h, address) =>
      h
        .call('POST', '/v1/codes', {
          app: h.appWith({ env: { SMS_FREE_TRIES_PER_ADDRESS: 3 } }),
          body: { medium: 'sms', type: 'privacy', username: freshMobile() },
          headers: { 'x-forwarded-for': address },
        })
        .then((r) => r.status),
  },
  {
    name: 'leads (quotes, consults, authorisations, orders) per address network',
    file: 'services/lead-guard/index.ts',
    scope: 'lead',
    budget: 3,
    refused: 429,
    drive: (h, address) =>
      h
        .call('POST', '/hyperf/valuation/v3/submit', {
          app: h.appWith({ env: { LEAD_LIMIT_ADDRESS_10MIN: 3 } }),
          body: { region_id: 1, size: 30, mobile: freshMobile(), accepted: 1, notice_version: NOTICE },
          headers: { 'x-forwarded-for': address },
        })
        .then((r) => r.status),
  },
  {
    name: 'analytics event batches',
    file: 'events/events.service.ts',
    scope: 'events',
    budget: EVENTS_BATCHES_PER_WINDOW,
    refused: 429,
    drive: (h, address) =>
      h
        .call('POST', '/api/events', { body: [{ name: 'click' }], headers: { 'x-forwarded-for': address } })
        .then((r) => r.status),
  },
  {
    name: "tries of one number's SMS codes",
    file: 'services/sms/codes.ts',
    scope: 'code-tries',
    budget: CODE_TRIES_PER_NETWORK,
    refused: 429,
    drive: (h, address) =>
      h
        .call('POST', '/v1/authorizations', {
          body: {
            username: '0966999001',
            code: '123456',
            login_type: 'sms_code',
            accepted: 1,
            notice_version: '2026-11',
          },
          headers: { 'x-forwarded-for': address },
        })
        .then((r) => r.status),
  },
  {
    name: 'privacy requests (export, erase, marketing withdrawal)',
    file: 'privacy/privacy.routes.ts',
    scope: 'privacy',
    budget: PRIVACY_LIMITS.perAddressPerHour,
    refused: 429,
    drive: (h, address) =>
      h
        .call('POST', '/v1/privacy/export', {
          body: { mobile: freshMobile(), code: '123456' },
          headers: { 'x-forwarded-for': address },
        })
        .then((r) => r.status),
  },
  {
    name: "design companies' applications (/designer/recruit)",
    file: 'company-side/applications/applications.service.ts',
    scope: 'company-application',
    budget: 3,
    refused: 429,
    drive: (h, address, i) =>
      h
        .call('POST', '/api/company-applications', {
          body: {
            company_name: `limit ${i}-${mobiles++}`,
            tax_id: '04595257',
            contact_name: 'Wang',
            mobile: freshMobile(),
            email: 'hello@example.com',
            region_id: 1,
            consent: true,
          },
          headers: { origin: 'http://localhost', 'x-forwarded-for': address },
        })
        .then((r) => r.status),
  },
  {
    name: 'staff sign-in attempts',
    file: 'services/staff/sign-in.ts',
    scope: 'console-sign-in',
    budget: SIGN_IN_LIMITS.perNetwork,
    refused: 429,
    drive: (h, address, i) =>
      h
        .call('POST', '/console/api/session', {
          body: { email: `nobody${i}-${mobiles++}@example.com`, password: 'wrong password' },
          headers: { origin: 'http://localhost', 'x-forwarded-for': address },
        })
        .then((r) => r.status),
  },
];

describe('every address limiter builds its key through the one function', () => {
  const files = sources();

  it('the registry lists every addressLimitKey() in the source, and nothing that is gone', () => {
    const found = new Set<string>();
    for (const file of files) {
      for (const [, scope] of read(file).matchAll(/addressLimitKey\(\s*'([\w-]+)'/g))
        found.add(`${file} ${scope}`);
    }
    const declared = new Set(LIMITERS.map((l) => `${l.file} ${l.scope}`));
    expect([...found].sort()).toEqual([...declared].sort());
  });

  it('only the request context turns an address into a key, and nobody casts around the builders', () => {
    const callers = files.filter((f) =>
      /(?<![.\w'])addressKey\(/.test(read(f).replace(/export function addressKey\(/, '')),
    );
    expect(callers).toEqual(['middleware/context/context.ts']);
    const casts = files.filter((f) => /as (LimitKey|AddressKey)\b/.test(read(f)));
    expect(casts.sort()).toEqual(['lib/client-ip.ts', 'services/rate-limit/keys.ts']);
  });

  it('the key builders refuse a raw address, whatever the types were told', () => {
    for (const raw of ['203.0.113.7', '2001:db8::1', 'events:ip:203.0.113.7']) {
      expect(() => limitKey('events', raw)).toThrow();
      expect(() => addressLimitKey('events', raw as AddressKey)).toThrow();
    }
    expect(addressLimitKey('events', addressKey('2001:db8:1:2::7'))).toBe('events:ip:2001:db8:1:2::/64');
    expect(addressLimitKey('sms', addressKey('203.0.113.7'), 'mobile', 'login', '0912345678')).toBe(
      'sms:ip:203.0.113.7/32:mobile:login:0912345678',
    );
  });

  it('no limit key is written by hand: every caller of the rate-limit service uses the key builders', () => {
    const callers = files.filter((f) =>
      /\b(consumeLimits|countEvents|countEventsMany|recordEvent)\(/.test(read(f)),
    );
    expect(callers.length).toBeGreaterThan(5);
    for (const file of callers) {
      if (file.startsWith('services/rate-limit/')) continue;
      const text = read(file);
      expect(text, file).toMatch(/\b(addressLimitKey|limitKey|sendKeys|sendRules)\(/);
      // A template literal key (`scope:${…}`) would be a string, not a LimitKey: the types refuse
      // it; this names the file if a cast ever lets one through.
      expect(text, file).not.toMatch(/key:\s*`/);
    }
  });
});

describe.each(DATABASE_LANES)('every address limiter shares one budget across an IPv6 /64, on %s', (lane) => {
  let h: TestHarness;
  beforeAll(async () => {
    h = await createHarness({ lane });
  }, 180_000);
  afterAll(() => h.close());

  LIMITERS.forEach((limiter, n) => {
    it(`${limiter.name}: addresses of one /64 share one budget; another /64 has its own`, async () => {
      const net = (0x100 + n).toString(16);
      for (let i = 0; i < limiter.budget; i++) {
        const status = await limiter.drive(h, `2001:db8:${net}:1::${(i + 1).toString(16)}`, i);
        expect(status, `use ${i + 1}`).not.toBe(limiter.refused);
        expect(status, `use ${i + 1}`).toBeLessThan(500);
      }
      // A further address of the same /64 (and its long spelling) is refused…
      expect(await limiter.drive(h, `2001:db8:${net}:1:ffff:ffff:ffff:fffe`, limiter.budget)).toBe(
        limiter.refused,
      );
      expect(await limiter.drive(h, `2001:0db8:0${net}:0001::ab:cd`, limiter.budget + 1)).toBe(
        limiter.refused,
      );
      // …while the next /64 is another network.
      expect(await limiter.drive(h, `2001:db8:${net}:2::1`, limiter.budget + 2)).not.toBe(limiter.refused);
      h.clock.advance(61 * 60 * 1000);
    }, 180_000);
  });
});
