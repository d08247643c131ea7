import { batch, computed, type ReadonlySignal, signal } from '@preact/signals-core';
import {
  BASIC_SIZE_MAX_LENGTH,
  EVALUATION_NORMAL_DATA_KEY,
  PHONE_LENGTH,
  RECENT_RECORDS_PER_PAGE,
  RECENT_RECORDS_ROTATE_MS,
  RESULT_PAGE_BASIC,
  TODAY_COUNT_MIN_SHOWN,
} from '../data/constants.ts';
import { isRegionId, regionById } from '../data/regions.ts';
import { halfWidth } from '../fields/half-width.ts';
import { basicMobileRules } from '../fields/mobile.ts';
import { basicSizeRules } from '../fields/size.ts';
import { createForm, type FieldRule, type Form } from '../form/form.ts';
import { quoteMessages } from '../messages/quote.ts';
import { type Clock, systemClock } from '../platform/types.ts';
import type { QuotePorts } from './ports.ts';
import type { RecentRecord } from './quote.schemas.ts';
import type { QuoteFormValues } from './quote-form.ts';
import { pairRecords, pickAvatars } from './recent-records.ts';
import {
  buildEvaluationPayload,
  createQuoteFields,
  type QuoteFieldErrors,
  type QuoteFieldName,
  type QuoteStoreBaseDeps,
  type QuoteSubmitOutcome,
  safely,
} from './submit.ts';

/** Terms: unticked on submit shows the hint quote.tickHint; checked only by validate(), ticking clears it. */
export const basicTermsRules: readonly FieldRule<boolean>[] = [
  { required: true, message: quoteMessages.tickHint, trigger: [] },
];

/** Values of the basic-quote form. */
export type BasicQuoteFormValues = QuoteFormValues;

/**
 * Creates the basic-quote popup's form, versions v2 and v3 (docs/spec/quotes.md#validation
 * "Basic-quote form"): size (maxlength 3) and mobile (maxlength 10) checked on blur and on
 * submit by their fields' rules, terms (the 請勾選 hint on submit only); `initial` prefills size
 * and mobile.
 */
export function createBasicQuoteForm(initial: Partial<QuoteFormValues> = {}): Form<QuoteFormValues> {
  return createForm<QuoteFormValues>({
    size: { initial: initial.size ?? '', maxlength: BASIC_SIZE_MAX_LENGTH, rules: basicSizeRules },
    mobile: { initial: initial.mobile ?? '', maxlength: PHONE_LENGTH, rules: basicMobileRules },
    accepted: { initial: false, rules: basicTermsRules },
  });
}

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
}

/** The basic-quote popup (v2 and v3): form, confirm-close page and recent records. */
export interface BasicQuoteStore {
  readonly open: ReadonlySignal<boolean>;
  readonly page: ReadonlySignal<BasicQuotePage>;
  readonly regionId: ReadonlySignal<number>;
  readonly size: ReadonlySignal<string>;
  readonly mobile: ReadonlySignal<string>;
  readonly accepted: ReadonlySignal<boolean>;
  /** Size and mobile messages, shown once the field is left (blur) or on submit; cleared when it changes. */
  readonly errors: ReadonlySignal<Omit<QuoteFieldErrors, 'accepted'>>;
  /** '請勾選' after a submit with unticked terms, otherwise null. */
  readonly termsHint: ReadonlySignal<string | null>;
  readonly submitting: ReadonlySignal<boolean>;
  /** Recent quote records (v2). */
  readonly records: ReadonlySignal<readonly RecentRecord[]>;
  /** Owners who got a quote today. */
  /** Today's count as shown: 0 below TODAY_COUNT_MIN_SHOWN (not shown). */
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
  /** The visitor left a field: its rules run (docs/spec/session.md#validation, trigger blur). */
  blur(field: Exclude<QuoteFieldName, 'accepted'>): void;
  /** The close icon: opens the confirm-close page. */
  requestClose(): void;
  /** 'Close the quote feature': closes the confirm page and the popup. */
  closeFeature(): void;
  /** 'Think again': back to the form. */
  thinkAgain(): void;
  /** Validates and sends; resolves the outcome (success with its redirect, or why not). */
  submit(): Promise<QuoteSubmitOutcome>;
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
export function createBasicQuoteStore(deps: BasicQuoteDeps): BasicQuoteStore {
  const clock = deps.clock ?? systemClock;
  const fields = createQuoteFields(deps, EVALUATION_NORMAL_DATA_KEY, createBasicQuoteForm);
  const { regionId, form, submitting } = fields;
  const { size, mobile, accepted } = form.fields;

  const open = signal(false);
  const page = signal<BasicQuotePage>('form');
  const records = signal<readonly RecentRecord[]>([]);
  const count = signal(0);
  const slide = signal(0);
  const avatars = signal<readonly string[]>(pickAvatars(deps.avatarPool ?? [], undefined, deps.random));
  const slides = computed(() => pairRecords(records.value));

  let rotation: unknown = null;
  let disposed = false;

  const tick = () => {
    const total = slides.peek().length;
    slide.value = total > 0 ? (slide.peek() + 1) % total : 0;
    rotation = clock.setTimeout(tick, RECENT_RECORDS_ROTATE_MS);
  };

  const stopRotation = () => {
    if (rotation !== null) clock.clearTimeout(rotation);
    rotation = null;
  };

  return {
    open,
    page,
    regionId,
    size: size.value,
    mobile: mobile.value,
    accepted: accepted.value,
    errors: computed(() => {
      const { accepted: _terms, ...messages } = form.errors.value;
      return messages;
    }),
    termsHint: computed(() => accepted.error.value || null),
    submitting,
    records,
    count,
    slides,
    slide,
    avatars,
    show() {
      batch(() => {
        open.value = true;
        page.value = 'form';
      });
    },
    setRegion(id) {
      if (isRegionId(id)) regionId.value = id;
    },
    setSize(value) {
      // A Chinese keyboard's full-width digits are digits (the mobile's field takes them too).
      void size.input(halfWidth(value));
    },
    setMobile(value) {
      void mobile.input(value);
    },
    setAccepted(value) {
      void accepted.input(value);
    },
    blur(field) {
      void form.fields[field].blur();
    },
    requestClose() {
      page.value = 'confirm-close';
      safely(deps.track, { name: 'close_click', module: deps.context.module });
    },
    closeFeature() {
      batch(() => {
        page.value = 'form';
        open.value = false;
      });
      stopRotation();
      safely(deps.onClose);
    },
    thinkAgain() {
      page.value = 'form';
    },
    async submit() {
      const values = await fields.check();
      if ('ok' in values) return values;
      return fields.send(
        values,
        buildEvaluationPayload({ values, context: deps.context, query: deps.location.query() }),
        {
          house_region: regionById(values.region_id)?.name ?? '',
          acreage_name: values.size,
          resultPage: RESULT_PAGE_BASIC,
        },
      );
    },
    async loadRecentRecords() {
      try {
        const response = await deps.ports.getRecentRecords({ per_page: RECENT_RECORDS_PER_PAGE });
        if (disposed) return;
        batch(() => {
          records.value = Array.isArray(response?.records) ? response.records : [];
          // A count below TODAY_COUNT_MIN_SHOWN is no social proof: 0, not shown.
          const n = Number(response?.count);
          count.value = n >= TODAY_COUNT_MIN_SHOWN ? n : 0;
          slide.value = 0;
        });
      } catch {
        // The records are decoration: on failure the popup simply shows none.
      }
    },
    startRotation() {
      if (rotation !== null || disposed) return;
      rotation = clock.setTimeout(tick, RECENT_RECORDS_ROTATE_MS);
    },
    stopRotation,
    dispose() {
      disposed = true;
      stopRotation();
    },
  };
}
