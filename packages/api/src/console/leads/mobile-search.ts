/**
 * The rule of a lead search by mobile (list and CSV alike): masked means masked.
 *
 * - A role that sees mobiles masked (without `leads.mobile`) searches by the whole 10-digit
 *   number only (an exact match): a search by the last digits would let it extend a suffix one
 *   digit at a time and read the digits the mask hides.
 * - Every search by mobile counts against the staff account ({@link MOBILE_SEARCH_LIMITS}, in
 *   PostgreSQL so every process counts the same), and a masked role may search numbers that look
 *   the same masked (same first 4 and last 3 digits) only a few times a day: guessing the 3
 *   hidden digits by whole-number searches takes months, in plain sight of the audit log.
 * - Every search, admitted or refused, is audited. The entry holds the number masked and a keyed digest (to tell repeated searches for
 *   the same number apart), never the number.
 */
import { consoleLeadMessages, format } from '@renovo/core/messages';
import type { Context } from 'hono';
import type { AppEnv } from '../../lib/app-env.ts';
import { hmac } from '../../lib/crypto.ts';
import { ApiError, fail } from '../../lib/errors.ts';
import { maskMobile } from '../../lib/mobile.ts';
import type { CurrentStaff } from '../../middleware/staff-auth/index.ts';
import { recordAudit } from '../../services/audit/index.ts';
import { consumeLimits, type LimitRule, limitKey } from '../../services/rate-limit/index.ts';
import { seesPersonalData } from './leads.service.ts';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

/** Searches by mobile per staff account, and per masked look-alike for masked roles. */
export const MOBILE_SEARCH_LIMITS = {
  perStaff: { limit: 20, windowMs: 15 * MINUTE },
  perStaffDay: { limit: 100, windowMs: DAY },
  perMaskedLookAlike: { limit: 3, windowMs: DAY },
} as const;

/** How a searched number may be written down: masked, with a keyed digest. */
function searchedAs(mobile: string, appSecret: string) {
  return {
    searched: mobile.length === 10 ? maskMobile(mobile) : `***${mobile.slice(-3)}`,
    searched_digits: mobile.length,
    searched_digest: hmac(appSecret, `lead-search:${mobile}`).slice(0, 16),
  };
}

/**
 * Checks and counts a search by `mobile` for `staff` (422 for part of a number from a masked
 * role, 429 past a limit); answers what the audit log records of it.
 */
export async function admitMobileSearch(
  c: Context<AppEnv>,
  staff: CurrentStaff,
  mobile: string,
): Promise<Record<string, unknown>> {
  const masked = !seesPersonalData(staff.role);
  const { db, env, clock } = c.get('deps');
  const refused = (reason: string) =>
    recordAudit(db, c, {
      action: 'lead.search_refused',
      subjectType: 'lead',
      details: { ...searchedAs(mobile, env.APP_SECRET), refused: reason },
    });
  if (masked && mobile.length !== 10) {
    await refused('partial');
    fail(422, consoleLeadMessages.mobileSearchWhole);
  }
  const rules: LimitRule[] = [
    {
      key: limitKey('console-lead-search', 'staff', staff.id),
      ...MOBILE_SEARCH_LIMITS.perStaff,
      reason: 'staff',
    },
    {
      key: limitKey('console-lead-search', 'staff-day', staff.id),
      ...MOBILE_SEARCH_LIMITS.perStaffDay,
      reason: 'day',
    },
  ];
  if (masked) {
    const lookAlike = hmac(env.APP_SECRET, `lead-search-look-alike:${maskMobile(mobile)}`).slice(0, 24);
    rules.push({
      key: limitKey('console-lead-search', 'look-alike', staff.id, lookAlike),
      ...MOBILE_SEARCH_LIMITS.perMaskedLookAlike,
      reason: 'look-alike',
    });
  }
  const outcome = await db.transaction((tx) => consumeLimits(tx, rules, clock()));
  if (!outcome.ok) {
    await refused(outcome.rule.reason);
    throw new ApiError(
      429,
      format(consoleLeadMessages.mobileSearchTooMany, { minutes: Math.ceil(outcome.retryAfterSeconds / 60) }),
      {
        headers: { 'Retry-After': String(outcome.retryAfterSeconds) },
        details: { retry_after: outcome.retryAfterSeconds },
      },
    );
  }
  return searchedAs(mobile, env.APP_SECRET);
}
