import { baseStyles } from '../../internal/base-styles.ts';

/**
 * CSS of the preview panel alone (classes prefixed `qp-`), for any shadow root that embeds
 * `QuotePreviewPanel`. Colours read the panel variables, falling back to the global tokens.
 */
export const quotePreviewPanelStyles = `
.qp {
  display: block; min-width: 0;
  --qp-accent: var(--renovo-preview-accent, var(--renovo-color-primary, #cc4b00));
  --qp-muted: var(--renovo-color-muted, #6b7280);
  /* The accent darkened for text and behind white text: #ff6a00 itself is 2.9:1 on white. */
  --qp-ink: color-mix(in srgb, var(--qp-accent) 72%, #000);
  --qp-border: var(--renovo-color-border, #dcdfe6);
}
.qp-tabs { display: flex; gap: 4px; padding: 4px; border-radius: 999px; background: var(--renovo-preview-tabs-bg, #f4f5f7); }
.qp-tab {
  flex: 1 1 0; min-height: 36px; padding: 6px 8px; border: 0; border-radius: 999px; background: transparent;
  font-size: 14px; font-weight: 500; color: var(--renovo-color-text, #1f2329);
  transition: background-color 160ms ease, color 160ms ease;
}
.qp-tab[aria-selected="true"] { background: var(--qp-ink); color: var(--renovo-color-primary-text, #fff); }
.qp-panel { padding: 12px 0 0; outline-offset: 4px; }
.qp-total { display: flex; align-items: baseline; justify-content: space-between; gap: 8px; margin: 0 0 12px; }
.qp-total-label { font-size: 14px; color: var(--qp-muted); }
.qp-total-amount { font-size: 26px; line-height: 1.2; font-weight: 700; color: var(--qp-ink); }
.qp-section { border-top: 1px solid var(--qp-border); padding: 10px 0 4px; }
.qp-section-head { display: flex; align-items: center; gap: 8px; margin: 0 0 6px; font-weight: 600; }
.qp-section-name { flex: 1 1 auto; min-width: 0; }
.qp-badge {
  flex: none; padding: 1px 8px; border-radius: 999px; font-size: 12px; font-weight: 500;
  color: var(--qp-ink); background: var(--renovo-preview-badge-bg, #fff1e6);
}
.qp-amount { flex: none; font-variant-numeric: tabular-nums; }
.qp-list { list-style: none; margin: 0; padding: 0; }
.qp-list .qp-list { padding-left: 14px; }
.qp-list[hidden] { display: none; }
.qp-toggle {
  display: flex; align-items: center; gap: 6px; width: 100%; min-height: 36px; padding: 6px 0;
  border: 0; background: none; text-align: left; font-size: 14px;
}
.qp-depth-1 > .qp-toggle { color: var(--qp-muted); min-height: 32px; }
.qp-node-name { flex: 1 1 auto; min-width: 0; }
.qp-chevron {
  flex: none; width: 8px; height: 8px; margin: 0 4px 0 2px;
  border-right: 1.5px solid currentColor; border-bottom: 1.5px solid currentColor;
  transform: rotate(-45deg); transition: transform 160ms ease;
}
.qp-toggle[aria-expanded="true"] .qp-chevron { transform: rotate(45deg); }
.qp-item {
  display: grid; grid-template-columns: minmax(0, 1fr) auto; column-gap: 8px;
  padding: 6px 0; border-bottom: 1px dashed var(--qp-border); font-size: 13px;
}
.qp-item-name { grid-column: 1; overflow-wrap: anywhere; }
.qp-item-calc { grid-column: 1; grid-row: 2; color: var(--qp-muted); font-size: 12px; }
.qp-item-amount { grid-column: 2; grid-row: 1 / span 2; align-self: center; font-variant-numeric: tabular-nums; }
.qp-empty { margin: 0; padding: 24px 0; text-align: center; color: var(--qp-muted); }
.qp-skeleton { display: grid; gap: 10px; padding: 4px 0 8px; }
.qp-bone {
  display: block; height: 16px; border-radius: 6px;
  background: linear-gradient(90deg, #eef0f3 25%, #f7f8fa 50%, #eef0f3 75%) 0 0 / 200% 100%;
  animation: qp-shimmer 1.2s linear infinite;
}
.qp-bone-wide { height: 30px; width: 60%; }
.qp-bone-short { width: 40%; }
@keyframes qp-shimmer { to { background-position: -200% 0; } }
@media (prefers-reduced-motion: reduce) { .qp-bone { animation: none; } }
`;

/** CSS of `<renovo-quote-preview>`: base reset, the host's variables and the panel. */
export const quotePreviewStyles = `${baseStyles}
:host {
  display: block;
  --renovo-preview-accent: var(--renovo-color-primary);
  --renovo-preview-badge-bg: #fff1e6;
  --renovo-preview-tabs-bg: #f4f5f7;
}
.host-panel {
  padding: var(--renovo-preview-padding, 16px);
  background: var(--renovo-color-surface, #fff);
  border-radius: var(--renovo-radius, 12px);
}
${quotePreviewPanelStyles}`;
