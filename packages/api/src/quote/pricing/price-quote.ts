import { quotePartMessages } from '@renovo/core/messages';
import { priceItem } from './price-item.ts';
import type { RateCategory } from './rate-card-types.ts';
import { RATE_CARDS } from './rate-cards.ts';
import type { Category, Group, HouseLayout, Item, Part, PreviewData, PricingInput } from './types.ts';
import { validatePricingInput } from './validate-input.ts';

/** Size in ping priced when the preview is asked for without one. */
export const DEFAULT_PREVIEW_SIZE = 30;

/** Display names of the two parts of a quote. */
export const PART_NAMES = quotePartMessages.parts;

function pricePart(
  name: string,
  categories: readonly RateCategory[],
  hundredths: number,
  layout: HouseLayout,
): Part {
  const children: Category[] = [];
  for (const category of categories) {
    const groups: Group[] = [];
    for (const group of category.groups) {
      const items = group.items
        .map((rate) => priceItem(rate, hundredths, layout))
        .filter((item): item is Item => item !== null);
      if (items.length > 0) groups.push({ name: group.name, tt_amount: sumOf(items), children: items });
    }
    if (groups.length > 0) children.push({ name: category.name, tt_amount: sumOf(groups), children: groups });
  }
  return { name, tt_amount: sumOf(children), children };
}

function sumOf(rows: readonly { amount?: number; tt_amount?: number }[]): number {
  return rows.reduce((sum, row) => sum + (row.tt_amount ?? row.amount ?? 0), 0);
}

/** Prices a home at a decoration level (1 簡裝, 2 精裝, 3 豪裝) from the rate cards; throws RangeError on bad input. */
export function priceQuote(input: PricingInput): PreviewData {
  const { level, hundredths, layout } = validatePricingInput(input);
  const card = RATE_CARDS[level];
  const design = pricePart(
    PART_NAMES.design_and_construction,
    card.design_and_construction,
    hundredths,
    layout,
  );
  const furniture = pricePart(
    PART_NAMES.furniture_and_appliance,
    card.furniture_and_appliance,
    hundredths,
    layout,
  );
  return {
    total_amount: design.tt_amount + furniture.tt_amount,
    house_layout: layout,
    valuation: { design_and_construction: design, furniture_and_appliance: furniture },
  };
}
