/**
 * Runs tasks at the visitor's first interaction with the page: the first `pointerdown` or
 * `keydown` anywhere in the document (inside a widget too: both events are composed), or at once
 * when that has already happened. The widgets warm their later chunks here (the toast, the
 * analytics bus, the quote's confirm page) instead of when the browser is idle: a visitor who
 * only looks at a popup costs the page none of that script (`npm run bench:widgets` (b)) but the
 * analytics bus, which a quote popup's funnel steps fetch once idle (ADR 024); one who starts
 * using it has them before they are needed. Each chunk is also fetched on first use.
 */
const EVENTS = ['pointerdown', 'keydown'] as const;

const waiting: (() => void)[] = [];
let interacted = false;
let listening = false;

function fire(): void {
  interacted = true;
  for (const type of EVENTS) document.removeEventListener(type, fire, true);
  listening = false;
  for (const task of waiting.splice(0)) task();
}

export function onFirstInteraction(task: () => void): void {
  if (interacted) {
    task();
    return;
  }
  waiting.push(task);
  if (listening) return;
  listening = true;
  for (const type of EVENTS) document.addEventListener(type, fire, { capture: true, passive: true });
}
