/** The shapes the console reads (issue 16 §2–8), as the console API answers them. */

export type Role = 'admin' | 'marketing' | 'support' | 'editor';

export interface Staff {
  id: number;
  email: string;
  role: Role;
  totpEnabled?: boolean;
  disabled?: boolean;
}

export interface Partner {
  id: number;
  name: string;
  key: string;
  origins: string[];
  contact?: string | null;
  defaults?: Record<string, unknown> | null;
  disabled?: boolean;
}

export type LeadStatus = 'new' | 'contacted' | 'matched' | 'closed' | 'invalid' | 'spam';

export interface Lead {
  id: number;
  createdAt: string;
  kind: string;
  mobile: string;
  verified: boolean;
  status: LeadStatus;
  partner?: string | null;
  module?: string | null;
  type?: string | null;
  region?: string | number | null;
  page?: string | null;
  utm?: Record<string, string> | null;
  assignee?: string | null;
  consent?: { noticeVersion?: string; at?: string; ip?: string } | null;
  notes?: { at: string; by: string; text: string }[];
  [field: string]: unknown;
}

export interface LeadPage {
  items: Lead[];
  next?: string | null;
}

export interface LandingSection {
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
  status: 'draft' | 'published';
  endsAt: string | null;
}

export interface AuditEntry {
  id: number;
  at: string;
  actor: string;
  action: string;
  target?: string | null;
}

export interface Attribution {
  perDay: { day: string; key: string; count: number }[];
  funnel: { exposure: number; open: number; submit: number; verified: number };
}

/** Which screens a role reaches (the server enforces the same). */
export const ACCESS: Record<string, readonly Role[]> = {
  partners: ['admin', 'marketing'],
  embed: ['admin', 'marketing'],
  landing: ['admin', 'marketing'],
  leads: ['admin', 'marketing', 'support'],
  attribution: ['admin', 'marketing'],
  audit: ['admin'],
  staff: ['admin'],
};

/** Whether `role` may open screen `name`. */
export function mayOpen(role: Role, name: string): boolean {
  const roles = ACCESS[name];
  return roles === undefined || roles.includes(role);
}
