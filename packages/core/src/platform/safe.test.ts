import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from './memory.ts';
import { safeStorage } from './safe.ts';

describe('safeStorage: a store that throws (blocked storage) is replaced by memory', () => {
  it('reading window.localStorage throws SecurityError: values live in memory', () => {
    const storage = safeStorage(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    storage.setItem('a', '1');
    expect(storage.getItem('a')).toBe('1');
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
  });

  it('a store whose getItem throws is replaced too; a working store is used as it is', () => {
    const throwing = {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {},
      removeItem: () => {},
    };
    expect(safeStorage(() => throwing)).not.toBe(throwing);
    const working = createMemoryStorage({ a: '1' });
    expect(safeStorage(() => working)).toBe(working);
  });
});
