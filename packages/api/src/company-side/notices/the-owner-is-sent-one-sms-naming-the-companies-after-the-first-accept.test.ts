/**
 * Rule (docs/spec/company-side.md#notifications): after the first company accepts a lead, its
 * owner is sent one SMS naming every company that accepted with its verification level and the
 * link to the result page; a second accept does not send again. A send refused by the daily
 * budget or failed at the gateway leaves the lead to the next sweep; a lead with no accepted
 * offer, or whose owner stopped contact, is not told.
 */
import type { LeadKind } from '@renovo/core/contracts';
import { messages } from '@renovo/core/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsMessages } from '../../db/schema.ts';
import { leadOffers } from '../../db/schema-company-side.ts';
import { leads } from '../../db/schema-leads.ts';
import { createOutboxTransport } from '../../services/email/index.ts';
import { createOutboxGateway, type SmsGateway } from '../../services/sms/index.ts';
import { createHarness, type TestHarness } from '../../testing/harness.ts';
import { type CompanyNoticeDeps, notifyOwnerOfAccept, ownersToNotify } from './index.ts';
import { insertCompany, insertOffer, insertQuoteLead } from './notice-test-rows.ts';

let h: TestHarness;
let verifiedCo: number;
let plainCo: number;
const levels = messages.companySide.verificationLevels;

function deps(overrides: Partial<CompanyNoticeDeps> = {}): CompanyNoticeDeps {
  return {
    db: h.db,
    sms: createOutboxGateway(),
    mail: createOutboxTransport(),
    now: h.clock(),
    log: h.logger,
    env: { ...h.env, SITE_ORIGIN: 'https://www.renovo.test' },
    ...overrides,
  };
}

const smsTo = (mobile: string) => h.db.select().from(smsMessages).where(eq(smsMessages.mobile, mobile));
const notifiedAt = async (lead: { kind: LeadKind; leadId: number }) =>
  (
    await h.db
      .select({ at: leads.ownerNotifiedAt })
      .from(leads)
      .where(and(eq(leads.kind, lead.kind), eq(leads.leadId, lead.leadId)))
  )[0]?.at ?? null;

beforeAll(async () => {
  h = await createHarness({ demoContent: false });
  verifiedCo = await insertCompany(h.db, '安居設計', { taxId: '10458574' });
  plainCo = await insertCompany(h.db, '木作工坊');
});
afterAll(() => h.close());

describe('the owner is told once which companies accepted', () => {
  it('sends one SMS naming the accepting companies with their levels and the result page link; a second accept sends nothing', async () => {
    const now = h.clock();
    const lead = await insertQuoteLead(h.db, '0911000001', now);
    await insertOffer(h.db, lead, verifiedCo, 'accepted', now);
    const second = await insertOffer(h.db, lead, plainCo, 'offered', now);
    expect(await ownersToNotify(h.db, now)).toContainEqual({ kind: lead.kind, leadId: lead.leadId });

    expect(await notifyOwnerOfAccept(deps(), lead)).toBe('sent');
    const sent = await smsTo('0911000001');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toContain(`安居設計（${levels.tax_id}）`);
    expect(sent[0]?.body).not.toContain('木作工坊');
    expect(sent[0]?.body).toContain(`https://www.renovo.test/decorationfrom/result_copy?id=${lead.publicId}`);
    expect(await ownersToNotify(h.db, now)).not.toContainEqual({ kind: lead.kind, leadId: lead.leadId });

    await h.db
      .update(leadOffers)
      .set({ status: 'accepted', respondedAt: now })
      .where(eq(leadOffers.id, second));
    expect(await notifyOwnerOfAccept(deps(), lead)).toBe('already');
    expect(await smsTo('0911000001')).toHaveLength(1);
  });

  it('names every company that accepted before the notice went out', async () => {
    const now = h.clock();
    const lead = await insertQuoteLead(h.db, '0911000002', now);
    await insertOffer(h.db, lead, verifiedCo, 'accepted', now);
    await insertOffer(h.db, lead, plainCo, 'accepted', now);
    expect(await notifyOwnerOfAccept(deps(), lead)).toBe('sent');
    const [sms] = await smsTo('0911000002');
    expect(sms?.body).toContain(`安居設計（${levels.tax_id}）、木作工坊（${levels.none}）`);
    expect(sms?.body).toContain('2 家');
  });

  it('a spent daily budget or a failed gateway leaves the lead for the next sweep', async () => {
    const now = h.clock();
    const lead = await insertQuoteLead(h.db, '0911000003', now);
    await insertOffer(h.db, lead, verifiedCo, 'accepted', now);
    const noBudget = deps({ env: { ...h.env, SMS_DAILY_BUDGET: 0 } });
    expect(await notifyOwnerOfAccept(noBudget, lead)).toBe('budget');
    expect(await notifiedAt(lead)).toBeNull();

    const broken: SmsGateway = {
      name: 'broken',
      storesText: false,
      send: () => Promise.reject(new Error('gateway down')),
    };
    expect(await notifyOwnerOfAccept(deps({ sms: broken }), lead)).toBe('failed');
    expect(await notifiedAt(lead)).toBeNull();
    expect(await ownersToNotify(h.db, now)).toContainEqual({ kind: lead.kind, leadId: lead.leadId });

    expect(await notifyOwnerOfAccept(deps(), lead)).toBe('sent');
    expect(await notifiedAt(lead)).not.toBeNull();
    const rows = await smsTo('0911000003');
    expect(rows.map((r) => r.status)).toEqual(['failed', 'sent']);
  });

  it('tells no one when no offer was accepted, or when the owner stopped contact', async () => {
    const now = h.clock();
    const waiting = await insertQuoteLead(h.db, '0911000004', now);
    await insertOffer(h.db, waiting, verifiedCo, 'offered', now);
    expect(await notifyOwnerOfAccept(deps(), waiting)).toBe('none');

    const stopped = await insertQuoteLead(h.db, '0911000005', now);
    await insertOffer(h.db, stopped, verifiedCo, 'accepted', now);
    await h.db
      .update(leads)
      .set({ contactStoppedAt: now })
      .where(and(eq(leads.kind, stopped.kind), eq(leads.leadId, stopped.leadId)));
    expect(await ownersToNotify(h.db, now)).not.toContainEqual({
      kind: stopped.kind,
      leadId: stopped.leadId,
    });
    expect(await notifyOwnerOfAccept(deps(), stopped)).toBe('none');
    expect([...(await smsTo('0911000004')), ...(await smsTo('0911000005'))]).toEqual([]);
  });
});
