import { describe, expect, expectTypeOf, test } from 'vitest';
import type { RenovoCommunityQuoteElement as CommunityQuote } from './elements/community-quote/community-quote.tsx';
import type { RenovoLoginSheetElement as LoginSheet } from './elements/login-sheet/login-sheet.tsx';
import type { RenovoOrderModalElement as OrderModal } from './elements/order-modal/order-modal.tsx';
import type { RenovoQuoteElement as Quote } from './elements/quote/quote.tsx';
import type { RenovoQuotePreviewElement as QuotePreview } from './elements/quote-preview/quote-preview.tsx';
import type { RenovoToastElement as Toast } from './elements/toast/toast.tsx';
import type * as Jsx from './types.ts';

describe('@renovo/widgets entry', () => {
  test('importing it during SSR (Node, no DOM) does nothing harmful', async () => {
    expect(typeof customElements).toBe('undefined');
    expect(typeof document).toBe('undefined');
    await expect(import('./index.ts')).resolves.toBeDefined();
  });

  test('the published typings (types.ts) describe the elements the sources define', () => {
    // Checked by the type checker (npx tsc -p packages/widgets): same properties and methods.
    expectTypeOf<keyof Jsx.RenovoQuoteElement>().toEqualTypeOf<keyof Quote>();
    expectTypeOf<keyof Jsx.RenovoCommunityQuoteElement>().toEqualTypeOf<keyof CommunityQuote>();
    expectTypeOf<keyof Jsx.RenovoQuotePreviewElement>().toEqualTypeOf<keyof QuotePreview>();
    expectTypeOf<keyof Jsx.RenovoLoginSheetElement>().toEqualTypeOf<keyof LoginSheet>();
    expectTypeOf<keyof Jsx.RenovoOrderModalElement>().toEqualTypeOf<keyof OrderModal>();
    expectTypeOf<keyof Jsx.RenovoToastElement>().toEqualTypeOf<keyof Toast>();
    expectTypeOf<Jsx.RenovoQuoteElement>().toEqualTypeOf<Quote>();
    expectTypeOf<Jsx.RenovoQuotePreviewElement>().toEqualTypeOf<QuotePreview>();
    // Every event of the map has its React 19 prop.
    expectTypeOf<keyof Jsx.RenovoEventProps>().toEqualTypeOf<`on${keyof Jsx.RenovoEventMap}`>();
  });
});
