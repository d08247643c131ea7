import { defineCommunityQuote } from './community-quote.tsx';

export type { RenovoConfig } from '../../config.ts';
export type { RenovoEvent, RenovoEventMap } from '../../events.ts';
export { defineCommunityQuote, type RenovoCommunityQuoteElement } from './community-quote.tsx';

defineCommunityQuote();
