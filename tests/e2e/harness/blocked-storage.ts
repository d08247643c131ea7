/**
 * Blocked storage (privacy settings, some in-app browsers): an init script that makes
 * `localStorage`, `sessionStorage`, `document.cookie` and `cookieStore` throw a SecurityError on
 * every access, as such browsers do. Runs in the page before any of its scripts.
 *
 * @example await context.addInitScript(blockStorage);
 */
export function blockStorage(): void {
  const blocked = (): never => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  for (const name of ['localStorage', 'sessionStorage', 'cookieStore']) {
    Object.defineProperty(window, name, { configurable: true, get: blocked });
  }
  Object.defineProperty(Document.prototype, 'cookie', { configurable: true, get: blocked, set: blocked });
}
