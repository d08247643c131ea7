import { defineQuotePreview } from './quote-preview.tsx';

export type { RenovoConfig } from '../../config.ts';
export type { RenovoQuotePreviewElement } from '../../element-types.generated.ts';
export type { RenovoEvent, RenovoEventMap } from '../../events.ts';
export { defineQuotePreview } from './quote-preview.tsx';
export { QuotePreviewPanel, type QuotePreviewPanelProps } from './quote-preview-panel.tsx';

defineQuotePreview();
