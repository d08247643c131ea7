import type {
  Clock,
  CookieJar,
  CookieOptions,
  KeyValueStorage,
  LocationPort,
  Notifier,
  ToastOptions,
} from './types.ts';
/** In-memory storage for Node tests and SSR. */
export declare function createMemoryStorage(initial?: Record<string, string>): KeyValueStorage;
/** An in-memory cookie jar that also remembers the options each cookie was set with. */
export interface MemoryCookieJar extends CookieJar {
  options(name: string): CookieOptions | undefined;
}
/** Creates an in-memory cookie jar. */
export declare function createMemoryCookies(initial?: Record<string, string>): MemoryCookieJar;
/** A location that records navigations instead of performing them. */
export interface MemoryLocation extends LocationPort {
  readonly assigned: string[];
  reloads: number;
  backs: number;
  setQuery(query: string): void;
}
/** Creates a memory location at `query`. */
export declare function createMemoryLocation(query?: string): MemoryLocation;
/** A manual clock: `advance(ms)` runs due timers in order. */
export interface ManualClock extends Clock {
  advance(ms: number): void;
  set(now: number): void;
}
/** Creates a manual clock starting at `start` ms. */
export declare function createManualClock(start?: number): ManualClock;
/** A toast as a recording notifier received it. */
export interface RecordedToast {
  message: string;
  options?: ToastOptions;
}
/** A notifier that records its toasts instead of showing them. */
export interface RecordingNotifier extends Notifier {
  readonly toasts: RecordedToast[];
}
/** Creates a notifier that records every toast in `toasts`. */
export declare function createRecordingNotifier(): RecordingNotifier;
//# sourceMappingURL=memory.d.ts.map
