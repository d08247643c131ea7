/**
 * Route preload, at most 5 at once (docs/spec/platform.md#limits). A link asks for the preload of its page
 * (on
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
import { Link, type LinkProps, PrefetchPageLinks, useNavigation } from 'react-router';

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

/** Asks for the preload of `page` (a site path, not the current one); at most five run at once. */
function preloadRoute(page: string): void {
  if (page === window.location.pathname) return;
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

/** How long a preload that renders no link at all (a path no route matches) may hold its turn. */
const NOTHING_TO_FETCH_MS = 10_000;

/**
 * One running preload: done once it has rendered links and all of them have loaded or failed.
 * A route not discovered yet renders nothing until React Router has learnt it (lazy route
 * discovery updates the router's state, which re-renders this through `useNavigation`).
 */
function Preload({ page }: { page: string }) {
  useNavigation();
  const box = useRef<HTMLDivElement>(null);
  const settled = useRef(new WeakSet<EventTarget>());
  const check = () => {
    const links = [...(box.current?.querySelectorAll('link') ?? [])];
    if (links.length > 0 && links.every((link) => settled.current.has(link))) running.get(page)?.();
  };
  const onSettle = (event: SyntheticEvent<HTMLLinkElement>) => {
    settled.current.add(event.currentTarget);
    check();
  };
  // `<PrefetchPageLinks>` passes its other props to the data and module links it renders (its
  // type lists only link attributes); links with load handlers stay here, not hoisted to <head>.
  const handlers = { onLoad: onSettle, onError: onSettle } as object;
  useEffect(() => {
    const timer = setTimeout(() => {
      if (!box.current?.querySelector('link')) running.get(page)?.();
    }, NOTHING_TO_FETCH_MS);
    return () => clearTimeout(timer);
  }, [page]);
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

/**
 * Props of {@link PreloadLink}: a Link's, `to` a path; `viewport` also preloads once in view (on
 * devices whose pointer hovers).
 */
export type PreloadLinkProps = Omit<LinkProps, 'to' | 'prefetch'> & { to: string; viewport?: boolean };

/** A Link whose page is preloaded through the queue (on hover, focus or touch; or in view). */
export function PreloadLink({ to, viewport = false, onMouseEnter, onFocus, ...props }: PreloadLinkProps) {
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    const el = link.current;
    // In view: only where a pointer can hover (a desktop); a phone preloads on touch, sparing
    // its data and its main thread the pages it may never open.
    const canHover = window.matchMedia('(hover: hover) and (pointer: fine)').matches;
    if (!viewport || !canHover || !el || !('IntersectionObserver' in window)) return;
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
