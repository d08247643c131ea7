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
export function createMemoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, String(value)),
    removeItem: (key) => void map.delete(key),
  };
}

/** An in-memory cookie jar that also remembers the options each cookie was set with. */
export interface MemoryCookieJar extends CookieJar {
  options(name: string): CookieOptions | undefined;
}

/** Creates an in-memory cookie jar. */
export function createMemoryCookies(initial: Record<string, string> = {}): MemoryCookieJar {
  const values = new Map(Object.entries(initial));
  const opts = new Map<string, CookieOptions>();
  return {
    get: (name) => values.get(name),
    set: (name, value, options = {}) => {
      values.set(name, value);
      opts.set(name, options);
    },
    remove: (name) => {
      values.delete(name);
      opts.delete(name);
    },
    options: (name) => opts.get(name),
  };
}

/** A location that records navigations instead of performing them. */
export interface MemoryLocation extends LocationPort {
  readonly assigned: string[];
  reloads: number;
  backs: number;
  setQuery(query: string): void;
}

/** Creates a memory location at `query`. */
export function createMemoryLocation(query = ''): MemoryLocation {
  let params = new URLSearchParams(query);
  const loc: MemoryLocation = {
    assigned: [],
    reloads: 0,
    backs: 0,
    query: () => new URLSearchParams(params),
    assign: (url) => void loc.assigned.push(url),
    reload: () => {
      loc.reloads += 1;
    },
    back: () => {
      loc.backs += 1;
    },
    setQuery: (q) => {
      params = new URLSearchParams(q);
    },
  };
  return loc;
}

/** A manual clock: `advance(ms)` runs due timers in order. */
export interface ManualClock extends Clock {
  advance(ms: number): void;
  set(now: number): void;
}

/** Creates a manual clock starting at `start` ms. */
export function createManualClock(start = 0): ManualClock {
  let now = start;
  let nextId = 1;
  const timers = new Map<number, { at: number; fn: () => void }>();
  return {
    now: () => now,
    setTimeout: (fn, ms) => {
      const id = nextId++;
      timers.set(id, { at: now + Math.max(0, ms), fn });
      return id;
    },
    clearTimeout: (handle) => void timers.delete(handle as number),
    set: (t) => {
      now = t;
    },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        let due: [number, { at: number; fn: () => void }] | undefined;
        for (const entry of timers) if (entry[1].at <= end && (!due || entry[1].at < due[1].at)) due = entry;
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].fn();
      }
      now = end;
    },
  };
}

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
export function createRecordingNotifier(): RecordingNotifier {
  const toasts: RecordedToast[] = [];
  return { toasts, toast: (message, options) => void toasts.push({ message, options }) };
}
