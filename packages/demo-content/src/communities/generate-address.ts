import { intBetween, pick, type Random } from '@renovo/api/seeding';
import { streetsOf } from './district-streets.ts';

/**
 * An invented street address on a real street of the district: region + district + street (its
 * section included) (+ lane) + number. A village address (連江縣) takes no lane.
 */
export function generateAddress(
  random: Random,
  regionId: number,
  regionName: string,
  district: string,
): string {
  const streets = streetsOf(regionId, district);
  if (streets.length === 0) throw new RangeError(`no streets for ${regionName}${district}`);
  const street = pick(random, streets);
  const lane = !street.endsWith('村') && random() < 0.35 ? `${intBetween(random, 1, 300)}巷` : '';
  return `${regionName}${district}${street}${lane}${intBetween(random, 1, 399)}號`;
}
