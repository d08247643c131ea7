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
 */
import { useContext, useMemo } from 'react';
import { matchRoutes, UNSAFE_DataRouterContext, UNSAFE_FrameworkContext } from 'react-router';

/** The route modules fetched here (the browser keeps them; React Router's cache does not know). */
const fetched = new Set<string>();
/** Whether the last fetch of a page's code failed (and none has succeeded since). */
let suspect = false;

/** True while the last fetch of a page's code failed: the connection may answer nothing. */
export function connectionSuspect(): boolean {
  return suspect;
}

/** The code of the site's pages, as the running router knows them. */
export interface PageCode {
  /** The files of `pathname`'s page not fetched yet (none for a page the router does not know). */
  missing(pathname: string): string[];
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
      return (matchRoutes(dataRouter.router.routes, pathname) ?? [])
        .filter((match) => !(match.route.id in routeModules))
        .flatMap((match) => manifest.routes[match.route.id]?.module ?? [])
        .filter((file) => !fetched.has(file));
    };
    return {
      missing,
      async load(pathname) {
        const files = missing(pathname);
        try {
          await Promise.all(files.map((file) => import(/* @vite-ignore */ file)));
        } catch {
          suspect = true;
          return false;
        }
        for (const file of files) fetched.add(file);
        if (files.length > 0) suspect = false;
        return true;
      },
    };
  }, [framework, dataRouter]);
}
