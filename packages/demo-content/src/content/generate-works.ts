/**
 * Works: 300 portfolios spread over every region, style and housing type, each with 6–19 photos
 * over the space ids plus a floor plan; 30 represent works also carry construction photos.
 */

import type { workImages, works } from '@renovo/api/schema-content';
import {
  CONSTRUCTION_STAGES,
  constructionUrl,
  intBetween,
  photoUrl,
  pick,
  pickWeighted,
  planUrl,
  type Random,
} from '@renovo/api/seeding';
import { REGIONS, SPACES, STYLES } from '@renovo/core/data';
import { SEED_REGIONS } from '../communities/regions.ts';
import type { CompanySeed } from './generate-companies.ts';
import { daysBefore, popularity, sample, TitleRegistry } from './helpers.ts';
import { DESIGNER_TITLES, GIVEN_NAMES, SURNAMES } from './words-people.ts';
import {
  APPROACHES,
  HOUSEHOLDS,
  RESULTS,
  ROOM_WORDS,
  WISHES,
  WORK_TAGS,
  WORK_THEMES,
} from './words-works.ts';
import { planPhotos } from './work-photos.ts';

/** A work row as generated. */
export type WorkSeed = typeof works.$inferInsert & { id: number; spaceIds: number[] };
/** A work image row as generated. */
export type WorkImageSeed = typeof workImages.$inferInsert & { id: number };

/** The space_cn of floor plans (the client leaves them out of the viewer). */
const PLAN_LABEL = '平面圖';

const STYLE_NAME = new Map(
  STYLES.flatMap((o) => (typeof o.value === 'number' ? [[o.value, o.label] as const] : [])),
);
const SPACE_NAME = new Map(
  SPACES.flatMap((o) => (typeof o.value === 'number' ? [[o.value, o.label] as const] : [])),
);
const ALL_STYLE_IDS = [...STYLE_NAME.keys()];

/** The word a title uses for a style ("其他" reads oddly in a title). */
export function styleWord(styleId: number): string {
  return styleId === 23 ? '人文風' : (STYLE_NAME.get(styleId) ?? '');
}

const HOUSING = [
  { id: 1, weight: 25, word: '新成屋', perPing: [2.5, 4.5] },
  { id: 6, weight: 25, word: '中古屋', perPing: [3, 5.5] },
  { id: 3, weight: 18, word: '老屋', perPing: [4.5, 8] },
  { id: 8, weight: 8, word: '', perPing: [1.2, 3] },
  { id: 4, weight: 5, word: '透天', perPing: [3.5, 7] },
  { id: 5, weight: 10, word: '預售屋', perPing: [2.5, 4.5] },
  { id: 2, weight: 4, word: '毛胚屋', perPing: [5, 9] },
  { id: 7, weight: 5, word: '商空', perPing: [3, 7] },
] as const;

const STYLE_COST: Record<number, number> = { 6: 1.45, 3: 1.35, 7: 1.2, 5: 1.15 };

function areaFor(random: Random, housingType: number): number {
  if (housingType === 7) return intBetween(random, 15, 80);
  if (housingType === 4) return intBetween(random, 40, 110);
  if (housingType === 8) return intBetween(random, 6, 40);
  if (random() < 0.05) return intBetween(random, 7, 10);
  return Math.round(12 + 50 * random() ** 1.4);
}

function layoutFor(random: Random, area: number): { room: number; hall: number; bath: number } {
  const room = area <= 15 ? 1 : area <= 25 ? 2 : area <= 40 ? 3 : area <= 60 ? 4 : intBetween(random, 4, 5);
  const hall = area < 25 ? 1 : random() < 0.6 ? 2 : 1;
  const bath = room >= 4 && area > 55 ? 3 : room >= 3 ? 2 : 1;
  return { room, hall, bath };
}

function tagsFor(random: Random, spaceIds: number[], housingType: number, area: number): string[] {
  const tags = new Set<string>();
  if (spaceIds.includes(10)) tags.add('玄關落塵區');
  if (spaceIds.includes(17)) tags.add('親子空間');
  if (area <= 20) tags.add('小坪數');
  if (housingType === 3) tags.add('老屋翻新');
  if (housingType === 8) tags.add('輕裝修');
  for (const tag of sample(random, WORK_TAGS, intBetween(random, 1, 2))) tags.add(tag);
  return [...tags].slice(0, 4);
}

/** Everything the works generator returns. */
export interface GeneratedWorks {
  works: WorkSeed[];
  images: WorkImageSeed[];
}

/** Generates `count` works of the given companies, `representCount` of them represent works. */
export function generateWorks(
  random: Random,
  companies: CompanySeed[],
  count: number,
  representCount: number,
): GeneratedWorks {
  const titles = new TitleRegistry();
  const list: WorkSeed[] = [];
  const images: WorkImageSeed[] = [];
  const represent = new Set(
    sample(
      random,
      Array.from({ length: count }, (_, i) => i + 1),
      representCount,
    ),
  );
  let imageId = 0;
  for (let index = 0; index < count; index++) {
    const id = index + 1;
    // The first 22 works cover every region; the others follow the companies.
    const forcedRegion = index < REGIONS.length ? REGIONS[index]!.id : null;
    const company =
      forcedRegion === null
        ? pick(random, companies)
        : pick(
            random,
            companies.filter((c) => c.servedRegionIds.includes(forcedRegion)),
          );
    const regionId = forcedRegion ?? pick(random, company.servedRegionIds);
    const styleId = random() < 0.8 ? pick(random, company.styleIds) : pick(random, ALL_STYLE_IDS);
    const housing = pickWeighted(random, HOUSING);
    const areaPing = areaFor(random, housing.id);
    const layout = layoutFor(random, areaPing);
    const commercial = housing.id === 7;
    const photos = planPhotos(random, { room: layout.room, bath: layout.bath, commercial });
    const spaceIds = [...new Set(photos.map((p) => p.spaceId))];
    const perPing = housing.perPing[0] + random() * (housing.perPing[1] - housing.perPing[0]);
    const budgetWan = Math.max(31, Math.round(areaPing * perPing * (STYLE_COST[styleId] ?? 1)));
    const region = SEED_REGIONS.find((r) => r.id === regionId)!;
    let title = '';
    for (let attempt = 0; attempt < 50 && !title; attempt++) {
      const candidate = `${pick(random, region.districts)}${areaPing}坪${styleWord(styleId)}${housing.word}｜${pick(random, WORK_THEMES)}${commercial ? '' : ROOM_WORDS[layout.room]}`;
      if (titles.claim(candidate)) title = candidate;
    }
    if (!title) throw new Error(`no unique title for work ${id}`);
    const spaceNames = spaceIds.slice(0, 3).map((s) => SPACE_NAME.get(s));
    const description = [
      pick(random, HOUSEHOLDS),
      pick(random, WISHES),
      pick(random, APPROACHES[styleId] ?? APPROACHES[0]!),
      `以${spaceNames.join('、')}為規劃重點，`,
      pick(random, RESULTS),
    ].join('');
    const isRepresent = represent.has(id);
    const constructionLabels: string[] = [];
    const firstImage = images.length;
    photos.forEach((photo, position) => {
      imageId += 1;
      const spaceName = SPACE_NAME.get(photo.spaceId) ?? '';
      images.push({
        id: imageId,
        workId: id,
        kind: 'photo',
        position,
        spaceId: photo.spaceId,
        label: spaceName,
        url: photoUrl(styleId, photo.spaceId, imageId * 7919 + id),
        alt: `${styleWord(styleId)}${spaceName}設計`,
        markers: photo.markers,
      });
    });
    imageId += 1;
    images.push({
      id: imageId,
      workId: id,
      kind: 'plan',
      position: photos.length,
      spaceId: null,
      label: PLAN_LABEL,
      url: planUrl(layout.room, commercial ? 1 : layout.hall, layout.bath, imageId),
      alt: `${layout.room}房${layout.hall}廳${layout.bath}衛平面圖`,
      markers: [],
    });
    if (isRepresent) {
      let position = 0;
      CONSTRUCTION_STAGES.forEach((stage, stageIndex) => {
        constructionLabels.push(stage);
        for (let k = 0; k < intBetween(random, 1, 2); k++) {
          imageId += 1;
          images.push({
            id: imageId,
            workId: id,
            kind: 'construction',
            position: position++,
            spaceId: null,
            label: stage,
            url: constructionUrl(styleId, stageIndex, imageId),
            alt: `${stage}施工照片`,
            markers: [],
          });
        }
      });
    }
    const surname = pick(random, SURNAMES);
    list.push({
      id,
      companyId: company.id,
      title,
      description,
      styleId,
      housingType: housing.id,
      areaPing,
      budgetWan,
      regionId,
      room: layout.room,
      hall: layout.hall,
      bath: layout.bath,
      spaceIds,
      coverUrl: images[firstImage]!.url,
      imageCount: photos.length + 1,
      tags: tagsFor(random, spaceIds, housing.id, areaPing),
      designer: `${pick(random, DESIGNER_TITLES)} ${surname}${pick(random, GIVEN_NAMES)}`,
      isRepresent,
      constructionLabels,
      isHealHouse: [22, 12, 2, 23].includes(styleId) && random() < 0.45,
      viewCount: popularity(random, isRepresent ? 1500 : 300, 3.5),
      publishedAt: daysBefore(random, 1100, 1),
    });
  }
  return { works: list, images };
}
