/**
 * The one React adapter over core's stores: reads a signal through `useSyncExternalStore`, so a
 * component re-renders when the signal changes. On the server (and during hydration) it renders
 * `serverValue` when given, so the first client render matches the server's HTML.
 *
 * @example const regionName = useSignalValue(region.regionName, loaderData.region.name);
 */
import { useCallback, useSyncExternalStore } from 'react';

/** What the hook needs of a signal (a `ReadonlySignal` of @preact/signals-core). */
export interface ReadableSignal<T> {
  subscribe(listener: (value: T) => void): () => void;
  peek(): T;
}

/** The signal's current value; re-renders on change. */
export function useSignalValue<T>(signal: ReadableSignal<T>, serverValue?: T): T {
  const subscribe = useCallback((onChange: () => void) => signal.subscribe(() => onChange()), [signal]);
  const read = () => signal.peek();
  return useSyncExternalStore(subscribe, read, serverValue === undefined ? read : () => serverValue);
}
