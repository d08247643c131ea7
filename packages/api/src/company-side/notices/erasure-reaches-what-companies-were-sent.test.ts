/**
 * Rule (docs/spec/company-side.md#notifications, docs/privacy.md): an owner's erasure reaches
 * what the design companies hold. The company side keeps no copy of the number — an accepted
 * offer reads it from the lead — so once the quote's or clue's mobile is cleared no company can
 * see it; the SMS and e-mails sent to companies never held it; and the owner's own notice (the
 * SMS naming the companies that accepted) is deleted with the mobile's other messages.
 */
import { and, eq, inArray, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clues, quotes, smsMessages } from '../../db/schema.ts';
import { emailMessages, leadOffers } from '../../db/schema-company-side.ts';
import { leads } from '../../db/schema-leads.ts';
import { erasePersonalData } from '../../privacy/privacy.service.ts';
import { createOutboxTransport } from '../../services/email/index.ts';
import { createOutboxGateway } from '../../services/sms/index.ts';
import { createHarness, type TestHarness } from '../../testing/harness.ts';
import { type CompanyNoticeDeps, notifyOfOffers, notifyOwnerOfAccept } from './index.ts';
import { insertCompany, insertMember, insertOffer, insertQuoteLead } from './notice-test-rows.ts';

const OWNER = '0987654321';
let h: TestHarness;

function deps(): CompanyNoticeDeps {
  return {
    db: h.db,
    sms: createOutboxGateway(),
    mail: createOutboxTransport(),
    now: h.clock(),
    log: h.logger,
    env: h.env,
  };
}

/** What the offers API reads for an offer's number: its lead's quote or clue mobile, now. */
async function numberBehind(offerId: number): Promise<string | null> {
  const [offer] = await h.db.select().from(leadOffers).where(eq(leadOffers.id, offerId));
  if (!offer) throw new Error('no offer');
  if (offer.leadKind === 'basic' || offer.leadKind === 'community') {
    const [q] = await h.db.select({ mobile: quotes.mobile }).from(quotes).where(eq(quotes.id, offer.leadId));
    return q?.mobile || null;
  }
  const [c] = await h.db.select({ mobile: clues.mobile }).from(clues).where(eq(clues.id, offer.leadId));
  return c?.mobile || null;
}

beforeAll(async () => {
  h = await createHarness({ demoContent: false });
});
afterAll(() => h.close());

describe('erasure reaches what companies were sent', () => {
  it('companies were never sent the number, lose it with the erasure, and the owner’s notice goes', async () => {
    const now = h.clock();
    const company = await insertCompany(h.db, '隱私設計', {
      email: 'privacy@studio.test',
      taxId: '10458574',
    });
    await insertMember(h.db, company, '0977000001');
    const quoteLead = await insertQuoteLead(h.db, OWNER, now);
    const [clue] = await h.db
      .insert(clues)
      .values({ kind: 'consult', mobile: OWNER, details: { region_id: 1, size: 20 }, createdAt: now })
      .returning({ id: clues.id });
    const clueLead = { kind: 'consult' as const, leadId: clue?.id ?? 0 };
    const quoteOffer = await insertOffer(h.db, quoteLead, company, 'offered', now);
    const clueOffer = await insertOffer(h.db, clueLead, company, 'offered', now);
    await notifyOfOffers(deps(), [quoteOffer, clueOffer]);
    await h.db
      .update(leadOffers)
      .set({ status: 'accepted', respondedAt: now })
      .where(inArray(leadOffers.id, [quoteOffer, clueOffer]));
    expect(await notifyOwnerOfAccept(deps(), quoteLead)).toBe('sent');
    expect(await notifyOwnerOfAccept(deps(), clueLead)).toBe('sent');
    expect(await numberBehind(quoteOffer)).toBe(OWNER);

    // What the companies were sent (kept as text by the outbox): never the number, in any spelling.
    const toCompanies = [
      ...(await h.db
        .select({ body: smsMessages.body })
        .from(smsMessages)
        .where(ne(smsMessages.mobile, OWNER))),
      ...(await h.db.select({ body: emailMessages.body }).from(emailMessages)),
    ];
    expect(toCompanies.length).toBe(4);
    for (const { body } of toCompanies) {
      expect(body.replace(/\D/g, '')).not.toContain(OWNER.slice(1));
    }
    expect(await h.db.select().from(smsMessages).where(eq(smsMessages.mobile, OWNER))).toHaveLength(2);

    const erased = await erasePersonalData(h.db, OWNER);
    expect(erased).toMatchObject({ quotes: 1, clues: 1, sms_messages: 2 });

    expect(await numberBehind(quoteOffer)).toBeNull();
    expect(await numberBehind(clueOffer)).toBeNull();
    const marks = await h.db
      .select({ rev: leads.mobileRev })
      .from(leads)
      .where(and(eq(leads.kind, quoteLead.kind), eq(leads.leadId, quoteLead.leadId)));
    expect(marks).toEqual([{ rev: null }]);
    expect(await h.db.select().from(smsMessages).where(eq(smsMessages.mobile, OWNER))).toEqual([]);
    // The companies' own messages stay: they are theirs, and hold nothing of the owner.
    expect(await h.db.select().from(smsMessages).where(eq(smsMessages.mobile, '0977000001'))).toHaveLength(2);
  });
});
