/** Names of the reference ids (docs/spec/quotes.md#entities): styles, spaces, housing types and regions. */

import { HOUSING_TYPES, type IdOption, REGIONS, SPACES, STYLES } from '@renovo/core/data';
import { format, unitMessages } from '@renovo/core/messages';

function idMap(list: readonly IdOption[]): Map<number, string> {
  return new Map(list.filter((o) => typeof o.value === 'number').map((o) => [o.value as number, o.label]));
}

/** Style name by id. */
export const STYLE_NAMES = idMap(STYLES);
/** Space name (space_cn) by id. */
export const SPACE_NAMES = idMap(SPACES);
/** Housing type name by id. */
export const HOUSING_TYPE_NAMES = idMap(HOUSING_TYPES);
/** Region name by id. */
export const REGION_NAMES = new Map(REGIONS.map((r) => [r.id, r.name]));

/** The space_cn of a floor plan: such images stay out of the viewer list (docs/spec/session.md#entities). */
export const FLOOR_PLAN_LABEL = unitMessages.floorPlan;

/** `{id, name}` of a style, or null. */
export function styleRef(id: number | null | undefined): { id: number; name: string } | null {
  return id == null ? null : { id, name: STYLE_NAMES.get(id) ?? '' };
}

/** `{id, name}` of a region, or null. */
export function regionRef(id: number | null | undefined): { id: number; name: string } | null {
  return id == null ? null : { id, name: REGION_NAMES.get(id) ?? '' };
}

/** `{id, name}` of a housing type, or null. */
export function housingTypeRef(id: number | null | undefined): { id: number; name: string } | null {
  return id == null ? null : { id, name: HOUSING_TYPE_NAMES.get(id) ?? '' };
}

/** A budget in 萬 as shown: "約 120 萬". */
export function budgetText(wan: number): string {
  return format(unitMessages.budgetWan, { wan });
}
