/**
 * The inbox's CSV export: UTF-8 with a byte-order mark (Excel in Taiwan otherwise reads the file
 * as Big5 and garbles every Chinese cell), CRLF line ends and RFC 4180 quoting. It reads as the
 * inbox does (docs/spec/console.md#lead-inbox): times in Taiwan time with the offset in their
 * headings, each coded value by its zh-TW name (`@renovo/core`'s lead labels, the screen's words)
 * with its code in a column of its own, and what the lead records beyond the index (the home,
 * every UTM value). A cell that a
 * spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab or carriage return first) is
 * prefixed with an apostrophe (CSV injection, OWASP). Rows are read in keyset pages, so an
 * export of many leads streams in constant memory.
 */
import {
  type LeadExtras,
  type LeadFilters,
  layoutLabel,
  leadKindLabel,
  leadStatusLabel,
  moduleLabel,
  pagePath,
  partnerLabel,
  regionLabel,
  sourceTypeLabel,
  TAIPEI_OFFSET,
} from '@renovo/core/contracts';
import { consoleMessages, format, leadCsvHeadings, leadLabelMessages } from '@renovo/core/messages';
import type { Db } from '../../db/client.ts';
import { formatTaipei } from '../../lib/time.ts';
import { extrasKey, leadExtras } from './lead-extras.service.ts';
import { csvLookups } from './lead-lookups.service.ts';
import type { Viewer } from './lead-views.ts';
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

/** What a page's rows are named by: the lookups (loaded once per export) and the page's extras. */
interface CsvContext {
  lookups: Awaited<ReturnType<typeof csvLookups>>;
  extras: Map<string, LeadExtras>;
}

/** A flag as the spreadsheet reads it. */
const yesNo = (flag: boolean) => (flag ? consoleMessages.common.yes : consoleMessages.common.no);
/** A time in Taiwan time (`YYYY-MM-DD HH:mm:ss`, which Excel reads as a date and time). */
const taipei = (iso: string | null) => (iso ? formatTaipei(new Date(iso)) : null);
const withOffset = (heading: string) => format(heading, { offset: TAIPEI_OFFSET });
const facts = leadLabelMessages.facts;

/**
 * The columns: heading and cell. A reader's columns first (names, Taiwan times), then each coded
 * value's code (…代碼) for tools. The headings name the times' offset.
 */
const COLUMNS: readonly {
  heading: string;
  cell(row: LeadRow, extras: LeadExtras | undefined, c: CsvContext): unknown;
}[] = [
  { heading: leadCsvHeadings.kind, cell: (row) => leadKindLabel(row.kind) },
  { heading: leadCsvHeadings.id, cell: (row) => row.id },
  { heading: withOffset(leadCsvHeadings.createdAt), cell: (row) => taipei(row.created_at) },
  { heading: leadCsvHeadings.status, cell: (row) => leadStatusLabel(row.status) },
  { heading: leadCsvHeadings.mobile, cell: (row) => row.mobile },
  { heading: leadCsvHeadings.verified, cell: (row) => yesNo(row.mobile_verified) },
  { heading: leadCsvHeadings.needsReview, cell: (row) => yesNo(row.needs_review) },
  { heading: leadCsvHeadings.region, cell: (row) => regionLabel(row.region_id) },
  { heading: facts.size, cell: (_, x) => x?.size },
  { heading: facts.layout, cell: (_, x) => layoutLabel(x?.layout ?? null) },
  { heading: facts.community, cell: (_, x) => x?.community_name },
  { heading: leadCsvHeadings.partner, cell: (row, _, c) => partnerLabel(row.partner_key, c.lookups) },
  { heading: leadCsvHeadings.module, cell: (row, _, c) => moduleLabel(row.module, c.lookups) },
  { heading: facts.sourceType, cell: (row) => sourceTypeLabel(row.type) },
  { heading: leadCsvHeadings.page, cell: (row) => row.page },
  { heading: facts.path, cell: (row) => pagePath(row.page) },
  { heading: facts.utmSource, cell: (_, x) => x?.utm.source },
  { heading: facts.utmMedium, cell: (_, x) => x?.utm.medium },
  { heading: facts.utmCampaign, cell: (_, x) => x?.utm.campaign },
  { heading: facts.utmContent, cell: (_, x) => x?.utm.content },
  {
    heading: leadCsvHeadings.assignee,
    cell: (row, _, c) => (row.assignee_id === null ? null : (c.lookups.staff.get(row.assignee_id) ?? null)),
  },
  { heading: withOffset(leadCsvHeadings.updatedAt), cell: (row) => taipei(row.updated_at) },
  { heading: leadCsvHeadings.kindCode, cell: (row) => row.kind },
  { heading: leadCsvHeadings.statusCode, cell: (row) => row.status },
  { heading: leadCsvHeadings.regionCode, cell: (row) => row.region_id },
  { heading: leadCsvHeadings.communityCode, cell: (_, x) => x?.community_id },
  { heading: leadCsvHeadings.partnerCode, cell: (row) => row.partner_key },
  { heading: leadCsvHeadings.moduleCode, cell: (row) => row.module },
  { heading: leadCsvHeadings.sourceTypeCode, cell: (row) => row.type },
  { heading: leadCsvHeadings.assigneeCode, cell: (row) => row.assignee_id },
];

/** The heading line's cells, in column order. */
const CSV_HEADINGS: readonly string[] = COLUMNS.map((column) => column.heading);

function rowCells(row: LeadRow, context: CsvContext): unknown[] {
  const extras = context.extras.get(extrasKey(row.kind, row.id));
  return COLUMNS.map((column) => column.cell(row, extras, context));
}

/**
 * The CSV of the filtered list as a stream of UTF-8 bytes: the BOM, the headings, the rows
 * newest first (at most {@link CSV_MAX_ROWS}; a last line says so when the list was cut).
 */
export function leadCsvStream(
  db: Db,
  filters: LeadFilters,
  options: { fullMobiles: boolean; truncatedNote: string; maxRows?: number; viewer?: Viewer },
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const max = options.maxRows ?? CSV_MAX_ROWS;
  let cursor: LeadCursor | undefined;
  let written = 0;
  let lookups: CsvContext['lookups'] | undefined;
  let done = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (done) return;
      if (!lookups) {
        lookups = await csvLookups(db);
        controller.enqueue(encoder.encode(CSV_BOM + csvLine([...CSV_HEADINGS])));
        return;
      }
      const limit = Math.min(PAGE, max - written);
      const page = await listLeads(db, filters, {
        cursor,
        limit,
        fullMobiles: options.fullMobiles,
        viewer: options.viewer,
      });
      written += page.items.length;
      const context = { lookups, extras: await leadExtras(db, page.items, options.fullMobiles) };
      let text = page.items.map((row) => csvLine(rowCells(row, context))).join('');
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
