/**
 * Route preload, at most 5 at once (docs/spec/platform.md#limits). A link asks for the preload of its page
 * on intent (hover, focus or touch); core's `createPreloadQueue` runs at most
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
  useState,
  useSyncExternalStore,
} from 'react';
import { Link, type LinkProps, PrefetchPageLinks, useNavigation } from 'react-router';
import { deviceOffline } from '../../lib/browser.ts';
import { usePageCode } from '../../lib/page-code.ts';

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

/**
 * Asks for the preload of `page` (a site path, not the current one); at most five run at once.
 * Not while the device is offline: React Router reloads the document when a preloaded page's
 * code cannot be fetched, which offline ends on the browser's own error page (connection-guard.tsx).
 */
function preloadRoute(page: string): void {
  if (page === window.location.pathname || deviceOffline()) return;
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
 * discovery updates the router's state, which re-renders this through `useNavigation`). The
 * page's code is fetched first (lib/page-code.ts): `<PrefetchPageLinks>` imports it to read its
 * links, and React Router reloads the document when that import fails — on a connection that
 * answers nothing, a hover would end on the browser's error page. When it cannot be fetched, the
 * preload ends there.
 */
function Preload({ page }: { page: string }) {
  useNavigation();
  const pageCode = usePageCode();
  const missing = pageCode.missing(page).join(' ');
  const [, codeFetched] = useState(0);
  useEffect(() => {
    if (!missing) return;
    let live = true;
    void pageCode.load(page).then((loaded) => {
      if (!live) return;
      if (loaded) codeFetched((count) => count + 1);
      else running.get(page)?.();
    });
    return () => {
      live = false;
    };
  }, [missing, page, pageCode]);
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
      {missing ? null : <PrefetchPageLinks page={page} {...handlers} />}
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

/** Props of {@link PreloadLink}: a Link's, `to` a path. */
export type PreloadLinkProps = Omit<LinkProps, 'to' | 'prefetch'> & { to: string };

/**
 * A Link whose page is preloaded through the queue on intent: hover, focus or touch. Not once in
 * view: that made every desktop page view fetch the loader data of the header's 8–10 pages,
 * which doubled the server's work per page view (ADR 034's addendum).
 */
export function PreloadLink({ to, onMouseEnter, onFocus, ...props }: PreloadLinkProps) {
  return (
    <Link
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
