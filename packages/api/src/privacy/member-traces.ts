/**
 * What a member leaves besides the account and the leads: shares, visits and image saves (the
 * counters keep the row, the erasure removes the member and the device id from it), style-test
 * results and survey answers (the person's own answers: deleted), and the staff's notes on the
 * person's leads (they may name or describe the person: deleted with the lead's anonymisation).
 * Rows a signed-out device left carry only its device id, which no mobile leads to: they are not
 * the person's as far as this system can tell.
 */
import type { LeadKind } from '@renovo/core/contracts';
import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client.ts';
import { shares, visits } from '../db/schema.ts';
import { leadNotes } from '../db/schema-leads.ts';
import { imageSaves, styleTestResults, surveyResponses } from '../db/schema-visitors.ts';

const iso = (d: Date) => d.toISOString();

/** A lead by its inbox key. */
export interface LeadRef {
  kind: LeadKind;
  id: number;
}

/**
 * The rows of a table that name one of these leads by its kind and id columns (none when there
 * are no leads): the staff's notes, the companies' offers.
 */
export function rowsOfLeads(
  leads: LeadRef[],
  columns: { kind: AnyPgColumn; id: AnyPgColumn },
): SQL | undefined {
  const kinds = [...new Set(leads.map((l) => l.kind))];
  if (kinds.length === 0) return undefined;
  return or(
    ...kinds.map((kind) =>
      and(
        eq(columns.kind, kind),
        inArray(
          columns.id,
          leads.filter((l) => l.kind === kind).map((l) => l.id),
        ),
      ),
    ),
  );
}

/** The notes of these leads (none when there are no leads). */
const notesOf = (leads: LeadRef[]) => rowsOfLeads(leads, { kind: leadNotes.kind, id: leadNotes.leadId });

/** The member's traces and the notes on the person's leads, for the export. */
export async function exportMemberTraces(db: Db, userId: number | null, leads: LeadRef[]) {
  const notesWhere = notesOf(leads);
  const byMember = async <T>(read: (id: number) => Promise<T[]>) => (userId === null ? [] : read(userId));
  const [shareRows, visitRows, saveRows, testRows, surveyRows, noteRows] = await Promise.all([
    byMember((id) => db.select().from(shares).where(eq(shares.userId, id))),
    byMember((id) => db.select().from(visits).where(eq(visits.userId, id))),
    byMember((id) => db.select().from(imageSaves).where(eq(imageSaves.userId, id))),
    byMember((id) => db.select().from(styleTestResults).where(eq(styleTestResults.userId, id))),
    byMember((id) => db.select().from(surveyResponses).where(eq(surveyResponses.userId, id))),
    notesWhere === undefined ? Promise.resolve([]) : db.select().from(leadNotes).where(notesWhere),
  ]);
  return {
    shares: shareRows.map((r) => ({
      share_type: r.shareType,
      type: r.type,
      source_id: r.sourceId,
      client_uuid: r.clientUuid,
      created_at: iso(r.createdAt),
    })),
    visits: visitRows.map((r) => ({
      source_type: r.sourceType,
      source_id: r.sourceId,
      client_uuid: r.clientUuid,
      created_at: iso(r.createdAt),
    })),
    image_saves: saveRows.map((r) => ({
      url: r.url,
      source_type: r.sourceType,
      source_id: r.sourceId,
      client_uuid: r.clientUuid,
      created_at: iso(r.createdAt),
    })),
    style_tests: testRows.map((r) => ({
      image_ids: r.imageIds,
      style_ids: r.styleIds,
      counts: r.counts,
      client_uuid: r.clientUuid,
      created_at: iso(r.createdAt),
    })),
    survey_answers: surveyRows.map((r) => ({
      survey_key: r.surveyKey,
      answers: r.answers,
      client_uuid: r.clientUuid,
      created_at: iso(r.createdAt),
    })),
    lead_notes: noteRows.map((r) => ({
      lead_kind: r.kind,
      lead_id: r.leadId,
      body: r.body,
      created_at: iso(r.createdAt),
    })),
  };
}

/** The personal fields of a counted trace (share, visit, image save), emptied. */
const ANONYMOUS_TRACE = { userId: null, clientUuid: null } as const;

/** Erases the member's traces and the notes on the person's leads; answers the counts. */
export async function eraseMemberTraces(tx: Tx, userId: number | null, leads: LeadRef[]) {
  const notesWhere = notesOf(leads);
  const lead_notes =
    notesWhere === undefined
      ? 0
      : (await tx.delete(leadNotes).where(notesWhere).returning({ id: leadNotes.id })).length;
  if (userId === null)
    return { lead_notes, shares: 0, visits: 0, image_saves: 0, style_tests: 0, survey_answers: 0 };
  const anonymise = async (table: typeof shares | typeof visits | typeof imageSaves) =>
    (await tx.update(table).set(ANONYMOUS_TRACE).where(eq(table.userId, userId)).returning({ id: table.id }))
      .length;
  return {
    lead_notes,
    shares: await anonymise(shares),
    visits: await anonymise(visits),
    image_saves: await anonymise(imageSaves),
    style_tests: (
      await tx
        .delete(styleTestResults)
        .where(eq(styleTestResults.userId, userId))
        .returning({ id: styleTestResults.id })
    ).length,
    survey_answers: (
      await tx
        .delete(surveyResponses)
        .where(eq(surveyResponses.userId, userId))
        .returning({ id: surveyResponses.id })
    ).length,
  };
}
