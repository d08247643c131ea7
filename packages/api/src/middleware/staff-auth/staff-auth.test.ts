/**
 * requireStaff: 401 without a staff session (a member's bearer token or cookie is no staff
 * session), 403 for a role not allowed, 403 for a mutation from another origin (or none), an
 * expired or idle session is no session, a disabled account's session ends; no CORS header on
 * /console paths. recordAudit writes who did what, without personal data values.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, staffAccounts } from '../../db/schema-console.ts';
import { recordAudit, scrubDetails } from '../../services/audit/index.ts';
import { createStaffAccount } from '../../services/staff/accounts.ts';
import {
  createStaffSession,
  STAFF_SESSION_IDLE_MS,
  STAFF_SESSION_TTL_MS,
} from '../../services/staff/sessions.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import { currentStaff, requireStaff, STAFF_COOKIE } from './index.ts';

const OWN = 'http://localhost';

describe.each(DATABASE_LANES)('requireStaff on %s', (lane) => {
  let h: TestHarness;
  let marketing: string;
  let support: string;
  let marketingId: number;

  async function sessionFor(
    role: 'marketing' | 'support',
    email: string,
  ): Promise<{ token: string; id: number }> {
    const { account } = await createStaffAccount(h.db, {
      email,
      password: 'correct horse battery',
      role,
      appSecret: h.env.APP_SECRET,
      now: h.clock(),
    });
    const { token } = await createStaffSession(h.db, {
      staffId: account.id,
      ip: null,
      userAgent: null,
      now: h.clock(),
    });
    return { token, id: account.id };
  }

  beforeAll(async () => {
    h = await createHarness({ lane, contracts: false });
    // Probe routes, registered before the first request builds the router.
    h.app.get('/console/api/_probe', requireStaff(), (c) => c.json({ role: currentStaff(c).role }));
    h.app.post('/console/api/_probe', requireStaff('admin', 'marketing'), async (c) => {
      await recordAudit(c.get('deps').db, c, {
        action: 'probe.change',
        subjectType: 'lead',
        subjectId: 7,
        details: { mobile: '0912345678', note: '打給 0912-345-678', count: 2, nested: { phone: 'x' } },
      });
      return c.json({ ok: true });
    });
    const m = await sessionFor('marketing', 'Marketing@Example.com');
    marketing = m.token;
    marketingId = m.id;
    support = (await sessionFor('support', 'support@example.com')).token;
  });
  afterAll(() => h.close());

  const cookie = (token: string) => ({ cookie: `${STAFF_COOKIE}=${token}` });

  it('answers 401 without a staff session', async () => {
    const res = await h.call('GET', '/console/api/_probe');
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('請先登入後台');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a member bearer token and a member cookie: 401', async () => {
    const token = await h.login('0911000111');
    expect((await h.call('GET', '/console/api/_probe', { token })).status).toBe(401);
    expect(
      (await h.call('GET', '/console/api/_probe', { headers: { cookie: `token=${token}` } })).status,
    ).toBe(401);
  });

  it('lets any signed-in staff read, and answers 403 to a role not allowed', async () => {
    const read = await h.call('GET', '/console/api/_probe', { headers: cookie(support) });
    expect(read.status).toBe(200);
    expect(read.body.role).toBe('support');
    const write = await h.call('POST', '/console/api/_probe', {
      headers: { ...cookie(support), origin: OWN },
    });
    expect(write.status).toBe(403);
    expect(write.body.message).toBe('您的角色沒有權限執行此操作');
  });

  it('answers 403 to a mutation from another origin or with no Origin, whatever the session', async () => {
    for (const origin of ['https://evil.example', 'null', undefined]) {
      const headers: Record<string, string> = { ...cookie(marketing) };
      if (origin) headers.origin = origin;
      const res = await h.call('POST', '/console/api/_probe', { headers });
      expect(res.status, String(origin)).toBe(403);
      expect(res.body.message).toBe('請求來源不是本站，請重新整理頁面後再試');
    }
  });

  it('sends no CORS header for /console paths, even to a partner origin', async () => {
    const res = await h.call('GET', '/console/api/_probe', {
      headers: { ...cookie(marketing), origin: 'http://localhost:5173' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await h.app.request('/console/api/_probe', {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('writes an audit row with who, what and the address, and no personal data values', async () => {
    const res = await h.call('POST', '/console/api/_probe', {
      headers: { ...cookie(marketing), origin: OWN, 'x-forwarded-for': '198.51.100.7' },
    });
    expect(res.status).toBe(200);
    const [row] = await h.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(row).toMatchObject({
      staffId: marketingId,
      staffEmail: 'marketing@example.com',
      role: 'marketing',
      action: 'probe.change',
      subjectType: 'lead',
      subjectId: '7',
      ip: '198.51.100.7',
    });
    expect(row!.details).toEqual({
      mobile: '[redacted]',
      note: '[redacted]',
      count: 2,
      nested: { phone: '[redacted]' },
    });
    expect(JSON.stringify(row)).not.toMatch(/0912/);
  });

  it('ends a session at its expiry and after the idle time', async () => {
    const idle = await sessionFor('marketing', 'idle@example.com');
    h.clock.advance(STAFF_SESSION_IDLE_MS + 1000);
    expect((await h.call('GET', '/console/api/_probe', { headers: cookie(idle.token) })).status).toBe(401);
    // A session in use lives until its absolute expiry, not beyond.
    const busy = await sessionFor('support', 'busy@example.com');
    const step = STAFF_SESSION_IDLE_MS / 2;
    for (let at = 0; at + step < STAFF_SESSION_TTL_MS; at += step) {
      h.clock.advance(step);
      expect((await h.call('GET', '/console/api/_probe', { headers: cookie(busy.token) })).status).toBe(200);
    }
    h.clock.advance(step);
    expect((await h.call('GET', '/console/api/_probe', { headers: cookie(busy.token) })).status).toBe(401);
  });

  it('ends the session of a disabled account at once', async () => {
    const s = await sessionFor('support', 'leaver@example.com');
    expect((await h.call('GET', '/console/api/_probe', { headers: cookie(s.token) })).status).toBe(200);
    await h.db.update(staffAccounts).set({ disabled: true }).where(eq(staffAccounts.id, s.id));
    expect((await h.call('GET', '/console/api/_probe', { headers: cookie(s.token) })).status).toBe(401);
  });
});

describe('scrubDetails', () => {
  it('keeps counts under sensitive keys and redacts values', () => {
    expect(scrubDetails({ mobiles_shown: 3, mobile: '0987654321', filter: { region: 8 } })).toEqual({
      mobiles_shown: 3,
      mobile: '[redacted]',
      filter: { region: 8 },
    });
    expect(scrubDetails(['+886 912 345 678', 'ok'])).toEqual(['[redacted]', 'ok']);
  });
});
