/**
 * The lead guard (docs/spec/leads-and-security.md#lead-spam-and-forgery): what every lead route checks and
 * records before it stores a
 * lead (a clue or a quote).
 *
 * - **Limits** per client address (IPv4, or the IPv6 /64) and per mobile number and address, on the shared
 *   PostgreSQL counters (`services/rate-limit/counters.ts`: spent and judged in one statement, no
 *   advisory lock); generous per address, since many phones share one carrier address (CGNAT).
 * - **Repeats**: the same number from the same source (kind, module/type, resource) within a day
 *   stores no new row. Only the client that made the first lead (the same Idempotency-Key, the same
 *   signed-in member or the same device id) gets that lead back; any other caller — someone who
 *   merely knows the number — gets a fresh id of no stored lead, so an answer never discloses
 *   another client's lead (not even that it exists); that answer is remembered with its client
 *   (foreign-answers.ts), whose next repeat gets it again. Concurrent repeats are serialised on the
 *   claim of the repeat key (a row of `lead_repeat_claims`, taken in the lead's transaction).
 * - **Unverified numbers**: a lead is `mobile_verified` only when its number's owner files it —
 *   signed in as the member who holds the number (confirmed by an SMS code); anyone else's lead
 *   for that number, signed out or signed in with another number, is stored unverified (the
 *   companies never get it, docs/spec/company-side.md#matching).
 * - **Review**: once a number has more than LEAD_REVIEW_THRESHOLD leads of one kind (its owner's,
 *   or the others) within 30 days, its leads of that kind are marked `needs_review`: the new one
 *   as it is stored, the earlier ones by the company side's minutely run (review-marks.ts). Leads
 *   filed by someone who knows the number never put the owner's own under review.
 * - **Notice version**: the consent notice version the client says it showed must be known.
 * - **Idempotency-Key** (ADR 017): a keyed lead carries its key on its own row (unique), so the key
 *   and the lead commit in the lead's one INSERT; a retry with the key gets the stored lead back,
 *   the same key with another body is a 422. Costs no statement more than a keyless lead.
 *
 * A new lead costs two statements: the budgets, then the claim with everything the lead's marks
 * need and the lead's INSERTs (`claimAndStore`, lead-statements.ts, ADR 060); another client's
 * repeat costs the same two. Only what that statement cannot decide (a claim that waited, the
 * owner filing after a stranger) takes the transaction of ADR 051: BEGIN, the claim again, the
 * INSERT, COMMIT.
 */
import { createHash } from 'node:crypto';
import { messages } from '@renovo/core/messages';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { rawRows } from '../../db/raw-rows.ts';
import type { Env } from '../../env.ts';
import type { AddressKey } from '../../lib/client-ip.ts';
import { fail, SERVER_MESSAGES } from '../../lib/errors.ts';
import { type CounterRule, refundCounters, type SpentHits, spendCounters } from '../rate-limit/counters.ts';
import { addressLimitKey } from '../rate-limit/index.ts';
import { ownForeignAnswer, type RememberedAnswer, rememberForeign } from './foreign-answers.ts';
import {
  claimAndStore,
  claimRepeat,
  keyUpsert,
  type LeadValues,
  leadMarks,
  priorAfterClaims,
  reread,
  storeLead,
} from './lead-statements.ts';
import { type FirstLead, findPrior, type LeadKey, leadTable, type Prior } from './prior-leads.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The key of "this number from this source": kind and source fields, joined unambiguously. */
function repeatKey(mobile: string, source: (string | number | null | undefined)[]): string {
  return sha256(JSON.stringify([mobile, ...source.map((v) => (v == null ? null : String(v)))]));
}

/** Throws 422 unless `version` is one of the notice versions the server knows. */
export function checkNoticeVersion(env: Env, version: string | undefined): string {
  if (!version || !env.KNOWN_NOTICE_VERSIONS.includes(version))
    fail(422, messages.input.noticeVersionInvalid);
  return version;
}

/**
 * Spends one lead of the address's and the number's budgets (one statement, outside the lead's
 * transaction, so leads of one address never wait for each other's inserts); a 429 with
 * Retry-After when one is spent. Answers the hits, to be taken back when the lead spends none.
 */
async function spendLeadLimits(
  db: Db,
  env: Env,
  input: { address: AddressKey; mobile: string; now: Date },
): Promise<SpentHits> {
  const address = addressLimitKey('lead', input.address);
  const rules: CounterRule[] = [
    {
      key: address,
      limit: env.LEAD_LIMIT_ADDRESS_10MIN,
      windowMs: 10 * MINUTE,
      reason: messages.input.leadTooManyFromAddress,
    },
    {
      key: address,
      limit: env.LEAD_LIMIT_ADDRESS_DAILY,
      windowMs: DAY,
      reason: messages.input.leadTooManyFromAddress,
    },
    {
      // Per number and address network: someone who knows a number can neither spend its owner's
      // budget (ten requests once kept the owner from any quote for a day) nor learn from it
      // whether the number has a lead (a foreign repeat spends it as a new lead does).
      key: addressLimitKey('lead', input.address, 'mobile', sha256(input.mobile).slice(0, 32)),
      limit: env.LEAD_LIMIT_MOBILE_DAILY,
      windowMs: DAY,
      reason: messages.input.leadTooManyForMobile,
    },
  ];
  const outcome = await spendCounters(db, rules, input.now);
  if (!outcome.ok) {
    fail(429, outcome.rule.reason, { headers: { 'Retry-After': String(outcome.retryAfterSeconds) } });
  }
  return outcome.spent;
}

/** What `fileLead` answers about a stored lead: a new one, or the same client's earlier one. */
interface StoredLeadAnswer {
  id: number;
  /** An earlier lead answered (a repeat within a day, or a retry with the same key). */
  repeat: boolean;
  /** Answered by the lead stored with the same Idempotency-Key (header Idempotent-Replayed). */
  replayed: boolean;
  foreign: false;
}

/**
 * What `fileLead` answers to a repeat of another client's lead: nothing was stored and `id` is
 * fresh (drawn from the lead table's sequence, so it looks like any new lead's); the route answers
 * from the request alone. A retry with the same Idempotency-Key gets the same id and time.
 */
interface ForeignAnswer {
  id: number;
  repeat: true;
  replayed: boolean;
  foreign: true;
  /** When this answer was first given. */
  answeredAt: Date;
  /** What it showed, when it was answered just now (else the route reads it: `rememberedAnswer`). */
  shown?: Record<string, unknown>;
}

/**
 * What `fileLead` answers: the lead's id; a repeat of the same client gives its first lead's, a
 * keyed retry its own answer again, a repeat of another client a fresh id of no stored lead.
 */
export type FiledLead = StoredLeadAnswer | ForeignAnswer;

/**
 * Points a keyed request's key at the id it was answered, so its retries get the same answer; a
 * concurrent request that took the key first decides (a replay, or a 422 for another body).
 */
async function keepKey(
  db: Db | Tx,
  request: LeadRequest,
  dedupeKey: string,
  answer: FiledLead,
): Promise<FiledLead> {
  const key = request.idempotency;
  if (!key) return answer;
  const taken = await rawRows<{ key: string }>(db, keyUpsert(request, key, answer.id, sql``));
  if (taken.length > 0) return answer;
  return replayOf(await findPrior(db, request, dedupeKey), key) ?? answer;
}

/**
 * A repeat of another client's lead: nothing is stored and nothing of that lead is answered; the
 * id is fresh, from the table's sequence (no stored lead ever has it), and remembered with the
 * client (foreign-answers.ts) as a new lead would be. The caller spends the address limits as for
 * a new lead, so repeats are no free way to draw ids.
 */
async function answerForeign(db: Db | Tx, request: LeadRequest, dedupeKey: string): Promise<FiledLead> {
  const id = await rememberForeign(db, request, dedupeKey);
  const shown = request.shown ?? {};
  const answer: ForeignAnswer = {
    id,
    repeat: true,
    replayed: false,
    foreign: true,
    answeredAt: request.now,
    shown,
  };
  return keepKey(db, request, dedupeKey, answer);
}

/**
 * The same client's repeat of what it was answered as another client's repeat: the same answer,
 * as the same client's repeat of a stored lead gets that lead (and spends nothing). Its facts are
 * read back by the route (`rememberedAnswer`), as a stored lead's are.
 */
function answerRemembered(db: Db | Tx, request: LeadRequest, dedupeKey: string, mine: RememberedAnswer) {
  const answer: ForeignAnswer = {
    id: mine.id,
    repeat: true,
    replayed: false,
    foreign: true,
    answeredAt: mine.answeredAt,
  };
  return keepKey(db, request, dedupeKey, answer);
}

/**
 * A repeat: another client's gets `answerForeign`; the same client's is answered by its first
 * lead, and a keyed request's key now points at that lead.
 */
function answerRepeat(db: Db | Tx, request: LeadRequest, dedupeKey: string, first: FirstLead) {
  if (!first.own) return answerForeign(db, request, dedupeKey);
  return keepKey(db, request, dedupeKey, { id: first.id, repeat: true, replayed: false, foreign: false });
}

/** What a keyed request gets back again; a 422 when the key was used for another body. */
function replayOf(prior: Prior, key: LeadKey | undefined): FiledLead | null {
  if (!prior.keyed || !key) return null;
  const { id, requestHash, answeredAt } = prior.keyed;
  if (requestHash !== key.requestHash) fail(422, SERVER_MESSAGES.idempotencyMismatch);
  return answeredAt
    ? { id, repeat: true, replayed: true, foreign: true, answeredAt }
    : { id, repeat: true, replayed: true, foreign: false };
}

/** True for PostgreSQL's unique_violation (23505), whatever the driver wrapped it in. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** What a lead route asks the guard, with what it stores (by lead table: `LeadValues`). */
export type LeadRequest = LeadAsk & LeadValues;

/** What a lead route asks the guard, beside what it stores. */
interface LeadAsk {
  mobile: string;
  /** The lead's source: its kind and the fields that say where it came from. */
  source: (string | number | null | undefined)[];
  /** The caller's address network (`c.get('addressKey')`), for the address limits. */
  address: AddressKey;
  now: Date;
  /** The request's Idempotency-Key (`leadKeyOf(c)`), when it sent one. */
  idempotency?: LeadKey | undefined;
  /** Who asks: the signed-in member and the device id (X-Uuid), stored on the lead it makes. */
  client: { userId: number | null; clientUuid: string | null };
  /** What the answer shows of the lead (no personal data), remembered with a foreign answer. */
  shown?: Record<string, unknown> | undefined;
}

/**
 * Files a lead through the guard: a retry with the Idempotency-Key of a stored lead answers that
 * lead (a 422 when the key came with another body); a repeat of the same number and source within
 * a day stores no new row and answers the first lead's id when the same client made it (no limit
 * spent), a fresh id otherwise (`foreign`; the address limits spent); otherwise the address and
 * number limits are spent (429 when one is exhausted) and the lead is stored with its marks — its
 * key among them, so the key and the lead commit together — by its rows (lead-statements.ts), in the
 * statement that claims the repeat key (`claimAndStore`), or in a transaction
 * serialised on that claim when the statement could not decide (so concurrent repeats make one
 * row). Answers its id.
 * @example const { id } = await fileLead(db, env, { table: 'quotes', lead: { mobile, … }, mobile, source, … });
 */
export async function fileLead(db: Db, env: Env, request: LeadRequest): Promise<FiledLead> {
  const key = request.idempotency;
  const dedupeKey = repeatKey(request.mobile, [request.table, ...request.source]);
  let spent: SpentHits;
  try {
    spent = await spendLeadLimits(db, env, request);
  } catch (refusal) {
    // A retry of a stored lead (its key, or the same client's repeat) is answered whatever the
    // budgets say — once a concurrent first attempt has ended, so a retry racing it gets its lead.
    const prior = await priorAfterClaims(db, request, dedupeKey);
    const answer = replayOf(prior, key);
    if (answer) return answer;
    // Looked for whatever was filed before: a refusal's time must not tell whether the number has
    // a lead, or whose it is.
    const mine = await ownForeignAnswer(db, request, dedupeKey);
    if (prior.repeatOf?.own) return answerRepeat(db, request, dedupeKey, prior.repeatOf);
    if (mine && prior.repeatOf) return answerRemembered(db, request, dedupeKey, mine);
    throw refusal;
  }
  // What the lead turned out to spend is settled after it is filed (a refund locks the address's
  // counter row, which no statement may hold for longer than itself).
  const settle: { refund: SpentHits | null } = { refund: null };
  // `read`: what this client was answered to an earlier repeat of another client's lead, when the
  // claim read it (else it is read here).
  // `owner`: the request is the number's owner's (signed in as the member who holds it).
  const answered = async (
    tx: Db | Tx,
    prior: Prior,
    read?: RememberedAnswer | null,
    owner = false,
  ): Promise<FiledLead | null> => {
    const replayed = replayOf(prior, key);
    if (replayed) {
      settle.refund = spent;
      return replayed;
    }
    if (!prior.repeatOf) return null;
    // Someone else filed first with the owner's number: the owner's own lead is stored all the
    // same (theirs, verified), so a stranger cannot pre-empt it with an unverified one.
    if (owner && !prior.repeatOf.own) return null;
    const mine = prior.repeatOf.own
      ? null
      : read === undefined
        ? await ownForeignAnswer(tx, request, dedupeKey)
        : read;
    // The same client's repeat spends nothing (of its lead, or of what it was answered before);
    // another client's spends what a new lead would.
    if (prior.repeatOf.own || mine) settle.refund = spent;
    if (mine) return answerRemembered(tx, request, dedupeKey, mine);
    return answerRepeat(tx, request, dedupeKey, prior.repeatOf);
  };
  const threshold = env.LEAD_REVIEW_THRESHOLD;
  // The claim, the reading and the lead's INSERTs in one statement: a new lead, or another
  // client's repeat answered; anything else is decided from its reading.
  const file = async (): Promise<FiledLead> => {
    const claim = await claimAndStore(db, request, dedupeKey, threshold);
    if (claim.stored !== null) return { id: claim.stored, repeat: false, replayed: false, foreign: false };
    if (claim.drawn !== null) {
      const answer: ForeignAnswer = {
        id: claim.drawn,
        repeat: true,
        replayed: false,
        foreign: true,
        answeredAt: request.now,
        shown: request.shown ?? {},
      };
      if (!key || claim.kept) return answer;
      return replayOf(await findPrior(db, request, dedupeKey), key) ?? answer;
    }
    return (await answered(db, claim.prior, claim.mine, claim.member)) ?? store();
  };
  // A claim that waited for a concurrent first attempt, or the owner filing after a stranger: in a
  // transaction that claims the key again (waiting for whoever holds it) and reads again.
  const store = () =>
    db.transaction(async (tx): Promise<FiledLead> => {
      const claim = await claimRepeat(tx, request, dedupeKey, threshold + 1);
      const first = await answered(tx, claim.prior, claim.mine, claim.member);
      if (first) return first;
      // A concurrent first attempt of the key held the claim: read again now that it has ended.
      if (!claim.claimed) {
        const again = await answered(tx, await reread(tx, request, dedupeKey), undefined, claim.member);
        if (again) return again;
      }
      // Stored for review; the number's earlier leads of the window are marked apart from any
      // request, by the minutely run (review-marks.ts): this answer's time tells no count.
      const id = await storeLead(
        tx,
        request,
        leadMarks(request, dedupeKey, {
          mobileVerified: claim.member,
          needsReview: claim.earlier + 1 > threshold,
        }),
      );
      return { id, repeat: false, replayed: false, foreign: false };
    });
  try {
    return await file();
  } catch (error) {
    if (!key || !isUniqueViolation(error)) throw error;
    // A concurrent request with the same key (and another body) stored its lead first…
    const again = replayOf(await findPrior(db, request, dedupeKey), key);
    if (again) return again;
    // …or a lead older than the key's 72 h still holds it: the key is free again.
    const t = leadTable(request.table);
    await db.update(t).set({ idempotencyKey: null, requestHash: null }).where(eq(t.idempotencyKey, key.key));
    return store();
  } finally {
    if (settle.refund) await refundCounters(db, settle.refund);
  }
}
