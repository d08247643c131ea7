/**
 * Reads a residential-community import file (docs/spec/console.md#community-import) into the
 * communities it names: one row per layout, rows with the same name and address are one
 * community, rows of one community with the same rooms, halls and baths are one layout with
 * several areas. Every bad row is listed with its reason (`row` counts from 1 at the first
 * data row); a community with any bad row is left out whole, so an import never writes half a
 * community. Pure: no database, no clock.
 */
import {
  COMMUNITY_CSV_COLUMNS,
  COMMUNITY_IMPORT_MAX_ROWS,
  REQUIRED_COMMUNITY_CSV_COLUMNS,
} from '@renovo/core/contracts';
import { districtsOf, findOption, HOUSING_TYPES } from '@renovo/core/data';
import { format, communityImportMessages as m } from '@renovo/core/messages';
import { CsvError, parse } from 'csv-parse/sync';

/** A refused row and why. */
interface RowError {
  row: number;
  message: string;
}

/** A layout of an imported community: its rooms and every area the file gives it. */
interface ImportedLayout {
  room: number;
  hall: number;
  bath: number;
  areas: number[];
}

/** A community as the file describes it. */
export interface ImportedCommunity {
  name: string;
  address: string;
  regionId: number;
  district: string;
  /** The housing type's id and label, or 0 and '' when the file does not say. */
  housingType: number;
  housingTypeName: string;
  layouts: ImportedLayout[];
}

/** What a file holds: the communities to write, how many rows they take, the refused rows. */
export interface ReadImport {
  communities: ImportedCommunity[];
  okRows: number;
  errors: RowError[];
}

/** A refusal of the file as a whole (its header, its encoding, its size): a 422. */
export class ImportFileError extends Error {}

/** Layouts one community may have. */
const MAX_LAYOUTS = 50;

/** Text as an editor typed it: trimmed, NFC, no control characters. */
function text(value: string | undefined, max: number): string | null {
  const clean = (value ?? '').normalize('NFC').trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point.
  if (clean === '' || [...clean].length > max || /[\u0000-\u001f\u007f\u2028\u2029]/.test(clean)) return null;
  return clean;
}

/** A whole number 0–20 written in plain digits. */
function count(value: string | undefined): number | null {
  const clean = (value ?? '').trim();
  return /^\d{1,2}$/.test(clean) && Number(clean) <= 20 ? Number(clean) : null;
}

/** A floor area in ping: more than 0, at most 9999, at most two decimals. */
function area(value: string | undefined): number | null {
  const clean = (value ?? '').trim();
  if (!/^\d{1,4}(\.\d{1,2})?$/.test(clean)) return null;
  const n = Number(clean);
  return n > 0 ? n : null;
}

/** Splits the file into rows of fields; a malformed file is refused with the line it breaks on. */
function rowsOf(csv: string): string[][] {
  try {
    return parse(csv, { bom: true, skip_empty_lines: true, relax_column_count: true }) as string[][];
  } catch (error) {
    if (error instanceof CsvError)
      throw new ImportFileError(format(m.unreadable, { line: Number(error.lines ?? 1) }));
    throw error;
  }
}

interface Draft extends ImportedCommunity {
  firstRow: number;
  rows: number[];
  badRows: number[];
  /** `room-hall-bath` → the layout; `room-hall-bath-area` → the row that gave it. */
  layoutIndex: Map<string, ImportedLayout>;
  areaRows: Map<string, number>;
}

/** Reads the import file `csv` (UTF-8 text, BOM allowed). */
export function readCommunityCsv(csv: string): ReadImport {
  const [header, ...rows] = rowsOf(csv);
  const names = (header ?? []).map((cell) => cell.trim().toLowerCase());
  const hasHousingType = names.length === COMMUNITY_CSV_COLUMNS.length;
  const expected = hasHousingType ? COMMUNITY_CSV_COLUMNS : REQUIRED_COMMUNITY_CSV_COLUMNS;
  if (names.length !== expected.length || names.some((name, i) => name !== expected[i]))
    throw new ImportFileError(format(m.header, { header: REQUIRED_COMMUNITY_CSV_COLUMNS.join(',') }));
  if (rows.length === 0) throw new ImportFileError(m.empty);
  if (rows.length > COMMUNITY_IMPORT_MAX_ROWS)
    throw new ImportFileError(format(m.tooManyRows, { max: COMMUNITY_IMPORT_MAX_ROWS }));

  const errors: RowError[] = [];
  const drafts = new Map<string, Draft>();
  for (const [index, cells] of rows.entries()) {
    const row = index + 1;
    const refuse = (message: string) => errors.push({ row, message });
    if (cells.length !== expected.length) {
      refuse(format(m.columns, { expected: expected.length, actual: cells.length }));
      continue;
    }
    const [rawName, rawAddress, rawRegion, rawDistrict, rawRooms, rawHalls, rawBaths, rawArea, rawType] =
      cells;
    const name = text(rawName, 40);
    const address = text(rawAddress, 120);
    const regionId = /^\d{1,3}$/.test((rawRegion ?? '').trim()) ? Number(rawRegion) : Number.NaN;
    const district = text(rawDistrict, 10);
    const type = hasHousingType && (rawType ?? '').trim() !== '' ? Number((rawType ?? '').trim()) : 0;
    const typeOption = type === 0 ? undefined : findOption(HOUSING_TYPES, type);
    const room = count(rawRooms);
    const hall = count(rawHalls);
    const bath = count(rawBaths);
    const size = area(rawArea);
    const problem =
      (name === null && m.name) ||
      (address === null && m.address) ||
      (districtsOf(regionId).length === 0 && m.region) ||
      ((district === null || !districtsOf(regionId).some((d) => d.name === district)) && m.district) ||
      (room === null && m.rooms) ||
      (hall === null && m.halls) ||
      (bath === null && m.baths) ||
      (size === null && m.area) ||
      (type !== 0 &&
        (typeOption === undefined || typeOption.value === 0 || !Number.isInteger(type)) &&
        m.housingType) ||
      null;
    // A row whose name and address can be read still belongs to its community (and spoils it).
    const key = name !== null && address !== null ? `${name}\u0000${address}` : null;
    const draft = key ? drafts.get(key) : undefined;
    if (problem) {
      refuse(problem);
      draft?.badRows.push(row);
      if (key && !draft) drafts.set(key, spoiled(name!, address!, row));
      continue;
    }
    if (!draft) {
      drafts.set(key!, {
        name: name!,
        address: address!,
        regionId,
        district: district!,
        housingType: type,
        housingTypeName: typeOption?.label ?? '',
        layouts: [],
        firstRow: row,
        rows: [],
        badRows: [],
        layoutIndex: new Map(),
        areaRows: new Map(),
      });
    } else if (
      draft.rows.length > 0 &&
      (draft.regionId !== regionId || draft.district !== district || draft.housingType !== type)
    ) {
      refuse(format(m.conflicting, { row: draft.firstRow }));
      draft.badRows.push(row);
      continue;
    } else if (draft.rows.length === 0) {
      // The community's first rows were bad: this good row is still left out with them.
      Object.assign(draft, { regionId, district: district!, housingType: type, firstRow: row });
    }
    const current = drafts.get(key!)!;
    const layoutKey = `${room}-${hall}-${bath}`;
    const areaKey = `${layoutKey}-${size}`;
    const seen = current.areaRows.get(areaKey);
    if (seen !== undefined) {
      refuse(format(m.duplicateLayout, { row: seen }));
      current.badRows.push(row);
      continue;
    }
    let layout = current.layoutIndex.get(layoutKey);
    if (!layout) {
      if (current.layoutIndex.size >= MAX_LAYOUTS) {
        refuse(format(m.tooManyLayouts, { max: MAX_LAYOUTS }));
        current.badRows.push(row);
        continue;
      }
      layout = { room: room!, hall: hall!, bath: bath!, areas: [] };
      current.layoutIndex.set(layoutKey, layout);
      current.layouts.push(layout);
    }
    layout.areas.push(size!);
    current.areaRows.set(areaKey, row);
    current.rows.push(row);
  }

  const communities: ImportedCommunity[] = [];
  let okRows = 0;
  for (const draft of drafts.values()) {
    if (draft.badRows.length > 0) {
      // Its good rows are refused too, each pointing at the bad ones.
      const rowsText = draft.badRows.join('、');
      for (const row of draft.rows)
        errors.push({ row, message: format(m.communityHasBadRow, { rows: rowsText }) });
      continue;
    }
    okRows += draft.rows.length;
    const { name, address, regionId, district, housingType, housingTypeName, layouts } = draft;
    communities.push({ name, address, regionId, district, housingType, housingTypeName, layouts });
  }
  errors.sort((a, b) => a.row - b.row);
  return { communities, okRows, errors };
}

/** A community whose first row was bad: nothing of it is imported. */
function spoiled(name: string, address: string, row: number): Draft {
  return {
    name,
    address,
    regionId: 0,
    district: '',
    housingType: 0,
    housingTypeName: '',
    layouts: [],
    firstRow: row,
    rows: [],
    badRows: [row],
    layoutIndex: new Map(),
    areaRows: new Map(),
  };
}
