import { type Signal, signal } from '@preact/signals-core';
import { isPendingError } from '../api/errors.ts';
import { DEFAULT_REGION_ID, REMEMBERED_FORM_MAX_AGE_DAYS } from '../data/constants.ts';
import { isRegionId } from '../data/regions.ts';
import { quoteMessages } from '../messages/zh-TW.ts';
import type { KeyValueStorage, LocationPort, Notifier } from '../platform/types.ts';
import type { EvaluationFormInput, EvaluationResponse, EvaluationResult } from '../schemas/quote.ts';
import { type QuoteFieldErrors, type QuoteValidator, trimMobile } from './checks.ts';
import type { QuoteContext, QuoteValues } from './payload.ts';
import type { QuotePorts } from './ports.ts';

/** What a successful submit hands to `onSuccess`: the server's answer plus the custom params. */
export interface QuoteSubmitSuccess {
  id: EvaluationResult['id'] | null;
  /** The result page's unguessable id (its URL takes this, never `id`), when the server gave one. */
  public_id: string | undefined;
  decoration_robot_messages: EvaluationResult['decoration_robot_messages'] | undefined;
  /** Region name of the quote. */
  house_region: string;
  /** Floor area as entered. */
  acreage_name: string;
}

/** Tracking events of the quote popups. */
export type QuoteTrackEvent =
  | { name: 'before_clue_click'; module: string }
  | ({ name: 'clue_submit'; module: string } & QuoteSubmitSuccess)
  | { name: 'close_click'; module: string };

/** Dependencies every quote store shares. */
export interface QuoteStoreBaseDeps {
  storage: KeyValueStorage;
  location: LocationPort;
  notifier: Notifier;
  context: QuoteContext;
  /** The visitor's stored region (region state), used when the form remembers none. */
  regionId?: number | null;
  /** Called after a successful submit (the success event). */
  onSuccess?: (result: QuoteSubmitSuccess) => void;
  /** Called with each tracking event. */
  track?: (event: QuoteTrackEvent) => void;
  /** Called when the popup closes. */
  onClose?: () => void;
}

/** Calls a host-supplied callback; a throwing callback is logged, never allowed to stop the flow. */
export function safely<A extends unknown[]>(fn: ((...args: A) => void) | undefined, ...args: A): void {
  if (!fn) return;
  try {
    fn(...args);
  } catch (error) {
    console.error('[renovo] quote callback failed', error);
  }
}

/** The result page URL for a submitted quote (`id` is the submit's `public_id`). */
export function resultUrl(page: string, id: number | string): string {
  return `${page}?id=${encodeURIComponent(id)}`;
}

/**
 * Sends the form and plays the outcome: on a truthy code 送出成功, onSuccess, the clue_submit
 * event and the result page by its `public_id` (unless stop-redirect or none); otherwise
 * 送出失敗，請稍後重試 only.
 */
export async function runSubmit(
  deps: QuoteStoreBaseDeps & { ports: Pick<QuotePorts, 'submitEvaluation'> },
  form: EvaluationFormInput,
  extras: { house_region: string; acreage_name: string; resultPage: string },
): Promise<QuoteSubmitSuccess | null> {
  let response: EvaluationResponse | undefined;
  try {
    response = await deps.ports.submitEvaluation(form);
  } catch (error) {
    // Left pending (no answer after the retries): it may be stored already and is resent by the
    // next page, so it is not a failure for the visitor.
    if (isPendingError(error)) {
      deps.notifier.toast(quoteMessages.submitPending, { type: 'waiting' });
      return null;
    }
    response = { code: 0, data: null };
  }
  if (!response?.code) {
    deps.notifier.toast(quoteMessages.submitFailure, { type: 'error' });
    return null;
  }
  const id = response.data?.public_id;
  const result: QuoteSubmitSuccess = {
    id: response.data?.id ?? null,
    public_id: id,
    decoration_robot_messages: response.data?.decoration_robot_messages,
    house_region: extras.house_region,
    acreage_name: extras.acreage_name,
  };
  deps.notifier.toast(quoteMessages.submitSuccess, { type: 'success' });
  safely(deps.onSuccess, result);
  safely(deps.track, { name: 'clue_submit', module: deps.context.module, ...result });
  if (!deps.context.stopRedirect && id) {
    deps.location.assign(resultUrl(extras.resultPage, id));
  }
  return result;
}

/** Form values remembered in local storage between visits. */
export interface RememberedQuote {
  region_id?: number;
  size?: string;
  mobile?: string;
  /** When it was saved (ms since the epoch; default now); 0 marks a cleared copy. */
  saved_at?: number;
}

const REMEMBERED_MAX_AGE_MS = REMEMBERED_FORM_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;

/**
 * Reads remembered values; anything unreadable is ignored. The copy holds the visitor's mobile
 * on the partner's page, so one older than 30 days (or without its `saved_at` time) is removed
 * and ignored (個資法, issue 14 §7).
 */
export function loadRemembered(storage: KeyValueStorage, key: string): RememberedQuote {
  let record: Record<string, unknown>;
  try {
    record = JSON.parse(storage.getItem(key) ?? 'null');
    // null throws here; a missing or old time fails the comparison.
    if (!(Date.now() - (record.saved_at as number) <= REMEMBERED_MAX_AGE_MS)) {
      storage.removeItem(key);
      return {};
    }
  } catch {
    return {};
  }
  const out: RememberedQuote = {};
  if (isRegionId(record.region_id)) out.region_id = record.region_id;
  if (typeof record.size === 'string') out.size = record.size;
  if (typeof record.mobile === 'string') out.mobile = record.mobile;
  return out;
}

/** Remembers the values with the time; a full or blocked storage is not an error for the visitor. */
export function saveRemembered(storage: KeyValueStorage, key: string, value: RememberedQuote): void {
  try {
    storage.setItem(key, JSON.stringify({ saved_at: Date.now(), ...value }));
  } catch {
    // Private mode or quota: the form still works, it just will not be prefilled next time.
  }
}

/** The starting region: remembered form value, else the stored region, else the default. */
export function initialRegion(
  remembered: RememberedQuote,
  stored: number | null | undefined,
  fallback: number,
) {
  if (remembered.region_id !== undefined) return remembered.region_id;
  return isRegionId(stored) ? stored : fallback;
}

/** What a quote store hands to {@link QuoteFields.send}: the form and the success extras. */
type SubmitExtras = Parameters<typeof runSubmit>[2];

/** The fields and submit steps both quote forms share: region, size, mobile, consent and errors. */
export interface QuoteFields {
  readonly regionId: Signal<number>;
  readonly size: Signal<string>;
  readonly mobile: Signal<string>;
  readonly accepted: Signal<boolean>;
  readonly errors: Signal<QuoteFieldErrors>;
  readonly submitting: Signal<boolean>;
  /** Drops a field's message once the visitor changes it. */
  clearError(field: keyof QuoteFieldErrors): void;
  /** Mobile input: at most 10 characters; clears its message. */
  setMobile(value: string): void;
  /** Starts a submit: tracks the click and validates into `errors`; the values, or null when a field is invalid. */
  check(): QuoteValues | null;
  /**
   * Remembers the values (for a retry on the next visit) and sends the form, `submitting` set
   * meanwhile; a stored lead clears the remembered copy.
   */
  send(
    values: QuoteValues,
    form: EvaluationFormInput,
    extras: SubmitExtras,
  ): Promise<QuoteSubmitSuccess | null>;
}

/** Creates the shared fields of a quote form, prefilled from the values remembered under `storageKey`. */
export function createQuoteFields(
  deps: QuoteStoreBaseDeps & { ports: Pick<QuotePorts, 'submitEvaluation'> },
  storageKey: string,
  validate: QuoteValidator,
): QuoteFields {
  const remembered = loadRemembered(deps.storage, storageKey);
  const regionId = signal(initialRegion(remembered, deps.regionId, DEFAULT_REGION_ID));
  const size = signal(remembered.size ?? '');
  const mobile = signal(remembered.mobile ?? '');
  const accepted = signal(false);
  const errors = signal<QuoteFieldErrors>({});
  const submitting = signal(false);

  const clearError = (field: keyof QuoteFieldErrors) => {
    if (errors.peek()[field] === undefined) return;
    const next = { ...errors.peek() };
    delete next[field];
    errors.value = next;
  };

  return {
    regionId,
    size,
    mobile,
    accepted,
    errors,
    submitting,
    clearError,
    setMobile(value) {
      mobile.value = trimMobile(value);
      clearError('mobile');
    },
    check() {
      safely(deps.track, { name: 'before_clue_click', module: deps.context.module });
      const values = {
        region_id: regionId.peek(),
        size: size.peek(),
        mobile: mobile.peek(),
        accepted: accepted.peek(),
      };
      const fieldErrors = validate(values);
      errors.value = fieldErrors;
      return Object.keys(fieldErrors).length > 0 ? null : values;
    },
    async send(values, form, extras) {
      saveRemembered(deps.storage, storageKey, {
        region_id: values.region_id,
        size: values.size,
        mobile: values.mobile,
      });
      submitting.value = true;
      try {
        const result = await runSubmit(deps, form, extras);
        // Stored: the partner page keeps no copy of the mobile (it stays for a retry otherwise).
        if (result) saveRemembered(deps.storage, storageKey, { saved_at: 0 });
        return result;
      } finally {
        submitting.value = false;
      }
    },
  };
}
