/**
 * Navigation on a connection that cannot carry it. React Router loads a page's code when the
 * visitor asks for the page, and reloads the document when that code cannot be fetched; with no
 * answer from the network the browser then shows its own error page, and the visitor loses the
 * page they were on (and anything typed in it). So an in-app navigation to another page (a link,
 * a search, the back button) is held here:
 *
 * - while `navigator.onLine` says there is no connection: the visitor stays, and a chip under the
 *   header says so (目前沒有網路連線…) until the connection is back;
 * - once a page's code failed to load (a link's code is fetched on intent: a pointer over it,
 *   focus, a touch) and until one loads again, or while that intent's fetch is still on its way,
 *   when the next page's code has not been fetched: it is fetched first (the page frame shows its
 *   loading state meanwhile), then the navigation goes on. When the fetch fails and the site
 *   does not answer either ("lie-fi": the device reports a connection that answers nothing), the
 *   visitor stays and the chip says the connection is unstable; when the site does answer, the
 *   old release's files are gone and the page is loaded as a document, as React Router would.
 *   On a connection that has not failed, a press after its page's code is here (or with no
 *   intent before it) is not held: React Router fetches the page's code and data side by side.
 *
 * Links to other sites and anchors within the page are left alone.
 */
import { siteMessages } from '@renovo/core';
import { useContext, useEffect } from 'react';
import { type BlockerFunction, createPath, UNSAFE_DataRouterContext, useBlocker } from 'react-router';
import { deviceOffline } from '../../lib/browser.ts';
import { showConnectionNotice, useConnectionNotice } from '../../lib/connection-notice.ts';
import { connectionSuspect, usePageCode } from '../../lib/page-code.ts';
import { siteAnswers } from '../../lib/release-watch.ts';

/** Props of {@link ConnectionGuard}. */
export interface ConnectionGuardProps {
  /** Told when a held navigation starts and stops waiting for its page's code. */
  onWaiting(waiting: boolean): void;
}

/** Holds in-app navigations the connection cannot carry, and says why (once, in the page frame). */
export function ConnectionGuard({ onWaiting }: ConnectionGuardProps) {
  const notice = useConnectionNotice();
  const pageCode = usePageCode();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const leavesPageUnready: BlockerFunction = ({ currentLocation, nextLocation }) =>
    (nextLocation.pathname !== currentLocation.pathname || nextLocation.search !== currentLocation.search) &&
    (deviceOffline() ||
      (pageCode.missing(nextLocation.pathname).length > 0 &&
        (connectionSuspect() || pageCode.pending(nextLocation.pathname))));
  const blocker = useBlocker(leavesPageUnready);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (deviceOffline()) {
      blocker.reset();
      showConnectionNotice('offline');
      return;
    }
    let current = true;
    const target = blocker.location;
    showConnectionNotice(null);
    onWaiting(true);
    void (async () => {
      const loaded = await pageCode.load(target.pathname);
      const answers = loaded || (await siteAnswers());
      // The router may have let the blocker go meanwhile (another navigation ended), before this
      // component re-rendered: only a blocker the router still holds is ours to settle.
      if (!current || !router || ![...router.state.blockers.values()].includes(blocker)) return;
      onWaiting(false);
      if (loaded) blocker.proceed();
      else if (answers) window.location.assign(createPath(target));
      else {
        blocker.reset();
        showConnectionNotice(deviceOffline() ? 'offline' : 'connectionUnstable');
      }
    })();
    return () => {
      current = false;
      onWaiting(false);
    };
  }, [blocker, pageCode, onWaiting, router]);

  // A link's page code is fetched on intent (a pointer over it, focus, a touch), as React Router's
  // `prefetch="intent"` would fetch it but without its reload on failure: by the press it is
  // usually here, and a failure tells the guard before React Router's own import would reload.
  useEffect(() => {
    const intent = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin || deviceOffline())
        return;
      if (pageCode.missing(link.pathname).length > 0) void pageCode.load(link.pathname);
    };
    const types = ['pointerover', 'focusin', 'touchstart'] as const;
    for (const type of types) document.addEventListener(type, intent, { capture: true, passive: true });
    return () => {
      for (const type of types) document.removeEventListener(type, intent, { capture: true });
    };
  }, [pageCode]);

  useEffect(() => {
    const online = () => showConnectionNotice(null);
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, []);

  // Another page clears the chip (it said why the last one stayed). Told by the router itself: a
  // render's location can lag behind it (this component may not render again with the page a
  // navigation committed until something else re-renders it), and an effect keyed on it then
  // cleared the chip a held navigation had just set.
  useEffect(() => {
    if (!router) return;
    let shown = router.state.location.key;
    return router.subscribe(({ location }) => {
      if (location.key === shown) return;
      shown = location.key;
      showConnectionNotice(null);
    });
  }, [router]);

  // The loading chip's place and look: the two never show at once (a held navigation shows the
  // frame's loading state while it waits, this chip only once it was dropped).
  return (
    <div className="loading-indicator" role="status" data-connection-notice="">
      {notice ? <span className="loading-indicator__chip">{siteMessages[notice]}</span> : null}
    </div>
  );
}
