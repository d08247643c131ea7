/**
 * The privacy export: everything held under one mobile — the account and what hangs from it,
 * leads, consents, SMS records, reviews and the member's traces. Which table is exported is
 * declared once in ./personal-data.ts.
 */
import type { PrivacyExport } from '@renovo/core/schemas';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
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
import { exportCompanySide } from './company-side-traces.ts';
import { cluesOf, consentsOf, quotesOf } from './leads-filed-for-other-numbers.ts';
import { exportMemberTraces } from './member-traces.ts';
import { leadRefs, MARKETING_WITHDRAWN_PURPOSE } from './privacy.service.ts';
import { exportReviews } from './reviews.ts';

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : null);

/** Everything held under one mobile, for the export. */
export async function collectPersonalData(db: Db, mobile: string, now: Date, noticeVersion: string) {
  const [user] = await db.select().from(users).where(eq(users.mobile, mobile));
  const userId = user?.id ?? null;
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
    // The leads and consents of the number: not those the member filed under other numbers.
    db.select().from(quotes).where(quotesOf(mobile)),
    db.select().from(clues).where(cluesOf(mobile)),
    db.select().from(consents).where(consentsOf(mobile, userId)),
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
  const [codeRows, reviewRows, traces, companySide] = await Promise.all([
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
    exportCompanySide(db, mobile, userId),
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
    company_side: companySide,
    marketing_withdrawn: consentRows.some((c) => c.purpose === MARKETING_WITHDRAWN_PURPOSE),
  } satisfies PrivacyExport;
}
