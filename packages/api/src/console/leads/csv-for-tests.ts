/**
 * Test helper: a CSV export read back as a spreadsheet reads it — RFC 4180 fields (quoted cells,
 * doubled quotes, line breaks inside quotes), CRLF records, the byte-order mark removed — and its
 * rows as records by heading. Tests only.
 */

/** The records of a CSV text, each a list of fields. */
function parseCsv(text: string): string[][] {
  const source = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < source.length; i++) {
    const char = source[i] as string;
    if (quoted) {
      if (char === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ',') {
      record.push(field);
      field = '';
    } else if (char === '\r' && source[i + 1] === '\n') {
      record.push(field);
      records.push(record);
      record = [];
      field = '';
      i++;
    } else field += char;
  }
  if (field !== '' || record.length) records.push([...record, field]);
  return records;
}

/** The headings of a CSV text, and its rows as records by heading. */
export function csvRecords(text: string): { headings: string[]; rows: Record<string, string>[] } {
  const [headings = [], ...rest] = parseCsv(text);
  return {
    headings,
    rows: rest.map((fields) => Object.fromEntries(headings.map((heading, i) => [heading, fields[i] ?? '']))),
  };
}
