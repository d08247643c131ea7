import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import { SMS_COUNTDOWN_SECONDS } from '../data/constants.ts';
import { format, loginMessages } from '../messages/zh-TW.ts';
import { type Clock, systemClock } from '../platform/types.ts';

/** Phase of the send-code button: idle (never sent), counting down, or ready to resend. */
export type CountdownPhase = 'idle' | 'counting' | 'again';

/** What `createSendCodeCountdown` needs. */
export interface CountdownDeps {
  clock?: Clock;
  /** Seconds to count down (SMS_COUNTDOWN_SECONDS by default). */
  seconds?: number;
}

/** The send-code button's state (docs/spec/session.md#states). */
export interface SendCodeCountdown {
  readonly phase: ReadonlySignal<CountdownPhase>;
  /** Seconds left while counting, 0 otherwise. */
  readonly remaining: ReadonlySignal<number>;
  /** 發送驗證碼, then '{n}s 重發', then 重發. */
  readonly label: ReadonlySignal<string>;
  /** True while counting down. */
  readonly disabled: ReadonlySignal<boolean>;
  /**
   * Starts counting from `from` seconds (the configured seconds by default, or the wait a refusal
   * asked for); returns false (and does nothing) while already counting.
   */
  start(from?: number): boolean;
  /** Stops a running countdown. */
  dispose(): void;
}

/** Creates the send-code countdown: idle → '{n}s 重發' each second → 重發. */
export function createSendCodeCountdown(deps: CountdownDeps = {}): SendCodeCountdown {
  const clock = deps.clock ?? systemClock;
  const seconds = deps.seconds ?? SMS_COUNTDOWN_SECONDS;
  const phase = signal<CountdownPhase>('idle');
  const remaining = signal(0);
  let timer: unknown;

  function tick(): void {
    const left = remaining.peek() - 1;
    remaining.value = left;
    if (left <= 0) {
      timer = undefined;
      phase.value = 'again';
    } else {
      timer = clock.setTimeout(tick, 1000);
    }
  }

  return {
    phase,
    remaining,
    label: computed(() => {
      if (phase.value === 'counting') return format(loginMessages.sendCodeCounting, { n: remaining.value });
      return phase.value === 'again' ? loginMessages.sendCodeAgain : loginMessages.sendCodeIdle;
    }),
    disabled: computed(() => phase.value === 'counting'),
    start(from = seconds) {
      if (phase.peek() === 'counting') return false;
      remaining.value = from;
      phase.value = 'counting';
      timer = clock.setTimeout(tick, 1000);
      return true;
    },
    dispose() {
      if (timer !== undefined) clock.clearTimeout(timer);
      timer = undefined;
    },
  };
}
