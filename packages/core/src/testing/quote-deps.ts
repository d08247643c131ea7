/**
 * What both quote-store tests give a store: memory ports, storage and location, a manual clock, a
 * recording notifier and recorders of the callbacks. Test-only: not exported from the package.
 */
import { vi } from 'vitest';
import {
  createManualClock,
  createMemoryLocation,
  createMemoryStorage,
  createRecordingNotifier,
} from '../platform/memory.ts';
import type { KeyValueStorage } from '../platform/types.ts';
import { createMemoryQuotePorts, type MemoryQuotePorts } from '../quote/memory.ts';
import type { QuoteContext, QuoteTrackEvent } from '../quote/submit.ts';

/** What a test may set: the storage, the page query and the ports. */
export interface QuoteTestOptions {
  storage?: KeyValueStorage;
  query?: string;
  ports?: MemoryQuotePorts;
}

/** The dependencies of a quote store in `context`, and what the test reads back. */
export function quoteTestDeps(context: QuoteContext, options: QuoteTestOptions = {}) {
  const ports = options.ports ?? createMemoryQuotePorts();
  const notifier = createRecordingNotifier();
  const events: QuoteTrackEvent[] = [];
  const location = createMemoryLocation(options.query ?? '');
  const storage = options.storage ?? createMemoryStorage();
  const clock = createManualClock();
  const onSuccess = vi.fn();
  const onClose = vi.fn();
  const track = (event: QuoteTrackEvent) => void events.push(event);
  const deps = { ports, storage, location, clock, notifier, context, onSuccess, onClose, track };
  return { deps, ports, toasts: notifier.toasts, events, location, storage, clock, onSuccess, onClose };
}
