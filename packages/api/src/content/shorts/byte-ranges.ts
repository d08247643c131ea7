/**
 * A file answered with byte ranges as RFC 9110 §14 says (players seek with them; iOS Safari plays
 * nothing without them). The Range header is read by `range-parser` (ADR 040):
 *
 * - no Range, a Range that is not `bytes=…` or not valid syntax: 200 with the whole file (an
 *   invalid Range header is ignored);
 * - one satisfiable range (`bytes=100-199`, the open `bytes=500-`, the suffix `bytes=-500`): 206
 *   with `Content-Range: bytes first-last/size` and just those bytes;
 * - valid syntax but no satisfiable range (all past the end): 416 with `Content-Range: bytes *\/size`;
 * - several ranges that stay several once overlapping and adjacent ones are merged: 200 with the
 *   whole file (a server may ignore Range; no multipart answer);
 * - `If-Range` other than this file's `Last-Modified`: 200 with the whole file.
 *
 * @example return (await fileWithRanges(c, path, 'video/mp4')) ?? fail(404, …);
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Readable } from 'node:stream';
import type { Context } from 'hono';
import parseRange from 'range-parser';

/** The one range to answer with 206, `'unsatisfiable'` (416), or `'whole'` (200). */
type RangeChoice = { start: number; end: number } | 'unsatisfiable' | 'whole';

/** One range-spec: `first-[last]` or the suffix `-length`. */
const RANGE_SPEC = /^[ \t]*(?:(\d+)-(\d*)|-\d+)[ \t]*$/;

/** True for a valid `bytes=` ranges-specifier (an int-range's last is never below its first). */
function isValidBytesRange(header: string): boolean {
  const match = /^bytes=(.*)$/i.exec(header.trim());
  if (!match) return false;
  return (match[1] as string).split(',').every((spec) => {
    const parts = RANGE_SPEC.exec(spec);
    return parts !== null && (!parts[2] || Number(parts[1]) <= Number(parts[2]));
  });
}

/** What a request's Range header asks of a file of `size` bytes. */
function chooseRange(size: number, header: string | undefined): RangeChoice {
  if (header === undefined || !isValidBytesRange(header)) return 'whole';
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -2) return 'whole';
  if (ranges === -1) return 'unsatisfiable';
  if (ranges.length !== 1) return 'whole';
  const [range] = ranges;
  return range ? { start: range.start, end: range.end } : 'whole';
}

/**
 * The headers every byte-range answer shares, and the part asked for: the range of `Range`
 * (when `If-Range` still names this `lastModified`), the whole, or a 416 already answered.
 */
function rangeOf(c: Context, size: number, type: string, lastModified: string) {
  c.header('Content-Type', type);
  c.header('Accept-Ranges', 'bytes');
  c.header('Last-Modified', lastModified);
  const ifRange = c.req.header('if-range');
  const choice =
    ifRange === undefined || ifRange === lastModified ? chooseRange(size, c.req.header('range')) : 'whole';
  if (choice === 'unsatisfiable') {
    c.header('Content-Range', `bytes */${size}`);
    return { refused: c.body(null, 416), start: 0, end: 0, status: 416 as const };
  }
  const { start, end } = choice === 'whole' ? { start: 0, end: size - 1 } : choice;
  if (choice !== 'whole') c.header('Content-Range', `bytes ${start}-${end}/${size}`);
  return { refused: null, start, end, status: choice === 'whole' ? (200 as const) : (206 as const) };
}

/**
 * Bytes held in memory answered with byte ranges (a media store without files, S3), the same
 * rules as a file; `lastModified` stands in for the file's date (the bytes never change).
 */
export function bytesWithRanges(c: Context, bytes: Uint8Array, type: string, lastModified: string): Response {
  const part = rangeOf(c, bytes.byteLength, type, lastModified);
  if (part.refused) return part.refused;
  const { start, end } = part;
  const status = part.status as 200 | 206;
  if (c.req.method === 'HEAD') return c.body(null, status);
  return c.body(bytes.slice(start, end + 1) as Uint8Array<ArrayBuffer>, status);
}

/** The file at `path` answered with byte ranges, or null when there is no such file. */
export async function fileWithRanges(c: Context, path: string, type: string): Promise<Response | null> {
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) return null;
  const size = info.size;
  const part = rangeOf(c, size, type, info.mtime.toUTCString());
  if (part.refused) return part.refused;
  const { start, end } = part;
  const status = part.status as 200 | 206;
  c.header('Content-Length', String(Math.max(0, end - start + 1)));
  if (c.req.method === 'HEAD' || size === 0) return c.body(null, status);
  const stream = Readable.toWeb(createReadStream(path, { start, end })) as ReadableStream<Uint8Array>;
  return c.body(stream, status);
}
