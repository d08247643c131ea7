/**
 * One screen's data of the company centre, loaded in the browser with the member's cookie:
 * loading, the data, or the zh-TW reason it failed; `reload` asks again.
 */
import { errorMessage, companyCentreMessages as m } from '@renovo/core';
import { useCallback, useEffect, useState } from 'react';

/** Where a screen's data stands. */
export type CentreData<T> =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; data: T };

/** Loads `load()` on mount (and on `reload`). */
export function useCentreData<T>(load: () => Promise<T>): CentreData<T> & { reload: () => void } {
  const [answer, setAnswer] = useState<CentreData<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a fresh closure each render; `round` asks again
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setAnswer({ state: 'ready', data }),
      (error: unknown) => live && setAnswer({ state: 'error', message: errorMessage(error) ?? m.loadFailed }),
    );
    return () => {
      live = false;
    };
  }, [round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...answer, reload };
}

/** The zh-TW reason of a failed call. */
export const reasonOf = (error: unknown) => errorMessage(error) ?? m.loadFailed;
