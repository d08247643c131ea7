/** @jsxImportSource preact */
// @vitest-environment happy-dom
import {
  type AnalyticsRecord,
  type CommunityQuoteStore,
  createAnalytics,
  createMemoryQuotePorts,
  createMemorySink,
  createMemoryStorage,
  type MemoryQuotePorts,
  messages,
  SAMPLE_PREVIEW,
} from '@renovo/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RenovoEventMap } from '../../events.ts';
import { quoteAnalyticsOn } from '../../internal/analytics.ts';
import { costPreviewChunk } from './deferred-cost-preview.tsx';

const state = vi.hoisted(() => ({
  ports: null as unknown,
  runtime: null as unknown,
}));

vi.mock('@renovo/core', async (importOriginal) => {
  const core = await importOriginal<typeof import('@renovo/core')>();
  return { ...core, quotePortsOf: () => state.ports };
});
vi.mock('../../internal/runtime.ts', () => ({
  getRuntime: () => state.runtime,
  mainSiteUrl: (path: string) => new URL(path, 'https://www.renovo.example').toString(),
}));

const { defineCommunityQuote } = await import('./community-quote.tsx');
const { navigation } = await import('./controller.ts');

type Community = CommunityQuoteStore['suggestions']['value'][number];
type CommunityLayout = CommunityQuoteStore['layouts']['value'][number];

const star: Community = {
  id: 11,
  tag: '社區',
  title: '信義之星',
  address: '臺北市信義區松仁路 100 號',
  housingType: 1,
  housingTypeName: '電梯大樓',
  name: '信義之星',
};
const garden: Community = { ...star, id: 12, title: '信義花園', name: '信義花園', address: '臺北市信義區' };
const layouts: CommunityLayout[] = [
  { room: 3, hall: 2, bath: 2, is_check: true, area_list: [{ building_area: 45.5 }, { building_area: 48 }] },
  { room: 2, hall: 1, bath: 1, is_check: false, area_list: [{ building_area: 28.3 }] },
  { room: 1, hall: 0, bath: 1, is_check: false, area_list: [] },
];

let ports: MemoryQuotePorts;
let toasts: { message: string; type: string | undefined }[];
let assign: ReturnType<typeof vi.spyOn>;
let events: { type: string; detail: unknown }[];
/** What the element sent to analytics, shaped by core as the page's bus shapes it. */
let tracked: AnalyticsRecord[];
const EVENT_NAMES = ['renovo-open', 'renovo-close', 'renovo-submit', 'renovo-error'] as const;
const record = (event: Event) => events.push({ type: event.type, detail: (event as CustomEvent).detail });

function setViewport(width: number, height: number) {
  (
    window as unknown as { happyDOM: { setViewport(v: { width: number; height: number }): void } }
  ).happyDOM.setViewport({
    width,
    height,
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // The browser's idle callbacks (the quote funnel's steps wait for one) are not this file's
  // clock; happy-dom has none, and the widgets' setTimeout fallback would join the fake timers.
  (window as { requestIdleCallback?: unknown }).requestIdleCallback = (fn: () => void) => queueMicrotask(fn);
  setViewport(1280, 800);
  ports = createMemoryQuotePorts({ communities: [star, garden], layouts: { 11: layouts } });
  toasts = [];
  const sink = createMemorySink();
  tracked = sink.records;
  const bus = createAnalytics({ sinks: [sink] });
  state.ports = ports;
  state.runtime = {
    config: { apiOrigin: 'https://www.renovo.example' },
    client: {},
    notifier: {
      toast: (message: string, options?: { type?: string }) => toasts.push({ message, type: options?.type }),
    },
    analytics: quoteAnalyticsOn(bus),
    storage: createMemoryStorage(),
  };
  assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {});
  events = [];
  for (const name of EVENT_NAMES) document.addEventListener(name, record);
  defineCommunityQuote();
});

afterEach(() => {
  for (const name of EVENT_NAMES) document.removeEventListener(name, record);
  document.body.replaceChildren();
  assign.mockRestore();
  vi.useRealTimers();
});

const settle = async () => {
  for (let i = 0; i < 4; i++) await vi.advanceTimersByTimeAsync(0);
};

async function mount(attributes: Record<string, string> = { open: '' }) {
  const el = document.createElement('renovo-community-quote');
  for (const [name, value] of Object.entries(attributes)) el.setAttribute(name, value);
  document.body.append(el);
  await settle();
  const root = el.shadowRoot!;
  const $ = <T extends Element = HTMLElement>(selector: string) => root.querySelector<T>(selector);
  const $$ = <T extends Element = HTMLElement>(selector: string) => [...root.querySelectorAll<T>(selector)];
  return { el, root, $, $$ };
}

type Mounted = Awaited<ReturnType<typeof mount>>;

async function type(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
  await settle();
}

function key(target: Element, name: string) {
  target.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
}

async function search(m: Mounted, keyword: string) {
  await type(m.$<HTMLInputElement>('#cq-search')!, keyword);
  await vi.advanceTimersByTimeAsync(600);
  await settle();
}

async function toDetail(m: Mounted) {
  await search(m, '信義');
  m.$$('[role="option"]')[0]!.click();
  await settle();
}

async function fillContact(m: Mounted) {
  await type(m.$<HTMLInputElement>('input[name="mobile"]')!, '0912345678');
  const terms = m.$<HTMLInputElement>('input[name="accepted"]')!;
  terms.checked = true;
  terms.dispatchEvent(new Event('change', { bubbles: true }));
  await settle();
}

async function submit(m: Mounted) {
  m.$<HTMLFormElement>('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  await settle();
}

const eventsOf = <K extends keyof RenovoEventMap>(name: K) =>
  events.filter((e) => e.type === name).map((e) => e.detail as RenovoEventMap[K]);

describe('renovo-community-quote element', () => {
  it('renders into an open shadow root, labelled modal dialog, state="ready"; renovo-open fires', async () => {
    const m = await mount();
    expect(m.el.getAttribute('state')).toBe('ready');
    const dialog = m.$<HTMLDialogElement>('dialog')!;
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-labelledby')).toBe('cq-title');
    expect(m.$('#cq-title')?.textContent).toBe(messages.quote.community.title);
    expect(eventsOf('renovo-open')).toEqual([{ widget: 'community-quote' }]);
  });

  it('stays closed without `open`; setting the property opens it and reflects the attribute', async () => {
    const m = await mount({});
    expect(m.$<HTMLDialogElement>('dialog')!.open).toBe(false);
    m.el.open = true;
    await settle();
    expect(m.el.hasAttribute('open')).toBe(true);
    expect(m.$<HTMLDialogElement>('dialog')!.open).toBe(true);
  });

  it('attributes mirror properties (kebab-case → camelCase)', async () => {
    const m = await mount({ 'resource-id': '7', 'company-id': '9', 'stop-redirect': '', region: '8' });
    expect(m.el.resourceId).toBe('7');
    expect(m.el.companyId).toBe('9');
    expect(m.el.stopRedirect).toBe(true);
    expect(m.el.region).toBe(8);
    m.el.module = 'work_detail_auto_popbox';
    expect(m.el.getAttribute('module')).toBe('work_detail_auto_popbox');
  });

  it('the close icon is named 關閉; closing resets to input and clears the keyword (renovo-close user)', async () => {
    const m = await mount();
    await toDetail(m);
    expect(m.$('[part~="step-detail"]')).not.toBeNull();
    const close = m.$('[part="close"]')!;
    expect(close.getAttribute('aria-label')).toBe('關閉');
    close.click();
    await settle();
    expect(m.el.open).toBe(false);
    expect(m.$<HTMLDialogElement>('dialog')!.open).toBe(false);
    expect(eventsOf('renovo-close')).toEqual([{ widget: 'community-quote', reason: 'user' }]);
    expect(tracked.filter((r) => r.event === 'close_click')).toEqual([
      { event: 'close_click', module_name: 'community-valuation' },
    ]);
    m.el.open = true;
    await settle();
    expect(m.$('[part~="step-input"]')).not.toBeNull();
    expect(m.$<HTMLInputElement>('#cq-search')!.value).toBe('');
    expect(m.$('[role="option"]')).toBeNull();
  });

  it('Escape acts like the close icon; a click on the overlay does not close', async () => {
    const m = await mount();
    const dialog = m.$<HTMLDialogElement>('dialog')!;
    dialog.click();
    await settle();
    expect(m.el.open).toBe(true);
    dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    await settle();
    expect(m.el.open).toBe(false);
    expect(eventsOf('renovo-close')[0]?.reason).toBe('user');
  });

  it('removing the attribute closes with reason api', async () => {
    const m = await mount();
    m.el.removeAttribute('open');
    await settle();
    expect(eventsOf('renovo-close')).toEqual([{ widget: 'community-quote', reason: 'api' }]);
  });
});

describe('Step input: community search', () => {
  it('Community search: debounced 600 ms, within the chosen region', async () => {
    const m = await mount();
    const region = m.$<HTMLSelectElement>('select[name="region_id"]')!;
    region.value = '3';
    region.dispatchEvent(new Event('change', { bubbles: true }));
    await type(m.$<HTMLInputElement>('#cq-search')!, '信義');
    await vi.advanceTimersByTimeAsync(599);
    expect(ports.calls.searchCommunities).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(ports.calls.searchCommunities).toEqual([{ regionId: 3, keyword: '信義' }]);
  });

  it('suggestions form an ARIA combobox + listbox; arrow keys and Enter choose one', async () => {
    const m = await mount();
    await search(m, '信義');
    const input = m.$<HTMLInputElement>('#cq-search')!;
    expect(input.getAttribute('role')).toBe('combobox');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    const list = m.$(`#${input.getAttribute('aria-controls')}`)!;
    expect(list.getAttribute('role')).toBe('listbox');
    expect(m.$$('[role="option"]').map((o) => o.querySelector('.suggestion-name')?.textContent)).toEqual([
      '信義之星',
      '信義花園',
    ]);
    key(input, 'ArrowDown');
    key(input, 'ArrowDown');
    key(input, 'ArrowUp');
    await settle();
    const active = input.getAttribute('aria-activedescendant')!;
    expect(m.$(`#${active}`)?.getAttribute('aria-selected')).toBe('true');
    expect(m.$(`#${active}`)?.textContent).toContain('信義之星');
    key(input, 'Enter');
    await settle();
    expect(ports.calls.getCommunityLayouts).toEqual([{ community_id: 11 }]);
    expect(m.$('[part~="step-detail"]')).not.toBeNull();
  });

  it('Escape closes the suggestion list before it closes the dialog', async () => {
    const m = await mount();
    await search(m, '信義');
    const input = m.$<HTMLInputElement>('#cq-search')!;
    key(input, 'Escape');
    await settle();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(m.el.open).toBe(true);
  });

  it('Empty community search: notice with region, keyword and the two tips', async () => {
    const m = await mount();
    await search(m, '不存在的社區');
    const notice = m.$('[part="empty-notice"]')!;
    expect(notice.textContent).toContain('抱歉，“臺北市” 內暫無“不存在的社區”相關內容');
    expect([...notice.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      ...messages.quote.community.emptyTips,
    ]);
    expect(notice.parentElement?.getAttribute('role')).toBe('status');
    expect(m.$<HTMLInputElement>('#cq-search')!.getAttribute('aria-expanded')).toBe('false');
  });

  it('the skip link goes to the form step; 填寫社區 goes back to input', async () => {
    const m = await mount();
    m.$('[part="skip"]')!.click();
    await settle();
    expect(m.$('[part~="step-form"]')).not.toBeNull();
    expect(m.$('select[name="region_id"]')).not.toBeNull();
    const back = m.$('[part="fill-community"]')!;
    expect(back.textContent).toBe('填寫社區');
    back.click();
    await settle();
    expect(m.$('[part~="step-input"]')).not.toBeNull();
  });

  it('the region attribute sets the starting region', async () => {
    const m = await mount({ open: '', region: '17' });
    expect(m.$<HTMLSelectElement>('select[name="region_id"]')!.value).toBe('17');
  });
});

describe('Step detail', () => {
  it('shows the address and the layouts as N房N廳N衛; the size comes from the first area', async () => {
    const m = await mount();
    await toDetail(m);
    expect(m.$('[part="address"]')?.textContent).toContain(star.address);
    const radios = m.$$<HTMLInputElement>('input[type="radio"][name="layout"]');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual([
      '3房2廳2衛',
      '2房1廳1衛',
      '1房0廳1衛',
    ]);
    expect(radios[0]!.checked).toBe(true);
    expect(m.$<HTMLInputElement>('input[name="size"]')!.value).toBe('45.5');
  });

  it('changing the layout sets the size to its first area, or empties it', async () => {
    const m = await mount();
    await toDetail(m);
    const radios = m.$$<HTMLInputElement>('input[name="layout"]');
    radios[1]!.click();
    await settle();
    expect(m.$<HTMLInputElement>('input[name="size"]')!.value).toBe('28.3');
    radios[2]!.click();
    await settle();
    expect(m.$<HTMLInputElement>('input[name="size"]')!.value).toBe('');
  });

  it('the consent links to the main site’s /terms and /privacy in a new tab, outside the checkbox label', async () => {
    const m = await mount();
    await toDetail(m);
    const box = m.$<HTMLInputElement>('input[name="accepted"]')!;
    expect(m.$(`label[for="${box.id}"]`)?.textContent).toBe('我已閱讀並同意');
    const links = m.$$<HTMLAnchorElement>('.terms a');
    expect(links.map((a) => [a.textContent, a.href, a.target, a.rel])).toEqual([
      ['服務條款', 'https://www.renovo.example/terms', '_blank', 'noopener'],
      ['隱私權聲明', 'https://www.renovo.example/privacy', '_blank', 'noopener'],
    ]);
    for (const link of links) expect(link.closest('label')).toBeNull();
    expect(m.$('.consent-text')?.textContent).toBe('我已閱讀並同意服務條款及隱私權聲明');
  });

  it('every field has its name and a visible label; the submit control is type=submit', async () => {
    const m = await mount();
    await toDetail(m);
    for (const name of ['size', 'mobile', 'accepted']) {
      const input = m.$<HTMLInputElement>(`[name="${name}"]`)!;
      expect(m.$(`label[for="${input.id}"]`)?.textContent?.length).toBeGreaterThan(0);
    }
    const button = m.$<HTMLButtonElement>('[part="submit"]')!;
    expect(button.type).toBe('submit');
    expect(button.textContent).toBe('一鍵領取報價清單');
  });
});

describe('Submit', () => {
  it('Community form rules: errors are announced next to each field and nothing is sent', async () => {
    const m = await mount();
    m.$('[part="skip"]')!.click();
    await settle();
    await submit(m);
    expect(ports.calls.submitEvaluation).toEqual([]);
    const expectations: [string, string][] = [
      ['size', '請填寫房屋坪數'],
      ['mobile', '請填寫行動電話'],
      ['accepted', '請勾選服務條款'],
    ];
    for (const [name, message] of expectations) {
      const input = m.$<HTMLInputElement>(`[name="${name}"]`)!;
      expect(input.getAttribute('aria-invalid')).toBe('true');
      const error = m.$(`#${input.getAttribute('aria-describedby')}`)!;
      expect(error.getAttribute('role')).toBe('alert');
      expect(error.textContent).toBe(message);
    }
    expect(m.root.activeElement?.getAttribute('name')).toBe('size');
  });

  it('a valid detail submit sends community + house_layout, fires renovo-submit and goes to result_v3', async () => {
    const m = await mount({ open: '', module: 'work_detail_auto_popbox', type: 'work', 'resource-id': '3' });
    await toDetail(m);
    await fillContact(m);
    await submit(m);
    expect(ports.calls.submitEvaluation).toHaveLength(1);
    const form = ports.calls.submitEvaluation[0]!;
    expect(form).toMatchObject({
      region_id: 1,
      size: 45.5,
      mobile: '0912345678',
      accepted: 1,
      module: 'work_detail_auto_popbox',
      type: 'work',
      resource_id: '3',
      community: star,
      house_layout: { bedroom: 3, living_room: 2, bathroom: 2, kitchen: 0, balcony: 0 },
    });
    expect(toasts).toContainEqual({ message: '送出成功', type: 'success' });
    // The result page takes the unguessable public id; `id` (the spec's) stays in the event.
    const url = 'https://www.renovo.example/decorationfrom/result_v3?id=memory-quote-1';
    expect(eventsOf('renovo-submit')).toEqual([
      { widget: 'community-quote', id: 1, publicId: 'memory-quote-1', redirect: url },
    ]);
    expect(assign).toHaveBeenCalledWith(url);
    expect(eventsOf('renovo-close')).toEqual([{ widget: 'community-quote', reason: 'submit' }]);
    // Tracking: before_clue_click and clue_submit with the module and the resource.
    const clues = tracked.filter((r) => r.event === 'before_clue_click' || r.event === 'clue_submit');
    expect(clues.map((r) => r.event)).toEqual(['before_clue_click', 'clue_submit']);
    for (const payload of clues) {
      expect(payload).toMatchObject({
        clue_entry_name: 'work_detail_auto_popbox',
        module: 'work_detail_auto_popbox',
        resource_type: 'work',
        resource_id: '3',
      });
    }
  });

  it('stop-redirect: only renovo-submit fires, the browser stays', async () => {
    const m = await mount({ open: '', 'stop-redirect': '' });
    m.$('[part="skip"]')!.click();
    await settle();
    await type(m.$<HTMLInputElement>('input[name="size"]')!, '30');
    await fillContact(m);
    await submit(m);
    expect(eventsOf('renovo-submit')).toEqual([
      { widget: 'community-quote', id: 1, publicId: 'memory-quote-1', redirect: null },
    ]);
    expect(assign).not.toHaveBeenCalled();
    expect(ports.calls.submitEvaluation[0]?.community).toBeUndefined();
  });

  it('Submit failure: 送出失敗，請稍後重試, renovo-error, popup stays open, no redirect', async () => {
    ports.handlers.submitEvaluation = async () => ({ code: 0, data: null });
    const m = await mount();
    await toDetail(m);
    await fillContact(m);
    await submit(m);
    expect(toasts).toContainEqual({ message: '送出失敗，請稍後重試', type: 'error' });
    expect(eventsOf('renovo-error')).toEqual([
      { widget: 'community-quote', reason: 'submit-failed', message: '送出失敗，請稍後重試' },
    ]);
    expect(eventsOf('renovo-submit')).toEqual([]);
    expect(assign).not.toHaveBeenCalled();
    expect(m.el.open).toBe(true);
  });

  it('typed size: max length 5, above 999 becomes 999', async () => {
    const m = await mount();
    m.$('[part="skip"]')!.click();
    await settle();
    const size = m.$<HTMLInputElement>('input[name="size"]')!;
    expect(size.maxLength).toBe(5);
    await type(size, '1234');
    expect(size.value).toBe('999');
  });
});

describe('Desktop cost preview (≥ 850 px)', () => {
  it('shows the tabs 簡裝/精裝/豪裝 with amounts in 萬 (its own chunk); a tab and a size change re-fetch', async () => {
    const m = await mount();
    await vi.waitFor(() => expect(m.$$('[role="tab"]')).toHaveLength(3));
    // The chunk brought the panel's CSS into the popup's shadow root.
    const css = [...m.root.adoptedStyleSheets].flatMap((sheet) => [...sheet.cssRules].map((r) => r.cssText));
    expect(css.some((rule) => rule.includes('.qp-tab'))).toBe(true);
    const tabs = m.$$('[role="tab"]');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['簡裝', '精裝', '豪裝']);
    expect(m.$('.qp-total-amount')?.textContent).toBe('123.46萬');
    const before = ports.calls.getPreview.length;
    tabs[1]!.click();
    await settle();
    expect(ports.calls.getPreview.at(-1)).toMatchObject({ decorate_level: 2, kind: 1 });
    m.$('[part="skip"]')!.click();
    await settle();
    await type(m.$<HTMLInputElement>('input[name="size"]')!, '30');
    expect(ports.calls.getPreview.length).toBeGreaterThan(before + 1);
    expect(ports.calls.getPreview.at(-1)).toEqual({ decorate_level: 2, kind: 1, size: 30 });
    expect(SAMPLE_PREVIEW.total_amount).toBe(1_234_567);
  });
});

describe('Desktop cost preview that cannot load', () => {
  const realLoad = costPreviewChunk.load;
  afterEach(() => {
    costPreviewChunk.load = realLoad;
  });

  it('leaves its column empty and the form quoting without it', async () => {
    costPreviewChunk.load = () => Promise.reject(new TypeError('offline'));
    const m = await mount();
    await settle();
    expect(m.$('[role="tab"]')).toBeNull();
    expect(m.$('.cost-preview')?.getAttribute('aria-busy')).toBe('true');
    m.$('[part="skip"]')!.click();
    await settle();
    const size = m.$<HTMLInputElement>('input[name="size"]')!;
    await type(size, '30');
    expect(size.value).toBe('30');
  });
});

describe('Mobile (< 850 px)', () => {
  beforeEach(() => setViewport(390, 844));

  it('no preview panel; the full-page search opens with 取消, which closes it and clears the keyword', async () => {
    const m = await mount();
    expect(m.$('[part="cost-preview"]')).toBeNull();
    const trigger = m.$('[part="search-trigger"]')!;
    trigger.click();
    await settle();
    const page = m.$('[part="search-page"]')!;
    expect(page.closest('dialog')?.open).toBe(true);
    await type(m.$<HTMLInputElement>('#cq-search-page')!, '信義');
    const cancel = m.$('[part="search-cancel"]')!;
    expect(cancel.textContent).toBe('取消');
    cancel.click();
    await settle();
    expect(m.$<HTMLDialogElement>('.search-layer > dialog')!.open).toBe(false);
    expect(m.$('[part="search-page"]')).toBeNull();
    expect(trigger.textContent).toBe(messages.quote.community.keywordPlaceholder);
  });

  it('choosing a suggestion on the search page goes to the detail step', async () => {
    const m = await mount();
    m.$('[part="search-trigger"]')!.click();
    await settle();
    expect(m.$<HTMLInputElement>('#cq-search-page')!.maxLength).toBe(20);
    await type(m.$<HTMLInputElement>('#cq-search-page')!, '信義');
    await vi.advanceTimersByTimeAsync(600);
    await settle();
    m.$$('[role="option"]')[1]!.click();
    await settle();
    expect(m.$('[part~="step-detail"]')).not.toBeNull();
    expect(m.$('.community-name')?.textContent).toBe('信義花園');
  });

  it('the size field opens the size-picker sheet; input is sanitised (2 decimals, max 999); 取消 restores', async () => {
    const m = await mount();
    m.$('[part="skip"]')!.click();
    await settle();
    const size = m.$<HTMLInputElement>('input[name="size"]')!;
    expect(size.readOnly).toBe(true);
    size.click();
    await settle();
    const sheet = m.$('[part="size-picker"]')!;
    expect(sheet.closest('dialog')?.open).toBe(true);
    const input = m.$<HTMLInputElement>('#cq-picker-input')!;
    await type(input, 'a12.3.456');
    expect(input.value).toBe('12.34');
    expect(size.value).toBe('12.34');
    await type(input, '12345');
    expect(input.value).toBe('999');
    m.$('[part="size-cancel"]')!.click();
    await settle();
    expect(size.value).toBe('');
    expect(m.$<HTMLDialogElement>('.picker-layer > dialog')!.open).toBe(false);
  });

  it('in the detail step the sheet offers the layout areas as options', async () => {
    const m = await mount();
    m.$('[part="search-trigger"]')!.click();
    await settle();
    await type(m.$<HTMLInputElement>('#cq-search-page')!, '信義之星');
    await vi.advanceTimersByTimeAsync(600);
    await settle();
    m.$$('[role="option"]')[0]!.click();
    await settle();
    m.$<HTMLInputElement>('input[name="size"]')!.click();
    await settle();
    const options = m.$$('[part="size-option"]');
    expect(options.map((o) => o.textContent)).toEqual(['45.5坪', '48坪']);
    expect(options[0]!.getAttribute('aria-pressed')).toBe('true');
    options[1]!.click();
    await settle();
    expect(m.$<HTMLInputElement>('input[name="size"]')!.value).toBe('48');
  });
});

describe('Inline mode', () => {
  it('renders in the page without a close icon and without `open`', async () => {
    const m = await mount({ mode: 'inline' });
    expect(m.$('dialog')).toBeNull();
    expect(m.$('[part="panel"]')?.getAttribute('aria-labelledby')).toBe('cq-title');
    expect(m.$('[part="close"]')).toBeNull();
    expect(m.$('select[name="region_id"]')).not.toBeNull();
  });
});
