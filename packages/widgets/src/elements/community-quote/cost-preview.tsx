/** @jsxImportSource preact */
import { type CommunityQuoteStore, communityQuoteMessages } from '@renovo/core';
import { QuotePreviewPanel } from '../quote-preview/quote-preview-panel.tsx';

/**
 * The desktop cost-preview panel beside the form: the shared preview panel (tabs 簡裝/精裝/豪裝,
 * amounts in 萬) drawn from the store, which re-fetches whenever the size or the tab changes.
 */
export function CostPreview({ store }: { store: CommunityQuoteStore }) {
  return (
    <aside class="cost-preview" part="cost-preview" aria-labelledby="cq-preview-title">
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
