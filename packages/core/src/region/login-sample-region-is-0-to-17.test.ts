/** docs/spec/platform.md#limits: "Login regions sample works use region ids 0 to 17 (0 means all)". */
import { describe, expect, it } from 'vitest';
import { LOGIN_SAMPLE_REGION_IDS } from '../data/constants.ts';
import { REGION_IDS } from '../data/regions.ts';
import { loginSampleRegionOf } from './rules.ts';

describe('the login sample works use region ids 0 to 17, 0 meaning all', () => {
  it('the range is 0..17 and 0 is all', () => {
    expect(LOGIN_SAMPLE_REGION_IDS).toEqual({ min: 0, max: 17, all: 0 });
  });

  it('a region id within 0..17 is asked for as it is', () => {
    for (let id = 0; id <= 17; id++) expect(loginSampleRegionOf(id)).toBe(id);
    // 高雄市 (17) is the last region within the range.
    expect(REGION_IDS.filter((id) => id <= 17).map(loginSampleRegionOf)).toEqual(
      REGION_IDS.filter((id) => id <= 17),
    );
  });

  it('a region beyond 17 (屏東縣 19 … 連江縣 26) or not a region id asks for all (0)', () => {
    for (const id of REGION_IDS.filter((id) => id > 17)) expect(loginSampleRegionOf(id)).toBe(0);
    for (const id of [18, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(loginSampleRegionOf(id)).toBe(0);
  });
});
