import { intBetween, pick, type Random } from '@renovo/api/seeding';
import { LAYOUT_PLANS, ROOMS_BY_HOUSING_TYPE } from './layout-plans.ts';
import type { SeedLayout } from './types.ts';

function drawAreas(random: Random, minArea: number, maxArea: number): { building_area: number }[] {
  const count = intBetween(random, 1, 3);
  const areas = new Set<number>();
  while (areas.size < count) {
    areas.add(Math.round((minArea + random() * (maxArea - minArea)) * 100) / 100);
  }
  return [...areas].sort((a, b) => a - b).map((building_area) => ({ building_area }));
}

/** 1–4 floor plans with distinct room counts; the default one (is_check 1) comes first, the rest by room count. */
export function generateLayouts(random: Random, housingType: number): SeedLayout[] {
  const offered = [...(ROOMS_BY_HOUSING_TYPE[housingType] ?? ROOMS_BY_HOUSING_TYPE[6]!)];
  const count = intBetween(random, 1, Math.min(4, offered.length));
  const rooms: number[] = [];
  while (rooms.length < count) {
    const index = Math.floor(random() * offered.length);
    rooms.push(...offered.splice(index, 1));
  }
  rooms.sort((a, b) => a - b);
  const defaultIndex = Math.floor(random() * rooms.length);
  const ordered = [rooms[defaultIndex]!, ...rooms.filter((_, i) => i !== defaultIndex)];
  return ordered.map((room, i) => {
    const plan = LAYOUT_PLANS.find((p) => p.room === room)!;
    return {
      room,
      hall: pick(random, plan.halls),
      bath: pick(random, plan.baths),
      is_check: i === 0 ? 1 : 0,
      area_list: drawAreas(random, plan.minArea, plan.maxArea),
    };
  });
}
