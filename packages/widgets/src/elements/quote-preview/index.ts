import { defineQuotePreview } from './quote-preview.tsx';

export { defineQuotePreview, type RenovoQuotePreviewElement } from './quote-preview.tsx';
export { QuotePreviewPanel, type QuotePreviewPanelProps } from './quote-preview-panel.tsx';

defineQuotePreview();
