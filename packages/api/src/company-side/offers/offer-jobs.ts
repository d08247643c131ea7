/**
 * The company side on the job engine (docs/spec/company-side.md#offers): every minute one worker
 * (a pg-boss schedule, once per tick across processes) times out the open offers past their
 * deadline and offers their slots to the next companies, and fills any lead left unmatched; and
 * each engine offers newly filed verified leads as soon as the lead index notifies it of one
 * (`../matching/new-leads-wake.ts`), and looks for any every few seconds besides (a cheap read of
 * a partial index), so a company hears of a lead at once, not a minute later. Filling a lead locks it, so
 * engines running at once never offer a slot twice. The companies of the new offers are told by a
 * drain of the engine's own, so matching goes on while the SMS gateway answers. The minutely run
 * also tells the owners whose notice after an accept was not sent (the gateway failed, or the
 * daily budget was spent), and first marks for review the earlier leads of numbers that passed the
 * review threshold (services/lead-guard/review-marks.ts).
 */
import type { PgBoss } from 'pg-boss';
import type { DatabaseHandle } from '../../db/client.ts';
import { markEarlierForReview } from '../../services/lead-guard/review-marks.ts';
import { openQueue } from '../../services/retention/queues.ts';
import { MATCH_BATCH } from '../matching/fill-slots.ts';
import { createDrainer, listenForNewLeads } from '../matching/new-leads-wake.ts';
import { ownersToNotify } from '../notices/index.ts';
import {
  afterAccept,
  type CompanySideDeps,
  matchWaitingLeads,
  passSlotsOn,
  tellOfOffers,
} from './offer-effects.ts';
import { expireDueOffers } from './offers.service.ts';

/** The queue of the minutely run. */
export const COMPANY_SIDE_QUEUE = 'company-side-minutely';

/** Times out due offers and passes their slots on; answers how many offers timed out. */
export async function expireAndPassOn(deps: CompanySideDeps): Promise<number> {
  const expired = await expireDueOffers(deps.db, deps.clock());
  const leads = new Map(expired.map((o) => [`${o.kind}:${o.leadId}`, { kind: o.kind, leadId: o.leadId }]));
  await passSlotsOn(deps, [...leads.values()]);
  return expired.length;
}

/** Rounds of one run of new-lead matching: a burst is drained a batch at a time, then the next tick goes on. */
const MAX_ROUNDS = 20;

/**
 * Offers the verified leads not matched yet, a batch at a time, handing the new offers to `tell`;
 * answers how many leads it looked at.
 */
async function matchNewLeads(deps: CompanySideDeps, tell: (offerIds: number[]) => void): Promise<number> {
  let seen = 0;
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const taken = await matchWaitingLeads(deps, tell);
    seen += taken;
    if (taken < MATCH_BATCH) break;
  }
  return seen;
}

/** Creates, schedules and works the minutely queue, and starts the frequent matching of new leads. */
export async function workCompanySide(
  boss: PgBoss,
  deps: CompanySideDeps,
  options: {
    timeZone: string;
    pollingIntervalSeconds: number;
    newLeadSeconds: number;
    /** The database the engine listens on for newly filed leads. */
    handle: DatabaseHandle;
  },
): Promise<{ stop(): Promise<void> }> {
  const log = deps.logger.child({ component: 'company-side' });
  // The companies of new offers are told by a drain of their own, in the order the offers were
  // made: matching goes on with the next leads while the SMS gateway and the mail server answer.
  const untold: number[] = [];
  const notices = createDrainer(
    async () => {
      while (untold.length > 0) await tellOfOffers(deps, untold.splice(0));
    },
    (err) => log.error({ err }, 'telling companies of offers failed'),
  );
  const tell = (offerIds: number[]) => {
    untold.push(...offerIds);
    notices.wake();
  };
  await openQueue(boss, COMPANY_SIDE_QUEUE);
  await boss.schedule(COMPANY_SIDE_QUEUE, '* * * * *', null, { tz: options.timeZone });
  await boss.work(
    COMPANY_SIDE_QUEUE,
    { pollingIntervalSeconds: options.pollingIntervalSeconds },
    async () => {
      // Before any matching: the earlier leads of numbers over the review threshold are marked.
      const reviewed = await markEarlierForReview(deps.db, deps.clock());
      if (reviewed > 0) log.info({ reviewed }, 'earlier leads marked for review');
      const expired = await expireAndPassOn(deps);
      const matched = await matchNewLeads(deps, tell);
      // Owners not told yet (a failed or budget-refused send after an accept) are tried again.
      const owners = await ownersToNotify(deps.db, deps.clock());
      for (const lead of owners) await afterAccept(deps, lead);
      if (expired + matched + owners.length > 0)
        log.info({ expired, matched, owners: owners.length }, 'offers timed out, leads matched, owners told');
      return { expired, matched, owners: owners.length };
    },
  );
  // New leads are drained when the lead index says one was filed, and at each look besides.
  const drainer = createDrainer(
    () => matchNewLeads(deps, tell),
    (err) => log.error({ err }, 'matching new leads failed'),
  );
  const listener = await listenForNewLeads(options.handle, () => drainer.wake(), log);
  const timer = setInterval(() => drainer.wake(), options.newLeadSeconds * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await listener.stop();
      await drainer.idle();
      await notices.idle();
    },
  };
}
