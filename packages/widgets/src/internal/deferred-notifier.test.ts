// @vitest-environment happy-dom
import type { Notifier } from '@renovo/core';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { createDeferredNotifier, toastChunk } from './deferred-notifier.ts';

const realLoad = toastChunk.load;

afterEach(() => {
  toastChunk.load = realLoad;
  vi.restoreAllMocks();
  document.body.replaceChildren();
});

describe('deferred toast notifier', () => {
  test('toasts asked for before the chunk arrives show once it does, in order', async () => {
    const shown: string[] = [];
    let arrive: () => void = () => {};
    toastChunk.load = vi.fn(
      () =>
        new Promise<Notifier>((resolve) => {
          arrive = () => resolve({ toast: (message) => void shown.push(message) });
        }),
    );
    const notifier = createDeferredNotifier();
    notifier.toast('送出中', { type: 'waiting' });
    notifier.toast('送出成功', { type: 'success' });
    await Promise.resolve();
    expect(shown).toEqual([]);
    arrive();
    await vi.waitFor(() => expect(shown).toEqual(['送出中', '送出成功']));
    expect(toastChunk.load).toHaveBeenCalledTimes(1);
  });

  test('the real chunk puts the message in the page’s one <renovo-toast>', async () => {
    const notifier = createDeferredNotifier();
    notifier.toast('送出失敗，請稍後重試', { type: 'error' });
    await vi.waitFor(() =>
      expect(document.querySelector('renovo-toast')?.shadowRoot?.textContent).toContain(
        '送出失敗，請稍後重試',
      ),
    );
    expect(document.querySelectorAll('renovo-toast')).toHaveLength(1);
  });

  test('a chunk that cannot load (tried twice) is reported once and toast() never throws', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    toastChunk.load = vi.fn(() => Promise.reject(new Error('offline')));
    const notifier = createDeferredNotifier();
    expect(() => notifier.toast('a')).not.toThrow();
    await vi.waitFor(() => expect(toastChunk.load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    expect(() => notifier.toast('b')).not.toThrow();
    await vi.waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(toastChunk.load).toHaveBeenCalledTimes(2);
    expect(String(error.mock.calls[0]?.[0])).toContain('toast could not load');
  });
});
