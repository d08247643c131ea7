// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { deferredChunk } from './deferred-chunk.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('deferred chunk', () => {
  test('a load cut short (the visitor leaving the page) is not reported, and the next use loads the chunk', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new TypeError('import aborted'));
    load.mockResolvedValue('chunk');
    const get = deferredChunk(load, 'the part could not load');
    expect(await get()).toBeUndefined();
    expect(error).not.toHaveBeenCalled();
    expect(await get()).toBe('chunk');
    expect(await get()).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });

  test('a chunk that fails again is reported once, and not loaded any more', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn(() => Promise.reject(new Error('offline')));
    const get = deferredChunk(load, 'the part could not load');
    expect(await get()).toBeUndefined();
    expect(await get()).toBeUndefined();
    expect(await get()).toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toBe('[renovo] the part could not load');
  });
});
