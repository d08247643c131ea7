/**
 * The staff console's sign-in, staff accounts and audit log (docs/spec/console.md#staff-accounts,
 * docs/spec/console.md#console-app). Every endpoint is
 * under /console/api/, authenticated by the staff session cookie only (auth `staff`: 401 without
 * it, 403 for a role not allowed or a mutation whose Origin is not the site's own).
 */
import { z } from 'zod';
import { AUDIT_SUBJECT_TYPES } from '../../audit/audit-facts.ts';
import { defineContract } from '../../contracts/contract.ts';
import { DbIdSchema, EmptyEnvelopeSchema, envelope } from '../../contracts/envelope.ts';
import { safeText } from '../../schemas/common.ts';
import {
  consoleAuditRoute,
  consoleSessionRoute,
  consoleSignInRoute,
  consoleSignOutRoute,
  consoleStaffCreateRoute,
  consoleStaffListRoute,
  consoleStaffUpdateRoute,
} from './staff.routes.ts';
import { STAFF_PERMISSIONS, STAFF_ROLES } from './staff.schemas.ts';

const TAG = 'console';
const Role = z.enum(STAFF_ROLES);
const Email = z.pipe(safeText({ max: 254 }), z.string().trim().min(3));
/** A password as typed at sign-in (checked, never stored). */
const Password = z.string().min(1).max(256);
/** A new password: 12–256 characters, no control character or lone surrogate. */
const NewPassword = safeText({ max: 256 });
const Timestamp = z.string().describe('ISO 8601');

/** A staff account as the console shows it. */
export const ConsoleStaffAccountSchema = z.object({
  id: z.int().min(1),
  email: z.string(),
  role: Role,
  totp_enabled: z.boolean(),
  disabled: z.boolean(),
  locked_until: Timestamp.nullable(),
  created_at: Timestamp,
});

/** Who is signed in: the account, its role's permissions and the session's end. */
export const ConsoleSessionSchema = z.object({
  staff: z.object({
    id: z.int().min(1),
    email: z.string(),
    role: Role,
    totp_enabled: z.boolean(),
    /** The role must use TOTP and the account has none yet: only setting it up is allowed. */
    totp_enrolment_required: z.boolean(),
    permissions: z.array(z.enum(STAFF_PERMISSIONS)),
  }),
  expires_at: Timestamp,
});

/** POST /console/api/session. */
export const consoleSignInContract = defineContract(consoleSignInRoute, {
  id: 'postConsoleSession',
  tag: TAG,
  summary:
    'Staff sign-in: email, password (argon2id) and, when enrolled (always for roles that see full mobiles, manage staff or read the audit log), a 6-digit TOTP code. Sets the HttpOnly, SameSite=Strict, Path=/console `renovo_staff` cookie (Secure in production). Any wrong credential: 401 with one message (the right password without a code: 401 saying the code is missing); 5 failures for one email from one address network (IPv4 address, IPv6 /64) refuse that network for that email for 15 minutes (429), never the account elsewhere; 20 attempts per 15 minutes per address network (429). A role that must use TOTP but has none signs in to set it up and nothing else. The Origin must be the site itself (403)',
  body: z.object({ email: Email, password: Password, totp: z.string().max(16).optional() }),
  response: envelope(ConsoleSessionSchema),
  errors: [401, 403, 429],
});

/** GET /console/api/session. */
export const consoleSessionContract = defineContract(consoleSessionRoute, {
  id: 'getConsoleSession',
  tag: TAG,
  auth: 'staff',
  summary: 'Who is signed in: account, role, permissions, session end',
  response: envelope(ConsoleSessionSchema),
});

/** DELETE /console/api/session. */
export const consoleSignOutContract = defineContract(consoleSignOutRoute, {
  id: 'deleteConsoleSession',
  tag: TAG,
  auth: 'staff',
  summary: 'Signs out: ends the session in every process and clears the cookie',
  response: EmptyEnvelopeSchema,
});

/** GET /console/api/staff. */
export const consoleStaffListContract = defineContract(consoleStaffListRoute, {
  id: 'getConsoleStaff',
  tag: TAG,
  auth: 'staff',
  summary: 'Staff accounts (admins)',
  response: envelope(z.array(ConsoleStaffAccountSchema)),
});

/** A created or changed account, with the TOTP enrolment of a new admin (shown once). */
const StaffChangeSchema = z.object({
  account: ConsoleStaffAccountSchema,
  /** otpauth:// URI of a new admin's TOTP secret, shown once; null otherwise. */
  totp_uri: z.string().nullable(),
});

/** POST /console/api/staff. */
export const consoleStaffCreateContract = defineContract(consoleStaffCreateRoute, {
  id: 'postConsoleStaff',
  tag: TAG,
  auth: 'staff',
  summary:
    'Creates a staff account (admins). Password ≥ 12 characters. An admin gets a TOTP secret at once: its otpauth:// URI is in the answer, once. 409 when the email has an account',
  body: z.object({ email: Email, password: NewPassword, role: Role }),
  response: envelope(StaffChangeSchema),
  status: 201,
  errors: [409],
});

/** PATCH /console/api/staff/{id}. */
export const consoleStaffUpdateContract = defineContract(consoleStaffUpdateRoute, {
  id: 'patchConsoleStaff',
  tag: TAG,
  auth: 'staff',
  summary:
    "Changes a staff account's role or disables/enables it (admins); its sessions end. Not one's own account, not the last enabled admin (409). A new admin without TOTP gets a secret (URI in the answer, once)",
  params: z.object({ id: z.coerce.number().pipe(DbIdSchema) }),
  body: z.object({ role: Role.optional(), disabled: z.boolean().optional() }),
  response: envelope(StaffChangeSchema),
  errors: [404, 409],
});

/** One audit row. */
export const ConsoleAuditEntrySchema = z.object({
  id: z.int().min(1),
  staff_id: z.int().nullable(),
  staff_email: z.string().nullable(),
  role: z.string().nullable(),
  action: z.string(),
  subject_type: z.string().nullable(),
  subject_id: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  at: Timestamp,
});

/** GET /console/api/audit. */
export const consoleAuditContract = defineContract(consoleAuditRoute, {
  id: 'getConsoleAudit',
  tag: TAG,
  auth: 'staff',
  summary:
    'The audit log, newest first (admins). Keyset pagination: pass `next_before` of a page as `before` for the next. Filters: staff id (the actor), action (exact, or a prefix ending in `.`), subject type, date range (days in Taiwan time, both inclusive, or instants)',
  query: z.object({
    staff_id: z.coerce.number().pipe(DbIdSchema).optional(),
    action: z.optional(z.pipe(safeText({ max: 64 }), z.string().trim().min(1))),
    /** The target's type: one the API writes. */
    subject_type: z.enum(AUDIT_SUBJECT_TYPES).optional(),
    from: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
    to: z.iso.datetime({ offset: true }).or(z.iso.date()).optional(),
    before: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  }),
  response: envelope(
    z.object({ items: z.array(ConsoleAuditEntrySchema), next_before: z.int().min(1).nullable() }),
  ),
});

/** The staff console's sign-in, staff and audit contracts. */
export const CONSOLE_STAFF_CONTRACTS = [
  consoleSignInContract,
  consoleSessionContract,
  consoleSignOutContract,
  consoleStaffListContract,
  consoleStaffCreateContract,
  consoleStaffUpdateContract,
  consoleAuditContract,
] as const;
