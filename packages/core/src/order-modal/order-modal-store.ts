import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import { errorMessage, errorStatus, isPendingError } from '../api/errors.ts';
import { STYLE_TEST_QUERY_TYPES } from '../data/constants.ts';
import { errorMessages, quoteMessages } from '../messages/zh-TW.ts';
import type { KeyValueStorage, LocationPort, Notifier } from '../platform/types.ts';
import type { ClueCreatedResponse, LastMessageResponse, OrderPayloadInput } from '../schemas/clues.ts';
import { readAutoPopVisibleDate, writeAutoPopVisibleDate } from './auto-pop-date.ts';

/** The calls the order modal makes (doc 1 §7; paths not shown). */
export interface OrderApi {
  postInfo(body: OrderPayloadInput): Promise<ClueCreatedResponse>;
  getLastMessage(): Promise<LastMessageResponse>;
}

/** The four modal actions (doc 1 §4). */
export type OrderModalAction = 'OPEN_MODAL' | 'OPEN_MODALB' | 'CLOSE_MODAL' | 'CLOSE_MODALB';

/** Caller-set parameters of the modal (contents not shown in the spec). */
export type OrderModalParams = Record<string, unknown>;

/** Dependencies of {@link createOrderModalStore}. */
export interface OrderModalStoreDeps {
  api: OrderApi;
  notifier: Notifier;
  location: LocationPort;
  /** Local storage, for the `autoPopVisibleDate` entry. */
  storage: KeyValueStorage;
  /** Console-only reporting (last-message failure); defaults to the console. */
  onError?: (error: unknown) => void;
}

/** The order modal store (doc 1 §3 "Order modal store"). */
export interface OrderModalStore {
  /** Variant A visible. */
  readonly popVisible: ReadonlySignal<boolean>;
  /** Variant B visible. */
  readonly popVisibleB: ReadonlySignal<boolean>;
  /** The modal was opened by a back interception. */
  readonly back: ReadonlySignal<boolean>;
  /** The automatic popup has been shown. */
  readonly autoPopVisible: ReadonlySignal<boolean>;
  /** From getLastMessage's data.exists_clue. */
  readonly shouldChangeVariable: ReadonlySignal<boolean>;
  /** Parameters set by the caller. */
  readonly params: ReadonlySignal<OrderModalParams>;
  /** True when query `type` is style_test_a or style_test_b. */
  readonly hasTestParams: ReadonlySignal<boolean>;
  /** OPEN_MODAL shows A, OPEN_MODALB shows B, CLOSE_MODAL / CLOSE_MODALB hide them. */
  dispatch(action: OrderModalAction): void;
  /** Sets the caller parameters. */
  setParams(params: OrderModalParams): void;
  /** Sets the back flag. */
  setBack(value: boolean): void;
  /** Sets the auto-pop-shown flag. */
  setAutoPopVisible(value: boolean): void;
  /** The stored auto-pop date (YYYY-MM-DD) or null. */
  getAutoPopVisibleDate(): string | null;
  /** Stores the auto-pop date (YYYY-MM-DD). */
  setAutoPopVisibleDate(date: string): void;
  /** Re-reads `hasTestParams` from the location (after a client-side navigation). */
  syncQuery(): void;
  /** Posts the order; a 422 shows a centred toast; every failure is rethrown. */
  submit(body: OrderPayloadInput): Promise<ClueCreatedResponse>;
  /** Reads the last message and sets shouldChangeVariable; a failure is logged only. */
  getLastMessage(): Promise<void>;
}

/** hasTestParams: query `type` is style_test_a or style_test_b. */
export function hasStyleTestParams(query: URLSearchParams): boolean {
  return (STYLE_TEST_QUERY_TYPES as readonly string[]).includes(query.get('type') ?? '');
}

/** The new visibility of variants A and B after an action. */
export function reduceOrderModal(
  state: { popVisible: boolean; popVisibleB: boolean },
  action: OrderModalAction,
): { popVisible: boolean; popVisibleB: boolean } {
  switch (action) {
    case 'OPEN_MODAL':
      return { ...state, popVisible: true };
    case 'OPEN_MODALB':
      return { ...state, popVisibleB: true };
    case 'CLOSE_MODAL':
      return { ...state, popVisible: false };
    case 'CLOSE_MODALB':
      return { ...state, popVisibleB: false };
  }
}

/**
 * Order submission failure (doc 1 §8): only a 422 is treated specially, with a centred toast of
 * the response message or 'Unknown error'. Returns true when a toast was shown.
 */
export function notifyOrderSubmitFailure(error: unknown, notifier: Notifier): boolean {
  // Left pending after the retries: kept and resent by the next page, so not a failure.
  if (isPendingError(error)) {
    notifier.toast(quoteMessages.submitPending, { type: 'waiting', center: true });
    return true;
  }
  if (errorStatus(error) !== 422) return false;
  notifier.toast(errorMessage(error) ?? errorMessages.unknown, { type: 'error', center: true });
  return true;
}

/**
 * Creates the order modal store.
 * @example
 * const order = createOrderModalStore({ api, notifier, location, storage: localStorage });
 * order.dispatch('OPEN_MODAL');
 */
export function createOrderModalStore(deps: OrderModalStoreDeps): OrderModalStore {
  const { api, notifier, location, storage } = deps;
  const onError = deps.onError ?? ((e: unknown) => console.error('[renovo] getLastMessage failed', e));
  const popVisible = signal(false);
  const popVisibleB = signal(false);
  const back = signal(false);
  const autoPopVisible = signal(false);
  const shouldChangeVariable = signal(false);
  const params = signal<OrderModalParams>({});
  const hasTestParams = signal(hasStyleTestParams(location.query()));

  return {
    popVisible: computed(() => popVisible.value),
    popVisibleB: computed(() => popVisibleB.value),
    back: computed(() => back.value),
    autoPopVisible: computed(() => autoPopVisible.value),
    shouldChangeVariable: computed(() => shouldChangeVariable.value),
    params: computed(() => params.value),
    hasTestParams: computed(() => hasTestParams.value),
    dispatch(action) {
      const next = reduceOrderModal(
        { popVisible: popVisible.peek(), popVisibleB: popVisibleB.peek() },
        action,
      );
      popVisible.value = next.popVisible;
      popVisibleB.value = next.popVisibleB;
    },
    setParams(value) {
      params.value = value;
    },
    setBack(value) {
      back.value = value;
    },
    setAutoPopVisible(value) {
      autoPopVisible.value = value;
    },
    getAutoPopVisibleDate: () => readAutoPopVisibleDate(storage),
    setAutoPopVisibleDate: (date) => writeAutoPopVisibleDate(storage, date),
    syncQuery() {
      hasTestParams.value = hasStyleTestParams(location.query());
    },
    async submit(body) {
      try {
        return await api.postInfo(body);
      } catch (error) {
        notifyOrderSubmitFailure(error, notifier);
        throw error;
      }
    },
    async getLastMessage() {
      try {
        const response = await api.getLastMessage();
        shouldChangeVariable.value = Boolean(response.data?.exists_clue);
      } catch (error) {
        onError(error);
      }
    },
  };
}
