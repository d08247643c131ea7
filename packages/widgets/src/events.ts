/**
 * Every event the widgets dispatch, in one typed map. Events are CustomEvents that bubble and are
 * composed. A breaking change to a payload gets a new event name.
 */
export interface RenovoEventMap {
  /** A widget opened. */
  'renovo-open': { widget: string };
  /** A widget closed (close icon, Escape, or after a submit). */
  'renovo-close': { widget: string; reason: 'user' | 'submit' | 'api' };
  /**
   * A quote or order was stored; `id` is the new record's id. A quote also gives `publicId`, the
   * unguessable id its result page and `<renovo-quote-preview record-id>` take (never `id`).
   */
  'renovo-submit': { widget: string; id: number | string; publicId?: string | null; redirect: string | null };
  /** The visitor logged in, bound a mobile or authorised a clue. */
  'renovo-login': { widget: string; via: 'login' | 'bind' | 'clue' | 'none' };
  /** The visitor picked another decorate-level tab of a quote preview (1 簡裝, 2 精裝, 3 豪裝). */
  'renovo-level-change': { widget: string; level: 1 | 2 | 3 };
  /** Something failed; `reason` is machine-readable, `message` is the zh-TW text shown. */
  'renovo-error': { widget: string; reason: string; message?: string };
}

/** The names of all widget events. */
export type RenovoEventName = keyof RenovoEventMap;

/** A `renovo-*` event as the DOM dispatches it. */
export type RenovoEvent<K extends RenovoEventName> = CustomEvent<RenovoEventMap[K]>;

/**
 * The events on every element (they bubble and are composed, so a listener on the document or
 * an ancestor works too): `el.addEventListener('renovo-submit', (e) => e.detail.id)` is typed.
 */
declare global {
  interface HTMLElementEventMap extends RenovoDomEvents {}
  interface DocumentEventMap extends RenovoDomEvents {}
}

/** The map of {@link RenovoEvent}s merged into the DOM's event maps. */
export type RenovoDomEvents = { [K in RenovoEventName]: RenovoEvent<K> };
