/**
 * The loader partners paste:
 *
 *   <script async src="https://HOST/embed/v1/loader.js" data-partner="KEY"></script>
 *
 * It tells the widgets their API origin and partner (`window.__RENOVO__`) before any chunk is
 * imported, replaces the queue stub with the real `renovo()` and replays queued calls, then finds
 * `renovo-*` tags present now and added later (MutationObserver) and imports only the chunks
 * those need, all in parallel, from next to loader.js. Included twice it loads once; a second,
 * different version warns once. A chunk that cannot load (blocked, offline, timeout) rejects
 * the pending calls with a reason (`load-failed`, `timeout`) and fires `renovo-error` on
 * document with `{ widget, reason }`.
 *
 * Every byte counts here: the budget is 1,024 B gzip with the chunk map inlined.
 */
import { type Command, installQueue, noop, type RenovoFunction } from './queue.ts';

/**
 * Element short name (`quote` for `renovo-quote`) → the files to import for it, entry first,
 * without their `.js`. Made without a prototype, so `toString` is no widget.
 */
export type ChunkMap = Record<string, string[]>;

/**
 * Starts the loader once per page. `chunks` is the build's map, `script` the loader's own script
 * element (its `src`, `data-partner`, `data-api`: `document.currentScript`); `timeoutMs` bounds
 * every chunk import.
 */
export function startLoader(
  chunks: ChunkMap,
  version: string,
  script: HTMLOrSVGScriptElement | null,
  win: Window = window,
  timeoutMs = 10_000,
): void {
  const running = (win as unknown as { renovo?: RenovoFunction }).renovo;
  if (running?.v) {
    if (running.v !== version && !running.w) {
      running.w = true;
      console.warn('renovo: loader', version, 'ignored');
    }
    return;
  }
  const doc = win.document;
  const { src, dataset } = script as HTMLScriptElement;
  (win as unknown as { __RENOVO__: object }).__RENOVO__ = {
    apiOrigin: dataset.api || new URL(src).origin,
    partner: dataset.partner,
    version,
  };

  // A failed name stays in `loading` (as undefined): scans do not retry it, an explicit open does.
  const loading: Record<string, Promise<unknown> | undefined> = {};
  const tagOf = (name: unknown) => {
    if (!chunks[name as string]) throw 0;
    return `renovo-${name}`;
  };
  const load = (name: string): Promise<unknown> =>
    (loading[name] ??= new Promise((resolve, reject) => {
      setTimeout(reject, timeoutMs, 'timeout');
      Promise.all(chunks[name]!.map((file) => import(new URL(`${file}.js`, src).href))).then(resolve, () =>
        reject('load-failed'),
      );
    }).catch((reason: string) => {
      loading[name] = undefined;
      // Bubbling and composed like every renovo-* event: a listener on window hears it too.
      doc.dispatchEvent(
        new CustomEvent('renovo-error', { bubbles: true, composed: true, detail: { widget: name, reason } }),
      );
      throw reason;
    }));

  /**
   * The elements a call names: `'#id'` that element when it is a widget (inline or popup); a
   * widget's name its popups, never an inline one (`mode="inline"`: it is opened by its id).
   */
  const targets = (target: unknown) =>
    doc.querySelectorAll(
      (target as string)[0] === '#'
        ? `${target}:is(${Object.keys(chunks).map(tagOf)})`
        : `${tagOf(target)}:not([mode=inline])`,
    );

  const commands = {
    // No prototype: `renovo('toString')` finds no command.
    __proto__: null,
    /**
     * Opens the element `target` names, options as its properties: a name's popup is created at
     * the end of body when the page has none; an id names an existing widget or is a bad call.
     * When its code cannot load, the call is rejected and the element is closed again: the page,
     * told so, shows its own way on, and code that arrives after the timeout opens nothing over
     * it (the closed element stays, for the next call).
     */
    open(target: unknown, options?: object) {
      const el = Object.assign(targets(target)[0] ?? doc.createElement(tagOf(target)), options);
      el.setAttribute('open', '');
      if (!el.isConnected) (doc.body ?? doc.documentElement).append(el);
      return load(el.localName.slice(7)).then(
        () => el,
        (reason) => {
          el.removeAttribute('open');
          throw reason;
        },
      );
    },
    close(target: unknown) {
      for (const el of targets(target)) el.removeAttribute('open');
    },
    /**
     * Listens to `renovo-<event>` on document. No listener is a bad call (logged), as is one that
     * is no object (addEventListener throws). Event names are not checked: bytes.
     */
    on(event: unknown, listener: EventListener) {
      if (!listener) throw 0;
      doc.addEventListener(`renovo-${event}`, listener);
    },
  };
  installQueue(win, commands as unknown as Record<string, Command>, version);

  const scan = () => {
    for (const name in chunks)
      if (!(name in loading) && doc.querySelector(tagOf(name))) load(name).catch(noop);
  };
  scan();
  new MutationObserver(scan).observe(doc.documentElement, { childList: true, subtree: true });
}
