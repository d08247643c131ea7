/**
 * Route preload, at most 5 at once (doc 1 §9). A link asks for the preload of its page (on
 * intent, or once in view after the page has loaded); core's `createPreloadQueue` runs at most
 * five at a time, in order, each page once. A running preload is React Router's own
 * `<PrefetchPageLinks>` for that page (its loader data and route modules, exactly what Link
 * prefetching would fetch), and it counts as finished when every `<link>` it rendered has loaded
 * or failed. `<RoutePreloads />` (once, in the layout) renders the running ones.
 */
import { createPreloadQueue } from '@renovo/core';
import {
  type FocusEvent,
  type MouseEvent,
  type SyntheticEvent,
  useEffect,
  useRef,
  useSyncExternalStore,
} from 'react';
import { Link, type LinkProps, PrefetchPageLinks } from 'react-router';

const queue = createPreloadQueue();
/** The running preloads: page → what ends its turn. */
const running = new Map<string, () => void>();
let snapshot: readonly string[] = [];
const listeners = new Set<() => void>();
const NONE: readonly string[] = [];

function publish() {
  snapshot = [...running.keys()];
  for (const listener of listeners) listener();
}

/** Asks for the preload of `page` (a site path); at most five run at once. */
function preloadRoute(page: string): void {
  queue(
    page,
    () =>
      new Promise<void>((resolve) => {
        running.set(page, () => {
          running.delete(page);
          publish();
          resolve();
        });
        publish();
      }),
  );
}

/** One running preload: done once all its links have loaded or failed. */
function Preload({ page }: { page: string }) {
  const box = useRef<HTMLDivElement>(null);
  const settled = useRef(new WeakSet<EventTarget>());
  const check = () => {
    const links = [...(box.current?.querySelectorAll('link') ?? [])];
    if (links.every((link) => settled.current.has(link))) running.get(page)?.();
  };
  const onSettle = (event: SyntheticEvent<HTMLLinkElement>) => {
    settled.current.add(event.currentTarget);
    check();
  };
  // `<PrefetchPageLinks>` passes its other props to the data and module links it renders (its
  // type lists only link attributes); links with load handlers stay here, not hoisted to <head>.
  const handlers = { onLoad: onSettle, onError: onSettle } as object;
  // A page with nothing left to fetch (the current one) renders no link: done at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, after the first render
  useEffect(check, []);
  return (
    <div ref={box} data-preload={page}>
      <PrefetchPageLinks page={page} {...handlers} />
    </div>
  );
}

/** The running preloads (rendered once, in the layout). */
export function RoutePreloads() {
  const pages = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
    () => NONE,
  );
  return (
    <div hidden>
      {pages.map((page) => (
        <Preload key={page} page={page} />
      ))}
    </div>
  );
}

/** Runs `then` once the page has loaded and the main thread is idle. */
function afterLoad(then: () => void): () => void {
  let cancelled = false;
  const idle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => cancelled || then());
    else setTimeout(then, 0);
  };
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', idle);
  };
}

/** Props of {@link PreloadLink}: a Link's, `to` a path; `viewport` also preloads once in view. */
export type PreloadLinkProps = Omit<LinkProps, 'to' | 'prefetch'> & { to: string; viewport?: boolean };

/** A Link whose page is preloaded through the queue (on hover, focus or touch; or in view). */
export function PreloadLink({ to, viewport = false, onMouseEnter, onFocus, ...props }: PreloadLinkProps) {
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const el = link.current;
    if (!viewport || !el || !('IntersectionObserver' in window)) return;
    let observer: IntersectionObserver | undefined;
    const stop = afterLoad(() => {
      observer = new IntersectionObserver((entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer?.disconnect();
          preloadRoute(to);
        }
      });
      observer.observe(el);
    });
    return () => {
      stop();
      observer?.disconnect();
    };
  }, [to, viewport]);
  return (
    <Link
      ref={link}
      to={to}
      prefetch="none"
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        preloadRoute(to);
        onMouseEnter?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        preloadRoute(to);
        onFocus?.(event);
      }}
      onTouchStart={() => preloadRoute(to)}
      {...props}
    />
  );
}
