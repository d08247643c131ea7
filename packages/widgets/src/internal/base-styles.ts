/**
 * CSS every widget's shadow root starts with: `:host` resets what the partner page's inherited
 * styles would otherwise change (font, colour, letter-spacing, line-height…) and declares the
 * theme variables, each defaulting to a global `--renovo-*` token. Sizes are px/em, never rem,
 * so a partner's `html { font-size }` cannot shrink a widget.
 */
export const baseStyles = `
:host {
  all: initial;
  display: contents;
  /*
   * !important: a page rule that matches the host element (* { letter-spacing: 3px },
   * * { font-family: serif !important }) beats a normal :host declaration, and everything
   * inside inherits from the host. An important :host declaration beats the page's rules,
   * important or not; theming still works through the --renovo-* variables.
   */
  font-family: var(--renovo-font-family, -apple-system, BlinkMacSystemFont, "PingFang TC", "Noto Sans TC", "Microsoft JhengHei", "Segoe UI", Roboto, sans-serif) !important;
  font-size: var(--renovo-font-size, 14px) !important;
  font-style: normal !important;
  font-weight: 400 !important;
  font-variant: normal !important;
  line-height: 1.5 !important;
  color: var(--renovo-color-text, #1f2329) !important;
  letter-spacing: normal !important;
  word-spacing: normal !important;
  text-align: left !important;
  text-indent: 0 !important;
  text-transform: none !important;
  text-shadow: none !important;
  white-space: normal !important;
  word-break: normal !important;
  visibility: visible !important;
  cursor: auto !important;
  --renovo-color-primary: #cc4b00; /* 4.6:1 with white text (WCAG AA); the brand #ff6a00 is 2.9:1 */
  --renovo-color-primary-text: #fff;
  --renovo-color-error: #e0301e;
  --renovo-color-muted: #6b7280; /* 4.8:1 on white (WCAG AA); #8a8f99 was 3.2:1 */
  --renovo-color-border: #dcdfe6;
  --renovo-color-surface: #fff;
  --renovo-radius: 12px;
}
:host([hidden]) { display: none; }
:host([mode="inline"]) { display: block; }
*, *::before, *::after { box-sizing: border-box; }
button, input, select, textarea { font: inherit; color: inherit; letter-spacing: inherit; }
button { cursor: pointer; }
.visually-hidden {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
:focus-visible { outline: 2px solid var(--renovo-color-primary); outline-offset: 2px; }
@media (prefers-reduced-motion: reduce) {
  *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
}
`;
