/**
 * Puts a component's CSS into its shadow root: a constructable stylesheet shared by every
 * instance (adoptedStyleSheets), or a `<style>` element where constructable sheets are missing.
 * (The design card names a `shadow-dom-inject` package, which does not exist; this is ours.)
 */
const sheets = new Map<string, CSSStyleSheet>();

/** Adopts `css` into `root`, reusing one sheet per distinct text. */
export function adoptStyles(root: ShadowRoot, css: string): void {
  if (
    'adoptedStyleSheets' in root &&
    typeof CSSStyleSheet === 'function' &&
    'replaceSync' in CSSStyleSheet.prototype
  ) {
    let sheet = sheets.get(css);
    if (!sheet) {
      sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      sheets.set(css, sheet);
    }
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  style.textContent = css;
  root.prepend(style);
}
