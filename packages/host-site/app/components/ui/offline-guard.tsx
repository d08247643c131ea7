/**
 * Navigation while the device is offline. React Router loads a page's code and data when the
 * visitor asks for it; offline, a page whose code was not loaded yet fails to import and React
 * Router reloads the document, and the browser then shows its own offline page: the visitor
 * loses the page they were on (and anything typed in it). While `navigator.onLine` says there is
 * no connection, every in-app navigation to another page (a link, a search, the back button) is
 * held here instead: the visitor stays, and a chip under the header says why, until the
 * connection is back. Links to other sites and anchors within the page are left alone.
 */
import { siteMessages } from '@renovo/core';
import { useEffect, useState } from 'react';
import { type BlockerFunction, useBlocker } from 'react-router';
import { deviceOffline } from '../../lib/browser.ts';

/** True when the navigation leaves this page while the device reports no connection. */
const leavesPageOffline: BlockerFunction = ({ currentLocation, nextLocation }) =>
  deviceOffline() &&
  (nextLocation.pathname !== currentLocation.pathname || nextLocation.search !== currentLocation.search);

/** Holds in-app navigations while offline and says so (once, in the page frame). */
export function OfflineGuard() {
  const [held, setHeld] = useState(false);
  const blocker = useBlocker(leavesPageOffline);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    blocker.reset();
    setHeld(true);
  }, [blocker]);

  useEffect(() => {
    const online = () => setHeld(false);
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, []);

  // The loading chip's place and look: the two never show at once (a held navigation never starts).
  return (
    <div className="loading-indicator" role="status" data-offline-notice="">
      {held ? <span className="loading-indicator__chip">{siteMessages.offline}</span> : null}
    </div>
  );
}
