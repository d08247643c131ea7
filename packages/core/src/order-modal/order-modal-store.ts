import { batch, computed, type ReadonlySignal, signal } from '@preact/signals-core';
import { errorMessage, errorStatus, isPendingError, type PendingError } from '../api/errors.ts';
import { randomUuid } from '../api/headers.ts';
import type { ClueCreatedResponse, LastMessageResponse, OrderPayloadInput } from '../clues/clues.schemas.ts';
import { STYLE_TEST_QUERY_TYPES } from '../data/constants.ts';
import { type Failure, failed, type Outcome, reasonOfError } from '../flows/outcome.ts';
import type { Form } from '../form/form.ts';
import { errorMessages, quoteMessages } from '../messages/zh-TW.ts';
import type { KeyValueStorage, LocationPort, Notifier } from '../platform/types.ts';
import { readAutoPopVisibleDate, writeAutoPopVisibleDate } from './auto-pop-date.ts';
import { createOrderForm, type OrderFormValues } from './order-form.ts';

/** The calls the order modal makes (docs/spec/platform.md#calls; paths not shown). */
export interface OrderApi {
  /** Posts the order; `idempotencyKey` makes a resent attempt store one lead. */
  postInfo(body: OrderPayloadInput, options?: { idempotencyKey?: string }): Promise<ClueCreatedResponse>;
  getLastMessage(): Promise<LastMessageResponse>;
}

/** The four modal actions (docs/spec/session.md#states). */
export type OrderModalAction = 'OPEN_MODAL' | 'OPEN_MODALB' | 'CLOSE_MODAL' | 'CLOSE_MODALB';

/** What the modal sends besides the form's mobile and consent: page, variant, source, utm. */
export type OrderDetails = Omit<OrderPayloadInput, 'mobile' | 'accepted'>;

/**
 * The outcome of an order submit: the stored lead's id, or why not — `invalid` / `consent` (the
 * form shows the message), `busy`, `pending` (kept and resent; 資料已保留 shown), `rejected` with
 * its `status` (a 422 shows the centred toast with `message`), `rate-limited` or `network`.
 */
export type OrderOutcome =
  | Outcome<{ id: number | string }>
  | (Failure<'pending'> & {
      /** The order stored when this page resends it (送出成功 shown then): played as if answered at once. */
      readonly later: Promise<{ ok: true; id: number | string }>;
    });

/** The answer of an order post. */
type OrderAnswer = ClueCreatedResponse | undefined;

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

/** The order modal store (docs/spec/session.md#entities "Order modal store"). */
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
  /** The modal's form (mobile, terms): core's form model; reset each time the modal opens. */
  readonly form: Form<OrderFormValues>;
  /** An order is being sent. */
  readonly submitting: ReadonlySignal<boolean>;
  /**
   * Validates the form and posts it with `details`: 送出成功 and a fresh form on success; a 422
   * shows a centred toast. The same body sent again (double click, retry) carries the same
   * Idempotency-Key, so it is stored once.
   */
  submit(details: OrderDetails): Promise<OrderOutcome>;
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
 * Order submission failure (docs/spec/platform.md#errors): only a 422 is treated specially, with a centred
 * toast of
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
  const form = createOrderForm();
  const submitting = signal(false);
  // One Idempotency-Key per body: the same values sent twice are one attempt.
  let attempt = { body: '', key: '' };
  const keyFor = (body: OrderPayloadInput) => {
    const text = JSON.stringify(body);
    if (attempt.body !== text) attempt = { body: text, key: randomUuid() };
    return attempt.key;
  };

  return {
    popVisible: computed(() => popVisible.value),
    popVisibleB: computed(() => popVisibleB.value),
    back: computed(() => back.value),
    autoPopVisible: computed(() => autoPopVisible.value),
    shouldChangeVariable: computed(() => shouldChangeVariable.value),
    params: computed(() => params.value),
    hasTestParams: computed(() => hasTestParams.value),
    form,
    submitting: computed(() => submitting.value),
    dispatch(action) {
      const before = { popVisible: popVisible.peek(), popVisibleB: popVisibleB.peek() };
      const next = reduceOrderModal(before, action);
      batch(() => {
        // Each opening starts with an empty form.
        if (!before.popVisible && !before.popVisibleB && (next.popVisible || next.popVisibleB)) form.reset();
        popVisible.value = next.popVisible;
        popVisibleB.value = next.popVisibleB;
      });
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
    async submit(details) {
      // Stored (answered at once, or when this page resends an order left pending).
      const stored = (response: OrderAnswer) => {
        attempt = { body: '', key: '' };
        form.reset();
        notifier.toast(quoteMessages.submitSuccess, { type: 'success' });
        return { ok: true as const, id: response?.data?.id ?? '' };
      };
      if (submitting.peek()) return failed('busy');
      submitting.value = true;
      try {
        if (!(await form.validate())) {
          const { mobile, accepted } = form.errors.peek();
          return mobile ? failed('invalid', mobile) : failed('consent', accepted);
        }
        const body: OrderPayloadInput = { ...details, mobile: form.values.peek().mobile, accepted: 1 };
        return stored(await api.postInfo(body, { idempotencyKey: keyFor(body) }));
      } catch (error) {
        notifyOrderSubmitFailure(error, notifier);
        const reason = reasonOfError(error);
        const status = errorStatus(error);
        const message =
          reason === 'pending'
            ? quoteMessages.submitPending
            : status === 422
              ? (errorMessage(error) ?? errorMessages.unknown)
              : '';
        const later = (error as Partial<PendingError>).later;
        if (later)
          return { ...failed('pending', message), later: later.then((r) => stored(r as OrderAnswer)) };
        return status === undefined ? failed(reason, message) : { ...failed(reason, message), status };
      } finally {
        submitting.value = false;
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
