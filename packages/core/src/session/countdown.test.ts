import { describe, expect, it } from 'vitest';
import { createManualClock } from '../platform/memory.ts';
import { createSendCodeCountdown } from './countdown.ts';

describe('createSendCodeCountdown', () => {
  it('Send-code button: 發送驗證碼, then {n}s 重發 counting down from 60, then 重發', () => {
    const clock = createManualClock();
    const countdown = createSendCodeCountdown({ clock });
    expect(countdown.label.value).toBe('發送驗證碼');
    expect(countdown.disabled.value).toBe(false);

    expect(countdown.start()).toBe(true);
    const labels = [countdown.label.value];
    for (let i = 0; i < 60; i++) {
      clock.advance(1000);
      labels.push(countdown.label.value);
    }
    expect(labels.slice(0, 3)).toEqual(['60s 重發', '59s 重發', '58s 重發']);
    expect(labels.at(-2)).toBe('1s 重發');
    expect(labels.at(-1)).toBe('重發');
    expect(countdown.disabled.value).toBe(false);
    expect(countdown.phase.value).toBe('again');
  });

  it('Send-code button: clicks during the countdown are ignored', () => {
    const clock = createManualClock();
    const countdown = createSendCodeCountdown({ clock, seconds: 3 });
    countdown.start();
    clock.advance(1000);
    expect(countdown.start()).toBe(false);
    expect(countdown.label.value).toBe('2s 重發');
    clock.advance(2000);
    expect(countdown.label.value).toBe('重發');
    expect(countdown.start()).toBe(true);
    expect(countdown.label.value).toBe('3s 重發');
  });

  it('dispose stops the timer', () => {
    const clock = createManualClock();
    const countdown = createSendCodeCountdown({ clock, seconds: 3 });
    countdown.start();
    countdown.dispose();
    clock.advance(5000);
    expect(countdown.remaining.value).toBe(3);
  });

  it('uses the system clock by default', () => {
    const countdown = createSendCodeCountdown();
    expect(countdown.start()).toBe(true);
    expect(countdown.label.value).toBe('60s 重發');
    countdown.dispose();
  });
});
