/** @jsxImportSource preact */
import { type CommunityQuoteStore, communityQuoteMessages, regionsByGroup } from '@renovo/core';

const t = communityQuoteMessages;
let groups: ReturnType<typeof regionsByGroup> | null = null;

/** The region select (`region_id`), grouped north / central / south / east / islands. */
export function RegionField({
  store,
  id,
  focusStart,
}: {
  store: CommunityQuoteStore;
  id: string;
  focusStart?: boolean;
}) {
  groups ??= regionsByGroup();
  return (
    <div class="field" part="field region">
      <label for={id}>{t.regionLabel}</label>
      <select
        id={id}
        name="region_id"
        class="control"
        part="input"
        data-focus-start={focusStart ? '' : undefined}
        value={String(store.regionId.value)}
        onChange={(event) => store.setRegion(Number(event.currentTarget.value))}
      >
        {groups.map((group) => (
          <optgroup key={group.key} label={group.name}>
            {group.regions.map((region) => (
              <option key={region.id} value={String(region.id)}>
                {region.name}
              </option>
            ))}
          </optgroup>
        ))}
      </select>
    </div>
  );
}
