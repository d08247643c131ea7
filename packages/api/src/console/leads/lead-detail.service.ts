/**
 * Everything stored about one lead for the inbox's detail view: its list row, its stored record
 * (the server's bookkeeping left out), its extras (the home and every UTM value, as the CSV
 * writes them), its consent and its notes. Roles without `leads.mobile`
 * get the personal columns masked, and any mobile written into other columns or the staff's
 * notes masked too.
 */

import type { LeadKind } from '@renovo/core/contracts';
import { consoleLeadMessages } from '@renovo/core/messages';
import type { StaffRole } from '@renovo/core/schemas';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clues, consents, quotes } from '../../db/schema.ts';
import { leadNotes } from '../../db/schema-leads.ts';
import { fail } from '../../lib/errors.ts';
import { maskMobile, maskMobilesIn, maskMobilesInText } from '../../lib/mobile.ts';
import { extrasKey, leadExtras } from './lead-extras.service.ts';
import { leadRow, seesPersonalData } from './leads.service.ts';

/** snake_case keys, dates as ISO. */
function snake(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    out[key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)] =
      value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/**
 * Columns of a lead's row that hold personal data (masked for roles that may not see them); a
 * quote's public id opens the owner's result page and stops its contact, so it goes with them.
 */
const PERSONAL_COLUMNS = ['mobile', 'sender_contact', 'client_ip', 'user_agent', 'client_uuid', 'public_id'];
/** Columns of a lead's row that are the server's own bookkeeping, never shown. */
const INTERNAL_COLUMNS = ['dedupe_key', 'idempotency_key', 'request_hash'];

/** Everything stored about a lead. */
export async function leadDetail(db: Db, kind: LeadKind, id: number, role: StaffRole) {
  const full = seesPersonalData(role);
  const lead = await leadRow(db, kind, id, full);
  let record: Record<string, unknown>;
  let consent: {
    purpose: string;
    notice_version: string;
    accepted_at: string;
    client_ip: string | null;
    user_agent: string | null;
    partner_key: string | null;
  } | null = null;
  if (kind === 'basic' || kind === 'community') {
    const [row] = await db.select().from(quotes).where(eq(quotes.id, id));
    if (!row) fail(404, consoleLeadMessages.leadNotFound);
    record = snake(row as unknown as Record<string, unknown>);
    consent = {
      purpose: `quote:${row.variant}`,
      notice_version: row.consentNoticeVersion,
      accepted_at: row.consentAcceptedAt.toISOString(),
      client_ip: row.clientIp,
      user_agent: row.userAgent,
      partner_key: row.partnerKey,
    };
  } else {
    const [row] = await db.select().from(clues).where(eq(clues.id, id));
    if (!row) fail(404, consoleLeadMessages.leadNotFound);
    record = snake(row as unknown as Record<string, unknown>);
    if (row.consentId !== null) {
      const [given] = await db.select().from(consents).where(eq(consents.id, row.consentId));
      if (given) {
        consent = {
          purpose: given.purpose,
          notice_version: given.noticeVersion,
          accepted_at: given.acceptedAt.toISOString(),
          client_ip: given.clientIp,
          user_agent: given.userAgent,
          partner_key: given.partnerKey,
        };
      }
    }
  }
  for (const column of INTERNAL_COLUMNS) delete record[column];
  if (!full) {
    for (const column of PERSONAL_COLUMNS) {
      const value = record[column];
      if (typeof value === 'string' && value !== '') {
        record[column] = column === 'mobile' || column === 'sender_contact' ? maskMobile(value) : null;
      }
    }
    if (consent) consent = { ...consent, client_ip: null, user_agent: null };
    // A mobile written into any other column (details, UTM) is masked too.
    record = maskMobilesIn(record) as Record<string, unknown>;
  }
  const notes = await db
    .select({
      id: leadNotes.id,
      staffId: leadNotes.staffId,
      body: leadNotes.body,
      createdAt: leadNotes.createdAt,
    })
    .from(leadNotes)
    .where(and(eq(leadNotes.kind, kind), eq(leadNotes.leadId, id)))
    .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id));
  const extras = (await leadExtras(db, [{ kind, id }], full)).get(extrasKey(kind, id));
  if (!extras) fail(404, consoleLeadMessages.leadNotFound);
  return {
    lead,
    record,
    consent,
    utm: (record.utm as Record<string, unknown> | undefined) ?? {},
    extras,
    notes: notes.map((n) => ({
      id: Number(n.id),
      staff_id: n.staffId === null ? null : Number(n.staffId),
      body: full ? n.body : maskMobilesInText(n.body),
      created_at: n.createdAt.toISOString(),
    })),
  };
}
