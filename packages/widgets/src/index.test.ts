import { describe, expect, expectTypeOf, test } from 'vitest';
import type * as Types from './types.ts';

describe('@renovo/widgets entry', () => {
  test('importing it during SSR (Node, no DOM) does nothing harmful', async () => {
    expect(typeof customElements).toBe('undefined');
    expect(typeof document).toBe('undefined');
    await expect(import('./index.ts')).resolves.toBeDefined();
  });

  test('the published element types are the ones each tag is registered with (HTMLElementTagNameMap)', () => {
    // Checked by the type checker (npx tsc -p packages/widgets).
    expectTypeOf<HTMLElementTagNameMap['renovo-quote']>().toEqualTypeOf<Types.RenovoQuoteElement>();
    expectTypeOf<
      HTMLElementTagNameMap['renovo-community-quote']
    >().toEqualTypeOf<Types.RenovoCommunityQuoteElement>();
    expectTypeOf<
      HTMLElementTagNameMap['renovo-quote-preview']
    >().toEqualTypeOf<Types.RenovoQuotePreviewElement>();
    expectTypeOf<
      HTMLElementTagNameMap['renovo-login-sheet']
    >().toEqualTypeOf<Types.RenovoLoginSheetElement>();
    expectTypeOf<
      HTMLElementTagNameMap['renovo-order-modal']
    >().toEqualTypeOf<Types.RenovoOrderModalElement>();
    expectTypeOf<HTMLElementTagNameMap['renovo-toast']>().toEqualTypeOf<Types.RenovoToastElement>();
    // Every event of the map has its React 19 prop, and its DOM listener type.
    expectTypeOf<keyof Types.RenovoEventProps>().toEqualTypeOf<`on${keyof Types.RenovoEventMap}`>();
    expectTypeOf<HTMLElementEventMap['renovo-submit']>().toEqualTypeOf<Types.RenovoEvent<'renovo-submit'>>();
  });
});
