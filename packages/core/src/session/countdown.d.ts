import { type ReadonlySignal } from '@preact/signals-core';
import { type Clock } from '../platform/types.ts';
/** Phase of the send-code button: idle (never sent), counting down, or ready to resend. */
export type CountdownPhase = 'idle' | 'counting' | 'again';
/** What `createSendCodeCountdown` needs. */
export interface CountdownDeps {
  clock?: Clock;
  /** Seconds to count down (SMS_COUNTDOWN_SECONDS by default). */
  seconds?: number;
}
/** The send-code button's state (doc 1 §4). */
export interface SendCodeCountdown {
  readonly phase: ReadonlySignal<CountdownPhase>;
  /** Seconds left while counting, 0 otherwise. */
  readonly remaining: ReadonlySignal<number>;
  /** 發送驗證碼, then '{n}s 重發', then 重發. */
  readonly label: ReadonlySignal<string>;
  /** True while counting down. */
  readonly disabled: ReadonlySignal<boolean>;
  /** Starts counting; returns false (and does nothing) while already counting. */
  start(): boolean;
  /** Stops a running countdown. */
  dispose(): void;
}
/** Creates the send-code countdown: idle → '{n}s 重發' each second → 重發. */
export declare function createSendCodeCountdown(deps?: CountdownDeps): SendCodeCountdown;
//# sourceMappingURL=countdown.d.ts.map
