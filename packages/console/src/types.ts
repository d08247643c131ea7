import type {
  Assignee,
  LandingModule,
  LandingPageStatus,
  LeadExtras,
  LeadItem,
  ModerationStatus,
  PartnerName,
  ReviewKind,
} from '@renovo/core/contracts';
import {
  mediaLibraryRoles,
  ROLE_PERMISSIONS,
  type StaffPermission,
  type StaffRole,
} from '@renovo/core/schemas';
/**
 * The shapes the console reads, as core's console contracts answer them (the `data` of each
 * envelope; console-staff.ts, console-partners.ts, console-leads.ts, console-landing-pages.ts).
 */

export interface Staff {
  id: number;
  email: string;
  role: StaffRole;
  totp_enabled: boolean;
  /** The role must use TOTP and the account has none yet: only the security screen opens. */
  totp_enrolment_required?: boolean;
  disabled?: boolean;
  permissions?: string[];
}

export interface Session {
  staff: Staff;
  expires_at: string;
}

export interface Partner {
  id: number;
  name: string;
  key: string;
  origins: string[];
  contact: string;
  widget_defaults: Record<string, unknown>;
  /** Its leads keep the path of the page they were filed on. */
  keep_page_path: boolean;
  disabled: boolean;
  /** When its server secret was made; null when it has none. */
  server_secret_at: string | null;
}

export type { LeadStatus } from '@renovo/core/contracts';
/** A lead of the list (the contract's item). */
export type Lead = Omit<LeadItem, 'updated_at'>;

/** GET /console/api/inbox-lookups. */
export interface InboxLookups {
  assignees: Assignee[];
  partners: PartnerName[];
  landing_modules: LandingModule[];
}

export interface LeadPage {
  items: Lead[];
  next_cursor: string | null;
  server_time: string;
}

export interface LeadDetail {
  lead: Lead;
  record: Record<string, unknown>;
  consent: {
    purpose: string;
    notice_version: string;
    accepted_at: string;
    client_ip: string | null;
    partner_key: string | null;
  } | null;
  utm: Record<string, unknown>;
  extras: LeadExtras;
  notes: { id: number; staff_id: number | null; body: string; created_at: string }[];
}

interface LandingSection {
  heading: string;
  body: string;
}

export interface LandingPage {
  id: number;
  slug: string;
  title: string;
  heroText: string;
  heroImage: string;
  sections: LandingSection[];
  quoteModule: string;
  utmSource: string;
  utmCampaign: string;
  status: LandingPageStatus;
  endsAt: string | null;
}

export interface AuditEntry {
  id: number;
  staff_email: string | null;
  role: string | null;
  action: string;
  subject_type: string | null;
  subject_id: string | null;
  details: Record<string, unknown>;
  ip: string | null;
  at: string;
}

/** An owner's review as the moderation queue shows it (core's ConsoleReviewSchema). */
export interface ModerationReview {
  id: number;
  company: { id: number; name: string };
  kind: ReviewKind;
  status: ModerationStatus;
  reviewer_name: string;
  score: number;
  scores: Record<string, number>;
  labels: string[];
  content: string;
  submitted_at: string | null;
  moderated_at: string | null;
  reject_reason: string | null;
}

/**
 * The permission each screen needs (the server checks the same, core's ROLE_PERMISSIONS), or the
 * roles core names for it (the media library: content editors, and marketing for the banners).
 */
const ACCESS: Record<string, StaffPermission | (() => StaffRole[])> = {
  partners: 'partners.manage',
  embed: 'embeds.build',
  landing: 'landing.manage',
  leads: 'leads.read',
  'lead-reports': 'leads.work',
  attribution: 'attribution.read',
  audit: 'audit.read',
  staff: 'staff.manage',
  reviews: 'content.manage',
  communities: 'content.manage',
  media: mediaLibraryRoles,
  articles: 'content.manage',
  companies: 'content.manage',
  works: 'content.manage',
  shorts: 'content.manage',
  'site-blocks': 'site.manage',
};

/** Whether `role` may open screen `name`. */
export function mayOpen(role: StaffRole, name: string): boolean {
  const access = ACCESS[name];
  if (access === undefined) return true;
  return typeof access === 'function' ? access().includes(role) : ROLE_PERMISSIONS[role].includes(access);
}
