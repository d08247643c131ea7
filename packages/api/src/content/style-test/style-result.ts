/** The style-test result: the most chosen styles of the picked images. */
import { styleTestImage } from '../catalogue/style-test.ts';

/** How many images of each style were picked, most first (ties in the order first picked). */
export function countStyles(imageIds: number[]): { style_id: number; count: number }[] {
  const counts = new Map<number, number>();
  for (const id of imageIds) {
    const image = styleTestImage(id);
    if (image) counts.set(image.style_id, (counts.get(image.style_id) ?? 0) + 1);
  }
  // Map keeps first-insertion order, and the sort is stable: ties stay in the order first picked.
  return [...counts.entries()]
    .map(([style_id, count]) => ({ style_id, count }))
    .sort((a, b) => b.count - a.count);
}

/** The most chosen style ids (all of them when several tie for first). */
export function topStyles(counts: { style_id: number; count: number }[]): number[] {
  const best = counts[0]?.count ?? 0;
  return counts.filter((c) => c.count === best).map((c) => c.style_id);
}
