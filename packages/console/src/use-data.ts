/** Loads a route's data for a screen, with loading and error states and a reload. */
import type { Route } from '@renovo/core/contracts';
import { useCallback, useEffect, useState } from 'react';
import { type CallOptions, call } from './api/call.ts';

export interface DataState<T> {
  data: T | undefined;
  error: Error | null;
  loading: boolean;
  reload(): void;
}

export function useData<T>(route: Route, options: CallOptions = {}): DataState<T> {
  const key = JSON.stringify(options);
  const [state, setState] = useState<{ data: T | undefined; error: Error | null; loading: boolean }>({
    data: undefined,
    error: null,
    loading: true,
  });
  const [tick, setTick] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the options are compared by `key`
  useEffect(() => {
    const controller = new AbortController();
    setState((s) => ({ ...s, loading: true }));
    call<T>(route, { ...options, signal: controller.signal }).then(
      (data) => setState({ data, error: null, loading: false }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({
          data: undefined,
          error: error instanceof Error ? error : new Error(String(error)),
          loading: false,
        });
      },
    );
    return () => controller.abort();
  }, [route, key, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { ...state, reload };
}
