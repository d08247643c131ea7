/**
 * Feeds the page's scroll position to the article page's scroll rules, throttled to one reading
 * per 100 ms (docs/spec/quotes.md#limits "scroll throttle 100 ms"), with the trailing position always
 * delivered.
 * The page height is the scrollable height, so that 50 % can be reached on any page.
 */
import { SCROLL_THROTTLE_MS } from '@renovo/core';
import { useEffect, useRef } from 'react';

/** A listener of (scrollTop, pageHeight). */
export type ScrollListener = (scrollTop: number, pageHeight: number) => void;

/** Calls `listener` with the throttled scroll position while mounted (and once at mount). */
export function useScrollPosition(listener: ScrollListener, enabled = true): void {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => {
    if (!enabled) return;
    let last = 0;
    let timer: number | undefined;
    const read = () => {
      timer = undefined;
      last = Date.now();
      const root = document.documentElement;
      latest.current(window.scrollY, Math.max(0, root.scrollHeight - window.innerHeight));
    };
    const onScroll = () => {
      if (timer !== undefined) return;
      const wait = Math.max(0, SCROLL_THROTTLE_MS - (Date.now() - last));
      timer = window.setTimeout(read, wait);
    };
    read();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [enabled]);
}
