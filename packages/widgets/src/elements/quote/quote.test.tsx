/** @jsxImportSource preact */
// @vitest-environment happy-dom
import { evaluationSubmitRoute, messages } from '@renovo/core';
import { describe, expect, it, vi } from 'vitest';
import { quoteWidget } from '../../widgets.generated.ts';
import { quoteNavigation } from './quote-controller.ts';
import { confirmChunk } from './quote-view.tsx';
import {
  answers,
  calls,
  create,
  fillValid,
  listen,
  openQuote,
  settle,
  submitForm,
  type,
  useQuotePage,
} from './testing/quote-page.ts';

useQuotePage();

describe('<renovo-quote> popup', () => {
  it('opens as a labelled modal dialog and fires renovo-open', async () => {
    const el = create();
    const opened = listen(el, 'renovo-open');
    await settle();
    expect(el.shadowRoot?.querySelector('form')).toBeNull();
    el.open = true;
    await settle();
    const dialog = el.shadowRoot?.querySelector('dialog');
    expect(dialog?.open).toBe(true);
    expect(dialog?.getAttribute('aria-labelledby')).toBe('quote-title');
    expect(el.shadowRoot?.getElementById('quote-title')?.textContent).toBe(messages.quote.basicForm.title);
    expect(opened).toEqual([{ widget: 'quote' }]);
  });

  it('the close icon is named 關閉 and the submit button reads 免費獲取裝修報價單', async () => {
    const { $ } = await openQuote();
    expect($('[part="close"]')?.getAttribute('aria-label')).toBe('關閉');
    const submit = $<HTMLButtonElement>('button[type="submit"]');
    expect(submit?.textContent).toBe('免費獲取裝修報價單');
  });

  it('the consent links to the main site’s /terms and /privacy in a new tab, outside the checkbox label', async () => {
    const { root, $ } = await openQuote();
    const box = $<HTMLInputElement>('input[name="accepted"]')!;
    expect(root.querySelector(`label[for="${box.id}"]`)?.textContent).toBe('我已閱讀並同意');
    const links = [...root.querySelectorAll<HTMLAnchorElement>('[part="terms"] a')];
    expect(links.map((a) => [a.textContent, a.href, a.target, a.rel])).toEqual([
      ['服務條款', 'http://api.test/terms', '_blank', 'noopener'],
      ['隱私權聲明', 'http://api.test/privacy', '_blank', 'noopener'],
    ]);
    for (const link of links) expect(link.closest('label')).toBeNull();
    expect($('.consent-text')?.textContent).toBe('我已閱讀並同意服務條款及隱私權聲明');
  });

  it('every field has its name and a visible label; region is grouped by the five region groups', async () => {
    const { root, $ } = await openQuote();
    for (const name of ['region_id', 'size', 'mobile', 'accepted']) {
      const field = $<HTMLInputElement>(`[name="${name}"]`);
      expect(field, name).not.toBeNull();
      const label = root.querySelector(`label[for="${field?.id}"]`);
      expect(label?.textContent?.trim(), name).toBeTruthy();
    }
    const select = $<HTMLSelectElement>('select[name="region_id"]')!;
    expect([...select.querySelectorAll('optgroup')].map((g) => g.label)).toEqual([
      '北部',
      '中部',
      '南部',
      '東部',
      '離島',
    ]);
    expect(select.querySelectorAll('option')).toHaveLength(22);
    expect(select.value).toBe('1');
    const size = $<HTMLInputElement>('input[name="size"]')!;
    expect(size.type).toBe('text');
    expect(size.inputMode).toBe('numeric');
    expect(size.maxLength).toBe(3);
    const mobile = $<HTMLInputElement>('input[name="mobile"]')!;
    expect(mobile.type).toBe('tel');
    expect(mobile.maxLength).toBe(10);
  });

  it('the region attribute chooses the starting region', async () => {
    const { $ } = await openQuote({ region: '8' });
    expect($<HTMLSelectElement>('select[name="region_id"]')?.value).toBe('8');
  });

  it('size keeps at most 3 characters and mobile at most 10', async () => {
    const { $ } = await openQuote();
    const size = $<HTMLInputElement>('input[name="size"]')!;
    type(size, '1234');
    expect(size.value).toBe('123');
    const mobile = $<HTMLInputElement>('input[name="mobile"]')!;
    type(mobile, '091234567890');
    expect(mobile.value).toBe('0912345678');
  });

  it('an empty submit shows the rule messages and 請勾選, announced, and sends nothing', async () => {
    const { $ } = await openQuote();
    submitForm($);
    await settle();
    const size = $<HTMLInputElement>('input[name="size"]')!;
    expect(size.getAttribute('aria-invalid')).toBe('true');
    const sizeError = $(`#${size.getAttribute('aria-describedby')}`);
    expect(sizeError?.textContent).toBe('請輸入房屋坪數');
    expect(sizeError?.getAttribute('role')).toBe('alert');
    const mobile = $<HTMLInputElement>('input[name="mobile"]')!;
    expect($(`#${mobile.getAttribute('aria-describedby')}`)?.textContent).toBe('請輸入行動電話');
    expect($('#quote-accepted-error')?.textContent).toBe('請勾選');
    expect(calls.filter((c) => c.url.pathname === evaluationSubmitRoute.path)).toHaveLength(0);
  });

  it('Generic field rules, trigger blur: 0 in 房屋坪數 or an empty 行動電話 shows its message on leaving the field', async () => {
    const { $ } = await openQuote();
    const size = $<HTMLInputElement>('input[name="size"]')!;
    type(size, '0');
    await settle();
    expect($('#quote-size-error')).toBeNull();
    size.dispatchEvent(new FocusEvent('blur'));
    const mobile = $<HTMLInputElement>('input[name="mobile"]')!;
    mobile.dispatchEvent(new FocusEvent('blur'));
    await settle();
    expect($('#quote-size-error')?.textContent).toBe('請輸入正確的房屋坪數');
    expect(size.getAttribute('aria-invalid')).toBe('true');
    expect($('#quote-mobile-error')?.textContent).toBe('請輸入行動電話');
    expect($('#quote-accepted-error')).toBeNull();
  });

  it('leaving a field for the close icon judges nothing (the visitor is leaving the popup)', async () => {
    const { $ } = await openQuote();
    const size = $<HTMLInputElement>('input[name="size"]')!;
    size.dispatchEvent(new FocusEvent('blur', { relatedTarget: $('[part~="close"]') }));
    await settle();
    expect($('#quote-size-error')).toBeNull();
  });

  it('invalid values give the 正確 messages; ticking the terms clears 請勾選', async () => {
    const { $ } = await openQuote();
    type($<HTMLInputElement>('input[name="size"]'), '0');
    type($<HTMLInputElement>('input[name="mobile"]'), '0812345678');
    submitForm($);
    await settle();
    expect($('#quote-size-error')?.textContent).toBe('請輸入正確的房屋坪數');
    expect($('#quote-mobile-error')?.textContent).toBe('請輸入正確的行動電話');
    $<HTMLInputElement>('input[name="accepted"]')?.click();
    await settle();
    expect($('#quote-accepted-error')).toBeNull();
  });

  it('every attribute of the element mirrors its property, both ways', () => {
    const el = create() as unknown as HTMLElement & Record<string, unknown>;
    const samples: Record<string, [string, unknown]> = {
      open: ['', true],
      mode: ['inline', 'inline'],
      version: ['v3', 'v3'],
      module: ['landing_quote', 'landing_quote'],
      type: ['article', 'article'],
      'resource-id': ['42', '42'],
      'company-id': ['7', '7'],
      region: ['5', 5],
      'stop-redirect': ['', true],
      partner: ['p-1', 'p-1'],
    };
    expect(Object.keys(samples).sort()).toEqual(Object.keys(quoteWidget.attributes).sort());
    for (const [attribute, [text, value]] of Object.entries(samples)) {
      const property = attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
      el.setAttribute(attribute, text);
      expect(el[property], attribute).toEqual(value);
      el.removeAttribute(attribute);
      el[property] = value;
      expect(el.getAttribute(attribute), property).toBe(text);
    }
  });

  it('a valid submit sends the form, toasts 送出成功, fires renovo-submit and goes to the result page', async () => {
    const { el, $ } = await openQuote({
      module: 'article_detail_auto_popbox',
      type: 'article',
      'resource-id': '42',
      'company-id': '7',
    });
    const submitted = listen(el, 'renovo-submit');
    await fillValid($);
    submitForm($);
    await settle();
    const sent = calls.find((c) => c.url.pathname === evaluationSubmitRoute.path);
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toMatchObject({
      region_id: 1,
      size: 30,
      mobile: '0912345678',
      accepted: 1,
      module: 'article_detail_auto_popbox',
      type: 'article',
      resource_id: '42',
      company_id: '7',
    });
    // The result page takes the unguessable public id; `id` (the spec's) stays in the event.
    const redirect = 'http://api.test/decorationfrom/result_copy?id=Q5pUbLiCiD0000000000aa';
    expect(submitted).toEqual([{ widget: 'quote', id: 5, publicId: 'Q5pUbLiCiD0000000000aa', redirect }]);
    expect(quoteNavigation.assign).toHaveBeenCalledWith(redirect);
    // The toast is a chunk fetched on first use (or at the first interaction): wait for it.
    await vi.waitFor(() =>
      expect(document.querySelector('renovo-toast')?.shadowRoot?.textContent).toContain('送出成功'),
    );
  });

  it('tracking reaches the page’s data layer: the funnel’s exposure and open, before_clue_click and clue_submit with the module, close_click', async () => {
    const layer: Record<string, unknown>[] = [];
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
    try {
      const { $ } = await openQuote({ module: 'landing_quote', type: 'article', 'resource-id': '42' });
      await fillValid($);
      submitForm($);
      // The analytics bus is a chunk fetched on first use: wait for the events.
      await vi.waitFor(() =>
        expect(layer.map((r) => r.event)).toEqual(['exposure', 'click', 'before_clue_click', 'clue_submit']),
      );
      // The popup opened: the funnel's first two steps, labelled, with the module and type.
      expect(layer[0]).toMatchObject({
        category: 'quote_widget',
        action: 'exposure',
        label: 'landing_quote',
        label_parts: ['landing', 'quote'],
        module: 'landing_quote',
        resource_type: 'article',
      });
      expect(layer[1]).toMatchObject({ category: 'quote_widget', action: 'open', module: 'landing_quote' });
      expect(layer[2]).toMatchObject({
        module: 'landing_quote',
        clue_entry_name: 'landing_quote',
        resource_id: '42',
      });
      expect(layer[3]).toMatchObject({ module: 'landing_quote', resource_type: 'article' });

      layer.length = 0;
      const next = await openQuote({ module: 'article_detail_auto_popbox' });
      next.$('[part="close"]')?.click();
      await vi.waitFor(() =>
        expect(layer.filter((r) => r.event === 'close_click')).toEqual([
          { event: 'close_click', module_name: 'article_detail_auto_popbox' },
        ]),
      );
    } finally {
      delete (window as unknown as { dataLayer?: unknown }).dataLayer;
    }
  });

  it('with stop-redirect only renovo-submit fires (no navigation) and the popup closes', async () => {
    const { el, $ } = await openQuote({ 'stop-redirect': '' });
    const submitted = listen(el, 'renovo-submit');
    const closed = listen(el, 'renovo-close');
    await fillValid($);
    submitForm($);
    await settle();
    expect(submitted).toEqual([
      { widget: 'quote', id: 5, publicId: 'Q5pUbLiCiD0000000000aa', redirect: null },
    ]);
    expect(quoteNavigation.assign).not.toHaveBeenCalled();
    expect(el.open).toBe(false);
    expect(el.hasAttribute('open')).toBe(false);
    expect(closed).toEqual([{ widget: 'quote', reason: 'submit' }]);
  });

  it('a refused submit toasts 送出失敗，請稍後重試, fires renovo-error and keeps what was typed', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answers.submit = () => ({ status: 400, body: { code: 400, message: 'boom' } });
    const { el, $ } = await openQuote();
    const errors = listen(el, 'renovo-error');
    await fillValid($);
    submitForm($);
    await settle();
    expect(errors).toEqual([{ widget: 'quote', reason: 'submit-failed', message: '送出失敗，請稍後重試' }]);
    // The toast is a chunk fetched on first use (or at the first interaction): wait for it.
    await vi.waitFor(() =>
      expect(document.querySelector('renovo-toast')?.shadowRoot?.textContent).toContain(
        '送出失敗，請稍後重試',
      ),
    );
    expect($<HTMLInputElement>('input[name="size"]')?.value).toBe('30');
    expect($<HTMLInputElement>('input[name="mobile"]')?.value).toBe('0912345678');
    expect($<HTMLInputElement>('input[name="accepted"]')?.checked).toBe(true);
    expect(quoteNavigation.assign).not.toHaveBeenCalled();
    expect(el.open).toBe(true);
  });

  it('while sending, the submit button is disabled and busy', async () => {
    let release: (a: { body: unknown }) => void = () => {};
    answers.submit = () => new Promise((r) => (release = r));
    const { $ } = await openQuote({ 'stop-redirect': '' });
    await fillValid($);
    submitForm($);
    await settle();
    const button = $<HTMLButtonElement>('button[type="submit"]')!;
    expect(button.disabled).toBe(true);
    expect(button.getAttribute('aria-busy')).toBe('true');
    release({ body: { code: 200, data: { id: 9 } } });
    await settle();
  });
});

describe('<renovo-quote> confirm-close page', () => {
  /** The confirm page is a chunk fetched at the first interaction or when a close is asked for. */
  const confirmShown = (find: (selector: string) => Element | null | undefined) =>
    vi.waitFor(() => expect(find('[part="confirm"]')).toBeTruthy(), { timeout: 3000 });

  it('the close icon opens it: five warnings, 關閉報價功能 and 再想想; think again returns', async () => {
    const { el, $, root } = await openQuote();
    $('[part="close"]')?.click();
    await confirmShown($);
    const reasons = [...root.querySelectorAll('.reason')].map((r) => r.textContent);
    // docs/spec/quotes.md#limits: five warnings — low bait prices and vague quotes; skipped work; malicious
    // extras;
    // vague quotes with poor materials; later price increases.
    expect(reasons).toEqual([
      '低價誘餌、報價模糊',
      '漏項施工、跳過工序',
      '惡意增項、層層加價',
      '報價含糊、用料低劣',
      '後期漲價、追加費用',
    ]);
    expect($('[part="close-feature"]')?.textContent).toBe('關閉報價功能');
    expect($('[part="think-again"]')?.textContent).toBe('再想想');
    expect(root.querySelector('dialog')?.getAttribute('aria-labelledby')).toBe('quote-confirm-title');
    expect(el.open).toBe(true);
    $('[part="think-again"]')?.click();
    await settle();
    expect($('form')).not.toBeNull();
  });

  it('關閉報價功能 closes the popup, clears open and fires renovo-close', async () => {
    const { el, $ } = await openQuote();
    const closed = listen(el, 'renovo-close');
    $('[part="close"]')?.click();
    await confirmShown($);
    $('[part="close-feature"]')?.click();
    await settle();
    expect(el.open).toBe(false);
    expect(el.hasAttribute('open')).toBe(false);
    expect(el.shadowRoot?.querySelector('dialog')?.open).toBe(false);
    expect(closed).toEqual([{ widget: 'quote', reason: 'user' }]);
  });

  it('when the confirm page cannot load (blocked, offline), the close icon closes the popup', async () => {
    const load = confirmChunk.load;
    confirmChunk.load = () => Promise.reject(new Error('blocked'));
    try {
      const { el, $ } = await openQuote();
      const closed = listen(el, 'renovo-close');
      $('[part="close"]')?.click();
      await vi.waitFor(() => expect(el.open).toBe(false));
      expect(closed).toEqual([{ widget: 'quote', reason: 'user' }]);
    } finally {
      confirmChunk.load = load;
    }
  });

  it('Escape acts like the close icon', async () => {
    const { $, root } = await openQuote();
    root.querySelector('dialog')?.dispatchEvent(new Event('cancel', { cancelable: true }));
    await confirmShown($);
  });

  it('removing the open attribute closes it with reason api', async () => {
    const { el } = await openQuote();
    const closed = listen(el, 'renovo-close');
    el.removeAttribute('open');
    await settle();
    expect(closed).toEqual([{ widget: 'quote', reason: 'api' }]);
  });
});
