// @vitest-environment happy-dom
import { TOAST_DURATION_MS, TOAST_OFFSET } from '@renovo/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastNotifier } from './toast.tsx';

/** The toast box inside the page's one `<renovo-toast>`. */
const box = () =>
  document.querySelector('renovo-toast')?.shadowRoot?.querySelector<HTMLElement>('[part~="toast"]');
/** Lets Preact's effects run (they are flushed after a frame). */
const settle = () => vi.advanceTimersByTimeAsync(50);

beforeEach(() => {
  vi.useFakeTimers();
  document.body.replaceChildren();
});
afterEach(() => vi.useRealTimers());

describe('renovo-toast (docs/spec/platform.md#limits)', () => {
  it('shows for 3000 ms by default, 20 px from the top, then hides', async () => {
    expect([TOAST_DURATION_MS, TOAST_OFFSET]).toEqual([3000, 20]);
    createToastNotifier().toast('已收藏');
    await settle();
    expect(box()!.hidden).toBe(false);
    expect(box()!.textContent).toBe('已收藏');
    expect(box()!.style.getPropertyValue('--renovo-toast-offset')).toBe('20px');
    expect(box()!.getAttribute('role')).toBe('status');
    await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 100);
    expect(box()!.hidden).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(box()!.hidden).toBe(true);
    expect(box()!.textContent).toBe('');
  });

  it('one at a time: a new toast replaces the shown one and gets its own full time', async () => {
    const notifier = createToastNotifier();
    notifier.toast('第一則');
    await settle();
    await vi.advanceTimersByTimeAsync(2000);
    notifier.toast('第二則', { type: 'error' });
    await settle();
    expect(document.querySelectorAll('renovo-toast')).toHaveLength(1);
    expect(box()!.textContent).toBe('第二則');
    // Errors are announced at once (role alert, assertive).
    expect(box()!.getAttribute('role')).toBe('alert');
    expect(box()!.getAttribute('aria-live')).toBe('assertive');
    await vi.advanceTimersByTimeAsync(2000);
    expect(box()!.textContent).toBe('第二則');
    await vi.advanceTimersByTimeAsync(1000);
    expect(box()!.hidden).toBe(true);
  });

  it('the waiting type shows a spinner; duration and offset can be given', async () => {
    createToastNotifier().toast('處理中', { type: 'waiting', duration: 500, offset: 64 });
    await settle();
    expect(box()!.querySelector('.spinner')).not.toBeNull();
    expect(box()!.classList.contains('waiting')).toBe(true);
    expect(box()!.style.getPropertyValue('--renovo-toast-offset')).toBe('64px');
    await vi.advanceTimersByTimeAsync(500);
    expect(box()!.hidden).toBe(true);
  });
});
