/**
 * The chip under the header that says why the page stayed where it is: no connection, or a
 * connection that answers nothing (components/ui/connection-guard.tsx renders it). Set by the
 * guard when it drops a navigation, and by a press that meant to leave the page as a document
 * but found the site silent (lib/release-watch.ts `openAsDocument`); cleared when the connection
 * is back or a navigation goes on.
 */
import { useSyncExternalStore } from 'react';

/** What the chip says: `siteMessages[notice]`. */
export type ConnectionNotice = 'offline' | 'connectionUnstable';

let current: ConnectionNotice | null = null;
const listeners = new Set<() => void>();

/** Shows `notice` (or clears the chip with null). */
export function showConnectionNotice(notice: ConnectionNotice | null): void {
  if (notice === current) return;
  current = notice;
  for (const listener of listeners) listener();
}

/** The notice shown now. */
export function connectionNotice(): ConnectionNotice | null {
  return current;
}

/** The notice shown now, re-rendering on change (null on the server). */
export function useConnectionNotice(): ConnectionNotice | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    connectionNotice,
    () => null,
  );
}
