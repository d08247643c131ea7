/** What a floor plan with this many rooms looks like: hall and bath counts and its size range in ping. */
export interface LayoutPlan {
  room: number;
  halls: readonly number[];
  baths: readonly number[];
  minArea: number;
  maxArea: number;
}

/** Floor plans by room count; areas are building areas (權狀坪數, public share included). */
export const LAYOUT_PLANS: readonly LayoutPlan[] = [
  { room: 1, halls: [1], baths: [1], minArea: 8, maxArea: 20 },
  { room: 2, halls: [1, 2], baths: [1, 1, 2], minArea: 18, maxArea: 35 },
  { room: 3, halls: [2], baths: [2], minArea: 28, maxArea: 50 },
  { room: 4, halls: [2], baths: [2, 3], minArea: 40, maxArea: 70 },
  { room: 5, halls: [2], baths: [3], minArea: 55, maxArea: 95 },
];

/** Room counts each housing type offers: old walk-ups have 2–4 rooms, the others 1–5. */
export const ROOMS_BY_HOUSING_TYPE: Readonly<Record<number, readonly number[]>> = {
  1: [1, 2, 3, 4, 5],
  5: [1, 2, 3, 4, 5],
  6: [1, 2, 3, 4, 5],
  3: [2, 3, 4],
};
