/**
 * Rating configuration (reference data shared by the rating contracts and the API; moved from
 * the API's content catalogue): the score dimensions of the full rating form, the words of each score,
 * and the labels step two offers for a score (positive, neutral, negative).
 */

/** The dimensions a member scores in the full rating form (step one). */
export const RATING_DIMENSIONS = [
  { key: 'design', name: '設計規劃' },
  { key: 'construction', name: '施工品質' },
  { key: 'service', name: '服務態度' },
  { key: 'budget', name: '預算控制' },
  { key: 'schedule', name: '工期掌握' },
] as const;

/** A dimension key. */
export type RatingDimension = (typeof RATING_DIMENSIONS)[number]['key'];

/** The words shown for scores 1 to 5. */
export const SCORE_WORDS: Record<number, string> = {
  1: '非常不滿意',
  2: '不滿意',
  3: '普通',
  4: '滿意',
  5: '非常滿意',
};

/** Step-two labels by tone; a score of 4–5 offers positive ones, 3 neutral, 1–2 negative. */
export const RATING_LABELS = {
  positive: [
    '溝通順暢',
    '準時完工',
    '報價透明',
    '設計有巧思',
    '施工細緻',
    '售後服務佳',
    '收納規劃好',
    '預算控制佳',
    '工班專業',
    '現場整潔',
  ],
  neutral: ['溝通尚可', '工期略有延誤', '細節待加強', '追加費用可接受', '設計中規中矩'],
  negative: ['溝通不良', '工期延誤', '追加費用多', '施工粗糙', '售後回應慢', '與設計圖不符'],
} as const;

/** The labels offered for a score. */
export function labelsForScore(score: number): readonly string[] {
  if (score >= 4) return RATING_LABELS.positive;
  if (score === 3) return RATING_LABELS.neutral;
  return RATING_LABELS.negative;
}

/** Limits of the step-two text and labels. */
export const RATING_LIMITS = { contentMin: 10, contentMax: 1000, labelsMax: 6 } as const;

/** Sort options of the rating list. */
export const RATING_SORT_OPTIONS = [
  { value: 'newest', label: '最新評價' },
  { value: 'score_high', label: '評分高到低' },
  { value: 'score_low', label: '評分低到高' },
] as const;

/**
 * The reputation ranking's score: a Bayesian average
 * of a company's published owner ratings, (priorMean × priorWeight + sum of scores) ÷ (priorWeight
 * + count), which pulls a company with few ratings towards priorMean; only companies with at least
 * minRatings published ratings are ranked. Google scores are shown, never ranked by.
 */
export const REPUTATION = { priorMean: 4, priorWeight: 5, minRatings: 3 } as const;
