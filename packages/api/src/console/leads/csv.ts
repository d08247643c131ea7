/**
 * The inbox's CSV export: UTF-8 with a byte-order mark (Excel in Taiwan otherwise reads the file
 * as Big5 and garbles every Chinese cell), CRLF line ends and RFC 4180 quoting. A cell that a
 * spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab or carriage return first) is
 * prefixed with an apostrophe (CSV injection, OWASP). Rows are read in keyset pages, so an
 * export of many leads streams in constant memory.
 */
import type { LeadFilters } from '@renovo/core/contracts';
import { leadCsvHeadings } from '@renovo/core/messages';
import type { Db } from '../../db/client.ts';
import { type LeadCursor, type LeadRow, listLeads } from './leads.service.ts';

/** The byte-order mark that starts the file. */
export const CSV_BOM = '\uFEFF';
/** Most rows one export holds; a larger list must be narrowed by its filters. */
export const CSV_MAX_ROWS = 100_000;
const PAGE = 1000;

/** One cell: formulas neutralised, quoted when it holds a comma, a quote or a line break. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'boolean' ? (value ? '1' : '0') : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One line of cells, CRLF-terminated. */
export function csvLine(cells: unknown[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

const HEADINGS = [
  leadCsvHeadings.kind,
  leadCsvHeadings.id,
  leadCsvHeadings.createdAt,
  leadCsvHeadings.status,
  leadCsvHeadings.mobile,
  leadCsvHeadings.verified,
  leadCsvHeadings.needsReview,
  leadCsvHeadings.partner,
  leadCsvHeadings.module,
  leadCsvHeadings.type,
  leadCsvHeadings.region,
  leadCsvHeadings.page,
  leadCsvHeadings.utmSource,
  leadCsvHeadings.utmCampaign,
  leadCsvHeadings.assignee,
];

function rowCells(row: LeadRow): unknown[] {
  return [
    row.kind,
    row.id,
    row.created_at,
    row.status,
    row.mobile,
    row.mobile_verified,
    row.needs_review,
    row.partner_key,
    row.module,
    row.type,
    row.region_id,
    row.page,
    row.utm_source,
    row.utm_campaign,
    row.assignee_id,
  ];
}

/**
 * The CSV of the filtered list as a stream of UTF-8 bytes: the BOM, the headings, the rows
 * newest first (at most {@link CSV_MAX_ROWS}; a last line says so when the list was cut).
 */
export function leadCsvStream(
  db: Db,
  filters: LeadFilters,
  options: { fullMobiles: boolean; truncatedNote: string; maxRows?: number },
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const max = options.maxRows ?? CSV_MAX_ROWS;
  let cursor: LeadCursor | undefined;
  let written = 0;
  let started = false;
  let done = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (done) return;
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_BOM + csvLine(HEADINGS)));
        return;
      }
      const limit = Math.min(PAGE, max - written);
      const page = await listLeads(db, filters, { cursor, limit, fullMobiles: options.fullMobiles });
      written += page.items.length;
      let text = page.items.map((row) => csvLine(rowCells(row))).join('');
      if (page.next && written >= max) {
        text += csvLine([options.truncatedNote]);
        done = true;
      } else if (!page.next) done = true;
      cursor = page.next ?? undefined;
      if (text) controller.enqueue(encoder.encode(text));
      if (done) controller.close();
    },
  });
}
