/**
 * The picker of docs/spec/popups-and-header.md#states ("Picker types: plain, multiple columns, cascading";
 * docs/spec/platform.md#limits: option
 * height 44, 6 visible) as pure functions: which columns show for the chosen values, and the
 * chosen values made whole. A screen draws the columns and keeps the values; these decide them.
 */

/** One option of a column. */
export interface PickerOption {
  value: number;
  label: string;
}

/** An option of a cascading picker: choosing it shows its children in the next column. */
export interface PickerNode extends PickerOption {
  children?: readonly PickerNode[];
}

/** A column as a screen draws it: its accessible name and its options. */
export interface PickerColumn {
  label: string;
  options: readonly PickerOption[];
}

/** What a picker picks from, by type. */
export type PickerSource =
  /** One column. */
  | { type: 'plain'; column: PickerColumn }
  /** Several columns, each chosen on its own. */
  | { type: 'multiple'; columns: readonly PickerColumn[] }
  /** Columns where each one's options are the children of the option chosen before it. */
  | { type: 'cascading'; labels: readonly string[]; tree: readonly PickerNode[] };

/** The columns shown and one chosen value per column. */
export interface PickerView {
  columns: PickerColumn[];
  values: number[];
}

/** The option of `options` with `value`, else the first one (undefined only for no options). */
function chosenIn<T extends PickerOption>(options: readonly T[], value: number | undefined): T | undefined {
  return options.find((o) => o.value === value) ?? options[0];
}

/**
 * The columns of `source` for the wanted `values`, with the values made whole: a value that is
 * not among its column's options becomes that column's first option, and in a cascading picker
 * the columns after a changed one follow it (a new region shows its own districts).
 * @example
 * pickerView({ type: 'cascading', labels: ['縣市', '區'], tree }, [17]).values // [17, first district of 17]
 */
export function pickerView(source: PickerSource, values: readonly number[]): PickerView {
  if (source.type === 'plain') {
    const chosen = chosenIn(source.column.options, values[0]);
    return { columns: [source.column], values: chosen ? [chosen.value] : [] };
  }
  if (source.type === 'multiple') {
    const chosen = source.columns.map((column, i) => chosenIn(column.options, values[i]));
    return { columns: [...source.columns], values: chosen.map((o) => o?.value ?? Number.NaN) };
  }
  const columns: PickerColumn[] = [];
  const chosen: number[] = [];
  let level: readonly PickerNode[] | undefined = source.tree;
  for (let i = 0; i < source.labels.length && level && level.length > 0; i++) {
    const node: PickerNode | undefined = chosenIn(level, values[i]);
    columns.push({ label: source.labels[i] ?? '', options: level });
    if (!node) break;
    chosen.push(node.value);
    level = node.children;
  }
  return { columns, values: chosen };
}

/**
 * The values after choosing option `index` of column `column` (clamped to the column), made whole
 * by {@link pickerView}: in a cascading picker the later columns start at their first option.
 */
export function pickerChoose(
  source: PickerSource,
  values: readonly number[],
  column: number,
  index: number,
): number[] {
  const view = pickerView(source, values);
  const options = view.columns[column]?.options ?? [];
  if (options.length === 0) return view.values;
  const option = options[Math.min(Math.max(index, 0), options.length - 1)];
  if (!option || option.value === view.values[column]) return view.values;
  const next = view.values.slice(0, column);
  next.push(option.value);
  // Multiple columns keep the others; a cascade restarts the later ones.
  if (source.type === 'multiple') next.push(...view.values.slice(column + 1));
  return pickerView(source, next).values;
}

/** The index of the chosen option of each column (for the keyboard's next and previous). */
export function pickerIndexes(view: PickerView): number[] {
  return view.columns.map((column, i) =>
    Math.max(
      0,
      column.options.findIndex((o) => o.value === view.values[i]),
    ),
  );
}
