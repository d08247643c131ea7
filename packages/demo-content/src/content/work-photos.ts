/** The photos of one work: which spaces, how many of each, in gallery order, with markers. */
import type { ImageMarkerRow } from '@renovo/api/schema-content';
import { intBetween, pick, type Random } from '@renovo/api/seeding';
import { MARKERS_BY_SPACE } from './words-works.ts';

/** Gallery order of the spaces: entry first, the other rooms after. */
const SPACE_ORDER: readonly number[] = [10, 1, 2, 5, 12, 4, 6, 17, 24, 3, 11, 16];

/** A planned photo: its space and markers. */
export interface PlannedPhoto {
  spaceId: number;
  markers: ImageMarkerRow[];
}

/** What the flat has. */
export interface PhotoPlanInput {
  room: number;
  bath: number;
  commercial: boolean;
}

function markersFor(random: Random, spaceId: number): ImageMarkerRow[] {
  if (random() > 0.3) return [];
  const titles = MARKERS_BY_SPACE[spaceId] ?? [];
  const count = Math.min(titles.length, intBetween(random, 1, 2));
  const used = new Set<string>();
  const markers: ImageMarkerRow[] = [];
  while (markers.length < count) {
    const title = pick(random, titles);
    if (used.has(title)) continue;
    used.add(title);
    markers.push({
      x: Math.round((15 + random() * 70) * 10) / 10,
      y: Math.round((25 + random() * 55) * 10) / 10,
      title,
      url: `/search?keyword=${encodeURIComponent(title)}`,
    });
  }
  return markers;
}

/** Plans 6–19 photos over the spaces the flat has, in gallery order. */
export function planPhotos(random: Random, input: PhotoPlanInput): PlannedPhoto[] {
  const target = intBetween(random, 6, 19);
  const spaces = new Map<number, number>();
  const add = (spaceId: number, count: number) => spaces.set(spaceId, (spaces.get(spaceId) ?? 0) + count);
  if (input.commercial) {
    add(1, 2);
    add(12, 1);
    add(16, 2);
    add(3, 1);
  } else {
    add(1, 2);
    add(2, 1);
    add(5, 1);
    add(6, Math.min(input.room, 3));
    add(3, Math.min(input.bath, 2));
  }
  const optional = input.commercial ? [10, 12, 16, 4, 2] : [10, 11, 4, 17, 24, 12, 16];
  for (const spaceId of optional) if (random() < 0.35) add(spaceId, 1);
  let total = [...spaces.values()].reduce((a, b) => a + b, 0);
  const keys = [...spaces.keys()];
  while (total < target) {
    add(pick(random, keys), 1);
    total += 1;
  }
  while (total > target) {
    const key = pick(random, keys);
    const count = spaces.get(key)!;
    if (count > 1 || keys.length > 6) {
      if (count === 1) {
        spaces.delete(key);
        keys.splice(keys.indexOf(key), 1);
      } else spaces.set(key, count - 1);
      total -= 1;
    }
  }
  return SPACE_ORDER.flatMap((spaceId) =>
    Array.from({ length: spaces.get(spaceId) ?? 0 }, () => ({
      spaceId,
      markers: markersFor(random, spaceId),
    })),
  );
}
