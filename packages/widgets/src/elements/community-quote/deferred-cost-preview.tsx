/** @jsxImportSource preact */
import type { CommunityQuoteStore } from '@renovo/core';
import { useEffect, useState } from 'preact/hooks';
import type { CostPreview } from './cost-preview.tsx';

/** The cost preview's chunk; replaceable in tests. */
export const costPreviewChunk = {
  load: () => import('./cost-preview.tsx').then((m) => m.CostPreview),
};

/**
 * The desktop cost preview (only from 850 px), a chunk of its own with the preview panel and its
 * CSS: a phone never fetches it, and a desktop fetches it with the first preview's call, which
 * it waits for anyway (ADR 049). Until it arrives its column stays empty; if it cannot load, the
 * form still quotes without it.
 */
export function DeferredCostPreview({ store }: { store: CommunityQuoteStore }) {
  const [Preview, setPreview] = useState<typeof CostPreview | null>(null);
  useEffect(() => {
    let live = true;
    costPreviewChunk.load().then(
      (component) => live && setPreview(() => component),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return Preview ? <Preview store={store} /> : <aside class="cost-preview" aria-busy="true" />;
}
