/**
 * Nobody can lock another person out of a staff account: after a third party's burst of wrong
 * passwords for an account from one address network (rotating addresses inside an IPv6 /64
 * changes nothing), the real person signs in on the first try from their own network, while the
 * attacker's network stays refused for that account. `npm run staff -- unlock --email` forgets
 * the failures, from every network, and is audited.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema-console.ts';
import { SIGN_IN_LIMITS } from '../../services/staff/sign-in.ts';
import { totpCode } from '../../services/staff/totp.ts';
import { runStaffCommand } from '../../staff-cli.ts';
import { OWN_ORIGIN, PASSWORD, type SignedInStaff, signedInStaff } from '../../testing/console.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';

describe.each(DATABASE_LANES)('nobody can lock another person out of a staff account on %s', (lane) => {
  let h: TestHarness;
  let admin: SignedInStaff;

  beforeAll(async () => {
    h = await createHarness({ lane });
    admin = await signedInStaff(h, 'admin', 'admin@renovo.example');
  });
  afterAll(() => h.close());

  const signIn = (address: string, password: string, totp?: string) =>
    h.call('POST', '/console/api/session', {
      body: { email: admin.email, password, ...(totp ? { totp } : {}) },
      headers: { origin: OWN_ORIGIN, 'x-forwarded-for': address },
    });
  /** A fresh address of the attacker's /64 each time. */
  let rotation = 0;
  const attacker = () => `2001:db8:bad:1::${(++rotation).toString(16)}`;

  it('after a burst of wrong passwords from one network the real person signs in at once from theirs', async () => {
    const burst: number[] = [];
    for (let i = 0; i < SIGN_IN_LIMITS.failures * 3; i++) {
      burst.push((await signIn(attacker(), `guess number ${i} for admin`)).status);
    }
    expect(burst.slice(0, SIGN_IN_LIMITS.failures).every((s) => s === 401)).toBe(true);
    // The attacker's network is refused for this account, even with the right password.
    expect(burst.slice(SIGN_IN_LIMITS.failures).every((s) => s === 429)).toBe(true);
    h.clock.advance(30_000);
    const refused = await signIn(attacker(), PASSWORD, totpCode(admin.secret!, h.clock()));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    // The real person, from their own network: first try.
    h.clock.advance(30_000);
    const real = await signIn('198.51.100.23', PASSWORD, totpCode(admin.secret!, h.clock()));
    expect(real.status, JSON.stringify(real.body)).toBe(200);
    // And from an IPv6 home network too.
    h.clock.advance(30_000);
    const home = await signIn('2001:db8:0:42::7', PASSWORD, totpCode(admin.secret!, h.clock()));
    expect(home.status).toBe(200);
    // The attacker's network is still refused.
    expect((await signIn(attacker(), 'one more guess here')).status).toBe(429);
  });

  it('`staff unlock` forgets the failures from every network, and is audited', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runStaffCommand(['unlock', '--email', admin.email], {
      db: h.db,
      env: h.env,
      now: h.clock(),
      out: (line) => out.push(line),
      err: (line) => err.push(line),
    });
    expect(code, err.join('\n')).toBe(0);
    expect(out.join('\n')).toContain('admin@renovo.example');
    const [row] = await h.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'staff.unlock'))
      .orderBy(desc(auditLog.id));
    expect(row).toMatchObject({ role: 'cli', subjectId: String(admin.id) });
    h.clock.advance(30_000);
    const again = await signIn(attacker(), PASSWORD, totpCode(admin.secret!, h.clock()));
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const missing: string[] = [];
    expect(
      await runStaffCommand(['unlock', '--email', 'nobody@renovo.example'], {
        db: h.db,
        env: h.env,
        now: h.clock(),
        out: () => {},
        err: (line) => missing.push(line),
      }),
    ).toBe(1);
    expect(missing.join('\n')).toMatch(/no account/);
  });
});
