/**
 * A page's code, fetched before React Router asks for it. React Router imports a page's route
 * modules when the visitor goes there (or when a link preloads it), and when that import fails it
 * reloads the document: right after a release the old files are gone and the reload brings the
 * new ones, but on a connection that answers nothing the reload ends on the browser's own error
 * page and the visitor loses the page they were reading. Fetched here first, a failure is ours
 * to handle (components/ui/connection-guard.tsx, components/ui/route-preload.tsx); once fetched,
 * React Router's own import of the same file is answered by the browser at once. A failed fetch
 * makes the connection suspect until a later one succeeds: while it is, the guard holds a
 * navigation until its page's code is here (ADR 064).
 *
 * A page whose route React Router has not discovered yet (it learns the routes of the links a
 * page shows from the server, after hydration) has no known code: the site is asked instead
 * (`/version.json`), and a silent site makes the connection suspect in the same way.
 */
import { useContext, useMemo } from 'react';
import { matchRoutes, UNSAFE_DataRouterContext, UNSAFE_FrameworkContext } from 'react-router';
import { siteAnswers } from './release-watch.ts';

/** What {@link PageCode.missing} names for a page whose route is not discovered yet. */
const UNDISCOVERED_ROUTE = 'route-not-discovered';

/** The route modules fetched here (the browser keeps them; React Router's cache does not know). */
const fetched = new Set<string>();
/** The fetches on their way: a file (or {@link UNDISCOVERED_ROUTE}, the site asked) → its end. */
const inFlight = new Map<string, Promise<boolean>>();
/** Whether the last fetch of a page's code failed (and none has succeeded since). */
let suspect = false;

/** True while the last fetch of a page's code failed: the connection may answer nothing. */
export function connectionSuspect(): boolean {
  return suspect;
}

/** Fetches `file` once at a time (a second ask joins the first); true when it is here. */
function fetchOnce(file: string): Promise<boolean> {
  const known = inFlight.get(file);
  if (known) return known;
  const fetching = (
    file === UNDISCOVERED_ROUTE ? siteAnswers() : import(/* @vite-ignore */ file).then(() => true)
  )
    .catch(() => false)
    .then((here) => {
      inFlight.delete(file);
      if (here && file !== UNDISCOVERED_ROUTE) fetched.add(file);
      return here;
    });
  inFlight.set(file, fetching);
  return fetching;
}

/** The code of the site's pages, as the running router knows them. */
export interface PageCode {
  /**
   * The files of `pathname`'s page not fetched yet, or [{@link UNDISCOVERED_ROUTE}] when no route
   * the router knows matches it (none outside a framework router).
   */
  missing(pathname: string): string[];
  /** True while a fetch of `pathname`'s missing code is on its way (a link's intent started it). */
  pending(pathname: string): boolean;
  /** Fetches the files of `pathname`'s page; true once every one is here, false when one failed. */
  load(pathname: string): Promise<boolean>;
}

/** The page code of the router this component runs in. */
export function usePageCode(): PageCode {
  const framework = useContext(UNSAFE_FrameworkContext);
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  return useMemo(() => {
    const missing = (pathname: string): string[] => {
      if (!framework || !dataRouter) return [];
      const { manifest, routeModules } = framework;
      const matches = matchRoutes(dataRouter.router.routes, pathname);
      if (!matches) return [UNDISCOVERED_ROUTE];
      return matches
        .filter((match) => !(match.route.id in routeModules))
        .flatMap((match) => manifest.routes[match.route.id]?.module ?? [])
        .filter((file) => !fetched.has(file));
    };
    return {
      missing,
      pending: (pathname) => missing(pathname).some((file) => inFlight.has(file)),
      async load(pathname) {
        const files = missing(pathname);
        if (files.length === 0) return true;
        const here = (await Promise.all(files.map(fetchOnce))).every(Boolean);
        suspect = !here;
        return here;
      },
    };
  }, [framework, dataRouter]);
}
