/**
 * The facts of the company side of the marketplace (docs/spec/company-side.md), declared once:
 * a member's role in a design company, how far a company is verified, where an offer of a lead
 * stands, why a company may report a lead and where the report stands, and the matching limits.
 * The database's CHECK constraints, the contracts' enums, the server's rules, the company centre
 * and the console all derive from these.
 */

/** A company member's role: the `owner` invites and removes members; `staff` work the offers. */
export const COMPANY_MEMBER_ROLES = ['owner', 'staff'] as const;
/** A company member's role. */
export type CompanyMemberRole = (typeof COMPANY_MEMBER_ROLES)[number];

/**
 * How far a company is verified, lowest first; each level needs the ones before it:
 * `tax_id` its 統一編號 passes the checksum, `licensed` its 室內裝修業登記證 is on file and not
 * expired, `staff_verified` the staff checked the documents.
 */
export const VERIFICATION_LEVELS = ['none', 'tax_id', 'licensed', 'staff_verified'] as const;
/** A company's verification level. */
export type VerificationLevel = (typeof VERIFICATION_LEVELS)[number];

/** What decides a company's level: a valid tax id, a licence in force today, the staff's check. */
export interface VerificationFacts {
  taxIdValid: boolean;
  licenceInForce: boolean;
  staffVerified: boolean;
}

/** The level the facts reach (a staff check without a licence in force stays `tax_id`). */
export function verificationLevel(facts: VerificationFacts): VerificationLevel {
  if (!facts.taxIdValid) return 'none';
  if (!facts.licenceInForce) return 'tax_id';
  return facts.staffVerified ? 'staff_verified' : 'licensed';
}

/** Is `level` at least `floor`? */
export function atLeastLevel(level: VerificationLevel, floor: VerificationLevel): boolean {
  return VERIFICATION_LEVELS.indexOf(level) >= VERIFICATION_LEVELS.indexOf(floor);
}

/**
 * Where an offer of a lead to a company stands: waiting for an answer (`offered`), taken
 * (`accepted`: the full number is shown), turned down (`declined`), not answered in time
 * (`expired`), or taken back by the staff for another company (`reassigned`).
 */
export const OFFER_STATUSES = ['offered', 'accepted', 'declined', 'expired', 'reassigned'] as const;
/** An offer's state. */
export type OfferStatus = (typeof OFFER_STATUSES)[number];

const [OFFERED, ACCEPTED, DECLINED, EXPIRED, REASSIGNED] = OFFER_STATUSES;

/** The state a new offer is made in; only an offer in it may be accepted, declined or expire. */
export const OPEN_OFFER_STATUS = OFFERED;
/** The state in which the company sees the owner's full number. */
export const REVEALING_OFFER_STATUS = ACCEPTED;
/** The states that hold one of the lead's slots (the others passed it on). */
export const SLOT_HOLDING_OFFER_STATUSES: readonly OfferStatus[] = [OFFERED, ACCEPTED];
/** The states that passed the slot on to the next company. */
export const SLOT_PASSING_OFFER_STATUSES: readonly OfferStatus[] = [DECLINED, EXPIRED, REASSIGNED];

/** The most companies a lead is offered to at once (slots held by open or accepted offers). */
export const MAX_OFFERS_PER_LEAD = 3;

/** Why a company reports a lead. */
export const LEAD_REPORT_REASONS = ['wrong_number', 'not_owner', 'wrong_area', 'duplicate'] as const;
/** A report's reason. */
export type LeadReportReason = (typeof LEAD_REPORT_REASONS)[number];

/** Where a report stands: waiting for the staff, upheld (the lead is credited), rejected. */
export const LEAD_REPORT_STATUSES = ['open', 'upheld', 'rejected'] as const;
/** A report's state. */
export type LeadReportStatus = (typeof LEAD_REPORT_STATUSES)[number];

/** Days after its accept within which a company may report a lead. */
export const LEAD_REPORT_WINDOW_DAYS = 7;

/**
 * The default answer time of an offer (a setting: `OFFER_SLA_MINUTES`, `BUSINESS_HOURS`):
 * two business hours, counted only between 09:00 and 18:00 Taipei time.
 */
export const OFFER_SLA_DEFAULTS = { minutes: 120, opensAt: '09:00', closesAt: '18:00' } as const;

/** The default number of leads a company takes a month (a company sets its own). */
export const DEFAULT_MONTHLY_CAPACITY = 20;

/** The limits of the company side's fields. */
export const COMPANY_SIDE_LIMITS = {
  monthlyCapacity: 500,
  sizePing: 2000,
  declineReason: 200,
  reportNote: 500,
  reviewReply: 1000,
  members: 20,
  /** Invitations a company sends in a Taipei day (revoked ones count: each was an SMS). */
  invitesPerDay: 30,
  /** Invitations one mobile receives in a Taipei day, from every company together. */
  invitesPerMobilePerDay: 3,
  /** Photos a company uploads in a Taipei day (each is decoded and made into variants). */
  photosPerDay: 200,
} as const;

/** Where a company's application (from /designer/recruit) stands. */
export const COMPANY_APPLICATION_STATUSES = ['open', 'approved', 'rejected'] as const;
/** An application's state. */
export type CompanyApplicationStatus = (typeof COMPANY_APPLICATION_STATUSES)[number];

/** Days an invitation to join a company stays valid. */
export const COMPANY_INVITE_DAYS = 7;

/**
 * The kinds of lead only a company with a 室內裝修業登記證 in force is offered: a community quote
 * is for a unit of a residential community (集合住宅), whose interior renovation needs a licensed
 * company (建築物室內裝修管理辦法); for the others the building is not known.
 */
export const LICENCE_REQUIRED_LEAD_KINDS = ['community'] as const;

/** The report reasons whose upheld report offers the lead to another company (the lead is good). */
export const REOFFER_REPORT_REASONS: readonly LeadReportReason[] = ['wrong_area'];

/** Days after it was filed during which a lead's freed slots are offered again. */
export const REOFFER_DAYS = 14;
