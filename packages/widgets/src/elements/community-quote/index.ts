import { defineCommunityQuote } from './community-quote.tsx';

export { defineCommunityQuote, type RenovoCommunityQuoteElement } from './community-quote.tsx';

defineCommunityQuote();
