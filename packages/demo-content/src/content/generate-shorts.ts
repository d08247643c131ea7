/** Short videos: drawn posters and animated slideshows, most linked to a work, over the guide categories. */

import type { shorts } from '@renovo/api/schema-content';
import { ARTICLE_LABELS, intBetween, pick, posterUrl, type Random, videoUrl } from '@renovo/api/seeding';
import { REGIONS, SPACES, STYLES } from '@renovo/core/data';
import { styleWord, type WorkSeed } from './generate-works.ts';
import { daysBefore, fill, popularity, TitleRegistry } from './helpers.ts';
import { SHORT_TITLES } from './words-reviews.ts';

/** A short-video row as generated. */
export type ShortSeed = typeof shorts.$inferInsert & { id: number };

const SPACE_NAME = new Map(
  SPACES.flatMap((o) => (typeof o.value === 'number' ? [[o.value, o.label] as const] : [])),
);
const STYLE_IDS = STYLES.flatMap((o) => (typeof o.value === 'number' ? [o.value] : []));

/** Generates `count` shorts; about 70 % show a work (several for a few works). */
export function generateShorts(random: Random, count: number, works: WorkSeed[]): ShortSeed[] {
  const titles = new TitleRegistry();
  // A few works get several videos, so a work page has a video list.
  const featured = works.filter((w) => w.isRepresent).slice(0, 8);
  return Array.from({ length: count }, (_, index) => {
    const id = index + 1;
    const work =
      index < 16 ? featured[index % featured.length]! : random() < 0.6 ? pick(random, works) : null;
    const styleId = work?.styleId ?? pick(random, STYLE_IDS);
    const spaceId = work ? pick(random, work.spaceIds) : pick(random, [1, 2, 5, 6, 3]);
    let title = '';
    for (let attempt = 0; attempt < 60 && !title; attempt++) {
      const candidate = fill(pick(random, SHORT_TITLES), {
        n: intBetween(random, 3, 9),
        space: SPACE_NAME.get(attempt < 10 ? spaceId : pick(random, [...SPACE_NAME.keys()])) ?? '',
        style: styleWord(attempt < 10 ? styleId : pick(random, STYLE_IDS)),
        area: work?.areaPing ?? intBetween(random, 10, 60),
        region: REGIONS.find((r) => r.id === work?.regionId)?.name ?? pick(random, REGIONS).name,
        housing: pick(random, ['新成屋', '中古屋', '老屋', '預售屋']),
        budget: work?.budgetWan ?? intBetween(random, 6, 60) * 5,
      });
      if (titles.claim(candidate)) title = candidate;
    }
    if (!title) throw new Error(`no unique title for short ${id}`);
    return {
      id,
      title,
      description: work ? `作品「${work.title}」的重點一次看。` : '設計師的裝修小知識，一分鐘看懂。',
      posterUrl: posterUrl(styleId, spaceId, 5000 + id),
      videoUrl: videoUrl(styleId, spaceId, 5000 + id),
      durationSeconds: intBetween(random, 25, 180),
      playCount: popularity(random, 800, 5),
      workId: work?.id ?? null,
      companyId: work?.companyId ?? null,
      categoryId: pick(random, ARTICLE_LABELS).id,
      styleId,
      publishedAt: daysBefore(random, 600, 1),
    };
  });
}
