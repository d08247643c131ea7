/**
 * CSS every widget's shadow root starts with. `:host` declares the theme variables, each
 * defaulting to a global `--renovo-*` token. Sizes are px/em, never rem, so a partner's
 * `html { font-size }` cannot shrink a widget.
 *
 * Nothing the page sets reaches inside: every element inherits from `.root`, the one element
 * the widget renders into (define.ts), and `.root` starts from `all: initial`. A page rule can
 * match the host element (`* { writing-mode: vertical-rl; pointer-events: none }`) and win over
 * any normal `:host` declaration, but no page selector reaches `.root`, so the host's values stop
 * there, inherited properties included, whatever their name. Custom properties are not reset by
 * `all`, so the `--renovo-*` variables a page sets on the element still theme it.
 */
export const baseStyles = `
:host {
  display: contents;
  /* The host's own box (inline mode): its writing mode and direction lay out .root's content. */
  writing-mode: horizontal-tb !important;
  direction: ltr !important;
  --renovo-color-primary: #cc4b00; /* 4.6:1 with white text (WCAG AA); the brand #ff6a00 is 2.9:1 */
  --renovo-color-primary-text: #fff;
  --renovo-color-error: #e0301e;
  --renovo-color-muted: #6b7280; /* 4.8:1 on white (WCAG AA); #8a8f99 was 3.2:1 */
  --renovo-color-border: #dcdfe6;
  --renovo-color-surface: #fff;
  --renovo-radius: 12px;
}
.root {
  all: initial;
  display: contents;
  direction: ltr;
  font-family: var(--renovo-font-family, -apple-system, BlinkMacSystemFont, "PingFang TC", "Noto Sans TC", "Microsoft JhengHei", "Segoe UI", Roboto, sans-serif);
  font-size: var(--renovo-font-size, 14px);
  line-height: 1.5;
  color: var(--renovo-color-text, #1f2329);
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
