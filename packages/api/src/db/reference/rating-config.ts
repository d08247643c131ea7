/** Rating configuration: core's reference data (`@renovo/core/data`, data/ratings.ts). */
export {
  labelsForScore,
  RATING_DIMENSIONS,
  RATING_LABELS,
  RATING_LIMITS,
  RATING_SORT_OPTIONS as RATING_SORTS,
  SCORE_WORDS,
} from '@renovo/core/data';
