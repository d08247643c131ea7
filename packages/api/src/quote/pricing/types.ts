/** Rooms of a home as the quote form sends them (spec §3, house_layout). */
export interface HouseLayout {
  bedroom: number;
  living_room: number;
  kitchen: number;
  bathroom: number;
  balcony: number;
}

/** One priced line: quantity with its Chinese unit, unit price and integer NT$ amount. */
export interface Item {
  name: string;
  number_cn: string;
  unit_price: number;
  fmt_amount: string;
  amount: number;
}

/** A group of items inside a category; tt_amount is the exact sum of its items. */
export interface Group {
  name: string;
  tt_amount: number;
  children: Item[];
}

/** A trade or furniture category; tt_amount is the exact sum of its groups. */
export interface Category {
  name: string;
  tt_amount: number;
  children: Group[];
}

/** One of the two parts of a quote; tt_amount is the exact sum of its categories. */
export interface Part {
  name: string;
  tt_amount: number;
  children: Category[];
}

/** The quote preview answer: total, the layout priced and the two parts. */
export interface PreviewData {
  total_amount: number;
  house_layout: HouseLayout;
  valuation: {
    design_and_construction: Part;
    furniture_and_appliance: Part;
  };
}

/** Decoration level: 1 簡裝, 2 精裝, 3 豪裝. */
export type DecorateLevel = 1 | 2 | 3;

/** What priceQuote needs: level, size in ping and optionally the layout. */
export interface PricingInput {
  level: DecorateLevel;
  size: number;
  layout?: HouseLayout;
}
