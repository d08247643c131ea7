/**
 * A company is told of a new offer (docs/spec/company-side.md#notifications): one SMS to each of
 * its members' mobiles and one e-mail to its contact e-mail when it has one, each with the lead's
 * masked summary (./lead-summary.ts), the time to answer by and the link to the company centre's
 * offers. The owner's number is not in them: a company sees it only after accepting, in the centre.
 * One offer's failure does not stop the others, and nothing here throws.
 */
import { format, companyNoticeMessages as m, messages } from '@renovo/core/messages';
import { eq, inArray } from 'drizzle-orm';
import { users } from '../../db/schema.ts';
import { companyMembers, leadOffers } from '../../db/schema-company-side.ts';
import { companies } from '../../db/schema-content.ts';
import { sendEmail } from '../../services/email/index.ts';
import { sendNotice } from '../../services/sms/notice.ts';
import { leadSummary } from './lead-summary.ts';
import { type CompanyNoticeDeps, errorKind, noticeOrigin } from './notice-deps.ts';

/** The company centre's page of offers. */
const OFFERS_PAGE = '/user-company/offers';

const DEADLINE = new Intl.DateTimeFormat('zh-TW', {
  timeZone: 'Asia/Taipei',
  month: 'numeric',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
});

/** The offers to tell of, with their company. */
function offersOf(deps: CompanyNoticeDeps, offerIds: number[]) {
  return deps.db
    .select({
      id: leadOffers.id,
      kind: leadOffers.leadKind,
      leadId: leadOffers.leadId,
      status: leadOffers.status,
      expiresAt: leadOffers.expiresAt,
      companyId: leadOffers.companyId,
      companyName: companies.name,
      companyEmail: companies.email,
    })
    .from(leadOffers)
    .innerJoin(companies, eq(companies.id, leadOffers.companyId))
    .where(inArray(leadOffers.id, offerIds));
}

/** The mobiles of a company's members. */
async function memberMobiles(deps: CompanyNoticeDeps, companyId: number): Promise<string[]> {
  const rows = await deps.db
    .select({ mobile: users.mobile })
    .from(companyMembers)
    .innerJoin(users, eq(users.id, companyMembers.userId))
    .where(eq(companyMembers.companyId, companyId));
  return rows.flatMap((r) => (r.mobile ? [r.mobile] : []));
}

type Offer = Awaited<ReturnType<typeof offersOf>>[number];

/** Sends one offer's SMS and e-mail. */
async function notifyOne(deps: CompanyNoticeDeps, offer: Offer): Promise<void> {
  const summary = await leadSummary(deps.db, { kind: offer.kind, leadId: offer.leadId });
  if (!summary) return;
  const site = messages.site.name;
  const link = `${noticeOrigin(deps.env)}${OFFERS_PAGE}`;
  const deadline = DEADLINE.format(offer.expiresAt);
  const notice = {
    db: deps.db,
    gateway: deps.sms,
    now: deps.now,
    log: deps.log,
    dailyBudget: deps.env.SMS_DAILY_BUDGET,
  };
  const body = format(m.offerSms, { site, summary: summary.text, deadline, link });
  for (const mobile of await memberMobiles(deps, offer.companyId)) {
    await sendNotice(notice, { mobile, body, redacted: m.offerSmsRedacted });
  }
  const to = offer.companyEmail.trim();
  if (to) {
    await sendEmail(
      { db: deps.db, mail: deps.mail, now: deps.now, log: deps.log },
      {
        to,
        subject: format(m.offerEmailSubject, { site, region: summary.regionName }),
        body: format(m.offerEmailBody, { company: offer.companyName, summary: summary.text, deadline, link }),
        redacted: m.offerEmailRedacted,
      },
    );
  }
}

/** Offers read at a time (their ids are one statement's parameters, which PostgreSQL caps at 65,535). */
const READ_BATCH = 1000;

/** Tells each offer's company of it (offers still `offered` only), in the order given; never throws. */
export async function notifyOfOffers(deps: CompanyNoticeDeps, offerIds: number[]): Promise<void> {
  for (let start = 0; start < offerIds.length; start += READ_BATCH) {
    const ids = offerIds.slice(start, start + READ_BATCH);
    let offers: Offer[];
    try {
      offers = await offersOf(deps, ids);
    } catch (err) {
      deps.log.error(
        { error: errorKind(err), offers: ids.length },
        'offer notices: the offers could not be read',
      );
      continue;
    }
    const order = new Map(ids.map((id, i) => [id, i]));
    offers.sort((a, b) => order.get(a.id)! - order.get(b.id)!);
    for (const offer of offers) {
      if (offer.status !== 'offered') continue;
      try {
        await notifyOne(deps, offer);
      } catch (err) {
        deps.log.error({ error: errorKind(err), offerId: offer.id }, 'offer notice failed');
      }
    }
  }
}
