import { defineQuote } from './quote.tsx';

export type { RenovoConfig } from '../../config.ts';
export type { RenovoEvent, RenovoEventMap } from '../../events.ts';
export { defineQuote, type RenovoQuoteElement } from './quote.tsx';

defineQuote();
