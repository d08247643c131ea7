/**
 * The company side of the marketplace (docs/spec/company-side.md; ADR 047): a design company's
 * members and invitations, applications from /designer/recruit, the offers of leads to companies
 * and the reports of bad leads, replies to reviews, and the e-mails handed to the mail transport.
 * Part of the Drizzle schema beside `schema.ts`; drizzle-kit writes them into the migrations.
 * Every closed set (roles, offer states, report reasons and states) is core's, checked here.
 */
import {
  COMPANY_APPLICATION_STATUSES,
  COMPANY_MEMBER_ROLES,
  type CompanyApplicationStatus,
  type CompanyMemberRole,
  LEAD_REPORT_REASONS,
  LEAD_REPORT_STATUSES,
  type LeadKind,
  type LeadReportReason,
  type LeadReportStatus,
  OFFER_STATUSES,
  type OfferStatus,
  RATING_STATUSES,
  type RatingStatus,
} from '@renovo/core/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oneOf } from './one-of.ts';
import { users } from './schema.ts';
import { companies } from './schema-content.ts';
import { leads } from './schema-leads.ts';
import { mediaAssets } from './schema-media.ts';
import { companyRatings } from './schema-reviews.ts';

const ts = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => ts('created_at').notNull().defaultNow();
const ownId = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
const companyRef = () =>
  integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });

/** A member of a design company: one company per member (a unique user id). */
export const companyMembers = pgTable(
  'company_members',
  {
    id: ownId(),
    companyId: companyRef(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').$type<CompanyMemberRole>().notNull(),
    /**
     * An owner's licence notice not sent yet: the expiry date the licence reminder flagged, kept
     * until the SMS about it goes out (a failed or over-budget send is tried again at the next run).
     */
    licenceNoticeDue: date('licence_notice_due', { mode: 'string' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('company_members_role_check', oneOf(t.role, COMPANY_MEMBER_ROLES)),
    index('company_members_company_idx').on(t.companyId),
  ],
);

/**
 * An invitation to join a company, sent by SMS to a mobile: only the SHA-256 of its token is
 * kept, and only a member signed in with that same mobile can take it.
 */
export const companyInvites = pgTable(
  'company_invites',
  {
    id: ownId(),
    companyId: companyRef(),
    mobile: text('mobile').notNull(),
    role: text('role').$type<CompanyMemberRole>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** Who invited: a staff account, or an owner member (a user id). */
    invitedByStaffId: bigint('invited_by_staff_id', { mode: 'number' }),
    invitedByUserId: bigint('invited_by_user_id', { mode: 'number' }),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    acceptedAt: ts('accepted_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [
    check('company_invites_role_check', oneOf(t.role, COMPANY_MEMBER_ROLES)),
    index('company_invites_company_idx').on(t.companyId, t.createdAt),
    index('company_invites_mobile_idx').on(t.mobile),
  ],
);

/** A company's application to join (from /designer/recruit), approved or rejected by the staff. */
export const companyApplications = pgTable(
  'company_applications',
  {
    id: ownId(),
    companyName: text('company_name').notNull(),
    taxId: text('tax_id').notNull(),
    contactName: text('contact_name').notNull(),
    mobile: text('mobile'),
    email: text('email').notNull().default(''),
    regionId: smallint('region_id').notNull(),
    licenceNo: text('licence_no').notNull().default(''),
    licenceExpiresOn: date('licence_expires_on', { mode: 'string' }),
    note: text('note').notNull().default(''),
    status: text('status').$type<CompanyApplicationStatus>().notNull().default('open'),
    /** The company made from it when approved. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    decidedAt: ts('decided_at'),
    decidedByStaffId: bigint('decided_by_staff_id', { mode: 'number' }),
    clientIp: text('client_ip'),
  },
  (t) => [
    check('company_applications_status_check', oneOf(t.status, COMPANY_APPLICATION_STATUSES)),
    index('company_applications_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * How many offers a company holds (`offered` or `accepted`, not credited) in the Taiwan month
 * `month` (a later month starts from 0), kept by triggers on the offers for matching (migrations
 * company_loads, company_loads_apart): a narrow row of its own, so that the counting of every
 * batch rewrites a few bytes rather than the company's row, with the transaction that last wrote
 * it (a PostgreSQL xid8, as a number) for matching to read only what changed (ADR 047).
 */
export const companyLoads = pgTable('company_loads', {
  companyId: integer('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  month: date('month', { mode: 'string' }),
  held: integer('held').notNull().default(0),
  changedXact: bigint('changed_xact', { mode: 'number' }).notNull().default(0),
});

/**
 * One lead offered to one company (at most once: a unique pair). At most MAX_OFFERS_PER_LEAD
 * offers of a lead hold a slot (`offered` or `accepted`) at a time; a decline, a timeout or a
 * reassignment passes the slot on. `revealed_at` is when the company first saw the full number
 * (only an accepted offer; each reveal also writes an audit row).
 */
export const leadOffers = pgTable(
  'lead_offers',
  {
    id: ownId(),
    leadKind: text('lead_kind').$type<LeadKind>().notNull(),
    leadId: bigint('lead_id', { mode: 'number' }).notNull(),
    companyId: integer('company_id').notNull(),
    status: text('status').$type<OfferStatus>().notNull().default('offered'),
    /** The lead named this company (it was filed from the company's page or one of its works). */
    named: boolean('named').notNull().default(false),
    offeredAt: ts('offered_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    respondedAt: ts('responded_at'),
    declineReason: text('decline_reason'),
    revealedAt: ts('revealed_at'),
    /** When an upheld report credited the lead back to the company (its capacity slot freed). */
    creditedAt: ts('credited_at'),
    /** The staff account that reassigned it. */
    reassignedByStaffId: bigint('reassigned_by_staff_id', { mode: 'number' }),
  },
  (t) => [
    check('lead_offers_status_check', oneOf(t.status, OFFER_STATUSES)),
    // The offer's lead (`leads`) and company (`companies`) are checked and locked once per
    // statement, and an offer goes with either, by triggers (migration 0030; ADR 047): foreign
    // keys checked each offer one at a time, which was a third of a batch of matching.
    uniqueIndex('lead_offers_lead_company_idx').on(t.leadKind, t.leadId, t.companyId),
    index('lead_offers_company_idx').on(t.companyId, t.offeredAt.desc()),
    index('lead_offers_open_idx').on(t.expiresAt).where(sql`${t.status} = 'offered'`),
  ],
);

/**
 * Matching's own record of the leads it is for (docs/spec/company-side.md#matching; ADR 047): a
 * row is written by a trigger when a lead is filed verified and not marked for review, or becomes
 * so (migration company_match_state); `matched_at` is when matching first ran for it (offers
 * made, or left to the staff). Kept apart from the lead index, whose dozen covering indexes every
 * update of a row of its would rewrite: marking a batch matched touches this narrow row only.
 */
export const leadMatching = pgTable(
  'lead_matching',
  {
    kind: text('kind').$type<LeadKind>().notNull(),
    leadId: bigint('lead_id', { mode: 'number' }).notNull(),
    /** The lead's filing time (matching takes the oldest first). */
    createdAt: ts('created_at').notNull(),
    matchedAt: ts('matched_at'),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.leadId] }),
    foreignKey({ columns: [t.kind, t.leadId], foreignColumns: [leads.kind, leads.leadId] }).onDelete(
      'cascade',
    ),
    index('lead_matching_waiting_idx').on(t.createdAt).where(sql`${t.matchedAt} is null`),
  ],
);

/** A company's report of a lead it accepted (within LEAD_REPORT_WINDOW_DAYS), decided by the staff. */
export const leadReports = pgTable(
  'lead_reports',
  {
    id: ownId(),
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => leadOffers.id, { onDelete: 'cascade' }),
    companyId: companyRef(),
    reason: text('reason').$type<LeadReportReason>().notNull(),
    note: text('note').notNull().default(''),
    status: text('status').$type<LeadReportStatus>().notNull().default('open'),
    createdAt: createdAt(),
    decidedAt: ts('decided_at'),
    decidedByStaffId: bigint('decided_by_staff_id', { mode: 'number' }),
  },
  (t) => [
    check('lead_reports_reason_check', oneOf(t.reason, LEAD_REPORT_REASONS)),
    check('lead_reports_status_check', oneOf(t.status, LEAD_REPORT_STATUSES)),
    index('lead_reports_status_idx').on(t.status, t.createdAt),
    index('lead_reports_company_idx').on(t.companyId, t.createdAt),
  ],
);

/** A company's public reply to a review of it, moderated like the review (only `published` shows). */
export const reviewReplies = pgTable(
  'review_replies',
  {
    ratingId: bigint('rating_id', { mode: 'number' })
      .primaryKey()
      .references(() => companyRatings.id, { onDelete: 'cascade' }),
    companyId: companyRef(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    status: text('status').$type<RatingStatus>().notNull().default('pending'),
    createdAt: createdAt(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    moderatedBy: integer('moderated_by'),
    moderatedAt: ts('moderated_at'),
    rejectReason: text('reject_reason'),
  },
  (t) => [
    check('review_replies_status_check', oneOf(t.status, RATING_STATUSES)),
    index('review_replies_pending_idx').on(t.updatedAt).where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * A photo of the media library uploaded by a company's member (its logo, its works' photos): a
 * company sees and uses only its own uploads; the staff's library sees them all.
 */
export const companyMedia = pgTable(
  'company_media',
  {
    mediaId: bigint('media_id', { mode: 'number' })
      .primaryKey()
      .references(() => mediaAssets.id, { onDelete: 'cascade' }),
    companyId: companyRef(),
    createdAt: createdAt(),
  },
  (t) => [index('company_media_company_idx').on(t.companyId, t.createdAt)],
);

/** Every e-mail handed to the mail transport; the development outbox keeps the text. */
export const emailMessages = pgTable(
  'email_messages',
  {
    id: ownId(),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    transport: text('transport').notNull(),
    status: text('status').notNull(),
    providerId: text('provider_id'),
    createdAt: createdAt(),
  },
  (t) => [index('email_messages_to_idx').on(t.to, t.id)],
);
