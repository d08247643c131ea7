import { computed, type ReadonlySignal, type Signal, signal } from '@preact/signals-core';
import type { PendingError } from '../api/errors.ts';
import { DEFAULT_QUOTE_TYPE, DEFAULT_REGION_ID, REMEMBERED_FORM_MAX_AGE_DAYS } from '../data/constants.ts';
import { isRegionId } from '../data/regions.ts';
import { type Failure, failed, type Outcome, reasonOfError } from '../flows/outcome.ts';
import type { Form } from '../form/form.ts';
import { quoteMessages } from '../messages/zh-TW.ts';
import type { KeyValueStorage, LocationPort, Notifier } from '../platform/types.ts';
import type { RefIdInput, Utm } from '../schemas/common.ts';
import type { EvaluationFormInput } from './basic-quote.contract.ts';
import type { QuotePorts } from './ports.ts';
import type {
  CommunityLayout,
  CommunitySearchItem,
  EvaluationResponse,
  EvaluationResult,
  HouseLayout,
} from './quote.schemas.ts';
import type { QuoteFormValues } from './quote-form.ts';

/** Where a quote form is shown: sent with the form, and used for tracking. */
export interface QuoteContext {
  /** Module name of the popup or page (e.g. 'article_detail_auto_popbox'). */
  module: string;
  /** Defaults to 'generic'. */
  type?: string;
  resource_id?: RefIdInput;
  company_id?: RefIdInput;
  /** When set, a successful submit does not go to the result page. */
  stopRedirect?: boolean;
}

/** The values the visitor entered. */
export interface QuoteValues {
  region_id: number;
  size: string;
  mobile: string;
  accepted: boolean;
}

/** The utm object from the location's utm_source, utm_medium, utm_campaign and utm_content. */
export function readUtm(query: URLSearchParams): Utm {
  return {
    source: query.get('utm_source') ?? '',
    medium: query.get('utm_medium') ?? '',
    campaign: query.get('utm_campaign') ?? '',
    content: query.get('utm_content') ?? '',
  };
}

/** house_layout of a community layout: room, hall, bath; kitchen and balcony 0. */
export function toHouseLayout(layout: CommunityLayout): HouseLayout {
  return { bedroom: layout.room, living_room: layout.hall, bathroom: layout.bath, kitchen: 0, balcony: 0 };
}

/** Builds the evaluation form both quote popups send. */
export function buildEvaluationPayload(input: {
  values: QuoteValues;
  context: QuoteContext;
  query: URLSearchParams;
  community?: CommunitySearchItem | null;
  layout?: CommunityLayout | null;
}): EvaluationFormInput {
  const { values, context } = input;
  const form: EvaluationFormInput = {
    region_id: values.region_id,
    size: Number(values.size),
    mobile: values.mobile,
    utm: readUtm(input.query),
    accepted: values.accepted ? 1 : 0,
    module: context.module,
    type: context.type || DEFAULT_QUOTE_TYPE,
  };
  if (context.resource_id !== undefined) form.resource_id = context.resource_id;
  if (context.company_id !== undefined) form.company_id = context.company_id;
  if (input.community) form.community = input.community;
  if (input.layout) form.house_layout = toHouseLayout(input.layout);
  return form;
}

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
  /**
   * The result page's path the browser was sent to, or null when the popup stays (stop-redirect,
   * or no public id): decided here once, for the store, the widget and its events.
   */
  redirect: string | null;
}

/**
 * The outcome of a quote submit: the success, or why nothing was stored — `invalid` (a field's
 * message is shown), `consent` (the 請勾選 hint), `busy`, `pending` (kept and resent), `network`,
 * `rate-limited` or `rejected` (the 送出失敗 toast was shown).
 */
export type QuoteSubmitOutcome = Outcome<QuoteSubmitSuccess>;

/** Tracking events of the quote popups. */
export type QuoteTrackEvent =
  | { name: 'before_clue_click'; module: string }
  | ({ name: 'clue_submit'; module: string } & QuoteSubmitSuccess)
  | { name: 'close_click'; module: string };

/** Dependencies every quote store shares. */
export interface QuoteStoreBaseDeps {
  storage: KeyValueStorage;
  /** The page's query (sent with the form) and where the result page is opened. */
  location: Pick<LocationPort, 'query' | 'assign'>;
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
 * Sends the form and plays the outcome, the one place each is decided: on a truthy code 送出成功,
 * onSuccess, the clue_submit event and the result page by its `public_id` (unless stop-redirect
 * or none); a lead left pending 資料已保留, and its answer played when this page resends it; any
 * other failure 送出失敗，請稍後重試.
 */
async function runSubmit(
  deps: QuoteStoreBaseDeps & { ports: Pick<QuotePorts, 'submitEvaluation'> },
  form: EvaluationFormInput,
  extras: { house_region: string; acreage_name: string; resultPage: string },
  stored: () => void,
): Promise<QuoteSubmitOutcome> {
  const play = (response: EvaluationResponse | undefined): QuoteSubmitOutcome => {
    if (!response?.code) return fail(failed('rejected', quoteMessages.submitFailure));
    const id = response.data?.public_id;
    const result: QuoteSubmitSuccess = {
      id: response.data?.id ?? null,
      public_id: id,
      decoration_robot_messages: response.data?.decoration_robot_messages,
      house_region: extras.house_region,
      acreage_name: extras.acreage_name,
      redirect: !deps.context.stopRedirect && id ? resultUrl(extras.resultPage, id) : null,
    };
    deps.notifier.toast(quoteMessages.submitSuccess, { type: 'success' });
    safely(deps.onSuccess, result);
    safely(deps.track, { name: 'clue_submit', module: deps.context.module, ...result });
    if (result.redirect) deps.location.assign(result.redirect);
    stored();
    return { ok: true, ...result };
  };
  const fail = (failure: Failure): Failure => {
    deps.notifier.toast(failure.message, { type: failure.reason === 'pending' ? 'waiting' : 'error' });
    return failure;
  };
  try {
    return play(await deps.ports.submitEvaluation(form));
  } catch (error) {
    const reason = reasonOfError(error);
    // Left pending (no answer after the retries): it may be stored already and is resent, so it
    // is not a failure for the visitor; when this page resends it, its answer is played then.
    if (reason !== 'pending') return fail(failed(reason, quoteMessages.submitFailure));
    void (error as PendingError).later?.then((answer) => play(answer as EvaluationResponse));
    return fail(failed(reason, quoteMessages.submitPending));
  }
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
 * and ignored (個資法, docs/spec/leads-and-security.md#privacy-rights-and-retention).
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

/** A quote form's field names that show a message. */
export type QuoteFieldName = keyof QuoteFormValues;

/** Field errors of a quote form, by field; a missing key means the field has no message. */
export type QuoteFieldErrors = Partial<Record<QuoteFieldName, string>>;

/**
 * What both quote stores share: the region, the form (size, mobile, terms: core's one form
 * model, rules run on blur and on submit) and the submit steps.
 */
export interface QuoteFields {
  readonly regionId: Signal<number>;
  readonly form: Form<QuoteFormValues>;
  readonly submitting: ReadonlySignal<boolean>;
  /**
   * Starts a submit (`submitting` from here until {@link send} ends): tracks the click and runs
   * every rule; the values, or the failure (`busy` while a submit runs).
   */
  check(): Promise<QuoteValues | Failure<'invalid' | 'consent' | 'busy'>>;
  /**
   * After a passing {@link check}: remembers the values (for a retry on the next visit) and sends
   * the form; a stored lead clears the remembered copy and empties the mobile and the consent.
   */
  send(values: QuoteValues, form: EvaluationFormInput, extras: SubmitExtras): Promise<QuoteSubmitOutcome>;
}

/**
 * Creates the shared part of a quote store over its form, prefilled from the values remembered
 * under `storageKey`.
 */
export function createQuoteFields(
  deps: QuoteStoreBaseDeps & { ports: Pick<QuotePorts, 'submitEvaluation'> },
  storageKey: string,
  makeForm: (initial: Partial<QuoteFormValues>) => Form<QuoteFormValues>,
): QuoteFields {
  const remembered = loadRemembered(deps.storage, storageKey);
  const regionId = signal(initialRegion(remembered, deps.regionId, DEFAULT_REGION_ID));
  const form = makeForm(remembered);
  const submitting = signal(false);

  return {
    regionId,
    form,
    submitting: computed(() => submitting.value),
    async check() {
      if (submitting.peek()) return failed('busy');
      safely(deps.track, { name: 'before_clue_click', module: deps.context.module });
      submitting.value = true;
      if (!(await form.validate())) {
        submitting.value = false;
        const { accepted, ...fields } = form.errors.peek();
        const first = Object.values(fields)[0];
        return first ? failed('invalid', first) : failed('consent', accepted);
      }
      return { region_id: regionId.peek(), ...form.values.peek() };
    },
    async send(values, payload, extras) {
      saveRemembered(deps.storage, storageKey, {
        region_id: values.region_id,
        size: values.size,
        mobile: values.mobile,
      });
      try {
        // Stored (at once, or when this page resends it): the partner page keeps no copy of the
        // mobile (it stays for a retry otherwise), and a form that stays on the page
        // (stop-redirect, inline) is emptied of the number and the consent: a second tap cannot
        // file a second lead.
        return await runSubmit(deps, payload, extras, () => {
          saveRemembered(deps.storage, storageKey, { saved_at: 0 });
          // No rule of the mobile runs on a change; the consent's initial value is unticked.
          void form.fields.mobile.set('');
          form.fields.accepted.reset();
        });
      } finally {
        submitting.value = false;
      }
    },
  };
}
