/**
 * True once the @renovo/widgets custom elements are defined in this page (always false on the
 * server and during hydration, so the first client render matches the server's HTML).
 */
import { useEffect, useState } from 'react';
import { loadWidgets } from '../../lib/widgets.ts';

/** Loads the widgets (once per page) and re-renders when they are defined. */
export function useWidgetsReady(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    loadWidgets().then(
      () => live && setReady(true),
      (error: unknown) => console.error('[renovo] widgets failed to load', error),
    );
    return () => {
      live = false;
    };
  }, []);
  return ready;
}
