import { intBetween, pick, type Random } from '../../../api/src/lib/prng.ts';
import { ROAD_WORDS, SECTION_WORDS } from './address-words.ts';

/** An invented street address: region + district + road (+ section in big cities) (+ lane) + number. */
export function generateAddress(
  random: Random,
  regionName: string,
  district: string,
  bigCity: boolean,
): string {
  const road = pick(random, ROAD_WORDS);
  const section = bigCity && road.endsWith('路') && random() < 0.5 ? pick(random, SECTION_WORDS) : '';
  const lane = random() < 0.35 ? `${intBetween(random, 1, 300)}巷` : '';
  return `${regionName}${district}${road}${section}${lane}${intBetween(random, 1, 399)}號`;
}
