import type { QuotePreview } from './preview-types.ts';

/** A preview with the spec's tree: section → category → group → item. */
export const TREE_PREVIEW: QuotePreview = {
  total_amount: 1_234_567,
  house_layout: { bedroom: 3, living_room: 2, bathroom: 2, kitchen: 1, balcony: 1 },
  valuation: {
    design_and_construction: {
      name: '設計與施工',
      tt_amount: 834_567,
      children: [
        {
          name: '水電工程',
          tt_amount: 300_000,
          children: [
            {
              name: '電力',
              children: [
                { name: '全室電線更新', number_cn: '30坪', unit_price: 4000, fmt_amount: '120,000' },
              ],
            },
          ],
        },
      ],
    },
    furniture_and_appliance: { name: '家具家電', tt_amount: 400_000, children: [] },
  },
};
