/**
 * The region → district picker's source (the picker on phones): a cascading picker of
 * the 22 regions, each with 全區 (the whole region, value 0) and then its districts in postal
 * order. Kept apart from the region rules so only the screen that opens the picker loads the
 * district list.
 */
import { districtsOf } from '../data/districts.ts';
import { REGIONS } from '../data/regions.ts';
import { pickerMessages } from '../messages/zh-TW.ts';
import type { PickerSource } from '../picker/picker.ts';

/** The value of 全區 in the district column. */
export const WHOLE_REGION = 0;

/** The cascading source: regions, then 全區 and the region's districts. */
export function regionDistrictSource(): PickerSource {
  return {
    type: 'cascading',
    labels: [pickerMessages.cityColumn, pickerMessages.districtColumn],
    tree: REGIONS.map((region) => ({
      value: region.id,
      label: region.name,
      children: [
        { value: WHOLE_REGION, label: pickerMessages.wholeCity },
        ...districtsOf(region.id).map((d) => ({ value: d.id, label: d.name })),
      ],
    })),
  };
}
