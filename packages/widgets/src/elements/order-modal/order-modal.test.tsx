/** @jsxImportSource preact */
// @vitest-environment happy-dom
import {
  type ApiClient,
  type ApiRequestOptions,
  apiErrorFromResponse,
  createMemoryStorage,
  type Route,
  type ToastOptions,
} from '@renovo/core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Runtime } from '../../internal/runtime.ts';

const fake = vi.hoisted(() => ({ runtime: null as unknown }));
vi.mock('../../internal/runtime.ts', () => ({
  getRuntime: () => fake.runtime,
  mainSiteUrl: (path: string) => `https://main.test${path}`,
}));

const { defineOrderModal } = await import('./order-modal.tsx');
type Modal = import('../../element-types.generated.ts').RenovoOrderModalElement;

type Reply = (path: string, options: ApiRequestOptions) => unknown;
let reply: Reply;
let requests: { path: string; options: ApiRequestOptions }[];
let toasts: { message: string; options?: ToastOptions }[];
let events: { type: string; detail: unknown }[];

function makeRuntime(): Runtime {
  const client: ApiClient = {
    logger: { error() {} },
    async request<T>(target: Route | string, given: ApiRequestOptions = {}) {
      // The modal calls by route: recorded as the path and the method it sends.
      const [path, options] =
        typeof target === 'string' ? [target, given] : [target.path, { method: target.method, ...given }];
      requests.push({ path, options });
      return reply(path, options) as T;
    },
    async resume() {},
  };
  const notifier = {
    toast: (message: string, options?: ToastOptions) => void toasts.push({ message, options }),
  };
  return {
    config: { apiOrigin: 'https://main.test' },
    client,
    notifier,
    storage: createMemoryStorage(),
  } as never;
}

const flush = async (times = 4) => {
  for (let i = 0; i < times; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

function mount(attrs: Record<string, string> = {}): Modal {
  const el = document.createElement('renovo-order-modal');
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  for (const type of ['renovo-open', 'renovo-close', 'renovo-submit', 'renovo-error']) {
    el.addEventListener(type, (event) => events.push({ type, detail: (event as CustomEvent).detail }));
  }
  document.body.append(el);
  return el;
}

const $ = <T extends Element = HTMLElement>(el: Element, selector: string) =>
  el.shadowRoot!.querySelector(selector) as T | null;

function type(input: HTMLInputElement | null, value: string) {
  input!.value = value;
  input!.dispatchEvent(new Event('input', { bubbles: true }));
}

async function fillAndSubmit(el: Modal, mobile = '0912345678') {
  type($(el, 'input[name="mobile"]'), mobile);
  $<HTMLInputElement>(el, 'input[name="accepted"]')!.click();
  await flush();
  $<HTMLButtonElement>(el, 'button[type="submit"]')!.click();
  await flush(6);
}

const orders = () => requests.filter((r) => r.path === '/hyperf/clues/order');

beforeAll(() => defineOrderModal());
beforeEach(() => {
  requests = [];
  toasts = [];
  events = [];
  reply = (path) =>
    path === '/hyperf/clues/order'
      ? { code: 200, data: { id: 41, exists_clue: true } }
      : { code: 200, data: { exists_clue: false } };
  fake.runtime = makeRuntime();
});
afterEach(() => {
  document.body.replaceChildren();
});

describe('renovo-order-modal', () => {
  it('variant A: a labelled modal with headline, benefits, mobile (tel, maxlength 10) and terms fields', async () => {
    const el = mount({ open: '' });
    await flush();
    expect(el.getAttribute('state')).toBe('ready');
    expect(events[0]).toEqual({ type: 'renovo-open', detail: { widget: 'order-modal' } });
    const dialog = $(el, 'dialog')!;
    expect(dialog.getAttribute('aria-labelledby')).toBe('order-title');
    expect($(el, '#order-title')?.textContent).toBe('免費獲取專屬裝修方案');
    expect($(el, '[part="benefits"]')?.querySelectorAll('li')).toHaveLength(3);
    const mobile = $<HTMLInputElement>(el, 'input[name="mobile"]')!;
    expect([mobile.type, mobile.maxLength]).toEqual(['tel', 10]);
    expect($(el, `label[for="${mobile.id}"]`)?.textContent).toBe('行動電話');
    const terms = $<HTMLInputElement>(el, 'input[name="accepted"]')!;
    expect($(el, `label[for="${terms.id}"]`)?.textContent).toBe('我已閱讀並同意');
    expect([...el.shadowRoot!.querySelectorAll<HTMLAnchorElement>('.consent a')].map((a) => a.href)).toEqual([
      'https://main.test/terms',
      'https://main.test/privacy',
    ]);
    expect($(el, 'button[type="submit"]')?.textContent).toBe('免費預約諮詢');
    expect($(el, 'button.close')?.getAttribute('aria-label')).toBe('關閉');
    // getLastMessage runs on open and feeds shouldChangeVariable.
    expect(requests.map((r) => r.path)).toEqual(['/hyperf/clues/last_message']);
  });

  it('variant B: the compact card, no benefits, submit beside the mobile', async () => {
    const el = mount({ open: '', variant: 'B' });
    await flush();
    expect($(el, '#order-title')?.textContent).toBe('留下手機，免費獲取裝修報價');
    expect($(el, '[part="benefits"]')).toBeNull();
    expect($(el, '.row button[type="submit"]')).not.toBeNull();
    expect(el.getStore().popVisibleB.value).toBe(true);
    expect(el.getStore().popVisible.value).toBe(false);
  });

  it('OPEN_MODAL shows A, OPEN_MODALB shows B, CLOSE_MODAL and CLOSE_MODALB hide them', async () => {
    const a = mount();
    const b = mount({ variant: 'B' });
    await flush();
    const store = a.getStore();
    expect(b.getStore()).toBe(store);
    store.dispatch('OPEN_MODALB');
    await flush();
    expect([a.open, b.open]).toEqual([false, true]);
    expect($(b, 'form')).not.toBeNull();
    store.dispatch('OPEN_MODAL');
    store.dispatch('CLOSE_MODALB');
    await flush();
    expect([a.open, b.open]).toEqual([true, false]);
    expect(events.filter((e) => e.type === 'renovo-close')).toEqual([
      { type: 'renovo-close', detail: { widget: 'order-modal', reason: 'user' } },
    ]);
    a.open = false;
    await flush();
    expect(store.popVisible.value).toBe(false);
    expect(events.at(-1)?.detail).toEqual({ widget: 'order-modal', reason: 'api' });
  });

  it('validation: mobile required / invalid and terms unticked stop the submit, announced beside the fields', async () => {
    const el = mount({ open: '' });
    await flush();
    $<HTMLButtonElement>(el, 'button[type="submit"]')!.click();
    await flush();
    const mobile = $<HTMLInputElement>(el, 'input[name="mobile"]')!;
    expect($(el, '#order-mobile-error')?.textContent).toBe('請輸入行動電話');
    expect($(el, '#order-mobile-error')?.getAttribute('role')).toBe('alert');
    expect(mobile.getAttribute('aria-invalid')).toBe('true');
    expect(mobile.getAttribute('aria-describedby')).toBe('order-mobile-error');
    expect($(el, '#order-terms-error')?.textContent).toBe('請勾選服務條款');
    expect(el.shadowRoot!.activeElement).toBe(mobile);
    type(mobile, '0412345678');
    mobile.dispatchEvent(new Event('blur'));
    await flush();
    expect($(el, '#order-mobile-error')?.textContent).toBe('請輸入正確的行動電話');
    $<HTMLInputElement>(el, 'input[name="accepted"]')!.click();
    await flush();
    expect($(el, '#order-terms-error')?.textContent).toBe('');
    expect(orders()).toEqual([]);
  });

  it('a valid submit posts postInfo with an Idempotency-Key, toasts 送出成功, fires renovo-submit and closes', async () => {
    history.replaceState(null, '', '/?utm_source=partner&utm_campaign=spring');
    const el = mount({ open: '', module: 'style_test_result', type: 'article', 'resource-id': '9' });
    await flush();
    await fillAndSubmit(el);
    expect(orders()).toHaveLength(1);
    const { options } = orders()[0]!;
    expect(options.method).toBe('POST');
    expect(options.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(options.body).toEqual({
      mobile: '0912345678',
      page: 'style_test_result',
      variant: 'A',
      accepted: 1,
      utm: { source: 'partner', medium: '', campaign: 'spring', content: '' },
      source_type: 'article',
      source_id: 9,
      // The consent notice the modal showed, added by core's postOrderInfo.
      notice_version: '2026-11',
    });
    expect(toasts).toEqual([{ message: '送出成功', options: { type: 'success' } }]);
    expect(events.map((e) => e.type)).toEqual(['renovo-open', 'renovo-submit', 'renovo-close']);
    expect(events[1]?.detail).toEqual({ widget: 'order-modal', id: 41, redirect: null });
    expect(events[2]?.detail).toEqual({ widget: 'order-modal', reason: 'submit' });
    expect(el.hasAttribute('open')).toBe(false);
    history.replaceState(null, '', '/');
  });

  it('order submission 422: core shows the centred toast; a retry of the same values reuses the key', async () => {
    reply = (path) => {
      if (path !== '/hyperf/clues/order') return { code: 200, data: { exists_clue: false } };
      throw apiErrorFromResponse({ status: 422, body: { code: 422, message: '手機號碼錯誤' }, url: path });
    };
    const el = mount({ open: '', variant: 'B' });
    await flush();
    await fillAndSubmit(el);
    expect(toasts).toEqual([{ message: '手機號碼錯誤', options: { type: 'error', center: true } }]);
    expect(events.at(-1)).toEqual({
      type: 'renovo-error',
      detail: { widget: 'order-modal', reason: 'validation', message: '手機號碼錯誤' },
    });
    expect(el.open).toBe(true);
    $<HTMLButtonElement>(el, 'button[type="submit"]')!.click();
    await flush(6);
    expect(orders()).toHaveLength(2);
    expect(orders()[1]!.options.idempotencyKey).toBe(orders()[0]!.options.idempotencyKey);
    expect(orders()[1]!.options.body).toMatchObject({ variant: 'B' });
    type($(el, 'input[name="mobile"]'), '0922333444');
    $<HTMLButtonElement>(el, 'button[type="submit"]')!.click();
    await flush(6);
    expect(orders()[2]!.options.idempotencyKey).not.toBe(orders()[0]!.options.idempotencyKey);
  });

  it('any other order submission failure shows no message and fires renovo-error', async () => {
    reply = (path) => {
      if (path !== '/hyperf/clues/order') return { code: 200, data: { exists_clue: false } };
      throw apiErrorFromResponse({ status: 500, body: { code: 500, message: 'boom' }, url: path });
    };
    const el = mount({ open: '' });
    await flush();
    await fillAndSubmit(el);
    expect(toasts).toEqual([]);
    expect(events.at(-1)).toEqual({
      type: 'renovo-error',
      detail: { widget: 'order-modal', reason: 'submit_failed' },
    });
  });

  it('the close icon and Escape close it (reason user); inline mode draws the form in the page', async () => {
    const el = mount({ open: '' });
    await flush();
    $<HTMLButtonElement>(el, 'button.close')!.click();
    await flush();
    expect(el.open).toBe(false);
    expect(events.at(-1)?.detail).toEqual({ widget: 'order-modal', reason: 'user' });
    el.open = true;
    await flush();
    $(el, 'dialog')!.dispatchEvent(new Event('cancel', { cancelable: true }));
    await flush();
    expect(el.open).toBe(false);
    const inline = mount({ mode: 'inline' });
    await flush();
    expect($(inline, 'section[part="panel"] form')).not.toBeNull();
    expect($(inline, 'button.close')).toBeNull();
  });
});
