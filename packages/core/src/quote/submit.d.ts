import { type Signal } from '@preact/signals-core';
import type { KeyValueStorage, LocationPort, Notifier } from '../platform/types.ts';
import type { EvaluationFormInput, EvaluationResult } from '../schemas/quote.ts';
import { type QuoteFieldErrors, type QuoteValidator } from './checks.ts';
import type { QuoteContext, QuoteValues } from './payload.ts';
import type { QuotePorts } from './ports.ts';
/** What a successful submit hands to `onSuccess`: the server's answer plus the custom params. */
export interface QuoteSubmitSuccess {
  id: EvaluationResult['id'] | null;
  decoration_robot_messages: EvaluationResult['decoration_robot_messages'] | undefined;
  /** Region name of the quote. */
  house_region: string;
  /** Floor area as entered. */
  acreage_name: string;
}
/** Tracking events of the quote popups. */
export type QuoteTrackEvent =
  | {
      name: 'before_clue_click';
      module: string;
    }
  | ({
      name: 'clue_submit';
      module: string;
    } & QuoteSubmitSuccess)
  | {
      name: 'close_click';
      module: string;
    };
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
export declare function safely<A extends unknown[]>(fn: ((...args: A) => void) | undefined, ...args: A): void;
/** The result page URL for a submitted quote. */
export declare function resultUrl(page: string, id: number | string): string;
/**
 * Sends the form and plays the outcome: on a truthy code 送出成功, onSuccess, the clue_submit
 * event and the result page (unless stop-redirect or no id); otherwise 送出失敗，請稍後重試 only.
 */
export declare function runSubmit(
  deps: QuoteStoreBaseDeps & {
    ports: Pick<QuotePorts, 'submitEvaluation'>;
  },
  form: EvaluationFormInput,
  extras: {
    house_region: string;
    acreage_name: string;
    resultPage: string;
  },
): Promise<QuoteSubmitSuccess | null>;
/** Form values remembered in local storage between visits. */
export interface RememberedQuote {
  region_id?: number;
  size?: string;
  mobile?: string;
}
/** Reads remembered values; anything unreadable is ignored. */
export declare function loadRemembered(storage: KeyValueStorage, key: string): RememberedQuote;
/** Remembers the values; a full or blocked storage is not an error for the visitor. */
export declare function saveRemembered(storage: KeyValueStorage, key: string, value: RememberedQuote): void;
/** The starting region: remembered form value, else the stored region, else the default. */
export declare function initialRegion(
  remembered: RememberedQuote,
  stored: number | null | undefined,
  fallback: number,
): number;
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
  /** Remembers the values for the next visit and sends the form, `submitting` set meanwhile. */
  send(
    values: QuoteValues,
    form: EvaluationFormInput,
    extras: SubmitExtras,
  ): Promise<QuoteSubmitSuccess | null>;
}
/** Creates the shared fields of a quote form, prefilled from the values remembered under `storageKey`. */
export declare function createQuoteFields(
  deps: QuoteStoreBaseDeps & {
    ports: Pick<QuotePorts, 'submitEvaluation'>;
  },
  storageKey: string,
  validate: QuoteValidator,
): QuoteFields;
//# sourceMappingURL=submit.d.ts.map
