import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clues, consents } from '../db/schema.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../testing/harness.ts';

describe.each(DATABASE_LANES)('on %s', (lane) => {
  let h: TestHarness;
  beforeAll(async () => {
    h = await createHarness({ lane });
  });
  afterAll(() => h.close());

  const device = (uuid: string) => ({ 'x-uuid': uuid });

  describe('clue info and last message', () => {
    it('exists_clue is false for a new device and true after a consult from it', async () => {
      for (const path of ['/hyperf/clues/user/clue/info', '/hyperf/clues/last_message']) {
        const before = await h.call('GET', path, { headers: device('device-a') });
        expect(before.status).toBe(200);
        expect(before.body.data).toEqual({ exists_clue: false });
      }
      const created = await h.call('POST', '/hyperf/clues/consult', {
        headers: device('device-a'),
        body: {
          mobile: '0922000001',
          accepted: 1,
          notice_version: '2026-11',
          type: 'consult',
          source_type: 'work',
          source_id: 5,
        },
      });
      expect(created.status).toBe(200);
      expect(created.body.data).toMatchObject({ id: expect.any(Number), exists_clue: true });
      for (const path of ['/hyperf/clues/user/clue/info', '/hyperf/clues/last_message']) {
        expect((await h.call('GET', path, { headers: device('device-a') })).body.data.exists_clue).toBe(true);
      }
    });

    it('a member has a clue when a quote or clue carries the account mobile', async () => {
      const token = await h.login('0922000002');
      expect((await h.call('GET', '/hyperf/clues/user/clue/info', { token })).body.data.exists_clue).toBe(
        false,
      );
      await h.call('POST', '/hyperf/valuation/v3/submit', {
        body: { region_id: 1, size: 20, mobile: '0922000002', accepted: 1, notice_version: '2026-11' },
      });
      expect((await h.call('GET', '/hyperf/clues/user/clue/info', { token })).body.data.exists_clue).toBe(
        true,
      );
    });
  });

  describe('POST /hyperf/clues/consult', () => {
    it('stores the clue with partner, page, agent, address and a consent record', async () => {
      const answer = await h.call('POST', '/hyperf/clues/consult', {
        headers: {
          origin: 'http://127.0.0.1:8080',
          referer: 'http://127.0.0.1:8080/works/9',
          'user-agent': 'ua-1',
          'x-forwarded-for': '203.0.113.20',
        },
        body: {
          mobile: '0922000003',
          accepted: 1,
          notice_version: '2026-11',
          utm: { source: 'line' },
          region_id: 8,
        },
      });
      expect(answer.status).toBe(200);
      const [row] = await h.db.select().from(clues).where(eq(clues.id, answer.body.data.id));
      expect(row).toMatchObject({
        kind: 'consult',
        mobile: '0922000003',
        partnerKey: 'demo',
        originPage: 'http://127.0.0.1:8080/works/9',
        userAgent: 'ua-1',
        clientIp: '203.0.113.20',
        utm: { source: 'line' },
        details: { region_id: 8 },
      });
      const [consent] = await h.db.select().from(consents).where(eq(consents.id, row!.consentId!));
      expect(consent).toMatchObject({
        purpose: 'clue:consult',
        noticeVersion: h.env.CONSENT_NOTICE_VERSION,
        partnerKey: 'demo',
      });
    });

    it('needs a valid mobile and consent', async () => {
      const noConsent = await h.call('POST', '/hyperf/clues/consult', {
        body: { mobile: '0922000003', accepted: 0 },
      });
      expect(noConsent.status).toBe(422);
      expect(noConsent.body.message).toBe('請勾選服務條款');
      const badMobile = await h.call('POST', '/hyperf/clues/consult', {
        body: { mobile: '12', accepted: 1, notice_version: '2026-11' },
      });
      expect(badMobile.status).toBe(422);
      expect(badMobile.body.message).toBe('請輸入正確的行動電話');
    });
  });

  describe('POST /hyperf/clues/authorize', () => {
    const body = {
      utm: { source: 's' },
      type: 'work_detail_auto_popbox',
      source_type: 'work',
      source_id: 12,
      design_id: 3,
      accepted: 1,
      notice_version: '2026-11',
    };

    it('a visitor authorises with a full mobile (clue before login)', async () => {
      const answer = await h.call('POST', '/hyperf/clues/authorize', {
        body: { ...body, sender_contact: '0922000004' },
      });
      expect(answer.status).toBe(200);
      const [row] = await h.db.select().from(clues).where(eq(clues.id, answer.body.data.id));
      expect(row).toMatchObject({
        kind: 'authorize',
        mobile: '0922000004',
        type: 'work_detail_auto_popbox',
        sourceType: 'work',
        sourceId: '12',
        designId: '3',
      });
    });

    it('a masked contact (status clue) uses the account mobile and needs a login', async () => {
      const anonymous = await h.call('POST', '/hyperf/clues/authorize', {
        body: { ...body, sender_contact: '0922***005' },
      });
      expect(anonymous.status).toBe(401);
      const token = await h.login('0922000005');
      const answer = await h.call('POST', '/hyperf/clues/authorize', {
        token,
        body: { ...body, sender_contact: '0922***005' },
      });
      expect(answer.status).toBe(200);
      const [row] = await h.db.select().from(clues).where(eq(clues.id, answer.body.data.id));
      expect(row?.mobile).toBe('0922000005');
      expect(row?.userId).not.toBeNull();
    });

    it('consent must be 1', async () => {
      const answer = await h.call('POST', '/hyperf/clues/authorize', {
        body: { ...body, sender_contact: '0922000004', accepted: 0 },
      });
      expect(answer.status).toBe(422);
    });
  });

  describe('POST /hyperf/clues/order', () => {
    it('stores the order modal lead with its page and variant', async () => {
      const answer = await h.call('POST', '/hyperf/clues/order', {
        body: {
          mobile: '0922000006',
          page: 'style_test_result',
          variant: 'B',
          accepted: 1,
          notice_version: '2026-11',
          region_id: 15,
        },
      });
      expect(answer.status).toBe(200);
      const [row] = await h.db.select().from(clues).where(eq(clues.id, answer.body.data.id));
      expect(row).toMatchObject({
        kind: 'order',
        details: { page: 'style_test_result', variant: 'B', region_id: 15 },
      });
    });

    it('422 with a zh-TW message the order modal toasts', async () => {
      const answer = await h.call('POST', '/hyperf/clues/order', {
        body: { mobile: 'x', page: 'p', variant: 'A', accepted: 1, notice_version: '2026-11' },
      });
      expect(answer.status).toBe(422);
      expect(answer.body.message).toBe('請輸入正確的行動電話');
    });

    it('honours Idempotency-Key', async () => {
      const payload = {
        mobile: '0922000007',
        page: 'p',
        variant: 'A',
        accepted: 1,
        notice_version: '2026-11',
      };
      const headers = { 'idempotency-key': 'order-1' };
      const a = await h.call('POST', '/hyperf/clues/order', { body: payload, headers });
      const b = await h.call('POST', '/hyperf/clues/order', { body: payload, headers });
      expect(b.body.data.id).toBe(a.body.data.id);
      expect(await h.db.select().from(clues).where(eq(clues.mobile, '0922000007'))).toHaveLength(1);
    });
  });
});
