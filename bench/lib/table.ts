/**
 * A Markdown table of a benchmark's results, columns padded to their widest cell.
 *
 * @example console.log(table(['case', 'p50 ms'], [['home', '12']]));
 */

/** Formats `head` and `rows` (cells as text) as a Markdown table. */
export function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    `| ${widths.map((w, i) => (cells[i] ?? '').padEnd(w)).join(' | ')} |`;
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}
