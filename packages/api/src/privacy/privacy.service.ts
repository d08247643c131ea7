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
import type { PrivacyEraseResult, PrivacyExport } from '@renovo/core/schemas';
import { and, eq, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
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
import { eraseMemberTraces, exportMemberTraces, type LeadRef } from './member-traces.ts';
import { eraseReviews, exportReviews } from './reviews.ts';

/** Consent purpose of a refusal of marketing (Art. 20 §2); its row keeps the mobile. */
export const MARKETING_WITHDRAWN_PURPOSE = 'marketing:withdrawn';
/** The mobile a quote keeps once anonymised (the column is NOT NULL). */
const ANONYMISED_MOBILE = '';

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/** Everything held under one mobile, for the export. */
export async function collectPersonalData(db: Db, mobile: string, now: Date, noticeVersion: string) {
  const [user] = await db.select().from(users).where(eq(users.mobile, mobile));
  const userId = user?.id ?? null;
  const byUserOrMobile = <T extends { userId: unknown; mobile: unknown }>(table: T) =>
    userId === null
      ? eq(table.mobile as never, mobile)
      : (or(eq(table.mobile as never, mobile), eq(table.userId as never, userId)) as SQL);
  const [sessions, favourites, quoteRows, clueRows, consentRows, smsRows, socialRows] = await Promise.all([
    userId === null
      ? Promise.resolve([])
      : db
          .select({
            created_at: accessTokens.createdAt,
            expires_at: accessTokens.expiresAt,
            revoked_at: accessTokens.revokedAt,
            client_ip: accessTokens.clientIp,
            user_agent: accessTokens.userAgent,
          })
          .from(accessTokens)
          .where(eq(accessTokens.userId, userId)),
    userId === null
      ? Promise.resolve([])
      : db
          .select({
            kind: reactions.kind,
            source_type: reactions.sourceType,
            source_id: reactions.sourceId,
            created_at: reactions.createdAt,
          })
          .from(reactions)
          .where(eq(reactions.userId, userId)),
    db.select().from(quotes).where(byUserOrMobile(quotes)),
    db
      .select()
      .from(clues)
      .where(
        userId === null
          ? or(eq(clues.mobile, mobile), eq(clues.senderContact, mobile))
          : or(eq(clues.mobile, mobile), eq(clues.senderContact, mobile), eq(clues.userId, userId)),
      ),
    db.select().from(consents).where(byUserOrMobile(consents)),
    db
      .select({
        body: smsMessages.body,
        gateway: smsMessages.gateway,
        status: smsMessages.status,
        created_at: smsMessages.createdAt,
      })
      .from(smsMessages)
      .where(eq(smsMessages.mobile, mobile)),
    // The provider accounts linked to the account (social sign-in); erased with it.
    userId === null
      ? Promise.resolve([])
      : db
          .select({
            provider: socialIdentities.provider,
            subject: socialIdentities.subject,
            linked_at: socialIdentities.createdAt,
            last_login_at: socialIdentities.lastLoginAt,
          })
          .from(socialIdentities)
          .where(eq(socialIdentities.userId, userId)),
  ]);
  const [codeRows, reviewRows, traces] = await Promise.all([
    db
      .select({
        type: smsCodes.type,
        created_at: smsCodes.createdAt,
        expires_at: smsCodes.expiresAt,
        consumed_at: smsCodes.consumedAt,
        client_ip: smsCodes.clientIp,
      })
      .from(smsCodes)
      .where(eq(smsCodes.mobile, mobile)),
    userId === null ? Promise.resolve([]) : exportReviews(db, userId),
    exportMemberTraces(db, userId, leadRefs(quoteRows, clueRows)),
  ]);
  return {
    mobile,
    exported_at: now.toISOString(),
    notice_version: noticeVersion,
    account: user
      ? {
          id: user.id,
          mobile: user.mobile,
          email: user.email,
          name: user.name,
          avatar: user.avatar,
          sex: user.sex,
          signature: user.signature,
          role: user.role,
          signup_utm: user.signupUtm,
          signup_partner_key: user.signupPartnerKey,
          created_at: iso(user.createdAt),
          last_login_at: iso(user.lastLoginAt),
          social_accounts: socialRows.map((r) => ({
            ...r,
            linked_at: iso(r.linked_at),
            last_login_at: iso(r.last_login_at),
          })),
        }
      : null,
    sessions: sessions.map((s) => ({
      ...s,
      created_at: iso(s.created_at),
      expires_at: iso(s.expires_at),
      revoked_at: iso(s.revoked_at),
    })),
    favourites: favourites.map((f) => ({ ...f, created_at: iso(f.created_at) })),
    quotes: quoteRows.map((q) => ({
      id: q.id,
      variant: q.variant,
      mobile: q.mobile,
      region_id: q.regionId,
      size: q.size,
      house_layout: q.houseLayout,
      community_id: q.communityId,
      community: q.community,
      utm: q.utm,
      module: q.module,
      type: q.type,
      partner_key: q.partnerKey,
      origin_page: q.originPage,
      user_agent: q.userAgent,
      client_ip: q.clientIp,
      consent_notice_version: q.consentNoticeVersion,
      consent_accepted_at: iso(q.consentAcceptedAt),
      created_at: iso(q.createdAt),
    })),
    clues: clueRows.map((c) => ({
      id: c.id,
      kind: c.kind,
      mobile: c.mobile,
      sender_contact: c.senderContact,
      utm: c.utm,
      type: c.type,
      source_type: c.sourceType,
      source_id: c.sourceId,
      design_id: c.designId,
      details: c.details,
      partner_key: c.partnerKey,
      origin_page: c.originPage,
      user_agent: c.userAgent,
      client_ip: c.clientIp,
      created_at: iso(c.createdAt),
    })),
    consents: consentRows.map((c) => ({
      purpose: c.purpose,
      notice_version: c.noticeVersion,
      accepted_at: iso(c.acceptedAt),
      client_ip: c.clientIp,
      user_agent: c.userAgent,
      partner_key: c.partnerKey,
    })),
    sms_messages: smsRows.map((m) => ({ ...m, created_at: iso(m.created_at) })),
    sms_codes: codeRows.map((k) => ({
      ...k,
      created_at: iso(k.created_at),
      expires_at: iso(k.expires_at),
      consumed_at: iso(k.consumed_at),
    })),
    reviews: reviewRows,
    ...traces,
    marketing_withdrawn: consentRows.some((c) => c.purpose === MARKETING_WITHDRAWN_PURPOSE),
  } satisfies PrivacyExport;
}

/** The inbox keys of quotes and clues. */
function leadRefs(
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
    const quoteWhere =
      userId === null ? eq(quotes.mobile, mobile) : or(eq(quotes.mobile, mobile), eq(quotes.userId, userId));
    const quoteRows = await tx
      .update(quotes)
      .set(ANONYMOUS_QUOTE)
      .where(quoteWhere)
      .returning({ id: quotes.id, variant: quotes.variant });
    const clueWhere =
      userId === null
        ? or(eq(clues.mobile, mobile), eq(clues.senderContact, mobile))
        : or(eq(clues.mobile, mobile), eq(clues.senderContact, mobile), eq(clues.userId, userId));
    const clueRows = await tx
      .update(clues)
      .set(ANONYMOUS_CLUE)
      .where(clueWhere)
      .returning({ id: clues.id, kind: clues.kind });
    const traces = await eraseMemberTraces(tx, userId, leadRefs(quoteRows, clueRows));
    const consentWhere =
      userId === null
        ? eq(consents.mobile, mobile)
        : or(eq(consents.mobile, mobile), eq(consents.userId, userId));
    const consentCount = (
      await tx.update(consents).set(ANONYMOUS_CONSENT).where(consentWhere).returning({ id: consents.id })
    ).length;
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
      .returning({ id: quotes.id });
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
      .returning({ id: clues.id });
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
