import type { DecorateLevel, HouseLayout } from './types.ts';

/** A room kind of the layout that a per-room rate counts. */
type RoomKind = keyof HouseLayout;

/** Priced per ping of the home's size (quantity shown as 'N坪'). */
interface PingRate {
  name: string;
  per: 'ping';
  unit_price: number;
}

/** Priced per room of the listed kinds, at most `max` of them (quantity shown as 'N' + unit). */
interface RoomRate {
  name: string;
  per: 'room';
  rooms: readonly RoomKind[];
  unit: string;
  unit_price: number;
  max?: number;
}

/** Priced once for the whole job (quantity shown as '1式' or '1' + unit). */
interface LotRate {
  name: string;
  per: 'lot';
  unit_price: number;
  unit?: string;
}

/** One rate-card line. */
export type RateItem = PingRate | RoomRate | LotRate;

/** A named group of rate-card lines. */
interface RateGroup {
  name: string;
  items: readonly RateItem[];
}

/** A named category of groups. */
export interface RateCategory {
  name: string;
  groups: readonly RateGroup[];
}

/** The rate card of one decoration level: the categories of each of the two parts. */
export interface RateCard {
  level: DecorateLevel;
  name: string;
  design_and_construction: readonly RateCategory[];
  furniture_and_appliance: readonly RateCategory[];
}
