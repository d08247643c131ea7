/** @jsxImportSource preact */
// @vitest-environment happy-dom
import { evaluationSubmitRoute, recentRecordsRoute, TODAY_COUNT_MIN_SHOWN } from '@renovo/core';
import { describe, expect, it, vi } from 'vitest';
import { answers, calls, create, openQuote, RECORDS, settle, useQuotePage } from './testing/quote-page.ts';

useQuotePage();

describe('<renovo-quote> v2 and v3', () => {
  it(`today's count below TODAY_COUNT_MIN_SHOWN (${TODAY_COUNT_MIN_SHOWN}) is not shown; the records still are`, async () => {
    answers.todayCount = TODAY_COUNT_MIN_SHOWN - 1;
    const { $, root } = await openQuote();
    // The first popup of the page also fetches the API client's chunk.
    await vi.waitFor(() => expect(root.querySelectorAll('.record').length).toBeGreaterThan(0));
    expect($('[part="count"]')).toBeNull();
    expect(root.textContent).not.toContain('今日已有');
    document.body.replaceChildren();
    answers.todayCount = TODAY_COUNT_MIN_SHOWN;
    const shown = await openQuote();
    expect(shown.$('[part="count"]')?.textContent).toContain(
      `今日已有 ${TODAY_COUNT_MIN_SHOWN} 位屋主獲取報價`,
    );
  });

  it('v2 (default) shows the banner, today count with four avatars and the records in pairs', async () => {
    const { $, root } = await openQuote();
    expect(
      calls.find((c) => c.url.pathname === recentRecordsRoute.path)?.url.searchParams.get('per_page'),
    ).toBe('30');
    expect($<HTMLImageElement>('[part="banner"] img')?.getAttribute('src')).toBe('http://img.test/pc.png');
    expect($('[part="banner"] source')?.getAttribute('srcset')).toBe('http://img.test/m.png');
    expect($('[part="count"]')?.textContent).toContain('今日已有 12 位屋主獲取報價');
    expect(root.querySelectorAll('.avatars .avatar')).toHaveLength(4);
    const slides = [...root.querySelectorAll('.slide')];
    expect(slides.map((s) => s.querySelectorAll('.record').length)).toEqual([2, 1]);
    expect(slides[0]?.textContent).toContain('剛才 臺北市 30坪');
    expect(slides[0]?.textContent).toContain('5分鐘前 新北市 25坪');
    expect(slides.map((s) => s.getAttribute('aria-hidden'))).toEqual(['false', 'true']);
  });

  it('v2 rotates to the next pair every 3000 ms', async () => {
    vi.useFakeTimers();
    const el = create({ open: '' });
    for (let i = 0; i < 10; i++) await vi.advanceTimersByTimeAsync(20);
    const root = el.shadowRoot as ShadowRoot;
    const hidden = () => [...root.querySelectorAll('.slide')].map((s) => s.getAttribute('aria-hidden'));
    expect(hidden()).toEqual(['false', 'true']);
    await vi.advanceTimersByTimeAsync(3000);
    expect(hidden()).toEqual(['true', 'false']);
    await vi.advanceTimersByTimeAsync(3000);
    expect(hidden()).toEqual(['false', 'true']);
  });

  it('v2 fills only the pair in view and its two neighbours; the others are empty slides of the same height', async () => {
    vi.useFakeTimers();
    answers.records = Array.from({ length: 10 }, (_, i) => ({ ...RECORDS[0]!, region_cn: `地區${i}` }));
    const el = create({ open: '' });
    for (let i = 0; i < 10; i++) await vi.advanceTimersByTimeAsync(20);
    const root = el.shadowRoot as ShadowRoot;
    const filled = () =>
      [...root.querySelectorAll('.slide')].map((s) => s.querySelectorAll('.record').length);
    // Five pairs; the view on the first: its neighbours are the second and (looping) the last.
    expect(filled()).toEqual([2, 2, 0, 0, 2]);
    expect(root.querySelector('.slide')?.textContent).toContain('地區0');
    await vi.advanceTimersByTimeAsync(3000);
    expect(filled()).toEqual([2, 2, 2, 0, 0]);
    await vi.advanceTimersByTimeAsync(3000);
    expect(filled()).toEqual([0, 2, 2, 2, 0]);
    expect(root.querySelector('.slide:not([aria-hidden="true"])')?.textContent).toContain('地區4');
    // Moving on slides; from the last pair back to the first it jumps (no sweep past empty slides).
    const track = root.querySelector<HTMLElement>('.ticker-track')!;
    expect(track.style.transition).toBe('');
    await vi.advanceTimersByTimeAsync(3 * 3000);
    expect(filled()).toEqual([2, 2, 0, 0, 2]);
    expect(track.style.transform).toBe('translateY(0px)');
    expect(track.style.transition).toBe('none');
  });

  it('v2 resolves a relative banner URL against the API origin, not the partner page', async () => {
    answers.banner = () => ({
      body: { code: 200, data: { pc: '/images/valuation/banner-pc.svg', mobile: '' } },
    });
    const { $ } = await openQuote();
    expect($<HTMLImageElement>('[part="banner"] img')?.getAttribute('src')).toBe(
      'http://api.test/images/valuation/banner-pc.svg',
    );
    expect($('[part="banner"] source')?.getAttribute('srcset')).toBe(
      'http://api.test/images/valuation/banner-pc.svg',
    );
  });

  it('v2 without a banner shows the title alone', async () => {
    const { $ } = await openQuote();
    $<HTMLImageElement>('[part="banner"] img')?.dispatchEvent(new Event('error'));
    await settle();
    expect($('[part="banner"]')).toBeNull();
    expect($('#quote-title')).not.toBeNull();
  });

  it('v2 keeps the banner’s and the records’ boxes while they come, so the form does not move', async () => {
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const banner = answers.banner;
    const recent = answers.recent;
    answers.banner = () => held.then(banner);
    answers.recent = () => held.then(recent);
    const { $ } = await openQuote();
    // Before the answers: the two boxes stand (their height is the stylesheet's), empty.
    expect($('[part="banner"]')?.children).toHaveLength(0);
    expect($('.content > .records')?.children).toHaveLength(0);
    answer();
    await settle();
    expect($<HTMLImageElement>('[part="banner"] img')?.getAttribute('src')).toBe('http://img.test/pc.png');
    expect($('[part="records"] [part="ticker"]')).not.toBeNull();
  });

  it('v2 drops the boxes when there is no banner and no record (none set, or the requests failed)', async () => {
    for (const [banner, recent] of [
      [{ body: { code: 200, data: null } }, { body: { code: 200, data: { records: [], count: 0 } } }],
      [
        { status: 500, body: { code: 500 } },
        { status: 500, body: { code: 500 } },
      ],
    ] as const) {
      answers.banner = () => banner;
      answers.recent = () => recent;
      const { $ } = await openQuote();
      await vi.waitFor(() => expect($('.banner') ?? $('.records')).toBeNull(), { timeout: 5000 });
      expect($('#quote-title')).not.toBeNull();
      document.body.replaceChildren();
    }
  });

  it('v3 has no banner and no records', async () => {
    const { $ } = await openQuote({ version: 'v3' });
    expect($('[part="banner"]')).toBeNull();
    expect($('[part="records"]')).toBeNull();
    expect(calls.filter((c) => c.url.pathname !== evaluationSubmitRoute.path)).toHaveLength(0);
    expect($('form')).not.toBeNull();
  });

  it('inline mode shows the form in the page without open and without a close icon', async () => {
    const el = create({ mode: 'inline', version: 'v3' });
    await settle();
    const root = el.shadowRoot as ShadowRoot;
    expect(root.querySelector('dialog')).toBeNull();
    expect(root.querySelector('[part="panel"] form')).not.toBeNull();
    expect(root.querySelector('[part="close"]')).toBeNull();
  });
});
