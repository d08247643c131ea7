/**
 * How quantities are written on every surface (lists, detail pages, the quote and the plan
 * drawings): a home's size, its layout, a budget, a score. `{name}` placeholders are filled with
 * `format`.
 */
export const unitMessages = {
  /** A size in ping: `{n}` is the number. */
  ping: '{n}坪',
  /** The unit of a rate charged per ping. */
  pingUnit: '坪',
  /** A home's layout: bedrooms, living rooms and bathrooms. */
  layout: '{room}房{hall}廳{bath}衛',
  /** A budget in 萬 (10,000 NTD), as shown on a work. */
  budgetWan: '約 {wan} 萬',
  /** A company's price range in 萬. */
  priceRangeWan: '{min}–{max} 萬',
  /** A review score as a filter option. */
  stars: '{score} 星',
  /** The unit of a rate that is charged once per job. */
  perJob: '式',
  /** A drawn floor plan, and its title with the layout. */
  floorPlan: '平面圖',
  floorPlanTitle: '平面圖 {layout}',
} as const;

/** The parts of a priced quote and the rooms of a layout, by their API keys. */
export const quotePartMessages = {
  parts: {
    design_and_construction: '設計與施工',
    furniture_and_appliance: '家具家電',
  },
  rooms: {
    bedroom: '房間',
    living_room: '客廳',
    kitchen: '廚房',
    bathroom: '衛浴',
    balcony: '陽台',
  },
  /** The rooms a drawn floor plan labels; `{n}` numbers a second bedroom or bathroom on. */
  plan: {
    masterBedroom: '主臥',
    bedroomN: '臥室{n}',
    kitchen: '廚房',
    bathroom: '衛浴',
    bathroomN: '衛浴{n}',
    living: '客廳',
    dining: '餐廳',
    livingDining: '客餐廳',
    balcony: '陽台',
  },
} as const;
