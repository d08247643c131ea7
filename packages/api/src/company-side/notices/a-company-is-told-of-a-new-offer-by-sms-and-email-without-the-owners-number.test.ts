/**
 * Rule (docs/spec/company-side.md#notifications): a company offered a lead is told by one SMS to
 * each member and one e-mail to its contact address — the lead's region, size and layout and the
 * link to the company centre's offers, never the owner's number; a company without an e-mail
 * gets the SMS only, an offer no longer open is not told of, and a failing mail server or a
 * spent SMS budget does not make the call throw; any number of offers at once is told, in the
 * order given. Nothing of the owner reaches the log.
 */
import { messages } from '@renovo/core/messages';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsMessages } from '../../db/schema.ts';
import { emailMessages } from '../../db/schema-company-side.ts';
import { createOutboxTransport, type MailTransport } from '../../services/email/index.ts';
import { createOutboxGateway } from '../../services/sms/index.ts';
import { createHarness, type TestHarness } from '../../testing/harness.ts';
import { type CompanyNoticeDeps, notifyOfOffers } from './index.ts';
import { insertCompany, insertMember, insertOffer, insertQuoteLead } from './notice-test-rows.ts';

const OWNER = '0922333444';
let h: TestHarness;

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

const smsTo = (mobiles: string[]) =>
  h.db.select().from(smsMessages).where(inArray(smsMessages.mobile, mobiles));
const mailTo = (to: string) => h.db.select().from(emailMessages).where(eq(emailMessages.to, to));

beforeAll(async () => {
  h = await createHarness({ demoContent: false });
});
afterAll(() => h.close());

describe('a company is told of a new offer', () => {
  it('by one SMS to each member and one e-mail, with the masked lead and the centre link, without the owner', async () => {
    const now = h.clock();
    const company = await insertCompany(h.db, '晴空設計', { email: 'hello@sky.test' });
    await insertMember(h.db, company, '0933000001');
    await insertMember(h.db, company, '0933000002');
    const lead = await insertQuoteLead(h.db, OWNER, now);
    const offer = await insertOffer(h.db, lead, company, 'offered', now);

    await notifyOfOffers(deps(), [offer]);

    const sms = await smsTo(['0933000001', '0933000002']);
    expect(sms.map((r) => r.mobile).sort()).toEqual(['0933000001', '0933000002']);
    const [mail] = await mailTo('hello@sky.test');
    expect(mail?.subject).toContain('臺北市');
    for (const text of [...sms.map((r) => r.body), mail?.body ?? '']) {
      expect(text).toContain('臺北市・32.5 坪・3房2廳2衛');
      expect(text).toContain('https://www.renovo.test/user-company/offers');
      expect(text).not.toContain(OWNER);
      expect(text).not.toContain(lead.publicId);
    }
    expect(mail?.body).toContain('晴空設計');
    expect(await smsTo([OWNER])).toEqual([]);
    expect(h.logs.join('\n')).not.toContain(OWNER);
  });

  it('more offers at once than one statement may name are all told, in the order given', async () => {
    const now = h.clock();
    const first = await insertCompany(h.db, '千帆設計一');
    const second = await insertCompany(h.db, '千帆設計二');
    await insertMember(h.db, first, '0933000011');
    await insertMember(h.db, second, '0933000012');
    const lead = await insertQuoteLead(h.db, '0922333411', now);
    const a = await insertOffer(h.db, lead, first, 'offered', now);
    const b = await insertOffer(h.db, lead, second, 'offered', now);
    // 70,000 ids (PostgreSQL takes at most 65,535 parameters in one statement), the two real ones
    // last and in reverse order.
    const ids = Array.from({ length: 70_000 }, (_, i) => 1_000_000_000 + i);
    await notifyOfOffers(deps(), [...ids, b, a]);
    const told = await h.db
      .select()
      .from(smsMessages)
      .where(inArray(smsMessages.mobile, ['0933000011', '0933000012']))
      .orderBy(smsMessages.id);
    expect(told.map((r) => r.mobile)).toEqual(['0933000012', '0933000011']);
  });

  it('a company with no e-mail gets the SMS only; an offer no longer open is not told of', async () => {
    const now = h.clock();
    const company = await insertCompany(h.db, '無信箱室內裝修');
    await insertMember(h.db, company, '0933000003');
    const lead = await insertQuoteLead(h.db, '0922333445', now);
    const open = await insertOffer(h.db, lead, company, 'offered', now);
    const other = await insertCompany(h.db, '已逾時設計', { email: 'late@late.test' });
    await insertMember(h.db, other, '0933000004');
    const expired = await insertOffer(h.db, lead, other, 'expired', now);

    await notifyOfOffers(deps(), [open, expired]);

    expect((await smsTo(['0933000003'])).length).toBe(1);
    expect(await smsTo(['0933000004'])).toEqual([]);
    expect(await mailTo('late@late.test')).toEqual([]);
  });

  it('a failing mail server and a spent SMS budget are recorded, and the call does not throw', async () => {
    const now = h.clock();
    const company = await insertCompany(h.db, '斷線設計', { email: 'down@down.test' });
    await insertMember(h.db, company, '0933000005');
    const lead = await insertQuoteLead(h.db, '0922333446', now);
    const offer = await insertOffer(h.db, lead, company, 'offered', now);
    const down: MailTransport = {
      name: 'smtp',
      storesText: false,
      send: () => Promise.reject(new Error('connection refused')),
    };
    await expect(
      notifyOfOffers(deps({ mail: down, env: { ...h.env, SMS_DAILY_BUDGET: 0 } }), [offer]),
    ).resolves.toBeUndefined();
    expect(await mailTo('down@down.test')).toMatchObject([
      { status: 'failed', body: messages.companyNotices.offerEmailRedacted },
    ]);
    expect(await smsTo(['0933000005'])).toEqual([]);
  });
});
