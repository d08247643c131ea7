/**
 * The work detail's photo groups (docs/spec/session.md#entities): photos by space from `spaces` (name,
 * start_index,
 * total), the floor plans (space_cn = the floor-plan label) apart, since they stay out of the
 * viewer, and the construction photos of a represent work grouped by stage.
 */
import type { ViewerImage } from '../image-viewer/viewer-image.ts';
import type { WorkDetailData, WorkDetailImage } from './work-types.ts';

/** A titled group of photos (a space, or a construction stage). */
export interface PhotoGroup {
  name: string;
  images: WorkDetailImage[];
}

/** Gallery tabs: 1 the photos by space, 2 the construction photos (represent works only). */
export type GalleryTab = 1 | 2;

/** Everything the gallery shows. */
export interface WorkGallery {
  spaces: PhotoGroup[];
  floorPlans: WorkDetailImage[];
  construction: PhotoGroup[];
  /** The viewer list of each tab. */
  viewer: Record<GalleryTab, ViewerImage[]>;
}

/** An image as the viewer shows it. */
export const toViewerImage = (image: WorkDetailImage): ViewerImage => ({
  id: image.id,
  url: image.url,
  alt: image.alt,
  caption: image.space_cn,
});

/** True for the floor plans, which stay out of the viewer list. */
function isFloorPlan(image: WorkDetailImage, floorPlanLabel: string): boolean {
  return image.space_cn === floorPlanLabel;
}

/** Consecutive images with the same label, as groups. */
function runsOf(images: readonly WorkDetailImage[]): PhotoGroup[] {
  const groups: PhotoGroup[] = [];
  for (const img of images) {
    const last = groups[groups.length - 1];
    if (last && last.name === img.space_cn) last.images.push(img);
    else groups.push({ name: img.space_cn, images: [img] });
  }
  return groups;
}

/** The photos of a work minus its floor plans: the viewer list of tab 1. */
export function viewablePhotos(work: WorkDetailData): WorkDetailImage[] {
  return work.images.filter((img) => !isFloorPlan(img, work.floor_plan_label));
}

/** Groups a work's images for the gallery and the viewer. */
export function galleryOf(work: WorkDetailData): WorkGallery {
  const viewable = viewablePhotos(work);
  const covered = new Set<number>();
  const spaces: PhotoGroup[] = [];
  for (const space of work.spaces) {
    const images = work.images
      .slice(space.start_index, space.start_index + space.total)
      .filter((img) => !isFloorPlan(img, work.floor_plan_label));
    if (images.length === 0) continue;
    for (const img of images) covered.add(img.id);
    spaces.push({ name: space.name, images });
  }
  // Photos no space range covers still belong in the gallery.
  spaces.push(...runsOf(viewable.filter((img) => !covered.has(img.id))));
  const constructionImages = work.represent_data?.construction_images ?? [];
  return {
    spaces,
    floorPlans: work.images.filter((img) => isFloorPlan(img, work.floor_plan_label)),
    construction: runsOf(constructionImages),
    viewer: { 1: viewable.map(toViewerImage), 2: constructionImages.map(toViewerImage) },
  };
}
