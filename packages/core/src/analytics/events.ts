/**
 * The typed map of every analytics event the spec names (docs/spec/platform.md#limits,
 * docs/spec/quotes.md#calls), and the pure
 * helpers that shape their payloads. One map, so a sink or a caller can never send an event
 * name or a field the product does not know.
 */

/** The six exposure flags of `page_view_stats` (docs/spec/quotes.md#calls), in the spec's order. */
export const EXPOSURE_FLAGS = [
  'catalog',
  'questions',
  'same_quotation',
  'work_list',
  'may_like',
  'same_layout',
] as const;

/** One exposure flag name of `page_view_stats`. */
export type ExposureFlag = (typeof EXPOSURE_FLAGS)[number];

/** Whether each block of the page was seen by the reader. */
export type ExposureFlags = Record<ExposureFlag, boolean>;

/** Fields shared by the lead (clue) events. */
export interface ClueEventPayload {
  /** Where the lead was asked for, e.g. '返回攔截' for the style-test back interception. */
  clue_entry_name: string;
  /** Module that owns the entry (e.g. `article_detail_auto_popbox`). */
  module?: string;
  /** Resource the entry sits on. */
  resource_type?: string;
  resource_id?: number | string;
}

/** Payload of `page_view_stats`: the page and which of its blocks were exposed. */
export interface PageViewStatsPayload extends ExposureFlags {
  page_name: string;
  resource_id?: number | string;
}

/** Payload of the category/action/label events (`click`, `exposure`, `page_view`). */
export interface LabelledEventPayload {
  category: string;
  action: string;
  label: string;
  /** The module of the widget the event is about (the quote funnel's events carry it). */
  module?: string;
  /** The widget's resource type (its `type` attribute). */
  resource_type?: string;
}

/** Payload of the close-click event: the spec says it carries the module name. */
export interface CloseClickPayload {
  module_name: string;
}

/**
 * Payload of `client_error`, the error reporter's event (docs/spec/platform.md#limits): the kind of error,
 * the
 * environment (`master`), the message and where it was thrown, already scrubbed of personal data.
 */
export interface ClientErrorPayload {
  /** `error` (an uncaught exception) or `unhandledrejection`. */
  category: string;
  /** The environment, `master`. */
  action: string;
  /** The scrubbed message. */
  label: string;
  /** The script, line and column, without query or fragment. */
  source?: string;
}

/** Every event name with its payload. */
export interface AnalyticsEventMap {
  before_clue_click: ClueEventPayload;
  clue_submit: ClueEventPayload;
  page_view_stats: PageViewStatsPayload;
  click: LabelledEventPayload;
  exposure: LabelledEventPayload;
  page_view: LabelledEventPayload;
  close_click: CloseClickPayload;
  client_error: ClientErrorPayload;
}

/** One analytics event name. */
export type AnalyticsEventName = keyof AnalyticsEventMap;

/** Who is acting, attached to every event once known (docs/spec/platform.md#roles: role is sent with the user id). */
export interface AnalyticsIdentity {
  user_id?: number | string;
  role?: string;
}

/** What a sink receives: the event name, its payload, the identity and, for labelled events, the label parts. */
export type AnalyticsRecord<K extends AnalyticsEventName = AnalyticsEventName> = {
  event: K;
} & AnalyticsEventMap[K] &
  AnalyticsIdentity & { label_parts?: string[] };

/** Labels are split by underscore into parts (docs/spec/platform.md#limits); empty parts are kept so positions stay stable. */
export function splitLabel(label: string): string[] {
  return label === '' ? [] : label.split('_');
}

/** All six exposure flags, false unless given. */
export function exposureFlags(seen: Partial<ExposureFlags> = {}): ExposureFlags {
  const flags = {} as ExposureFlags;
  for (const flag of EXPOSURE_FLAGS) flags[flag] = seen[flag] === true;
  return flags;
}

const LABELLED = new Set<AnalyticsEventName>(['click', 'exposure', 'page_view']);

/** True for the events that carry category, action and label. */
export function isLabelledEvent(name: AnalyticsEventName): name is 'click' | 'exposure' | 'page_view' {
  return LABELLED.has(name);
}
