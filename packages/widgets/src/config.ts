/**
 * What the loader (or the host site, or a partner's app) tells the widgets before they start:
 * `window.__RENOVO__`. Declared on `Window` here, so a consumer's `window.__RENOVO__ = {…}` is
 * type-checked.
 *
 * @example
 * window.__RENOVO__ = { apiOrigin: 'https://renovo.example', partner: 'YOUR_KEY' };
 */
/** What the loader (or the host site) tells the widgets before they start. */
export interface RenovoConfig {
  /** Origin of the API and of the main site's result pages. */
  apiOrigin: string;
  /** The partner key from the script tag's data-partner (or an element's `partner` attribute). */
  partner?: string | undefined;
  /** The loader's version. */
  version?: string;
}

declare global {
  interface Window {
    __RENOVO__?: RenovoConfig;
  }
}
