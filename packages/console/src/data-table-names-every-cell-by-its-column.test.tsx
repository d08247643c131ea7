// @vitest-environment happy-dom
/**
 * The console's list table names every value by its column: column headers with
 * `scope="col"`, the naming column as row headers (`scope="row"`), each cell's `data-label`
 * equal to its column's header (the phone card layout shows it), a hidden caption, a labelled
 * focusable scroll region, a hidden header (not a label) for a column of buttons, and one
 * "empty" row over every column once loaded — none while loading.
 */
import { consoleMessages as m } from '@renovo/core/messages';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { type Column, DataTable } from './data-table.tsx';

interface Row {
  id: number;
  name: string;
  city: string;
}
const COLUMNS: Column<Row>[] = [
  { header: '名稱', cell: (r) => r.name, rowHeader: true },
  { header: '城市', cell: (r) => r.city },
  { header: '操作', cell: (r) => <button type="button">編輯 {r.id}</button>, hideHeader: true },
];
const ROWS: Row[] = [
  { id: 1, name: '好室設計', city: '臺北市' },
  { id: 2, name: '木子工作室', city: '臺中市' },
];

/** The markup as a document to query. */
function render(rows: Row[], loading = false): Document {
  const html = renderToStaticMarkup(
    <DataTable label="合作夥伴" columns={COLUMNS} rows={rows} rowKey={(r) => r.id} loading={loading} />,
  );
  return new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
}

describe('the list table', () => {
  it('has column headers, row headers and a data-label naming each cell by its column', () => {
    const doc = render(ROWS);
    const region = doc.querySelector('section.table-wrap')!;
    expect(region.getAttribute('aria-label')).toBe('合作夥伴');
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(doc.querySelector('caption')?.textContent).toBe('合作夥伴');
    const headers = [...doc.querySelectorAll('thead th')];
    expect(headers.map((h) => [h.getAttribute('scope'), h.textContent])).toEqual([
      ['col', '名稱'],
      ['col', '城市'],
      ['col', '操作'],
    ]);
    expect(headers[2]!.querySelector('.visually-hidden')).not.toBeNull();
    const rows = [...doc.querySelectorAll('tbody tr')];
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const cells = [...row.children];
      expect(cells[0]!.tagName).toBe('TH');
      expect(cells[0]!.getAttribute('scope')).toBe('row');
      expect(cells.map((c) => c.getAttribute('data-label'))).toEqual(['名稱', '城市', null]);
    }
    expect(rows[1]!.textContent).toContain('木子工作室');
  });

  it('says the list is empty in one row over every column once loaded, and nothing while loading', () => {
    const empty = render([]);
    const cell = empty.querySelector('tbody td')!;
    expect(cell.textContent).toBe(m.common.empty);
    expect(cell.getAttribute('colspan')).toBe('3');
    expect(render([], true).querySelectorAll('tbody tr')).toHaveLength(0);
  });
});
