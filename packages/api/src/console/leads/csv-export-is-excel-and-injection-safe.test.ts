/**
 * The CSV export opens in Excel in Taiwan (UTF-8 with BOM, CRLF) and cannot run a formula: cells
 * with a comma, a quote or a line break are quoted (quotes doubled), and a cell starting with
 * = + - @ (or a tab / carriage return) gets a leading apostrophe.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import { CSV_BOM, csvCell, csvLine, leadCsvStream } from './csv.ts';
import { writeLeads } from './leads-for-tests.ts';
import { signedInStaff } from './staff-for-tests.ts';

describe('csv cells', () => {
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('王, 小明')).toBe('"王, 小明"');
    expect(csvCell('他說 "好"')).toBe('"他說 ""好"""');
    expect(csvCell('一\n二')).toBe('"一\n二"');
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell(null)).toBe('');
    expect(csvCell(true)).toBe('1');
  });

  it('neutralises formula-leading cells', () => {
    expect(csvCell("=cmd|' /C calc'!A0")).toBe("'=cmd|' /C calc'!A0");
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('=HYPERLINK("http://x", "y")')).toBe('"\'=HYPERLINK(""http://x"", ""y"")"');
  });

  it('ends lines with CRLF', () => {
    expect(csvLine(['a', 'b'])).toBe('a,b\r\n');
  });
});

describe.each(DATABASE_LANES)('the CSV export on %s', (lane) => {
  let h: TestHarness;
  beforeAll(async () => {
    h = await createHarness({ lane });
    await writeLeads(h.db, [
      {
        kind: 'basic',
        at: new Date('2026-05-01T02:00:00Z'),
        mobile: '0912000333',
        page: 'https://partner.example/a,b"c',
        utm: { source: '=cmd|calc', campaign: '春季\n活動' },
      },
      { kind: 'consult', at: new Date('2026-05-01T03:00:00Z'), mobile: '0912000444', module: '+SUM(1)' },
    ]);
  });
  afterAll(() => h.close());

  it('starts with the BOM and zh-TW headings, and parses back to the stored values', async () => {
    const admin = await signedInStaff(h, 'admin', 'admin@example.com');
    const answer = await h.app.request('/console/api/leads.csv?from=2026-05-01&to=2026-05-01', {
      headers: admin.read,
    });
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-\d{8}\.csv"$/);
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.startsWith(`${CSV_BOM}類型,編號,建立時間 (UTC+08:00),狀態,行動電話`)).toBe(true);
    expect(text).toContain('"https://partner.example/a,b""c"');
    expect(text).toContain("'=cmd|calc");
    expect(text).toContain('"春季\n活動"');
    expect(text).toContain("'+SUM(1)");
    // Three records: headings and two leads (the quoted line break is inside a cell).
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(3);
  });

  it('a list longer than one export holds ends with a line that says so', async () => {
    const stream = leadCsvStream(
      h.db,
      {},
      { fullMobiles: false, truncatedNote: '只匯出前 1 筆', maxRows: 1 },
    );
    const text = await new Response(stream).text();
    const lines = text.split('\r\n').filter(Boolean);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toBe('只匯出前 1 筆');
  });
});
