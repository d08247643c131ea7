import { describe, expect, test } from 'vitest';
import { createMemoryStorage } from '../platform/memory.ts';
import type { KeyValueStorage } from '../platform/types.ts';
import { markTutorialSeen, tutorialDue } from './tutorial.ts';

describe('tutorial overlay (docs/spec/platform.md#limits: 瞭解了 / 立即體驗), shown once', () => {
  test('due until seen, then not again; each tutorial on its own', () => {
    const storage = createMemoryStorage();
    expect(tutorialDue(storage, 'home-quote')).toBe(true);
    markTutorialSeen(storage, 'home-quote');
    expect(tutorialDue(storage, 'home-quote')).toBe(false);
    expect(tutorialDue(storage, 'other')).toBe(true);
  });

  test('storage that throws neither breaks the page nor hides the hint', () => {
    const blocked: KeyValueStorage = {
      getItem() {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem() {
        throw new DOMException('blocked', 'SecurityError');
      },
      removeItem() {
        throw new DOMException('blocked', 'SecurityError');
      },
    };
    expect(tutorialDue(blocked, 'home-quote')).toBe(true);
    expect(() => markTutorialSeen(blocked, 'home-quote')).not.toThrow();
  });
});
