/** One floor plan of a community: rooms, halls, baths, whether it is the default, and its sizes in ping. */
export interface SeedLayout {
  room: number;
  hall: number;
  bath: number;
  is_check: 0 | 1;
  area_list: { building_area: number }[];
}

/** A residential community as the community search answers it, with its layouts. */
export interface SeedCommunity {
  id: number;
  region_id: number;
  name: string;
  title: string;
  address: string;
  tag: string;
  housingType: number;
  housingTypeName: string;
  layouts: SeedLayout[];
}
