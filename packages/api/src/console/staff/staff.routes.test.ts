/**
 * Console sign-in and staff accounts (docs/spec/console.md#staff-accounts, docs/spec/console.md#console-app):
 * one 401 message for every wrong
 * credential (unknown email, wrong password, wrong or replayed TOTP), a network refused after 5
 * failures for one email (the same for an email with no account), the per-network limit, the cookie's flags,
 * who-am-I and sign-out, admins-only staff management with its audit rows, the audit log's
 * keyset pages and filters.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffAccounts } from '../../db/schema-console.ts';
import { createStaffAccount } from '../../services/staff/accounts.ts';
import { SIGN_IN_LIMITS } from '../../services/staff/sign-in.ts';
import { totpCode } from '../../services/staff/totp.ts';
import { asStaff, OWN_ORIGIN, PASSWORD, type SignedInStaff, signedInStaff } from '../../testing/console.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';

const WRONG = '電子郵件、密碼或驗證碼不正確';

describe.each(DATABASE_LANES)('console sign-in and staff on %s', (lane) => {
  let h: TestHarness;
  let admin: SignedInStaff;
  let ip = 0;
  const nextIp = () => `198.51.100.${++ip}`;

  beforeAll(async () => {
    h = await createHarness({ lane });
    admin = await signedInStaff(h, 'admin', 'boss@example.com');
  });
  afterAll(() => h.close());

  const signIn = (body: Record<string, unknown>, address = nextIp()) =>
    h.call('POST', '/console/api/session', {
      body,
      headers: { origin: OWN_ORIGIN, 'x-forwarded-for': address },
    });

  async function lastAudit() {
    const [row] = await h.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    return row!;
  }

  it('sets an HttpOnly, SameSite=Strict, Path=/console cookie and says who is signed in', async () => {
    const res = await h.call('GET', '/console/api/session', { headers: { cookie: admin.cookie } });
    expect(res.status).toBe(200);
    expect(res.body.data.staff).toMatchObject({
      email: 'boss@example.com',
      role: 'admin',
      totp_enabled: true,
    });
    expect(res.body.data.staff.permissions).toContain('staff.manage');
    const flags = await createStaffAccount(h.db, {
      email: 'flags@example.com',
      password: PASSWORD,
      role: 'support',
      appSecret: h.env.APP_SECRET,
      now: h.clock(),
    });
    const signed = await signIn({
      email: 'FLAGS@example.com',
      password: PASSWORD,
      totp: totpCode(flags.totp!.secret, h.clock()),
    });
    expect(signed.status).toBe(200);
    const cookie = signed.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\/console/);
    expect(cookie).not.toMatch(/Secure/);
    expect(signed.body.data.staff.permissions).toEqual(['leads.read', 'leads.work', 'leads.mobile']);
  });

  it('marks the cookie Secure in production', async () => {
    await createStaffAccount(h.db, {
      email: 'prod@example.com',
      password: PASSWORD,
      role: 'editor',
      appSecret: h.env.APP_SECRET,
      now: h.clock(),
    });
    const res = await h.call('POST', '/console/api/session', {
      app: h.appWith({ env: { production: true } }),
      body: { email: 'prod@example.com', password: PASSWORD },
      headers: { origin: OWN_ORIGIN, 'x-forwarded-for': nextIp() },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/; Secure/);
  });

  it('answers every wrong credential with the same 401 and message', async () => {
    const secret = admin.secret!;
    const cases = [
      { email: 'nobody@example.com', password: PASSWORD },
      { email: admin.email, password: 'wrong password here' },
      { email: admin.email, password: 'wrong password here', totp: '' },
      { email: admin.email, password: PASSWORD, totp: '000000' },
    ];
    for (const body of cases) {
      const res = await signIn(body);
      expect(res.status, JSON.stringify(body)).toBe(401);
      expect(res.body.message).toBe(WRONG);
    }
    // The right code of the step already used (the fixture's sign-in) is a replay: refused.
    const replay = await signIn({
      email: admin.email,
      password: PASSWORD,
      totp: totpCode(secret, h.clock()),
    });
    expect(replay.status).toBe(401);
    expect(replay.body.message).toBe(WRONG);
    // One step later the next code works (and the failures above are forgotten).
    h.clock.advance(30_000);
    const good = await signIn({ email: admin.email, password: PASSWORD, totp: totpCode(secret, h.clock()) });
    expect(good.status).toBe(200);
    expect(
      (await h.db.select().from(staffAccounts).where(eq(staffAccounts.id, admin.id)))[0]!.failedAttempts,
    ).toBe(0);
  });

  it('refuses a network after 5 failures for one email, even the right password, and an unknown email alike', async () => {
    await createStaffAccount(h.db, {
      email: 'lock@example.com',
      password: PASSWORD,
      role: 'marketing',
      appSecret: h.env.APP_SECRET,
      now: h.clock(),
    });
    for (const [email, address] of [
      ['lock@example.com', '203.0.113.50'],
      ['ghost@example.com', '203.0.113.51'],
    ] as const) {
      const statuses: number[] = [];
      for (let i = 0; i < SIGN_IN_LIMITS.failures; i++)
        statuses.push((await signIn({ email, password: 'nope nope nope' }, address)).status);
      expect(statuses, email).toEqual([401, 401, 401, 401, 401]);
      const locked = await signIn({ email, password: PASSWORD }, address);
      expect(locked.status, email).toBe(429);
      expect(locked.body.message).toBe('此網路登入失敗次數過多，請於 15 分鐘後再試');
    }
    expect((await lastAudit()).action).toBe('session.sign_in_locked');
    h.clock.advance(SIGN_IN_LIMITS.minutes * 60_000 + 1000);
    expect((await signIn({ email: 'lock@example.com', password: PASSWORD }, '203.0.113.50')).status).toBe(
      200,
    );
  });

  it('limits attempts per address network', async () => {
    const address = '203.0.113.200';
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_IN_LIMITS.perNetwork; i++) {
      statuses.push((await signIn({ email: `many${i}@example.com`, password: 'x' }, address)).status);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 401)).toBe(true);
  });

  it('refuses a sign-in from another origin (403)', async () => {
    const res = await h.call('POST', '/console/api/session', {
      body: { email: admin.email, password: PASSWORD },
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(403);
  });

  it('signs out: the session ends and the cookie is cleared; sign-out needs the own origin', async () => {
    const s = await signedInStaff(h, 'editor', 'leaving@example.com');
    expect((await h.call('DELETE', '/console/api/session', { headers: { cookie: s.cookie } })).status).toBe(
      403,
    );
    const out = await h.call('DELETE', '/console/api/session', { headers: asStaff(s) });
    expect(out.status).toBe(200);
    expect(out.headers.get('set-cookie')).toMatch(/renovo_staff=;/);
    expect((await h.call('GET', '/console/api/session', { headers: { cookie: s.cookie } })).status).toBe(401);
    expect((await lastAudit()).action).toBe('session.sign_out');
  });

  it('lets admins create, list, change and disable staff; others get 403; each change is audited', async () => {
    const marketing = await signedInStaff(h, 'marketing', 'mk@example.com');
    const refused = await h.call('POST', '/console/api/staff', {
      body: { email: 'x@example.com', password: PASSWORD, role: 'support' },
      headers: asStaff(marketing),
    });
    expect(refused.status).toBe(403);
    expect(
      (await h.call('GET', '/console/api/staff', { headers: { cookie: marketing.cookie } })).status,
    ).toBe(403);

    const created = await h.call('POST', '/console/api/staff', {
      body: { email: 'New.Support@example.com', password: PASSWORD, role: 'support' },
      headers: asStaff(admin),
    });
    expect(created.status).toBe(201);
    expect(created.body.data.account).toMatchObject({ email: 'new.support@example.com', role: 'support' });
    // Support sees full mobiles: it must use TOTP, so it is created with a secret, as admins are.
    expect(created.body.data.totp_uri).toMatch(/^otpauth:\/\/totp\//);
    const id = created.body.data.account.id as number;
    expect(await lastAudit()).toMatchObject({
      action: 'staff.create',
      staffId: admin.id,
      subjectId: String(id),
      details: { role: 'support', totp_enrolled: true },
    });
    const again = await h.call('POST', '/console/api/staff', {
      body: { email: 'new.support@example.com', password: PASSWORD, role: 'support' },
      headers: asStaff(admin),
    });
    expect(again.status).toBe(409);
    const short = await h.call('POST', '/console/api/staff', {
      body: { email: 'short@example.com', password: 'short', role: 'support' },
      headers: asStaff(admin),
    });
    expect(short.status).toBe(422);
    expect(short.body.message).toBe('密碼至少需 12 個字元');

    const newAdmin = await h.call('POST', '/console/api/staff', {
      body: { email: 'admin2@example.com', password: PASSWORD, role: 'admin' },
      headers: asStaff(admin),
    });
    expect(newAdmin.body.data.totp_uri).toMatch(/^otpauth:\/\/totp\//);

    const promoted = await h.call('PATCH', `/console/api/staff/${id}`, {
      body: { role: 'marketing' },
      headers: asStaff(admin),
    });
    expect(promoted.status).toBe(200);
    expect(promoted.body.data.account.role).toBe('marketing');
    expect((await lastAudit()).details).toMatchObject({
      from: { role: 'support' },
      to: { role: 'marketing' },
    });

    const disabled = await h.call('PATCH', `/console/api/staff/${marketing.id}`, {
      body: { disabled: true },
      headers: asStaff(admin),
    });
    expect(disabled.body.data.account.disabled).toBe(true);
    expect(
      (await h.call('GET', '/console/api/session', { headers: { cookie: marketing.cookie } })).status,
    ).toBe(401);
    expect((await signIn({ email: 'mk@example.com', password: PASSWORD })).status).toBe(401);

    const self = await h.call('PATCH', `/console/api/staff/${admin.id}`, {
      body: { disabled: true },
      headers: asStaff(admin),
    });
    expect(self.status).toBe(409);
    expect(
      (
        await h.call('PATCH', '/console/api/staff/999999', {
          body: { disabled: true },
          headers: asStaff(admin),
        })
      ).status,
    ).toBe(404);

    const list = await h.call('GET', '/console/api/staff', { headers: { cookie: admin.cookie } });
    expect(list.body.data.map((a: { email: string }) => a.email)).toContain('new.support@example.com');
    expect(JSON.stringify(list.body)).not.toMatch(/argon2|password_hash|totp_secret/);
  });

  it('answers 401 to a member bearer token on every console endpoint', async () => {
    const token = await h.login('0911222333');
    for (const [method, path] of [
      ['GET', '/console/api/session'],
      ['GET', '/console/api/staff'],
      ['GET', '/console/api/audit'],
    ] as const) {
      expect((await h.call(method, path, { token })).status, path).toBe(401);
    }
  });

  it('pages the audit log by keyset, newest first, with filters', async () => {
    const all: number[] = [];
    let before: number | null = null;
    do {
      const query: string = before ? `?limit=3&before=${before}` : '?limit=3';
      const page = await h.call('GET', `/console/api/audit${query}`, { headers: { cookie: admin.cookie } });
      expect(page.status).toBe(200);
      all.push(...page.body.data.items.map((i: { id: number }) => i.id));
      before = page.body.data.next_before;
    } while (before);
    expect(all.length).toBeGreaterThan(5);
    expect([...all].sort((a, b) => b - a)).toEqual(all);
    expect(new Set(all).size).toBe(all.length);

    const creates = await h.call('GET', '/console/api/audit?action=staff.create', {
      headers: { cookie: admin.cookie },
    });
    expect(creates.body.data.items.length).toBe(2);
    const sessions = await h.call('GET', `/console/api/audit?action=session.&staff_id=${admin.id}`, {
      headers: { cookie: admin.cookie },
    });
    expect(sessions.body.data.items.every((i: { action: string }) => i.action.startsWith('session.'))).toBe(
      true,
    );
    const future = await h.call('GET', '/console/api/audit?from=2999-01-01', {
      headers: { cookie: admin.cookie },
    });
    expect(future.body.data.items).toEqual([]);
    const bad = await h.call('GET', '/console/api/audit?from=yesterday', {
      headers: { cookie: admin.cookie },
    });
    expect(bad.status).toBe(422);
    // Reading the audit log and the staff list are views of personal data: audited.
    await h.call('GET', '/console/api/staff', { headers: { cookie: admin.cookie } });
    const views = await h.call('GET', '/console/api/audit?action=audit.view&limit=1', {
      headers: { cookie: admin.cookie },
    });
    expect(views.body.data.items[0]).toMatchObject({ action: 'audit.view', staff_id: admin.id });
    const lists = await h.call('GET', '/console/api/audit?action=staff.list', {
      headers: { cookie: admin.cookie },
    });
    expect(lists.body.data.items.length).toBeGreaterThan(0);
  });

  it('never logs a password or TOTP code', () => {
    const text = h.logs.join('\n');
    expect(text).not.toContain(PASSWORD);
    expect(text).not.toMatch(/"totp":"\d{6}"/);
  });
});
