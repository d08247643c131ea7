/**
 * The region → district picker of phones: the cascading picker sheet of the regions
 * and their districts. Loaded only when a phone opens it: the district list is not needed for
 * the first paint.
 */
import { districtById, regionDistrictSource, siteMessages, WHOLE_REGION } from '@renovo/core';
import { type RefObject, useMemo } from 'react';
import { browserRegion } from '../../lib/browser.ts';
import { PickerSheet } from '../picker/picker.tsx';

/** Props of {@link RegionPicker}. */
export interface RegionPickerProps {
  regionId: number;
  locationId: number;
  onClose(): void;
  returnFocus: RefObject<HTMLElement | null>;
}

/** The sheet; a new region or district is stored and the page reloads (docs/spec/session.md#states). */
export function RegionPicker({ regionId, locationId, onClose, returnFocus }: RegionPickerProps) {
  const source = useMemo(regionDistrictSource, []);
  const shown = districtById(locationId)?.cityId === regionId ? locationId : WHOLE_REGION;
  return (
    <PickerSheet
      title={siteMessages.regionDialog}
      source={source}
      initial={[regionId, shown]}
      returnFocus={returnFocus}
      onClose={onClose}
      onConfirm={([region = regionId, districtId = WHOLE_REGION]) => {
        if (region === regionId && districtId === shown) return;
        const district = districtById(districtId);
        browserRegion().changeDistrict(
          region,
          district ? { id: district.id, cityId: district.cityId, name: district.name } : undefined,
        );
      }}
    />
  );
}
