/**
 * The tutorial overlay's memory (docs/spec/platform.md#limits: buttons 瞭解了 and 立即體驗): a hint is shown once;
 * either button, or closing it, remembers that it was seen. Storage that throws (blocked by
 * privacy settings) counts as "not remembered" and never breaks the page.
 */
import type { KeyValueStorage } from '../platform/types.ts';

const PREFIX = 'renovo_tutorial_seen:';

/** Whether the tutorial `name` should show (not seen before, as far as storage tells). */
export function tutorialDue(storage: KeyValueStorage, name: string): boolean {
  try {
    return storage.getItem(PREFIX + name) === null;
  } catch {
    return true;
  }
}

/** Remembers that the tutorial `name` was seen (best effort). */
export function markTutorialSeen(storage: KeyValueStorage, name: string): void {
  try {
    storage.setItem(PREFIX + name, '1');
  } catch {}
}
