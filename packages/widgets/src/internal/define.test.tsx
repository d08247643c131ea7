/** @jsxImportSource preact */
// @vitest-environment happy-dom
import { afterEach, describe, expect, test, vi } from 'vitest';
import { Dialog } from '../ui/dialog.tsx';
import { adoptStyles } from './adopt-styles.ts';
import { camelCase, defineWidget, type WidgetContext } from './define.ts';
import { emit } from './emit.ts';
import { deepActiveElement } from './focus.ts';
import { lockPageScroll } from './scroll-lock.ts';

const ATTRIBUTES = {
  version: 'string',
  open: 'boolean',
  'resource-id': 'number',
  'stop-redirect': 'boolean',
} as const;
type TestProps = WidgetContext<typeof ATTRIBUTES>['props'];

interface TestElement extends HTMLElement {
  version: string | null;
  open: boolean;
  resourceId: number | null;
  stopRedirect: boolean;
  greet(name: string): string;
}

let count = 0;
/** Defines a fresh test element (tags cannot be redefined) and returns its tag. */
function defineTest(styles = ':host { color: red; }'): `renovo-${string}` {
  const tag = `renovo-test-${++count}` as const;
  defineWidget({
    tag,
    attributes: ATTRIBUTES,
    styles,
    render: ({ props }) => <View props={props} />,
    methods: {
      greet(this: HTMLElement, name: string) {
        return `hello ${name} from ${this.localName}`;
      },
    },
  });
  return tag;
}

function View({ props }: { props: TestProps }) {
  return (
    <p part="text">
      {props.version.value ?? 'none'}|{String(props.open.value)}|{String(props.resourceId.value)}|
      {String(props.stopRedirect.value)}
    </p>
  );
}

function mount(tag: string, html = ''): TestElement {
  document.body.insertAdjacentHTML('beforeend', `<${tag} ${html}></${tag}>`);
  return document.body.lastElementChild as TestElement;
}

const text = (el: HTMLElement) => el.shadowRoot!.querySelector('p')!.textContent;

afterEach(() => {
  document.body.replaceChildren();
  document.body.removeAttribute('style');
  document.documentElement.removeAttribute('style');
  vi.unstubAllGlobals();
});

describe('defineWidget', () => {
  test('kebab-case attributes become camelCase properties', () => {
    expect(camelCase('resource-id')).toBe('resourceId');
    expect(camelCase('stop-redirect')).toBe('stopRedirect');
    expect(camelCase('version')).toBe('version');
  });

  test('renders into an open shadow root and states itself ready', () => {
    const el = mount(defineTest(), 'version="v2" open resource-id="12"');
    expect(el.shadowRoot).not.toBeNull();
    expect(el.shadowRoot!.mode).toBe('open');
    expect(el.getAttribute('state')).toBe('ready');
    expect(text(el)).toBe('v2|true|12|false');
  });

  test('attributes mirror properties, both ways, with their kinds', async () => {
    const el = mount(defineTest(), 'version="v2"');
    expect(el.version).toBe('v2');
    expect(el.open).toBe(false);
    expect(el.resourceId).toBeNull();
    el.setAttribute('resource-id', '42');
    el.setAttribute('stop-redirect', '');
    expect(el.resourceId).toBe(42);
    expect(el.stopRedirect).toBe(true);
    el.setAttribute('resource-id', 'abc');
    expect(el.resourceId).toBeNull();
    el.setAttribute('open', 'false');
    expect(el.open).toBe(false);

    el.version = 'v3';
    el.open = true;
    el.resourceId = 7;
    expect(el.getAttribute('version')).toBe('v3');
    expect(el.hasAttribute('open')).toBe(true);
    expect(el.getAttribute('resource-id')).toBe('7');
    el.open = false;
    el.version = null;
    expect(el.hasAttribute('open')).toBe(false);
    expect(el.hasAttribute('version')).toBe(false);
    await Promise.resolve();
    expect(text(el)).toBe('none|false|7|true');
  });

  test('properties set before the element is defined are kept (upgrade)', () => {
    const tag = `renovo-late-${++count}`;
    const el = document.createElement(tag) as TestElement;
    el.version = 'v3';
    el.stopRedirect = true;
    document.body.append(el);
    defineWidget({
      tag: tag as `renovo-${string}`,
      attributes: ATTRIBUTES,
      styles: '',
      render: ({ props }) => <View props={props} />,
    });
    expect(Object.hasOwn(el, 'version')).toBe(false);
    expect(el.version).toBe('v3');
    expect(el.getAttribute('version')).toBe('v3');
    expect(el.hasAttribute('stop-redirect')).toBe(true);
    expect(text(el)).toBe('v3|false|null|true');
  });

  test('adopts its styles into the shadow root, one shared sheet per text', () => {
    const css = ':host { color: rgb(1, 2, 3); }';
    const tag = defineTest(css);
    const a = mount(tag);
    const b = mount(tag);
    const sheets = a.shadowRoot!.adoptedStyleSheets;
    expect(sheets).toHaveLength(1);
    expect(b.shadowRoot!.adoptedStyleSheets[0]).toBe(sheets[0]);
  });

  test('without constructable stylesheets the <style> fallback survives the first render', () => {
    vi.stubGlobal('CSSStyleSheet', undefined);
    const el = mount(defineTest(':host { color: rgb(4, 5, 6); }'));
    const style = el.shadowRoot!.querySelector('style');
    expect(style?.textContent).toContain('rgb(4, 5, 6)');
    expect(el.shadowRoot!.querySelector('p')).not.toBeNull();
    el.remove();
    document.body.append(el);
    expect(el.shadowRoot!.querySelectorAll('style')).toHaveLength(1);
    expect(el.shadowRoot!.querySelector('p')).not.toBeNull();
  });

  test('unmounts when removed and renders again when put back', () => {
    const el = mount(defineTest(), 'version="v2"');
    el.remove();
    expect(el.shadowRoot!.querySelector('p')).toBeNull();
    document.body.append(el);
    expect(text(el)).toBe('v2|false|null|false');
  });

  test('adds the given methods to the element', () => {
    const el = mount(defineTest());
    expect(el.greet('you')).toMatch(/^hello you from renovo-test-/);
  });

  test('defining the same tag twice is harmless', () => {
    const tag = defineTest();
    expect(() => defineWidget({ tag, attributes: {}, styles: '', render: () => null })).not.toThrow();
  });

  test('does nothing without customElements (SSR, Node): no DOM is touched', () => {
    vi.stubGlobal('customElements', undefined);
    const render = vi.fn();
    expect(() => defineWidget({ tag: 'renovo-ssr', attributes: {}, styles: '', render })).not.toThrow();
    expect(render).not.toHaveBeenCalled();
  });
});

describe('adoptStyles', () => {
  test('appends to the sheets already adopted', () => {
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    adoptStyles(root, 'p { margin: 0; }');
    adoptStyles(root, 'p { padding: 0; }');
    expect(root.adoptedStyleSheets).toHaveLength(2);
  });
});

describe('emit', () => {
  test('events bubble, are composed (cross the shadow root) and carry their detail', () => {
    const el = mount(defineTest());
    const inner = el.shadowRoot!.querySelector('p')!;
    const heard = vi.fn();
    document.addEventListener('renovo-submit', heard);
    emit(inner, 'renovo-submit', { widget: 'quote', id: 9, redirect: null });
    document.removeEventListener('renovo-submit', heard);
    expect(heard).toHaveBeenCalledTimes(1);
    const event = heard.mock.calls[0]![0] as CustomEvent;
    expect(event.detail).toEqual({ widget: 'quote', id: 9, redirect: null });
    expect(event.bubbles && event.composed).toBe(true);
    // (happy-dom does not retarget event.target to the host; Chromium does, see tests/e2e)
    expect(event.composedPath()).toContain(el);
    expect(event.composedPath()).toContain(document);
  });

  test('a cancelable request event reports whether a listener cancelled it', () => {
    const el = mount(defineTest());
    const cancel = (event: Event) => event.preventDefault();
    el.addEventListener('renovo-close', cancel);
    expect(emit(el, 'renovo-close', { widget: 'quote', reason: 'user' }, { cancelable: true })).toBe(false);
    el.removeEventListener('renovo-close', cancel);
    expect(emit(el, 'renovo-close', { widget: 'quote', reason: 'user' }, { cancelable: true })).toBe(true);
  });
});

describe('deepActiveElement', () => {
  test('looks through open shadow roots', () => {
    const el = mount(defineTest());
    const button = document.createElement('button');
    el.shadowRoot!.append(button);
    button.focus();
    expect(document.activeElement).toBe(el);
    expect(deepActiveElement()).toBe(button);
  });
});

describe('lockPageScroll', () => {
  test('pins the body at the scroll offset, counts nested locks and restores everything', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 240 });
    document.body.style.position = 'relative';
    const unlockA = lockPageScroll();
    const unlockB = lockPageScroll();
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(document.body.style.position).toBe('fixed');
    expect(document.body.style.top).toBe('-240px');
    unlockA();
    unlockA();
    expect(document.body.style.position).toBe('fixed');
    unlockB();
    expect(document.body.style.position).toBe('relative');
    expect(document.body.style.top).toBe('');
    expect(document.documentElement.style.overflow).toBe('');
    expect(scrollTo).toHaveBeenCalledWith(0, 240);
    scrollTo.mockRestore();
  });
});

describe('Dialog', () => {
  test('inline mode renders a labelled section in the page', () => {
    const tag = `renovo-dialog-${++count}` as const;
    defineWidget({
      tag,
      attributes: {},
      styles: '',
      render: () => (
        <Dialog open mode="inline" label="報價" onRequestClose={() => {}}>
          <p>body</p>
        </Dialog>
      ),
    });
    const el = mount(tag);
    const section = el.shadowRoot!.querySelector('section')!;
    expect(section.getAttribute('aria-label')).toBe('報價');
    expect(section.getAttribute('part')).toBe('panel');
    expect(section.textContent).toBe('body');
  });

  test('popup mode: a modal <dialog>, children only while open, Escape asks to close', async () => {
    const onRequestClose = vi.fn();
    const tag = `renovo-dialog-${++count}` as const;
    defineWidget({
      tag,
      attributes: { open: 'boolean' },
      styles: '',
      render: ({ props }) => <Popup open={props.open} onRequestClose={onRequestClose} />,
    });
    const el = mount(tag) as HTMLElement & { open: boolean };
    const dialog = el.shadowRoot!.querySelector('dialog')!;
    expect(dialog.getAttribute('aria-label')).toBe('報價');
    expect(dialog.textContent).toBe('');
    el.open = true;
    await effects();
    expect(dialog.open).toBe(true);
    expect(dialog.textContent).toBe('body');
    expect(document.body.style.position).toBe('fixed');
    const cancel = new Event('cancel', { cancelable: true });
    dialog.dispatchEvent(cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(onRequestClose).toHaveBeenCalledTimes(1);
    el.open = false;
    await effects();
    expect(dialog.open).toBe(false);
    expect(document.body.style.position).toBe('');
  });
});

/** Preact runs effects after the next frame. */
const effects = () => new Promise((resolve) => setTimeout(resolve, 50));

function Popup({ open, onRequestClose }: { open: { value: boolean }; onRequestClose(): void }) {
  return (
    <Dialog open={open.value} label="報價" onRequestClose={onRequestClose}>
      <p>body</p>
    </Dialog>
  );
}
