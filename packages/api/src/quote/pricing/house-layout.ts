import { format, quotePartMessages, serverMessages } from '@renovo/core/messages';
import type { HouseLayout } from './types.ts';

/** Largest count accepted for any one room kind of a layout. */
const MAX_ROOMS_PER_KIND = 20;

/** Typical Taiwan layouts by size: the first tier whose `upTo` (ping) covers the size wins. */
const LAYOUT_TIERS: readonly { upTo: number; layout: HouseLayout }[] = [
  { upTo: 15, layout: { bedroom: 1, living_room: 1, kitchen: 1, bathroom: 1, balcony: 1 } },
  { upTo: 30, layout: { bedroom: 2, living_room: 1, kitchen: 1, bathroom: 1, balcony: 1 } },
  { upTo: 45, layout: { bedroom: 3, living_room: 2, kitchen: 1, bathroom: 2, balcony: 1 } },
  { upTo: 70, layout: { bedroom: 4, living_room: 2, kitchen: 1, bathroom: 2, balcony: 2 } },
  {
    upTo: Number.POSITIVE_INFINITY,
    layout: { bedroom: 5, living_room: 2, kitchen: 1, bathroom: 3, balcony: 2 },
  },
];

/** A plausible layout for a home of this many ping: ≤15 1房1廳1衛, ≤30 2房1廳1衛, ≤45 3房2廳2衛, ≤70 4房2廳2衛, else 5房2廳3衛. */
export function deriveHouseLayout(size: number): HouseLayout {
  const tier = LAYOUT_TIERS.find((t) => size <= t.upTo) ?? LAYOUT_TIERS[LAYOUT_TIERS.length - 1]!;
  return { ...tier.layout };
}

/** The zh-TW name of each room kind, in the order the form lists them. */
const ROOM_KIND_NAMES: Readonly<Record<keyof HouseLayout, string>> = quotePartMessages.rooms;

/** A copy of the layout, or a RangeError when a count is not an integer from 0 to MAX_ROOMS_PER_KIND. */
export function checkHouseLayout(layout: HouseLayout): HouseLayout {
  if (typeof layout !== 'object' || layout === null) {
    throw new RangeError(serverMessages.layoutInvalid);
  }
  const copy = {} as HouseLayout;
  for (const kind of Object.keys(ROOM_KIND_NAMES) as (keyof HouseLayout)[]) {
    const count = layout[kind];
    if (!Number.isInteger(count) || count < 0 || count > MAX_ROOMS_PER_KIND) {
      throw new RangeError(
        format(serverMessages.layoutRoomCount, { room: ROOM_KIND_NAMES[kind], maxRooms: MAX_ROOMS_PER_KIND }),
      );
    }
    copy[kind] = count;
  }
  return copy;
}
