import { LUXURY_RATE_CARD } from './rate-card-luxury.ts';
import { REFINED_RATE_CARD } from './rate-card-refined.ts';
import { SIMPLE_RATE_CARD } from './rate-card-simple.ts';
import type { RateCard } from './rate-card-types.ts';
import type { DecorateLevel } from './types.ts';

/** The rate card of each decoration level: 1 簡裝, 2 精裝, 3 豪裝. */
export const RATE_CARDS: Readonly<Record<DecorateLevel, RateCard>> = {
  1: SIMPLE_RATE_CARD,
  2: REFINED_RATE_CARD,
  3: LUXURY_RATE_CARD,
};
