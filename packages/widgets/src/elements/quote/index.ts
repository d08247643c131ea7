import { defineQuote } from './quote.tsx';

export type { RenovoConfig } from '../../config.ts';
export type { RenovoQuoteElement } from '../../element-types.generated.ts';
export type { RenovoEvent, RenovoEventMap } from '../../events.ts';
export { defineQuote } from './quote.tsx';

defineQuote();
