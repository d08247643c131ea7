import { defineQuote } from './quote.tsx';

export { defineQuote, type RenovoQuoteElement } from './quote.tsx';

defineQuote();
