/** Quote preview pricing: rate cards per decoration level and the engine that prices a home with them. */
export { formatAmount, formatQuantity } from './format.ts';
export { deriveHouseLayout, MAX_ROOMS_PER_KIND } from './house-layout.ts';
export { DEFAULT_PREVIEW_SIZE, PART_NAMES, priceQuote } from './price-quote.ts';
export type {
  LotRate,
  PingRate,
  RateCard,
  RateCategory,
  RateGroup,
  RateItem,
  RoomKind,
  RoomRate,
} from './rate-card-types.ts';
export { RATE_CARDS } from './rate-cards.ts';
export type {
  Category,
  DecorateLevel,
  Group,
  HouseLayout,
  Item,
  Part,
  PreviewData,
  PricingInput,
} from './types.ts';
export { MAX_SIZE } from './validate-input.ts';
