/** Where a photo of a work sits: its list (gallery or construction), its index and its neighbours. */
import { viewablePhotos } from './gallery-groups.ts';
import type { WorkDetailData, WorkDetailImage } from './work-types.ts';

/** A photo found in a work. */
export interface PhotoPlace {
  image: WorkDetailImage;
  /** The photos it is browsed among (the viewer list it belongs to). */
  list: WorkDetailImage[];
  index: number;
  /** True for a floor plan (shown alone: it stays out of the viewer). */
  floorPlan: boolean;
}

/** The place of photo `pid` in the work, or null when the work has no such photo. */
export function findPhoto(work: WorkDetailData, pid: number): PhotoPlace | null {
  const lists = [viewablePhotos(work), work.represent_data?.construction_images ?? []];
  for (const list of lists) {
    const index = list.findIndex((img) => img.id === pid);
    if (index >= 0) return { image: list[index]!, list, index, floorPlan: false };
  }
  const plan = work.images.find((img) => img.id === pid);
  return plan ? { image: plan, list: [plan], index: 0, floorPlan: true } : null;
}
