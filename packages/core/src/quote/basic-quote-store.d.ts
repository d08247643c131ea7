import { type ReadonlySignal } from '@preact/signals-core';
import { type Clock } from '../platform/types.ts';
import type { RecentRecord } from '../schemas/quote.ts';
import { type QuoteFieldErrors, type QuoteValidator } from './checks.ts';
import type { QuotePorts } from './ports.ts';
import { type QuoteStoreBaseDeps, type QuoteSubmitSuccess } from './submit.ts';
/** Page of the basic-quote popup: the form, or the confirm-close page. */
export type BasicQuotePage = 'form' | 'confirm-close';
/** Dependencies of the basic-quote store. */
export interface BasicQuoteDeps extends QuoteStoreBaseDeps {
  ports: Pick<QuotePorts, 'submitEvaluation' | 'getRecentRecords'>;
  /** Timer source of the records rotation. */
  clock?: Clock;
  /** Random source for the avatar draw. */
  random?: () => number;
  /** Avatar images to draw four from. */
  avatarPool?: readonly string[];
  /** Field validation; defaults to the local copy of the basic-quote rules. */
  validate?: QuoteValidator;
}
/** The basic-quote popup (v2 and v3): form, confirm-close page and recent records. */
export interface BasicQuoteStore {
  readonly open: ReadonlySignal<boolean>;
  readonly page: ReadonlySignal<BasicQuotePage>;
  readonly regionId: ReadonlySignal<number>;
  readonly size: ReadonlySignal<string>;
  readonly mobile: ReadonlySignal<string>;
  readonly accepted: ReadonlySignal<boolean>;
  /** Field messages from the last submit; a field's message clears when it changes. */
  readonly errors: ReadonlySignal<QuoteFieldErrors>;
  /** '請勾選' after a submit with unticked terms, otherwise null. */
  readonly termsHint: ReadonlySignal<string | null>;
  readonly submitting: ReadonlySignal<boolean>;
  /** Recent quote records (v2). */
  readonly records: ReadonlySignal<readonly RecentRecord[]>;
  /** Owners who got a quote today. */
  readonly count: ReadonlySignal<number>;
  /** Records in pairs, one pair per carousel view. */
  readonly slides: ReadonlySignal<RecentRecord[][]>;
  /** Index of the slide in view. */
  readonly slide: ReadonlySignal<number>;
  /** Four avatars drawn at random from the pool. */
  readonly avatars: ReadonlySignal<readonly string[]>;
  show(): void;
  setRegion(id: number): void;
  setSize(value: string): void;
  setMobile(value: string): void;
  setAccepted(value: boolean): void;
  /** The close icon: opens the confirm-close page. */
  requestClose(): void;
  /** 'Close the quote feature': closes the confirm page and the popup. */
  closeFeature(): void;
  /** 'Think again': back to the form. */
  thinkAgain(): void;
  /** Validates and sends; resolves the success result, or null when nothing was sent or it failed. */
  submit(): Promise<QuoteSubmitSuccess | null>;
  /** Loads recent records (per_page 30) and the day's count. */
  loadRecentRecords(): Promise<void>;
  /** Starts the vertical rotation: next pair every 3000 ms, looping. */
  startRotation(): void;
  stopRotation(): void;
  dispose(): void;
}
/**
 * Creates the basic-quote store.
 * @example
 * const quote = createBasicQuoteStore({ ports, storage, location, notifier, context: { module: 'home' } });
 * quote.show();
 */
export declare function createBasicQuoteStore(deps: BasicQuoteDeps): BasicQuoteStore;
//# sourceMappingURL=basic-quote-store.d.ts.map
