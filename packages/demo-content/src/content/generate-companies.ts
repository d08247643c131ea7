/**
 * Companies: at least one head office in each of the 22 regions, the rest in the big cities;
 * each serves its region and a few neighbours of the same group.
 */

import type { companies } from '@renovo/api/schema-content';
import { intBetween, logoUrl, pick, type Random } from '@renovo/api/seeding';
import { REGIONS, STYLES } from '@renovo/core/data';
import { generateAddress } from '../communities/generate-address.ts';
import { BIG_CITY_IDS, SEED_REGIONS } from '../communities/regions.ts';
import { sample, shuffled } from './helpers.ts';
import { COMPANY_ROOTS, COMPANY_SUFFIXES } from './words-people.ts';

/** A company row as generated. */
export type CompanySeed = typeof companies.$inferInsert & {
  id: number;
  servedRegionIds: number[];
  styleIds: number[];
};

const STYLE_IDS = STYLES.flatMap((o) => (typeof o.value === 'number' ? [o.value] : []));
const MAIN_STYLE_IDS = STYLE_IDS.filter((id) => id !== 23);

const INTROS = [
  '我們相信好的設計來自傾聽，從屋主的生活習慣出發，量身打造每一個家。',
  '團隊由設計師與自有工班組成，從規劃、施工到售後一條龍服務。',
  '專注老屋翻新與中古屋改造，擅長解決採光、漏水與格局問題。',
  '以自然材質與溫暖光線為核心，打造讓人放鬆的居家空間。',
  '重視預算透明與工程品質，每週回報進度，讓屋主安心。',
  '擅長小坪數規劃，用收納與動線讓空間發揮最大效益。',
];

/** Generates `count` companies (≥ 22). */
export function generateCompanies(random: Random, count: number): CompanySeed[] {
  const roots = shuffled(random, COMPANY_ROOTS).slice(0, count);
  if (roots.length < count) throw new Error(`only ${roots.length} company names for ${count} companies`);
  const regions = SEED_REGIONS;
  return roots.map((root, index) => {
    // The first 22 cover every region; the rest go mostly to the six big cities.
    const regionId =
      index < REGIONS.length
        ? REGIONS[index]!.id
        : random() < 0.8
          ? pick(random, BIG_CITY_IDS)
          : pick(random, REGIONS).id;
    const region = regions.find((r) => r.id === regionId)!;
    const group = REGIONS.find((r) => r.id === region.id)!.group;
    const neighbours = REGIONS.filter((r) => r.group === group && r.id !== region.id).map((r) => r.id);
    const served = [
      region.id,
      ...sample(random, neighbours, intBetween(random, 0, Math.min(4, neighbours.length))),
    ];
    const priceMin = pick(random, [30, 50, 80, 100, 150]);
    const name = `${root}${pick(random, COMPANY_SUFFIXES)}`;
    const foundedYear = intBetween(random, 2005, 2021);
    return {
      id: index + 1,
      name,
      logoUrl: logoUrl(index + 1, [...root].slice(0, 2).join('')),
      intro: `${name}${pick(random, ['成立於', '創立於'])}${foundedYear}年。${pick(random, INTROS)}`,
      regionId: region.id,
      address: `${generateAddress(random, region.id, region.name, pick(random, region.districts))}${intBetween(random, 1, 12)}樓`,
      foundedYear,
      teamSize: intBetween(random, 3, 40),
      servedRegionIds: served,
      styleIds: sample(random, MAIN_STYLE_IDS, intBetween(random, 2, 4)),
      priceMinWan: priceMin,
      priceMaxWan: priceMin * pick(random, [3, 4, 5, 6]),
      googleRatingX10: intBetween(random, 38, 49),
      googleCount: intBetween(random, 12, 420),
    };
  });
}
