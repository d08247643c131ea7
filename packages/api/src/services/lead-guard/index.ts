/**
 * The lead guard (issue 14, part 4): what every lead route checks and records before it stores a
 * lead (a clue or a quote).
 *
 * - **Limits** per client address (IPv4, or the IPv6 /64) and per mobile number, on the shared
 *   PostgreSQL rate-limit log (`services/rate-limit`); generous per address, since many phones
 *   share one carrier address (CGNAT).
 * - **Repeats**: the same number from the same source (kind, module/type, resource) within a day
 *   gives back the first lead; no new row. Concurrent repeats are serialised on the repeat key.
 * - **Unverified numbers**: a lead whose number no member holds (never confirmed by an SMS code)
 *   is stored with `mobile_verified = false`.
 * - **Review**: once a number has more than LEAD_REVIEW_THRESHOLD leads within 30 days, its leads
 *   are marked `needs_review`.
 * - **Notice version**: the consent notice version the client says it showed must be known.
 */
import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { messages } from '@renovo/core/messages';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { clues, quotes, users } from '../../db/schema.ts';
import type { Env } from '../../env.ts';
import { fail } from '../../lib/errors.ts';
import { consumeLimits, type LimitRule } from '../rate-limit/index.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** Repeats of the same number and source within this window give back the first lead. */
export const REPEAT_WINDOW_MS = DAY;
/** Leads of a number counted for review within this window. */
export const REVIEW_WINDOW_MS = 30 * DAY;

/** Statuses the lead guard adds to a lead route: a foreign Origin, not JSON, a spent limit. */
export const LEAD_ERRORS = [403, 415, 429];

/** The two tables that hold leads. */
export type LeadTable = 'clues' | 'quotes';

/**
 * The address a limit counts: an IPv4 address as it is, an IPv6 address by its /64 network (one
 * subscriber's whole prefix), an IPv4-mapped IPv6 address as IPv4.
 */
export function addressKey(address: string): string {
  const plain = address.trim().toLowerCase();
  if (plain.startsWith('::ffff:') && isIP(plain.slice(7)) === 4) return plain.slice(7);
  if (isIP(plain) !== 6) return plain;
  const [head = '', tail = ''] = plain.split('::');
  const left = head ? head.split(':') : [];
  const right = plain.includes('::') && tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::ffff:1.2.3.4 aside) sits in the last 32 bits, never in the /64.
  const groups = plain.includes('::')
    ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+/, '') || '0')
    .join(':')}::/64`;
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/** The key of "this number from this source": kind and source fields, joined unambiguously. */
export function repeatKey(mobile: string, source: (string | number | null | undefined)[]): string {
  return sha256(JSON.stringify([mobile, ...source.map((v) => (v == null ? null : String(v)))]));
}

/** Throws 422 unless `version` is one of the notice versions the server knows. */
export function checkNoticeVersion(env: Env, version: string | undefined): string {
  if (!version || !env.KNOWN_NOTICE_VERSIONS.includes(version))
    fail(422, messages.input.noticeVersionInvalid);
  return version;
}

/**
 * Consumes one lead from the address's and the number's budgets (its own short transaction, so
 * leads of one address are not serialised behind each other's inserts); a 429 with Retry-After
 * when one is spent.
 */
async function consumeLeadLimits(
  db: Db,
  env: Env,
  input: { clientIp: string; mobile: string; now: Date },
): Promise<void> {
  const address = `lead:ip:${addressKey(input.clientIp)}`;
  const mobile = `lead:mobile:${sha256(input.mobile).slice(0, 32)}`;
  const rules: LimitRule[] = [
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
      key: mobile,
      limit: env.LEAD_LIMIT_MOBILE_DAILY,
      windowMs: DAY,
      reason: messages.input.leadTooManyForMobile,
    },
  ];
  const outcome = await db.transaction((tx) => consumeLimits(tx, rules, input.now));
  if (!outcome.ok) {
    fail(429, outcome.rule.reason, { headers: { 'Retry-After': String(outcome.retryAfterSeconds) } });
  }
}

/** The marks a new lead is stored with. */
export interface LeadMarks {
  dedupeKey: string;
  mobileVerified: boolean;
  needsReview: boolean;
}

function table(name: LeadTable) {
  return name === 'clues' ? clues : quotes;
}

/** The first lead of this repeat key within the repeat window, or null. */
async function findRepeat(
  db: Db | Tx,
  name: LeadTable,
  dedupeKey: string,
  now: Date,
): Promise<number | null> {
  const t = table(name);
  const [first] = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.dedupeKey, dedupeKey), gt(t.createdAt, new Date(now.getTime() - REPEAT_WINDOW_MS))))
    .orderBy(t.createdAt)
    .limit(1);
  return first?.id ?? null;
}

/**
 * In one statement: the first lead of this repeat key within the repeat window (or null), whether
 * a member holds the number (it was confirmed by an SMS code), and how many leads the number has
 * filed within the review window — counted up to the threshold only, so a number with thousands
 * of leads costs no more than one with a few.
 */
async function lookUp(tx: Tx, env: Env, name: LeadTable, mobile: string, dedupeKey: string, now: Date) {
  const t = table(name);
  const repeatSince = new Date(now.getTime() - REPEAT_WINDOW_MS).toISOString();
  const reviewSince = new Date(now.getTime() - REVIEW_WINDOW_MS).toISOString();
  const cap = env.LEAD_REVIEW_THRESHOLD + 1;
  const recent = (other: typeof clues | typeof quotes) =>
    sql`(select count(*) from (select 1 from ${other} where ${other.mobile} = ${mobile} and ${other.createdAt} > ${reviewSince}::timestamptz limit ${cap}) as recent)`;
  const [row] = await tx
    .select({
      repeatOf: sql<
        number | string | null
      >`(select ${t.id} from ${t} where ${t.dedupeKey} = ${dedupeKey} and ${t.createdAt} > ${repeatSince}::timestamptz order by ${t.createdAt} limit 1)`,
      member: sql<boolean>`exists (select 1 from ${users} where ${users.mobile} = ${mobile})`,
      recentClues: recent(clues),
      recentQuotes: recent(quotes),
    })
    .from(sql`(select 1) as one`);
  return {
    repeatOf: row?.repeatOf == null ? null : Number(row.repeatOf),
    member: Boolean(row?.member),
    earlier: Number(row?.recentClues ?? 0) + Number(row?.recentQuotes ?? 0),
  };
}

/** Marks the number's earlier leads within the review window for review. */
async function markEarlierForReview(tx: Tx, mobile: string, now: Date): Promise<void> {
  const since = new Date(now.getTime() - REVIEW_WINDOW_MS);
  for (const other of [clues, quotes]) {
    await tx
      .update(other)
      .set({ needsReview: true })
      .where(and(eq(other.mobile, mobile), gt(other.createdAt, since), eq(other.needsReview, false)));
  }
}

/** What a lead route asks the guard. */
export interface LeadRequest {
  table: LeadTable;
  mobile: string;
  /** The lead's source: its kind and the fields that say where it came from. */
  source: (string | number | null | undefined)[];
  clientIp: string;
  now: Date;
}

/**
 * Files a lead through the guard: a repeat of the same number and source within a day answers
 * the first lead's id (no limit spent, no new row); otherwise the address and number limits are
 * spent (429 when one is exhausted) and, in one transaction serialised on the repeat key (so
 * concurrent repeats make one row), `insert` stores the lead with its marks and answers its id.
 * @example const { id } = await fileLead(db, env, request, (tx, marks) => insertClue(tx, marks));
 */
export async function fileLead(
  db: Db,
  env: Env,
  request: LeadRequest,
  insert: (tx: Tx, marks: LeadMarks) => Promise<number>,
): Promise<{ id: number; repeat: boolean }> {
  const dedupeKey = repeatKey(request.mobile, [request.table, ...request.source]);
  const known = await findRepeat(db, request.table, dedupeKey, request.now);
  if (known !== null) return { id: known, repeat: true };
  await consumeLeadLimits(db, env, request);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`lead:repeat:${dedupeKey}`}, 0))`);
    const found = await lookUp(tx, env, request.table, request.mobile, dedupeKey, request.now);
    // A concurrent repeat got here first.
    if (found.repeatOf !== null) return { id: found.repeatOf, repeat: true };
    const needsReview = found.earlier + 1 > env.LEAD_REVIEW_THRESHOLD;
    if (needsReview) await markEarlierForReview(tx, request.mobile, request.now);
    const id = await insert(tx, { dedupeKey, mobileVerified: found.member, needsReview });
    return { id, repeat: false };
  });
}
