/**
 * Staff roles and what each may do in the console (docs/spec/console.md#staff-accounts): `admin`
 * everything (staff accounts, the audit log and putting people into design companies included);
 * `marketing` partners, embeds, landing pages, leads, attribution and the site's home and
 * navigation blocks; `support` the lead inbox; `editor` content and moderation. The server checks
 * roles (`requireStaff(...roles)`); the console shows what `permissions` allows.
 */
import * as z from 'zod/mini';

/** The staff roles. */
export const STAFF_ROLES = ['admin', 'marketing', 'support', 'editor'] as const;
/** A staff role. */
export type StaffRole = (typeof STAFF_ROLES)[number];
export const StaffRoleSchema = z.enum(STAFF_ROLES);

/** What the console may show or do, by permission. */
export const STAFF_PERMISSIONS = [
  'staff.manage',
  'audit.read',
  'partners.manage',
  'embeds.build',
  'landing.manage',
  'leads.read',
  'leads.work',
  'leads.export',
  'leads.mobile',
  'attribution.read',
  'content.manage',
  'companies.members',
  'site.manage',
] as const;
/** A console permission. */
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

/** The permissions of each role. */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  admin: STAFF_PERMISSIONS,
  marketing: [
    'partners.manage',
    'embeds.build',
    'landing.manage',
    'leads.read',
    'leads.work',
    'leads.export',
    'attribution.read',
    'site.manage',
  ],
  support: ['leads.read', 'leads.work', 'leads.mobile'],
  editor: ['content.manage'],
};

/**
 * Permissions that make a second factor (TOTP) mandatory: whoever may see full mobiles and
 * addresses, manage staff, read the audit log or put people into a design company (a member sees
 * the full mobile of every lead the company accepts) signs in with a code. Every other role may
 * turn TOTP on for itself.
 */
const PERMISSIONS_NEEDING_TOTP: readonly StaffPermission[] = [
  'leads.mobile',
  'staff.manage',
  'audit.read',
  'companies.members',
];

/** Must this role sign in with a TOTP code (it holds a permission of `PERMISSIONS_NEEDING_TOTP`)? */
export function totpRequired(role: StaffRole): boolean {
  return ROLE_PERMISSIONS[role].some((permission) => PERMISSIONS_NEEDING_TOTP.includes(permission));
}

/** The roles that hold a permission (for `requireStaff(...rolesWith('leads.read'))`). */
export function rolesWith(permission: StaffPermission): StaffRole[] {
  return STAFF_ROLES.filter((role) => ROLE_PERMISSIONS[role].includes(permission));
}

/** Who may choose and upload media-library photos: content editors, and marketing for the home banners. */
const MEDIA_LIBRARY_PERMISSIONS: readonly StaffPermission[] = ['content.manage', 'site.manage'];

/** The roles that may use the media library (any of `MEDIA_LIBRARY_PERMISSIONS`). */
export function mediaLibraryRoles(): StaffRole[] {
  return STAFF_ROLES.filter((role) =>
    MEDIA_LIBRARY_PERMISSIONS.some((permission) => ROLE_PERMISSIONS[role].includes(permission)),
  );
}
