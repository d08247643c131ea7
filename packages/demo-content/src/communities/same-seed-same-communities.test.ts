import { mulberry32 } from '@renovo/api/seeding';
import { describe, expect, it } from 'vitest';
import { DEFAULT_COMMUNITY_SEED, generateCommunities } from './generate-communities.ts';

describe('communities are deterministic', () => {
  it('gives the same list for the same seed, and the default seed when none is given', () => {
    expect(generateCommunities(7)).toEqual(generateCommunities(7));
    expect(generateCommunities()).toEqual(generateCommunities(DEFAULT_COMMUNITY_SEED));
  });

  it('gives another list for another seed, with the same ids and regions', () => {
    const a = generateCommunities(1);
    const b = generateCommunities(2);
    expect(a.map((c) => c.name)).not.toEqual(b.map((c) => c.name));
    expect(a.map((c) => [c.id, c.region_id])).toEqual(b.map((c) => [c.id, c.region_id]));
  });

  it('keeps the default list stable (first community of the default seed)', () => {
    const [first] = generateCommunities();
    expect(first?.id).toBe(1);
    expect(first?.region_id).toBe(1);
    expect(first?.name).toBe('富宇豪庭');
  });

  it('mulberry32 repeats its sequence for a seed and stays in [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    for (let i = 0; i < 1000; i++) {
      const x = a();
      expect(x).toBe(b());
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
    }
  });
});
