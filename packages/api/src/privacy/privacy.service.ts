/**
 * Privacy rights (個人資料保護法 Art. 3, 11, 20) and the shared anonymisation of leads.
 *
 * What "erase" does (docs/privacy.md): the account is deleted with its tokens, favourites, linked
 * social accounts, reviews (./reviews.ts) and survey and style-test answers, and its shares,
 * visits and image saves lose the member (./member-traces.ts); SMS messages and codes of the
 * mobile are deleted; staff notes on the person's leads are deleted; leads (quotes and clues)
 * that may already have been passed to partners are anonymised, not deleted: the mobile, the
 * contact, the client address, the browser, the device id, the page and the account link are
 * removed, and the non-personal facts (region, size, layout, community id, kind, source, utm,
 * partner, time) stay for the aggregates. Consent records lose the same personal fields.
 * Which table is exported and erased how is declared once in ./personal-data.ts.
 */
import type { PrivacyEraseResult } from '@renovo/core/schemas';
import { and, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import {
  accessTokens,
  clues,
  consents,
  quotes,
  reactions,
  smsCodes,
  smsMessages,
  users,
} from '../db/schema.ts';
import { socialIdentities } from '../db/schema-social.ts';
import { eraseCompanyNotes, eraseCompanySide } from './company-side-traces.ts';
import {
  cluesOf,
  consentsOf,
  forgetMemberOnOtherNumbers,
  quotesOf,
} from './leads-filed-for-other-numbers.ts';
import { eraseMemberTraces, type LeadRef } from './member-traces.ts';
import { eraseReviews } from './reviews.ts';
import { maskWrittenMobiles } from './written-mobiles.ts';

/** Consent purpose of a refusal of marketing (Art. 20 §2); its row keeps the mobile. */
export const MARKETING_WITHDRAWN_PURPOSE = 'marketing:withdrawn';
/** The mobile a quote keeps once anonymised (the column is NOT NULL). */
const ANONYMISED_MOBILE = '';

/** The inbox keys of quotes and clues. */
export function leadRefs(
  quoteRows: { id: number; variant: LeadRef['kind'] }[],
  clueRows: { id: number; kind: LeadRef['kind'] }[],
): LeadRef[] {
  return [
    ...quoteRows.map((q) => ({ kind: q.variant, id: q.id })),
    ...clueRows.map((c) => ({ kind: c.kind, id: c.id })),
  ];
}

/** The personal fields of a quote, emptied. */
const ANONYMOUS_QUOTE = {
  mobile: ANONYMISED_MOBILE,
  userId: null,
  clientUuid: null,
  community: null,
  originPage: null,
  userAgent: null,
  clientIp: null,
} as const;
/** The personal fields of a clue, emptied. */
const ANONYMOUS_CLUE = {
  mobile: null,
  senderContact: null,
  userId: null,
  clientUuid: null,
  originPage: null,
  userAgent: null,
  clientIp: null,
} as const;
/** The personal fields of a consent record, emptied. */
const ANONYMOUS_CONSENT = { mobile: null, userId: null, clientIp: null, userAgent: null } as const;

/** Erases what is held under one mobile, in one transaction (see the module comment). */
export async function erasePersonalData(db: Db, mobile: string): Promise<PrivacyEraseResult> {
  return db.transaction(async (tx: Tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.mobile, mobile));
    const userId = user?.id ?? null;
    let sessions = 0;
    let favourites = 0;
    let socialAccounts = 0;
    let reviews = 0;
    if (userId !== null) {
      sessions = (
        await tx
          .delete(accessTokens)
          .where(eq(accessTokens.userId, userId))
          .returning({ id: accessTokens.id })
      ).length;
      favourites = (
        await tx.delete(reactions).where(eq(reactions.userId, userId)).returning({ kind: reactions.kind })
      ).length;
      socialAccounts = (
        await tx
          .delete(socialIdentities)
          .where(eq(socialIdentities.userId, userId))
          .returning({ provider: socialIdentities.provider })
      ).length;
      // Before the account goes: a review must not outlive its author as an orphan.
      reviews = await eraseReviews(tx, userId);
    }
    const quoteRows = await tx
      .update(quotes)
      .set(ANONYMOUS_QUOTE)
      .where(quotesOf(mobile))
      .returning({ id: quotes.id, variant: quotes.variant });
    const clueRows = await tx
      .update(clues)
      .set(ANONYMOUS_CLUE)
      .where(cluesOf(mobile))
      .returning({ id: clues.id, kind: clues.kind });
    const refs = leadRefs(quoteRows, clueRows);
    await maskWrittenMobiles(tx, refs);
    const traces = await eraseMemberTraces(tx, userId, refs);
    const companySide = await eraseCompanySide(tx, mobile, userId, refs);
    const consentCount = (
      await tx
        .update(consents)
        .set(ANONYMOUS_CONSENT)
        .where(consentsOf(mobile, userId))
        .returning({ id: consents.id })
    ).length;
    if (userId !== null) await forgetMemberOnOtherNumbers(tx, userId);
    const account =
      userId === null
        ? 0
        : (await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id })).length;
    const sms = (
      await tx.delete(smsMessages).where(eq(smsMessages.mobile, mobile)).returning({ id: smsMessages.id })
    ).length;
    const codes = (
      await tx.delete(smsCodes).where(eq(smsCodes.mobile, mobile)).returning({ id: smsCodes.id })
    ).length;
    return {
      account,
      sessions,
      favourites,
      quotes: quoteRows.length,
      clues: clueRows.length,
      consents: consentCount,
      sms_messages: sms,
      sms_codes: codes,
      social_accounts: socialAccounts,
      reviews,
      ...traces,
      company_side: companySide,
    };
  });
}

/** Records a refusal of marketing for the mobile (once). Returns false when already recorded. */
export async function withdrawMarketing(
  db: Db,
  input: { mobile: string; now: Date; noticeVersion: string; clientIp: string; userAgent: string | null },
): Promise<boolean> {
  const [existing] = await db
    .select({ id: consents.id })
    .from(consents)
    .where(and(eq(consents.mobile, input.mobile), eq(consents.purpose, MARKETING_WITHDRAWN_PURPOSE)))
    .limit(1);
  if (existing) return false;
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.mobile, input.mobile));
  await db.insert(consents).values({
    userId: user?.id ?? null,
    mobile: input.mobile,
    purpose: MARKETING_WITHDRAWN_PURPOSE,
    noticeVersion: input.noticeVersion,
    acceptedAt: input.now,
    clientIp: input.clientIp,
    userAgent: input.userAgent,
  });
  return true;
}

/**
 * Anonymises the leads (quotes and clues) created before `before`, and the lead consents of
 * that age, in batches; returns how many rows were changed. Idempotent: anonymised rows no
 * longer match. Marketing refusals keep their mobile (they must outlive the leads).
 */
export async function anonymiseLeadsBefore(db: Db, before: Date, batch = 500): Promise<number> {
  let changed = 0;
  for (;;) {
    const quoteIds = db
      .select({ id: quotes.id })
      .from(quotes)
      .where(
        and(
          lt(quotes.createdAt, before),
          or(
            sql`${quotes.mobile} <> ${ANONYMISED_MOBILE}`,
            isNotNull(quotes.clientIp),
            isNotNull(quotes.userId),
          ),
        ),
      )
      .limit(batch);
    const q = await db
      .update(quotes)
      .set(ANONYMOUS_QUOTE)
      .where(inArray(quotes.id, quoteIds))
      .returning({ id: quotes.id, variant: quotes.variant });
    const clueIds = db
      .select({ id: clues.id })
      .from(clues)
      .where(
        and(
          lt(clues.createdAt, before),
          or(
            isNotNull(clues.mobile),
            isNotNull(clues.senderContact),
            isNotNull(clues.clientIp),
            isNotNull(clues.userId),
          ),
        ),
      )
      .limit(batch);
    const c = await db
      .update(clues)
      .set(ANONYMOUS_CLUE)
      .where(inArray(clues.id, clueIds))
      .returning({ id: clues.id, kind: clues.kind });
    // As the owner's erasure does: numbers written into the leads' UTM values, and what the
    // companies wrote about them, go with the leads' personal data.
    const refs = leadRefs(q, c);
    if (refs.length > 0) {
      await db.transaction(async (tx) => {
        await maskWrittenMobiles(tx, refs);
        await eraseCompanyNotes(tx, refs);
      });
    }
    const consentIds = db
      .select({ id: consents.id })
      .from(consents)
      .where(
        and(
          lt(consents.acceptedAt, before),
          sql`${consents.purpose} <> ${MARKETING_WITHDRAWN_PURPOSE}`,
          or(isNotNull(consents.mobile), isNotNull(consents.clientIp), isNotNull(consents.userId)),
        ),
      )
      .limit(batch);
    const k = await db
      .update(consents)
      .set(ANONYMOUS_CONSENT)
      .where(inArray(consents.id, consentIds))
      .returning({ id: consents.id });
    changed += q.length + c.length + k.length;
    if (q.length < batch && c.length < batch && k.length < batch) return changed;
  }
}
