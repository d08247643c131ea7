/** @jsxImportSource preact */
import { type CommunityQuoteStore, communityQuoteMessages } from '@renovo/core';
import { useLayoutEffect, useRef } from 'preact/hooks';
import { adoptStyles } from '../../internal/adopt-styles.ts';
import { QuotePreviewPanel, quotePreviewPanelStyles } from '../quote-preview/quote-preview-panel.tsx';

/** Shadow roots that already hold the panel's CSS. */
const styled = new WeakSet<Node>();

/**
 * The desktop cost-preview panel beside the form: the shared preview panel (tabs 簡裝/精裝/豪裝,
 * amounts in 萬) drawn from the store, which re-fetches whenever the size or the tab changes.
 * A chunk of its own (deferred-cost-preview.tsx): it adopts the panel's CSS into the popup's
 * shadow root when it first shows.
 */
export function CostPreview({ store }: { store: CommunityQuoteStore }) {
  const aside = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const root = aside.current?.getRootNode();
    if (root instanceof ShadowRoot && !styled.has(root)) {
      styled.add(root);
      adoptStyles(root, quotePreviewPanelStyles);
    }
  }, []);
  return (
    <aside ref={aside} class="cost-preview" part="cost-preview" aria-labelledby="cq-preview-title">
      <h3 id="cq-preview-title" class="cost-preview-title">
        {communityQuoteMessages.previewTitle}
      </h3>
      <QuotePreviewPanel
        preview={store.preview.value}
        level={store.decorateLevel.value}
        onLevelChange={(level) => store.setDecorateLevel(level)}
        loading={store.previewLoading.value}
      />
    </aside>
  );
}
