import { type Signal, signal } from '@preact/signals-core';
import { type ComponentChild, render } from 'preact';
import { adoptStyles } from './adopt-styles.ts';
import { trackSignalReads } from './signal-tracking.ts';

/** How an attribute's text becomes a property value. */
type AttributeKind = 'string' | 'boolean' | 'number';

/** The attribute → kind table of an element; property names are the camelCased attributes. */
export type AttributeTable = Record<string, AttributeKind>;

type ValueOf<K extends AttributeKind> = K extends 'boolean'
  ? boolean
  : K extends 'number'
    ? number | null
    : string | null;

/** The live properties of an element, one signal per attribute, keyed by property name. */
export type WidgetProps<T extends AttributeTable> = {
  [A in keyof T as A extends string ? CamelCase<A> : never]: Signal<ValueOf<T[A]>>;
};

type CamelCase<S extends string> = S extends `${infer H}-${infer R}` ? `${H}${Capitalize<CamelCase<R>>}` : S;

/** What an element's render function receives. */
export interface WidgetContext<T extends AttributeTable> {
  host: HTMLElement;
  root: ShadowRoot;
  props: WidgetProps<T>;
}

/** An element definition: tag, mirrored attributes, styles and a Preact render function. */
export interface WidgetDefinition<T extends AttributeTable> {
  tag: `renovo-${string}`;
  attributes: T;
  styles: string;
  render(context: WidgetContext<T>): ComponentChild;
  /** Extra methods or properties for the element's prototype (e.g. `show()` on the toast). */
  methods?: Record<string, (this: HTMLElement, ...args: never[]) => unknown>;
}

/** kebab-case → camelCase (`resource-id` → `resourceId`). */
export function camelCase(name: string): string {
  return name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** Each element's property signals (kept outside the class so prototype accessors can reach them). */
const propsOf = new WeakMap<HTMLElement, Record<string, Signal<unknown>>>();

function parse(kind: AttributeKind, text: string | null): unknown {
  if (kind === 'boolean') return text !== null && text !== 'false';
  if (text === null) return null;
  if (kind === 'number') {
    const n = Number(text);
    return text.trim() === '' || Number.isNaN(n) ? null : n;
  }
  return text;
}

/**
 * Registers a custom element whose attributes mirror properties (both ways), whose open shadow
 * root gets the styles adopted and whose content is rendered by Preact into one `.root` element,
 * where baseStyles cuts off everything the page's CSS would pass down through the host. Safe to call anywhere:
 * without `customElements` (SSR, Node) it does nothing, and the element class is only created
 * when it is called, so importing a widget module never touches the DOM.
 */
export function defineWidget<T extends AttributeTable>(definition: WidgetDefinition<T>): void {
  if (typeof customElements === 'undefined' || customElements.get(definition.tag)) return;
  trackSignalReads();
  const entries = Object.entries(definition.attributes);

  class RenovoWidget extends HTMLElement {
    static observedAttributes = entries.map(([name]) => name);
    #root: ShadowRoot | null = null;
    /** The element Preact renders into: `.root`, first inside the shadow root (see baseStyles). */
    #mount: HTMLElement | null = null;
    #reflecting = false;

    constructor() {
      super();
      const own: Record<string, Signal<unknown>> = {};
      for (const [name, kind] of entries) own[camelCase(name)] = signal(parse(kind, this.getAttribute(name)));
      propsOf.set(this, own);
      // A property set before the element was defined (by the loader's `open` options, a
      // framework, a script) is an own data property hiding the accessor: pass it through.
      const self = this as unknown as Record<string, unknown>;
      for (const prop of Object.keys(own)) {
        if (!Object.hasOwn(this, prop)) continue;
        const value = self[prop];
        delete self[prop];
        self[prop] = value;
      }
    }

    connectedCallback(): void {
      if (!this.#root) {
        this.#root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
        adoptStyles(this.#root, definition.styles);
        this.#mount = this.#root.appendChild(document.createElement('div'));
        this.#mount.className = 'root';
      }
      const props = propsOf.get(this) as unknown as WidgetProps<T>;
      render(definition.render({ host: this, root: this.#root, props }), this.#mount!);
      this.setAttribute('state', 'ready');
    }

    disconnectedCallback(): void {
      if (this.#mount) render(null, this.#mount);
    }

    attributeChangedCallback(name: string, _old: string | null, value: string | null): void {
      if (this.#reflecting) return;
      const kind = definition.attributes[name];
      const prop = propsOf.get(this)?.[camelCase(name)];
      if (kind && prop) prop.value = parse(kind, value);
    }

    /** Writes a property and reflects it to its attribute. */
    reflect(name: string, kind: AttributeKind, value: unknown): void {
      const prop = propsOf.get(this)?.[camelCase(name)];
      if (!prop) return;
      prop.value = kind === 'boolean' ? Boolean(value) : value === undefined ? null : value;
      this.#reflecting = true;
      try {
        if (kind === 'boolean') this.toggleAttribute(name, Boolean(value));
        else if (value === null || value === undefined) this.removeAttribute(name);
        else this.setAttribute(name, String(value));
      } finally {
        this.#reflecting = false;
      }
    }
  }

  for (const [name, kind] of entries) {
    const prop = camelCase(name);
    Object.defineProperty(RenovoWidget.prototype, prop, {
      configurable: true,
      enumerable: true,
      get(this: RenovoWidget) {
        return propsOf.get(this)?.[prop]?.value;
      },
      set(this: RenovoWidget, value: unknown) {
        this.reflect(name, kind, value);
      },
    });
  }
  for (const [name, fn] of Object.entries(definition.methods ?? {})) {
    Object.defineProperty(RenovoWidget.prototype, name, { configurable: true, value: fn });
  }
  customElements.define(definition.tag, RenovoWidget);
}
