/**
 * docs/spec/popups-and-header.md#states: "Picker types: plain, multiple columns, cascading";
 * docs/spec/platform.md#limits: option height 44, 6
 * visible. The cascading region → district picker of phones.
 */
import { describe, expect, it } from 'vitest';
import { PICKER } from '../data/constants.ts';
import { districtById, districtsOf } from '../data/districts.ts';
import { REGIONS } from '../data/regions.ts';
import { regionDistrictSource, WHOLE_REGION } from '../region/district-picker.ts';
import { applyDistrictChoice, defaultRegionState } from '../region/rules.ts';
import { type PickerSource, pickerChoose, pickerIndexes, pickerView } from './picker.ts';

const column = (label: string, ...values: number[]) => ({
  label,
  options: values.map((value) => ({ value, label: `${label}${value}` })),
});

describe('the picker: plain, multiple columns and cascading', () => {
  it('options are 44 px high with 6 visible', () => {
    expect(PICKER).toEqual({ optionHeight: 44, visibleOptions: 6 });
  });

  it('plain: one column; an unknown value becomes the first option', () => {
    const source: PickerSource = { type: 'plain', column: column('a', 5, 6, 7) };
    expect(pickerView(source, [6])).toEqual({ columns: [source.column], values: [6] });
    expect(pickerView(source, [99]).values).toEqual([5]);
    expect(pickerChoose(source, [5], 0, 2)).toEqual([7]);
    // Beyond the ends: clamped.
    expect(pickerChoose(source, [5], 0, 10)).toEqual([7]);
    expect(pickerChoose(source, [7], 0, -3)).toEqual([5]);
  });

  it('multiple columns: each is chosen on its own', () => {
    const source: PickerSource = { type: 'multiple', columns: [column('a', 1, 2, 3), column('b', 10, 20)] };
    expect(pickerView(source, [2, 20]).values).toEqual([2, 20]);
    expect(pickerChoose(source, [2, 20], 0, 0)).toEqual([1, 20]);
    expect(pickerChoose(source, [2, 20], 1, 0)).toEqual([2, 10]);
    expect(pickerIndexes(pickerView(source, [3, 20]))).toEqual([2, 1]);
  });

  it('cascading: the next column is the chosen option’s children, restarting when it changes', () => {
    const source: PickerSource = {
      type: 'cascading',
      labels: ['a', 'b', 'c'],
      tree: [
        {
          value: 1,
          label: 'one',
          children: [
            { value: 11, label: '11' },
            { value: 12, label: '12' },
          ],
        },
        {
          value: 2,
          label: 'two',
          children: [
            { value: 21, label: '21', children: [{ value: 211, label: '211' }] },
            { value: 22, label: '22' },
          ],
        },
      ],
    };
    const view = pickerView(source, [1, 12]);
    expect(view.values).toEqual([1, 12]);
    expect(view.columns.map((c) => c.options.map((o) => o.value))).toEqual([
      [1, 2],
      [11, 12],
    ]);
    // Choosing "two" shows its children from the first one, and their children in turn.
    expect(pickerChoose(source, [1, 12], 0, 1)).toEqual([2, 21, 211]);
    expect(pickerView(source, [2, 21]).columns).toHaveLength(3);
    // A value of another branch is not kept.
    expect(pickerView(source, [2, 12]).values).toEqual([2, 21, 211]);
    // Choosing in a later column keeps the earlier ones.
    expect(pickerChoose(source, [2, 21, 211], 1, 1)).toEqual([2, 22]);

    // A new parent restarts its children even where the old child's value is among them.
    const shared: PickerSource = {
      type: 'cascading',
      labels: ['a', 'b'],
      tree: [1, 2].map((value) => ({
        value,
        label: String(value),
        children: [
          { value: 0, label: 'all' },
          { value: 5, label: 'five' },
        ],
      })),
    };
    expect(pickerChoose(shared, [1, 5], 0, 1)).toEqual([2, 0]);
  });
});

describe('the region → district picker', () => {
  const source = regionDistrictSource();

  it('lists the 22 regions, and for each 全區 then its own districts', () => {
    const view = pickerView(source, [17]);
    expect(view.columns[0]?.options.map((o) => o.value)).toEqual(REGIONS.map((r) => r.id));
    expect(view.values).toEqual([17, WHOLE_REGION]);
    expect(view.columns[1]?.options.map((o) => o.value)).toEqual([
      WHOLE_REGION,
      ...districtsOf(17).map((d) => d.id),
    ]);
    // Another region restarts the district column at 全區.
    const fengshan = districtsOf(17).find((d) => d.name === '鳳山區');
    expect(fengshan).toBeDefined();
    const chosen = pickerChoose(source, [17, fengshan?.id ?? 0], 0, 0);
    expect(chosen).toEqual([1, WHOLE_REGION]);
  });

  it('a chosen district becomes the location; 全區 or another region’s district leaves the region', () => {
    const fengshan = districtsOf(17).find((d) => d.name === '鳳山區');
    const state = applyDistrictChoice(defaultRegionState(), 17, fengshan);
    expect(state).toMatchObject({
      regionId: 17,
      regionName: '高雄市',
      locationId: fengshan?.id,
      locationName: '鳳山區',
      isTw: 1,
    });
    expect(applyDistrictChoice(defaultRegionState(), 17, undefined)).toMatchObject({
      regionId: 17,
      locationId: 17,
      locationName: '高雄市',
    });
    const daan = districtById(districtsOf(1).find((d) => d.name === '大安區')?.id ?? 0);
    expect(applyDistrictChoice(defaultRegionState(), 17, daan)).toMatchObject({
      regionId: 17,
      locationId: 17,
    });
  });
});
