/**
 * A staff member's own TOTP (docs/spec/console.md#staff-accounts): it is turned on in two steps — a new
 * secret (the
 * answer, once, not cached), not required at sign-in until a code from it is confirmed — and
 * from then on sign-in needs a code; it is turned off only with a current, unused code, and
 * never by an admin (who must keep it). Every attempt counts: the sixth in 15 minutes is a 429.
 * Both changes are in the audit log without the secret or a code; no log line holds either.
 * Staff session only: 401 without one, 403 from another origin.
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffAccounts } from '../../db/schema-console.ts';
import { totpCode } from '../../services/staff/totp.ts';
import { asStaff, OWN_ORIGIN, PASSWORD, type SignedInStaff, signedInStaff } from '../../testing/console.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';

const STEP = 30_000;

describe.each(DATABASE_LANES)('own TOTP on %s', (lane) => {
  let h: TestHarness;
  let marketer: SignedInStaff;
  let admin: SignedInStaff;
  let ip = 0;

  beforeAll(async () => {
    h = await createHarness({ lane });
    marketer = await signedInStaff(h, 'marketing', 'marketer@example.com');
    admin = await signedInStaff(h, 'admin', 'admin@example.com');
  });
  afterAll(() => h.close());

  const post = (path: string, who: SignedInStaff, body?: unknown) =>
    h.call('POST', `/console/api/me/totp${path}`, { headers: asStaff(who), ...(body ? { body } : {}) });
  const signIn = (email: string, totp?: string) =>
    h.call('POST', '/console/api/session', {
      body: { email, password: PASSWORD, ...(totp ? { totp } : {}) },
      headers: { origin: OWN_ORIGIN, 'x-forwarded-for': `198.51.100.${++ip}` },
    });
  const audits = (action: string, id: number) =>
    h.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.subjectId, String(id))))
      .orderBy(desc(auditLog.id));

  it('is staff-session only: 401 without a session, 403 from another origin', async () => {
    expect((await h.call('POST', '/console/api/me/totp', { headers: { origin: OWN_ORIGIN } })).status).toBe(
      401,
    );
    const foreign = await h.call('POST', '/console/api/me/totp', {
      headers: { cookie: marketer.cookie, origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
  });

  let secret = '';
  it('a started enrolment is not required at sign-in; a wrong code does not turn it on', async () => {
    const started = await post('', marketer);
    expect(started.status).toBe(200);
    expect(started.headers.get('cache-control')).toBe('no-store');
    secret = started.body.data.secret;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(started.body.data.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(started.body.data.uri).toContain(`secret=${secret}`);
    expect((await signIn(marketer.email)).status).toBe(200);

    const wrongCode = totpCode(secret, new Date(h.clock().getTime() + 10 * STEP));
    const wrong = await post('/confirm', marketer, { code: wrongCode });
    expect(wrong.status).toBe(422);
    const [row] = await h.db.select().from(staffAccounts).where(eq(staffAccounts.id, marketer.id));
    expect(row!.totpEnabled).toBe(false);
  });

  it('a code from the new secret turns it on; then sign-in needs a code; starting again is a 409', async () => {
    const on = await post('/confirm', marketer, { code: totpCode(secret, h.clock()) });
    expect(on.status).toBe(200);
    expect(on.body.data).toEqual({ totp_enabled: true });
    expect((await signIn(marketer.email)).status).toBe(401);
    h.clock.advance(STEP);
    expect((await signIn(marketer.email, totpCode(secret, h.clock()))).status).toBe(200);
    expect((await post('', marketer)).status).toBe(409);
    const [entry] = await audits('staff.totp_enable', marketer.id);
    expect(entry).toMatchObject({ staffId: marketer.id, subjectType: 'staff', details: {} });
  });

  it('turning it off needs a current unused code, and then sign-in needs none', async () => {
    // The step just used to sign in is refused: a code seen over a shoulder does not turn it off.
    const reused = await post('/disable', marketer, { code: totpCode(secret, h.clock()) });
    expect(reused.status).toBe(422);
    h.clock.advance(STEP);
    const off = await post('/disable', marketer, { code: totpCode(secret, h.clock()) });
    expect(off.status).toBe(200);
    expect(off.body.data).toEqual({ totp_enabled: false });
    expect((await signIn(marketer.email)).status).toBe(200);
    expect((await audits('staff.totp_disable', marketer.id)).length).toBe(1);
    expect((await post('/disable', marketer, { code: '123456' })).status).toBe(409);
  });

  it('an admin cannot turn it off, nor start another', async () => {
    h.clock.advance(STEP);
    const refused = await post('/disable', admin, { code: totpCode(admin.secret!, h.clock()) });
    expect(refused.status).toBe(409);
    expect((await post('', admin)).status).toBe(409);
    const [row] = await h.db.select().from(staffAccounts).where(eq(staffAccounts.id, admin.id));
    expect(row!.totpEnabled).toBe(true);
  });

  let fresh = '';
  it('the sixth attempt in 15 minutes is a 429 with Retry-After, even with the right code', async () => {
    const again = await post('', marketer);
    fresh = again.body.data.secret as string;
    // Two attempts were used above (a wrong confirm, the confirm); the off used two more.
    let status = 0;
    for (let i = 0; i < 6 && status !== 429; i++) {
      status = (await post('/confirm', marketer, { code: '000000' })).status;
    }
    expect(status).toBe(429);
    const blocked = await post('/confirm', marketer, { code: totpCode(fresh, h.clock()) });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    h.clock.advance(15 * 60 * 1000 + 1000);
    expect((await post('/confirm', marketer, { code: totpCode(fresh, h.clock()) })).status).toBe(200);
  });

  it('never writes the secret or a code to the audit log or the logs', async () => {
    const rows = await h.db.select().from(auditLog);
    const text = JSON.stringify(rows) + h.logs.join('\n');
    expect(text).not.toContain(secret);
    expect(text).not.toContain(fresh);
    expect(rows.some((r) => r.action === 'staff.totp_start')).toBe(true);
  });
});
