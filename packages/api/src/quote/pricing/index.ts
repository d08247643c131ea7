/** Quote preview pricing: rate cards per decoration level and the engine that prices a home with them. */

export { checkHouseLayout, deriveHouseLayout } from './house-layout.ts';
export { DEFAULT_PREVIEW_SIZE, priceQuote } from './price-quote.ts';

export type { PreviewData } from './types.ts';
