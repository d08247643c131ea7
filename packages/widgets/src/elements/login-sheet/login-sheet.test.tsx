/** @jsxImportSource preact */
// @vitest-environment happy-dom
import {
  createLoginStore,
  createManualClock,
  createMemoryCookies,
  createMemoryLocation,
  createSessionStore,
  type ManualClock,
  type ToastOptions,
} from '@renovo/core';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
// Test doubles are not part of @renovo/core's public entries.
import { createFakeSessionApi, type FakeSessionApi } from '../../../../core/src/testing/index.ts';
import type { Runtime } from '../../internal/runtime.ts';

const fake = vi.hoisted(() => ({ runtime: null as unknown }));
vi.mock('../../internal/runtime.ts', () => ({
  getRuntime: () => fake.runtime,
  mainSiteUrl: (path: string) => `https://main.test${path}`,
}));

const { defineLoginSheet } = await import('./login-sheet.tsx');
type Sheet = import('../../element-types.generated.ts').RenovoLoginSheetElement;

interface World {
  api: FakeSessionApi;
  clock: ManualClock;
  toasts: { message: string; options?: ToastOptions }[];
  runtime: Runtime;
}

let world: World;
let events: { type: string; detail: unknown }[];

/** A fresh page; `before` runs against the fake server before the session reads its cookie. */
function makeWorld(before?: (api: FakeSessionApi) => void): World {
  const cookies = createMemoryCookies();
  const api = createFakeSessionApi({ cookies });
  before?.(api);
  const clock = createManualClock();
  const toasts: World['toasts'] = [];
  const notifier = {
    toast: (message: string, options?: ToastOptions) => void toasts.push({ message, options }),
  };
  const session = createSessionStore({ api, cookies, location: createMemoryLocation() });
  const login = createLoginStore(session, api, { notifier, clock });
  const runtime = {
    config: { apiOrigin: 'https://main.test' },
    notifier,
    session,
    login,
  } as unknown as Runtime;
  return { api, clock, toasts, runtime };
}

/** Starts the page again with a signed-in member. */
function signedIn(user: Parameters<FakeSessionApi['addUser']>[0]) {
  world.runtime.login.dispose();
  let member: ReturnType<FakeSessionApi['addUser']> | undefined;
  world = makeWorld((api) => {
    member = api.addUser(user);
    api.signIn(member.id);
  });
  fake.runtime = world.runtime;
  return member!;
}

const flush = async (times = 3) => {
  for (let i = 0; i < times; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

function mount(attrs: Record<string, string> = {}): Sheet {
  const el = document.createElement('renovo-login-sheet');
  for (const [name, value] of Object.entries(attrs)) el.setAttribute(name, value);
  for (const type of ['renovo-open', 'renovo-close', 'renovo-login', 'renovo-error']) {
    el.addEventListener(type, (event) => events.push({ type, detail: (event as CustomEvent).detail }));
  }
  document.body.append(el);
  return el;
}

const $ = <T extends Element = HTMLElement>(el: Sheet, selector: string) =>
  el.shadowRoot!.querySelector(selector) as T | null;

function type(input: HTMLInputElement | null, value: string) {
  input!.value = value;
  input!.dispatchEvent(new Event('input', { bubbles: true }));
}

function stubMobile(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches,
        media: query,
        addEventListener() {},
        removeEventListener() {},
      }) as unknown as MediaQueryList,
  );
}

beforeAll(() => defineLoginSheet());
beforeEach(() => {
  world = makeWorld();
  fake.runtime = world.runtime;
  events = [];
  stubMobile(false);
});
afterEach(() => {
  world.runtime.login.dispose();
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

describe('renovo-login-sheet', () => {
  it('renders into an open shadow root, mirrors attributes and states itself ready', async () => {
    const el = mount({ module: 'work_detail_auto_popbox', type: 'work', 'resource-id': '7' });
    await flush();
    expect(el.shadowRoot).not.toBeNull();
    expect(el.getAttribute('state')).toBe('ready');
    expect(el.module).toBe('work_detail_auto_popbox');
    expect(el.resourceId).toBe('7');
    el.companyId = '12';
    expect(el.getAttribute('company-id')).toBe('12');
    expect($(el, 'form')).toBeNull();
  });

  it('status default: title, labelled mobile (tel, maxlength 10) and SMS code (digits, maxlength 6) fields, consent box, disabled submit', async () => {
    const el = mount({ open: '' });
    await flush();
    expect(events[0]).toEqual({ type: 'renovo-open', detail: { widget: 'login-sheet' } });
    expect($(el, '#login-title')?.textContent).toBe('手機號碼登入');
    const mobile = $<HTMLInputElement>(el, 'input[name="mobile"]')!;
    expect([mobile.type, mobile.maxLength, mobile.getAttribute('autocomplete')]).toEqual(['tel', 10, 'tel']);
    expect($(el, `label[for="${mobile.id}"]`)?.textContent).toBe('行動電話');
    const code = $<HTMLInputElement>(el, 'input[name="code"]')!;
    expect([code.maxLength, code.inputMode, code.getAttribute('autocomplete')]).toEqual([
      6,
      'numeric',
      'one-time-code',
    ]);
    expect($(el, `label[for="${code.id}"]`)?.textContent).toBe('驗證碼');
    const consent = $<HTMLInputElement>(el, 'input[name="accepted"]')!;
    expect(consent.type).toBe('checkbox');
    expect($(el, `label[for="${consent.id}"]`)?.textContent).toBe('我已閱讀並同意');
    const submit = $<HTMLButtonElement>(el, 'button[type="submit"]')!;
    expect([submit.textContent, submit.disabled]).toEqual(['登入', true]);
    expect($(el, 'button.close')?.getAttribute('aria-label')).toBe('關閉');
  });

  it('submit disabled until the mobile is valid and the code has length 6 or is 0', async () => {
    const el = mount({ open: '' });
    await flush();
    const submit = () => $<HTMLButtonElement>(el, 'button[type="submit"]')!.disabled;
    type($(el, 'input[name="mobile"]'), '0912345678');
    await flush();
    expect(submit()).toBe(true);
    type($(el, 'input[name="code"]'), '12a3');
    await flush();
    expect($<HTMLInputElement>(el, 'input[name="code"]')!.value).toBe('123');
    expect(submit()).toBe(true);
    type($(el, 'input[name="code"]'), '123456');
    await flush();
    expect(submit()).toBe(false);
    type($(el, 'input[name="code"]'), '0');
    await flush();
    expect(submit()).toBe(false);
    type($(el, 'input[name="mobile"]'), '0412345678');
    await flush();
    expect(submit()).toBe(true);
  });

  it('validation messages are shown beside the field on blur, announced and linked (mobile and SMS code)', async () => {
    const el = mount({ open: '' });
    await flush();
    const mobile = $<HTMLInputElement>(el, 'input[name="mobile"]')!;
    mobile.dispatchEvent(new Event('blur'));
    await flush();
    const mobileError = $(el, '#login-mobile-error')!;
    expect(mobileError.getAttribute('role')).toBe('alert');
    expect(mobileError.textContent).toBe('請輸入行動電話');
    expect(mobile.getAttribute('aria-invalid')).toBe('true');
    expect(mobile.getAttribute('aria-describedby')).toBe('login-mobile-error');
    type(mobile, '0945678901');
    await flush();
    // A changed value drops the message until the field is left again (trigger blur).
    expect(mobileError.textContent).toBe('');
    mobile.dispatchEvent(new Event('blur'));
    await flush();
    expect(mobileError.textContent).toBe('請輸入正確的行動電話');
    type(mobile, '0912345678');
    mobile.dispatchEvent(new Event('blur'));
    await flush();
    expect(mobileError.textContent).toBe('');
    expect(mobile.hasAttribute('aria-invalid')).toBe(false);
    const code = $<HTMLInputElement>(el, 'input[name="code"]')!;
    code.dispatchEvent(new Event('blur'));
    await flush();
    expect($(el, '#login-code-error')!.textContent).toBe('請輸入驗證碼');
    type(code, '12');
    code.dispatchEvent(new Event('blur'));
    await flush();
    expect($(el, '#login-code-error')!.textContent).toBe('請輸入正確的驗證碼');
  });

  it('send-code button: 發送驗證碼, then {n}s 重發 while counting (clicks ignored), then 重發', async () => {
    const el = mount({ open: '' });
    await flush();
    const button = () => $<HTMLButtonElement>(el, 'button.send-code')!;
    expect(button().textContent).toBe('發送驗證碼');
    button().click();
    await flush();
    expect(world.toasts).toEqual([
      { message: '請先輸入行動電話', options: { type: 'error', duration: 2000 } },
    ]);
    type($(el, 'input[name="mobile"]'), '0912345678');
    await flush();
    button().click();
    await flush();
    expect(world.api.calls.filter((c) => c === 'sendCode')).toHaveLength(1);
    expect([button().textContent, button().disabled]).toEqual(['60s 重發', true]);
    expect(el.shadowRoot!.activeElement?.getAttribute('name')).toBe('code');
    world.clock.advance(1000);
    await flush();
    expect(button().textContent).toBe('59s 重發');
    button().click();
    await flush();
    expect(world.api.calls.filter((c) => c === 'sendCode')).toHaveLength(1);
    world.clock.advance(59_000);
    await flush();
    expect([button().textContent, button().disabled]).toEqual(['重發', false]);
  });

  it('consent unticked on submit opens the confirm popup; its four links; 同意授權 ticks consent and logs in', async () => {
    const el = mount({ open: '' });
    await flush();
    type($(el, 'input[name="mobile"]'), '0912345678');
    await flush();
    $<HTMLButtonElement>(el, 'button.send-code')!.click();
    await flush();
    type($(el, 'input[name="code"]'), '123456');
    await flush();
    $<HTMLButtonElement>(el, 'button[type="submit"]')!.click();
    await flush();
    const panel = $(el, '.consent-panel')!;
    expect(panel.querySelector('#consent-title')?.textContent).toBe('我已閱讀並同意');
    const links = [...panel.querySelectorAll<HTMLAnchorElement>('a')];
    expect(links.map((a) => [a.textContent, a.href, a.target, a.rel])).toEqual([
      ['《服務條款》', 'https://main.test/terms', '_blank', 'noopener'],
      ['《隱私權聲明》', 'https://main.test/privacy', '_blank', 'noopener'],
      ['《服務說明》', 'https://main.test/service', '_blank', 'noopener'],
      ['《免責聲明》', 'https://main.test/disclaimer', '_blank', 'noopener'],
    ]);
    const agree = panel.querySelector<HTMLButtonElement>('[part="agree"]')!;
    expect(agree.textContent).toBe('同意授權');
    agree.click();
    await flush(6);
    expect(world.api.calls).toContain('login');
    expect(world.runtime.session.isLogin.value).toBe(true);
    expect(events.map((e) => e.type)).toEqual(['renovo-open', 'renovo-close', 'renovo-login']);
    expect(events[1]?.detail).toEqual({ widget: 'login-sheet', reason: 'submit' });
    expect(events[2]?.detail).toEqual({ widget: 'login-sheet', via: 'login' });
    expect(el.open).toBe(false);
    expect(el.hasAttribute('open')).toBe(false);
  });

  it('statement links open in the same tab on mobile', async () => {
    stubMobile(true);
    const el = mount({ open: '' });
    await flush();
    const link = $<HTMLAnchorElement>(el, '.consent a')!;
    expect([link.href, link.hasAttribute('target'), link.hasAttribute('rel')]).toEqual([
      'https://main.test/terms',
      false,
      false,
    ]);
  });

  it('login error: the store toasts the message (2000 ms) and renovo-error fires', async () => {
    const el = mount({ open: '' });
    await flush();
    type($(el, 'input[name="mobile"]'), '0912345678');
    $<HTMLButtonElement>(el, 'button.send-code')!.click();
    await flush();
    type($(el, 'input[name="code"]'), '654321');
    $<HTMLInputElement>(el, 'input[name="accepted"]')!.click();
    await flush();
    $<HTMLButtonElement>(el, 'button[type="submit"]')!.click();
    await flush(6);
    expect(world.toasts.at(-1)).toEqual({
      message: '驗證碼錯誤',
      options: { type: 'error', duration: 2000 },
    });
    expect(events.at(-1)).toEqual({
      type: 'renovo-error',
      detail: { widget: 'login-sheet', reason: 'login_failed' },
    });
    expect(el.open).toBe(true);
  });

  it('status bind: bind title, code sent as bind_mobile, binds the mobile', async () => {
    const user = signedIn({ mobile: null });
    const el = mount();
    const outcome = el.openFor();
    await flush(6);
    expect($(el, '#login-title')?.textContent).toBe('綁定手機號碼');
    expect($(el, 'button[type="submit"]')?.textContent).toBe('綁定');
    type($(el, 'input[name="mobile"]'), '0922333444');
    $<HTMLButtonElement>(el, 'button.send-code')!.click();
    await flush();
    type($(el, 'input[name="code"]'), '123456');
    $<HTMLInputElement>(el, 'input[name="accepted"]')!.click();
    await flush();
    $<HTMLButtonElement>(el, 'button[type="submit"]')!.click();
    await expect(outcome).resolves.toEqual({ granted: true, via: 'bind' });
    expect(world.api.user(user.id)?.mobile).toBe('0922333444');
  });

  it('status clue: masked mobile prefilled, code field hidden, submit authorises the clue', async () => {
    signedIn({ mobile: '0912345678' });
    const el = mount({ module: 'article_detail_auto_popbox', type: 'article', 'resource-id': '9' });
    const outcome = el.openFor();
    await flush(8);
    expect($(el, '#login-title')?.textContent).toBe('授權手機號碼');
    expect($<HTMLInputElement>(el, 'input[name="mobile"]')!.value).toBe('0912***678');
    expect($(el, 'input[name="code"]')).toBeNull();
    const submit = $<HTMLButtonElement>(el, 'button[type="submit"]')!;
    expect(submit.disabled).toBe(false);
    $<HTMLInputElement>(el, 'input[name="accepted"]')!.click();
    await flush();
    submit.click();
    await expect(outcome).resolves.toEqual({ granted: true, via: 'clue' });
    expect(world.api.clues[0]).toMatchObject({
      type: 'article_detail_auto_popbox',
      source_type: 'article',
      source_id: '9',
      sender_contact: '0912***678',
      accepted: 1,
    });
  });

  it('status have: nothing to show, the flow resolves at once with via none', async () => {
    signedIn({ mobile: '0912345678', hasClue: true });
    const el = mount();
    await expect(el.openFor()).resolves.toEqual({ granted: true, via: 'none' });
    await flush();
    expect($(el, 'form')).toBeNull();
    expect(events).toEqual([{ type: 'renovo-login', detail: { widget: 'login-sheet', via: 'none' } }]);
  });

  it('the close icon, Escape and removing `open` close it with their reasons', async () => {
    const el = mount();
    const first = el.openFor();
    await flush();
    $<HTMLButtonElement>(el, 'button.close')!.click();
    await expect(first).resolves.toEqual({ granted: false });
    await flush();
    expect(events.at(-1)?.detail).toEqual({ widget: 'login-sheet', reason: 'user' });
    expect(el.hasAttribute('open')).toBe(false);

    el.open = true;
    await flush();
    expect($(el, 'form')).not.toBeNull();
    $(el, 'dialog')!.dispatchEvent(new Event('cancel', { cancelable: true }));
    await flush();
    expect($(el, 'form')).toBeNull();
    expect(events.at(-1)?.detail).toEqual({ widget: 'login-sheet', reason: 'user' });

    el.setAttribute('open', '');
    await flush();
    el.removeAttribute('open');
    await flush();
    expect(world.runtime.login.visible.value).toBe(false);
    expect(events.at(-1)?.detail).toEqual({ widget: 'login-sheet', reason: 'api' });
  });

  it('mode inline draws the form in the page instead of a dialog', async () => {
    const el = mount({ mode: 'inline', open: '' });
    await flush();
    expect($(el, 'dialog form')).toBeNull();
    expect($(el, 'section[part="panel"] form')).not.toBeNull();
  });
});
