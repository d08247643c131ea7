/**
 * Attribution cannot be forged: a lead (consult clue, quote) or an analytics event is credited to
 * a partner only when it comes from an origin that partner allows (a browser page) or carries a
 * signature made with the partner's server secret (server to server). Naming a partner's public
 * key without either records it unattributed; a signature that does not hold credits nobody either
 * (the lead is kept, unattributed, and the answer says `X-Renovo-Signature-Status: invalid`); a new
 * server secret ends the old one at once.
 */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clues, quotes } from '../../db/schema.ts';
import { auditLog } from '../../db/schema-console.ts';
import { analyticsEvents } from '../../db/schema-leads.ts';
import { createPartner } from '../../services/partners/manage.ts';
import {
  SIGNATURE_HEADER,
  SIGNATURE_TOLERANCE_SECONDS,
  signatureHeader,
} from '../../services/partners/server-secret.ts';
import { asStaff, type SignedInStaff, signedInStaff } from '../../testing/console.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import { SIGNATURE_STATUS_HEADER } from './partner-signature.ts';

const ORIGIN = 'https://shop.partner.example';

describe.each(DATABASE_LANES)('attribution cannot be forged on %s', (lane) => {
  let h: TestHarness;
  let marketing: SignedInStaff;
  let partner: { id: number; key: string };
  let secret: string;
  let n = 0;
  /** A fresh address and mobile for each lead, so no limit or repeat rule gets in the way. */
  const fresh = () => {
    n += 1;
    return { ip: `203.0.113.${n}`, mobile: `09330000${String(n).padStart(2, '0')}` };
  };

  beforeAll(async () => {
    h = await createHarness({ lane });
    marketing = await signedInStaff(h, 'marketing', 'attrib@example.com');
    partner = await createPartner(h.db, { name: '好家居', origins: [ORIGIN], now: h.clock() });
    const made = await h.call('POST', `/console/api/partners/${partner.id}/server-secret`, {
      headers: asStaff(marketing),
    });
    expect(made.status).toBe(200);
    secret = made.body.data.secret;
  });
  afterAll(() => h.close());

  const now = () => Math.floor(h.clock().getTime() / 1000);

  /** Files a consult clue and a quote and sends an event; answers the partner each is credited to. */
  async function fileAll(headers: (body: string) => Record<string, string>) {
    const { ip, mobile } = fresh();
    const post = async (path: string, body: unknown) => {
      const text = JSON.stringify(body);
      return h.app.request(path, {
        method: 'POST',
        body: text,
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers(text) },
      });
    };
    const clue = await post('/hyperf/clues/consult', {
      mobile,
      accepted: 1,
      notice_version: '2026-11',
      type: 'consult',
    });
    const quote = await post('/hyperf/valuation/v3/submit', {
      region_id: 1,
      size: 30,
      mobile,
      accepted: 1,
      notice_version: '2026-11',
    });
    const event = await post('/api/events', [
      { name: 'exposure', module: `attr-${n}`, partner: partner.key },
    ]);
    const statuses = [clue.status, quote.status, event.status];
    const signature = [clue, quote, event].map((r) => r.headers.get(SIGNATURE_STATUS_HEADER));
    const [clueRow] = await h.db.select().from(clues).where(eq(clues.clientIp, ip));
    const [quoteRow] = await h.db.select().from(quotes).where(eq(quotes.clientIp, ip));
    const [eventRow] = await h.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.module, `attr-${n}`));
    return {
      statuses,
      signature,
      stored: [clueRow, quoteRow, eventRow].map((row) => (row ? (row.partnerKey ?? null) : 'nothing')),
    };
  }

  it("a partner's key named without Origin or signature is recorded unattributed, never as that partner", async () => {
    const forged = await fileAll(() => ({ 'x-renovo-partner': partner.key }));
    expect(forged.statuses).toEqual([200, 200, 202]);
    expect(forged.stored).toEqual([null, null, null]);
  });

  it('an origin the partner allows credits it', async () => {
    const browser = await fileAll(() => ({ origin: ORIGIN, 'x-renovo-partner': partner.key }));
    expect(browser.statuses).toEqual([200, 200, 202]);
    expect(browser.stored).toEqual([partner.key, partner.key, partner.key]);
  });

  it("a valid signature with the partner's server secret credits it", async () => {
    const signed = await fileAll((body) => ({
      'x-renovo-partner': partner.key,
      [SIGNATURE_HEADER]: signatureHeader(secret, now(), body),
    }));
    expect(signed.statuses).toEqual([200, 200, 202]);
    expect(signed.stored).toEqual([partner.key, partner.key, partner.key]);
    expect(signed.signature).toEqual([null, null, null]);
  });

  it('a wrong, tampered, expired or unknown-partner signature credits nobody and says so', async () => {
    const late = now() - SIGNATURE_TOLERANCE_SECONDS - 5;
    const cases: ((body: string) => Record<string, string>)[] = [
      (body) => ({
        'x-renovo-partner': partner.key,
        [SIGNATURE_HEADER]: signatureHeader('rss_wrong', now(), body),
      }),
      (body) => ({
        'x-renovo-partner': partner.key,
        [SIGNATURE_HEADER]: signatureHeader(secret, now(), `${body} `),
      }),
      (body) => ({
        'x-renovo-partner': partner.key,
        [SIGNATURE_HEADER]: signatureHeader(secret, late, body),
      }),
      (body) => ({
        'x-renovo-partner': 'pk_nobody',
        [SIGNATURE_HEADER]: signatureHeader(secret, now(), body),
      }),
      () => ({ 'x-renovo-partner': partner.key, [SIGNATURE_HEADER]: 'garbage' }),
    ];
    for (const headers of cases) {
      const refused = await fileAll(headers);
      expect(refused.statuses).toEqual([200, 200, 202]);
      expect(refused.stored).toEqual([null, null, null]);
      expect(refused.signature).toEqual(['invalid', 'invalid', 'invalid']);
    }
  });

  it('a partner without a server secret cannot be signed for', async () => {
    const bare = await createPartner(h.db, {
      name: '無密鑰',
      origins: ['https://bare.example'],
      now: h.clock(),
    });
    const refused = await fileAll((body) => ({
      'x-renovo-partner': bare.key,
      [SIGNATURE_HEADER]: signatureHeader('rss_', now(), body),
    }));
    expect(refused.stored).toEqual([null, null, null]);
    expect(refused.signature).toEqual(['invalid', 'invalid', 'invalid']);
  });

  it('a new server secret ends the old one at once, in another instance too, and is audited without the secret', async () => {
    const other = await h.secondApp({ partnerCacheMs: 3_600_000 });
    const sign = (key: string) => (body: string) => ({
      'x-renovo-partner': partner.key,
      [SIGNATURE_HEADER]: signatureHeader(key, now(), body),
    });
    let probes = 0;
    /** The partner an event signed with `key` is credited to, through the other instance. */
    const probe = async (key: string) => {
      probes += 1;
      const module = `probe-${probes}`;
      const body = JSON.stringify([{ name: 'exposure', module }]);
      const res = await other.request('/api/events', {
        method: 'POST',
        body,
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': '198.51.100.77',
          ...sign(key)(body),
        },
      });
      expect(res.status).toBe(202);
      const [row] = await h.db.select().from(analyticsEvents).where(eq(analyticsEvents.module, module));
      return row!.partnerKey;
    };
    expect(await probe(secret)).toBe(partner.key);
    const renewed = await h.call('POST', `/console/api/partners/${partner.id}/server-secret`, {
      headers: asStaff(marketing),
    });
    expect(renewed.status).toBe(200);
    const newSecret = renewed.body.data.secret as string;
    expect(newSecret).not.toBe(secret);
    expect(await probe(secret)).toBeNull();
    expect(await probe(newSecret)).toBe(partner.key);
    const ok = await fileAll(sign(newSecret));
    expect(ok.stored).toEqual([partner.key, partner.key, partner.key]);
    const [row] = await h.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(row).toMatchObject({ action: 'partner.rotate_server_secret', subjectId: String(partner.id) });
    expect(JSON.stringify(row)).not.toContain(newSecret);
    // Shown once: the list says when it was made, never the secret.
    const list = await h.call('GET', '/console/api/partners', { headers: asStaff(marketing) });
    const listed = list.body.data.find((p: { id: number }) => p.id === partner.id);
    expect(listed.server_secret_at).toEqual(expect.any(String));
    expect(JSON.stringify(list.body)).not.toContain(newSecret);
  });

  it('support may not make a server secret', async () => {
    const support = await signedInStaff(h, 'support', 'attrib-support@example.com');
    const res = await h.call('POST', `/console/api/partners/${partner.id}/server-secret`, {
      headers: asStaff(support),
    });
    expect(res.status).toBe(403);
  });
});
