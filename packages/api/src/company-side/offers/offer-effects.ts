/**
 * What follows a change of an offer (docs/spec/company-side.md#offers): a slot freed (a decline,
 * a timeout, a reassignment, an upheld report of a good lead) is offered to the next company at
 * once, and the companies offered a lead are told. Failures are logged and left to the minutely
 * job, which fills every lead's free slots again; nothing here throws at the caller.
 */
import type { LeadKind } from '@renovo/core/contracts';
import type { Logger } from 'pino';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../env.ts';
import type { Clock } from '../../lib/time.ts';
import type { MailTransport } from '../../services/email/index.ts';
import type { SmsGateway } from '../../services/sms/index.ts';
import { fillSlotsOf, fillWaitingLeads, MATCH_BATCH, type OfferTiming } from '../matching/fill-slots.ts';
import { type CompanyNoticeDeps, notifyOfOffers, notifyOwnerOfAccept } from '../notices/index.ts';
import { businessHoursOf } from './business-time.ts';

/** What the company side's effects need (the app's deps, or the job engine's). */
export interface CompanySideDeps {
  db: Db;
  env: Env;
  sms: SmsGateway;
  mail: MailTransport;
  logger: Logger;
  clock: Clock;
}

/** The notices' view of the deps, at this instant. */
function noticeDeps(deps: CompanySideDeps): CompanyNoticeDeps {
  return { db: deps.db, sms: deps.sms, mail: deps.mail, now: deps.clock(), log: deps.logger, env: deps.env };
}

/** After an accept: the owner is told once which companies accepted (never throws). */
export async function afterAccept(
  deps: CompanySideDeps,
  lead: { kind: LeadKind; leadId: number },
): Promise<void> {
  await notifyOwnerOfAccept(noticeDeps(deps), lead);
}

/** The answer-time settings of the environment. */
export function offerTiming(env: Env): OfferTiming {
  return {
    slaMinutes: env.OFFER_SLA_MINUTES,
    hours: businessHoursOf(env.BUSINESS_HOURS, env.BUSINESS_DAYS, env.BUSINESS_HOLIDAYS),
  };
}

/** Fills the free slots of `refs` (in batches) and tells the companies offered; answers the new offers' ids. */
export async function passSlotsOn(
  deps: CompanySideDeps,
  refs: readonly { kind: LeadKind; leadId: number }[],
): Promise<number[]> {
  const made: number[] = [];
  for (let start = 0; start < refs.length; start += MATCH_BATCH) {
    const batch = refs.slice(start, start + MATCH_BATCH);
    try {
      for (const outcome of await fillSlotsOf(deps.db, batch, deps.clock(), offerTiming(deps.env)))
        if (outcome.kind === 'offered') made.push(...outcome.offerIds);
    } catch (err) {
      deps.logger.error({ err, leads: batch.length }, 'filling leads failed');
    }
  }
  if (made.length > 0) await notifyOfOffers(noticeDeps(deps), made);
  return made;
}

/** Tells the companies of `offerIds` of their offers (those still offered; never throws). */
export async function tellOfOffers(deps: CompanySideDeps, offerIds: number[]): Promise<void> {
  await notifyOfOffers(noticeDeps(deps), offerIds);
}

/**
 * Offers one batch of the verified leads waiting for their first matching, and hands the new
 * offers' ids to `tell` (the job engine's notice drain: the next batch does not wait for the SMS
 * gateway or the mail server). Never throws: a failure is logged, the leads stay waiting. Answers
 * how many leads the batch took.
 */
export async function matchWaitingLeads(
  deps: CompanySideDeps,
  tell: (offerIds: number[]) => void,
): Promise<number> {
  try {
    const filled = await fillWaitingLeads(deps.db, deps.clock(), offerTiming(deps.env));
    const made = filled.flatMap(({ outcome }) => (outcome.kind === 'offered' ? outcome.offerIds : []));
    if (made.length > 0) tell(made);
    return filled.length;
  } catch (err) {
    deps.logger.error({ err }, 'matching waiting leads failed');
    return 0;
  }
}
