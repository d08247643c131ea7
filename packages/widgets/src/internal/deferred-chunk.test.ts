// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { deferredChunk } from './deferred-chunk.ts';

afterEach(() => {
  dispatchEvent(new Event('pageshow'));
  vi.restoreAllMocks();
});

describe('deferred chunk', () => {
  test('a chunk that cannot load is reported once on the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const get = deferredChunk(() => Promise.reject(new Error('offline')), 'the part could not load');
    expect(await get()).toBeUndefined();
    expect(await get()).toBeUndefined();
    expect(error).toHaveBeenCalledTimes(1);
    expect(String(error.mock.calls[0]?.[0])).toBe('[renovo] the part could not load');
  });

  test('a load cut short by leaving the page is no failure: not reported, and tried again once the page is back', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new TypeError('import aborted'));
    load.mockResolvedValue('chunk');
    const get = deferredChunk(load, 'the part could not load');
    // The visitor asks for the next page: Firefox cuts the import before pagehide.
    dispatchEvent(new Event('beforeunload'));
    expect(await get()).toBeUndefined();
    expect(error).not.toHaveBeenCalled();
    // The page comes back from the back-forward cache: the next use loads the chunk.
    dispatchEvent(new Event('pageshow'));
    expect(await get()).toBe('chunk');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
