/**
 * The audit log (docs/spec/console.md#staff-accounts): every view or export of personal data and every change
 * made in
 * the console is one row — who (staff id, email and role at the time), the action, its subject,
 * details, the address and the time. Append-only: this module only inserts.
 *
 * Details never hold personal data values: a key that names one (mobile, phone, address, code,
 * password, totp, secret, token, email of a person…) is replaced by `[redacted]`, and so is any
 * string that looks like a Taiwanese mobile number. Write counts, ids and filters instead.
 *
 * @example
 * await recordAudit(db, c, { action: 'partner.create', subjectType: 'partner', subjectId: 12,
 *   details: { origins: 2 } });
 */
import type { AuditSubjectType } from '@renovo/core/contracts';
import type { Context } from 'hono';
import type { Db, Tx } from '../../db/client.ts';
import { auditLog } from '../../db/schema-console.ts';
import type { AppEnv } from '../../lib/app-env.ts';

/** One audit entry. */
export interface AuditEntry {
  /** Dotted verb: `staff.create`, `partner.rotate_key`, `lead.view`, `leads.export`… */
  action: string;
  subjectType?: AuditSubjectType;
  subjectId?: string | number | null;
  details?: Record<string, unknown>;
}

const SENSITIVE_KEY =
  /mobile|phone|tel|address|addr|password|passwd|secret|token|totp|otp|code|cookie|authorization|name_of_person/i;
/** A Taiwanese mobile (09xxxxxxxx, with or without dashes/spaces, or +886 9…). */
const MOBILE_LIKE = /(?:\+?886[-\s]?|0)9\d{2}[-\s]?\d{3}[-\s]?\d{3}/;
const REDACTED = '[redacted]';
const MAX_DEPTH = 4;

/** Details with personal data values replaced (keys kept, so the row still says what was there). */
export function scrubDetails(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH) return REDACTED;
  if (typeof value === 'string') return MOBILE_LIKE.test(value) ? REDACTED : value.slice(0, 500);
  if (Array.isArray(value)) return value.slice(0, 50).map((item) => scrubDetails(item, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      // Counts and flags under a sensitive key tell nothing personal (`mobiles_shown: 3`).
      const harmless = typeof item === 'number' || typeof item === 'boolean' || item === null;
      out[key] = SENSITIVE_KEY.test(key) && !harmless ? REDACTED : scrubDetails(item, depth + 1);
    }
    return out;
  }
  return value;
}

/** Writes one audit row for the request's staff member (or the system, with no session). */
export async function recordAudit(db: Db | Tx, c: Context<AppEnv>, entry: AuditEntry): Promise<void> {
  const staff = c.get('staff') ?? null;
  await writeAudit(db, {
    ...entry,
    staffId: staff?.id ?? null,
    staffEmail: staff?.email ?? null,
    role: staff?.role ?? null,
    ip: c.get('clientIp') ?? null,
    at: c.get('deps').clock(),
  });
}

/** Writes one audit row with an explicit actor (the `staff` command, a sign-in attempt). */
export async function writeAudit(
  db: Db | Tx,
  entry: AuditEntry & {
    staffId: number | null;
    staffEmail: string | null;
    role: string | null;
    ip: string | null;
    at: Date;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    staffId: entry.staffId,
    staffEmail: entry.staffEmail,
    role: entry.role,
    action: entry.action,
    subjectType: entry.subjectType ?? null,
    subjectId: entry.subjectId === undefined || entry.subjectId === null ? null : String(entry.subjectId),
    details: (scrubDetails(entry.details ?? {}) as Record<string, unknown>) ?? {},
    ip: entry.ip,
    at: entry.at,
  });
}
