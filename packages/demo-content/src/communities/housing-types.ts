/** A housing type a seeded community can have, with the spec's id (docs/spec/quotes.md#entities filter lists). */
export interface SeedHousingType {
  id: number;
  name: string;
  tag: string;
  weight: number;
}

/** The four housing types of seeded communities (1 new, 6 used, 5 pre-sale, 3 old renovation) and how often each is drawn. */
export const SEED_HOUSING_TYPES: readonly SeedHousingType[] = [
  { id: 1, name: '新成屋', tag: '新成屋', weight: 30 },
  { id: 6, name: '中古屋', tag: '中古屋', weight: 38 },
  { id: 5, name: '預售屋', tag: '預售屋', weight: 17 },
  { id: 3, name: '老屋翻新', tag: '老屋', weight: 15 },
];
