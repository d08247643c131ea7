import { defineCommunityQuote } from './community-quote.tsx';

export type { RenovoConfig } from '../../config.ts';
export type { RenovoCommunityQuoteElement } from '../../element-types.generated.ts';
export type { RenovoEvent, RenovoEventMap } from '../../events.ts';
export { defineCommunityQuote } from './community-quote.tsx';

defineCommunityQuote();
