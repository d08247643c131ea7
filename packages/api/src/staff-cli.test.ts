/**
 * `npm run staff`: the first admin comes from the command, with a TOTP enrolment printed once
 * that signs in at the console API; list, disable/enable, set-role and reset-totp work and are
 * audited; wrong input exits non-zero with a reason and no password is ever printed.
 */
import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from './db/schema-console.ts';
import { totpCode } from './services/staff/totp.ts';
import { runStaffCommand } from './staff-cli.ts';
import { OWN_ORIGIN } from './testing/console.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from './testing/harness.ts';

const PASSWORD = 'first admin password';

describe.each(DATABASE_LANES)('staff command on %s', (lane) => {
  let h: TestHarness;
  beforeAll(async () => {
    h = await createHarness({ lane });
  });
  afterAll(() => h.close());

  async function run(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runStaffCommand(argv, {
      db: h.db,
      env: h.env,
      now: h.clock(),
      out: (l) => out.push(l),
      err: (l) => err.push(l),
    });
    return { code, out: out.join('\n'), err: err.join('\n') };
  }

  const signIn = (email: string, password: string, totp?: string) =>
    h.call('POST', '/console/api/session', {
      body: { email, password, ...(totp ? { totp } : {}) },
      headers: { origin: OWN_ORIGIN },
    });

  it('creates the first admin with a TOTP enrolment that signs in', async () => {
    const created = await run(
      'create',
      '--email',
      'Root@Example.com',
      '--password',
      PASSWORD,
      '--role',
      'admin',
    );
    expect(created.code).toBe(0);
    expect(created.out).toMatch(/created staff #\d+ root@example\.com \(admin\)/);
    expect(created.out).not.toContain(PASSWORD);
    const secret = /secret: ([A-Z2-7]+)/.exec(created.out)![1]!;
    expect(created.out).toContain(`otpauth://totp/`);
    expect((await signIn('root@example.com', PASSWORD)).status).toBe(401);
    expect((await signIn('root@example.com', PASSWORD, totpCode(secret, h.clock()))).status).toBe(200);
    const [row] = await h.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(row?.action).toBe('session.sign_in');
    const audits = await h.db.select().from(auditLog);
    expect(audits.some((a) => a.action === 'staff.create' && a.role === 'cli')).toBe(true);
  });

  it('lists, disables, enables, changes role and resets TOTP', async () => {
    expect(
      (await run('create', '--email', 'ops@example.com', '--password', PASSWORD, '--role', 'editor')).code,
    ).toBe(0);
    expect((await signIn('ops@example.com', PASSWORD)).status).toBe(200);
    expect((await run('list')).out).toMatch(/ops@example\.com\teditor\tenabled, no-totp/);
    expect((await run('disable', '--email', 'ops@example.com')).code).toBe(0);
    expect((await signIn('ops@example.com', PASSWORD)).status).toBe(401);
    expect((await run('enable', '--email', 'ops@example.com')).code).toBe(0);
    expect((await run('set-role', '--email', 'ops@example.com', '--role', 'marketing')).out).toMatch(
      /marketing/,
    );
    const reset = await run('reset-totp', '--email', 'ops@example.com');
    expect(reset.code).toBe(0);
    const secret = /secret: ([A-Z2-7]+)/.exec(reset.out)![1]!;
    // TOTP now on for this account: a sign-in without the code is refused.
    expect((await signIn('ops@example.com', PASSWORD)).status).toBe(401);
    expect((await signIn('ops@example.com', PASSWORD, totpCode(secret, h.clock()))).status).toBe(200);
  });

  it('refuses wrong input with a reason and a non-zero exit', async () => {
    expect(
      (await run('create', '--email', 'a@example.com', '--password', 'short', '--role', 'admin')).err,
    ).toMatch(/password/);
    expect(
      (await run('create', '--email', 'a@example.com', '--password', PASSWORD, '--role', 'boss')).code,
    ).toBe(2);
    expect(
      (await run('create', '--email', 'root@example.com', '--password', PASSWORD, '--role', 'admin')).err,
    ).toMatch(/exists/);
    expect((await run('disable', '--email', 'root@example.com')).err).toMatch(/last enabled admin/);
    expect((await run('disable', '--email', 'nobody@example.com')).code).toBe(1);
    expect((await run('frobnicate')).code).toBe(2);
  });
});
