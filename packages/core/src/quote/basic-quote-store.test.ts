import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../platform/memory.ts';
import { type QuoteTestOptions, quoteTestDeps } from '../testing/quote-deps.ts';
import { type BasicQuoteDeps, createBasicQuoteStore } from './basic-quote-store.ts';
import type { RecentRecord } from './quote.schemas.ts';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(over: Partial<BasicQuoteDeps> & QuoteTestOptions = {}) {
  const t = quoteTestDeps({ module: 'home_popbox' }, over);
  return { ...t, store: createBasicQuoteStore({ ...t.deps, ...over }) };
}

function fill(store: ReturnType<typeof setup>['store']) {
  store.setSize('30');
  store.setMobile('0912345678');
  store.setAccepted(true);
}

const record = (n: number): RecentRecord => ({ created_at: `t${n}`, region_cn: '臺北市', size_cn: `${n}坪` });

describe('Basic-quote popup', () => {
  it('Basic quote: default region 1 unless a stored region exists', () => {
    expect(setup().store.regionId.value).toBe(1);
    expect(setup({ regionId: 8 }).store.regionId.value).toBe(8);
    const storage = createMemoryStorage({
      'evaluation-normal-data': JSON.stringify({ region_id: 17, saved_at: Date.now() }),
    });
    expect(setup({ storage, regionId: 8 }).store.regionId.value).toBe(17);
  });

  it('Basic quote: a size typed in full-width digits (a Chinese keyboard) is taken as its digits and sent', async () => {
    const { store, ports } = setup();
    store.setSize('３０');
    store.setMobile('0912345678');
    store.setAccepted(true);
    expect(store.size.value).toBe('30');
    await store.submit();
    expect(store.errors.value).toEqual({});
    expect(ports.calls.submitEvaluation[0]).toMatchObject({ size: 30 });
  });

  it('Basic quote: region changes accept only known region ids', () => {
    const { store } = setup();
    store.setRegion(15);
    expect(store.regionId.value).toBe(15);
    store.setRegion(9);
    expect(store.regionId.value).toBe(15);
  });

  it('Basic quote: unticked terms show 請勾選 and send nothing', async () => {
    const { store, ports, toasts } = setup();
    store.setSize('30');
    store.setMobile('0912345678');
    expect(await store.submit()).toEqual({ ok: false, reason: 'consent', message: '請勾選' });
    expect(store.termsHint.value).toBe('請勾選');
    expect(ports.calls.submitEvaluation).toHaveLength(0);
    expect(toasts).toHaveLength(0);
  });

  it('Basic quote: ticking the terms clears the 請勾選 hint', async () => {
    const { store } = setup();
    await store.submit();
    expect(store.termsHint.value).toBe('請勾選');
    store.setAccepted(true);
    expect(store.termsHint.value).toBeNull();
    expect(store.accepted.value).toBe(true);
  });

  it('Basic quote: size and mobile rules block the submit; a changed field drops its message', async () => {
    const { store, ports } = setup();
    store.setAccepted(true);
    await store.submit();
    expect(store.errors.value).toEqual({ size: '請輸入房屋坪數', mobile: '請輸入行動電話' });
    expect(ports.calls.submitEvaluation).toHaveLength(0);
    store.setSize('1234');
    expect(store.size.value).toBe('123');
    expect(store.errors.value).toEqual({ mobile: '請輸入行動電話' });
    store.setMobile('09123456789');
    expect(store.mobile.value).toBe('0912345678');
    expect(store.errors.value).toEqual({});
    store.setSize('12');
  });

  it('Generic field rules, trigger blur: 0 in 房屋坪數 or an empty 行動電話 shows its message once left', async () => {
    const { store } = setup();
    store.setSize('0');
    expect(store.errors.value).toEqual({});
    store.blur('size');
    store.blur('mobile');
    expect(store.errors.value).toEqual({ size: '請輸入正確的房屋坪數', mobile: '請輸入行動電話' });
    expect(store.termsHint.value).toBeNull();
  });

  it('Basic quote: submit resolves a typed outcome — invalid, consent, then ok with its redirect', async () => {
    const { store, ports } = setup();
    await expect(store.submit()).resolves.toEqual({
      ok: false,
      reason: 'invalid',
      message: '請輸入房屋坪數',
    });
    store.setSize('30');
    store.setMobile('0912345678');
    await expect(store.submit()).resolves.toEqual({ ok: false, reason: 'consent', message: '請勾選' });
    expect(ports.calls.submitEvaluation).toHaveLength(0);
    store.setAccepted(true);
    const outcome = await store.submit();
    expect(outcome.ok).toBe(true);
    expect(outcome.ok && outcome.redirect).toMatch(/\?id=/);
  });

  it('Basic quote: the close icon opens the confirm-close page', () => {
    const { store, events } = setup();
    store.show();
    store.requestClose();
    expect(store.page.value).toBe('confirm-close');
    expect(store.open.value).toBe(true);
    expect(events).toEqual([{ name: 'close_click', module: 'home_popbox' }]);
  });

  it("Basic quote: 'close the quote feature' closes the confirm page and the popup", () => {
    const { store, onClose } = setup();
    store.show();
    store.requestClose();
    store.closeFeature();
    expect(store.open.value).toBe(false);
    expect(store.page.value).toBe('form');
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("Basic quote: 'think again' returns to the form", () => {
    const { store } = setup();
    store.show();
    store.requestClose();
    store.thinkAgain();
    expect(store.page.value).toBe('form');
    expect(store.open.value).toBe(true);
  });

  it('Basic quote: success shows 送出成功, fires onSuccess with the id, tracks and goes to result_copy', async () => {
    const { store, ports, toasts, events, location, onSuccess } = setup({
      query: 'utm_source=line&utm_campaign=c1',
      context: { module: 'article_detail_auto_popbox', resource_id: 5 },
    });
    fill(store);
    const result = await store.submit();
    expect(ports.calls.submitEvaluation[0]).toEqual({
      region_id: 1,
      size: 30,
      mobile: '0912345678',
      utm: { source: 'line', medium: '', campaign: 'c1', content: '' },
      accepted: 1,
      module: 'article_detail_auto_popbox',
      type: 'generic',
      resource_id: 5,
    });
    const success = {
      id: 1,
      public_id: 'memory-quote-1',
      decoration_robot_messages: [],
      house_region: '臺北市',
      acreage_name: '30',
      redirect: '/decorationfrom/result_copy?id=memory-quote-1',
    };
    expect(result).toEqual({ ok: true, ...success });
    expect(toasts).toEqual([{ message: '送出成功', options: { type: 'success' } }]);
    expect(onSuccess).toHaveBeenCalledWith(success);
    expect(events.map((e) => e.name)).toEqual(['before_clue_click', 'clue_submit']);
    expect(events[1]).toMatchObject({ module: 'article_detail_auto_popbox', id: 1 });
    // The result page takes the unguessable public id, never the sequential one.
    expect(location.assigned).toEqual(['/decorationfrom/result_copy?id=memory-quote-1']);
    expect(store.submitting.value).toBe(false);
  });

  it('Basic quote: the stop-redirect flag keeps the visitor on the page', async () => {
    const { store, location, onSuccess } = setup({ context: { module: 'm', stopRedirect: true } });
    fill(store);
    await store.submit();
    expect(onSuccess).toHaveBeenCalledWith(expect.objectContaining({ redirect: null }));
    expect(location.assigned).toEqual([]);
  });

  it('Basic quote: no redirect when no id is returned', async () => {
    const { store, ports, location, toasts } = setup();
    ports.handlers.submitEvaluation = async () => ({ code: 200, data: null });
    fill(store);
    expect(await store.submit()).toMatchObject({ id: null });
    expect(toasts[0]?.message).toBe('送出成功');
    expect(location.assigned).toEqual([]);
  });

  it('Basic quote: a falsy code shows 送出失敗，請稍後重試 and nothing else', async () => {
    const { store, ports, toasts, events, location, onSuccess } = setup();
    ports.handlers.submitEvaluation = async () => ({ code: 0, data: null, message: 'x' });
    fill(store);
    expect(await store.submit()).toEqual({ ok: false, reason: 'rejected', message: '送出失敗，請稍後重試' });
    expect(toasts).toEqual([{ message: '送出失敗，請稍後重試', options: { type: 'error' } }]);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(events.map((e) => e.name)).toEqual(['before_clue_click']);
    expect(location.assigned).toEqual([]);
  });

  it('Basic quote: a network error counts as code 0', async () => {
    const { store, ports, toasts } = setup();
    ports.handlers.submitEvaluation = async () => {
      throw new TypeError('fetch failed');
    };
    fill(store);
    expect(await store.submit()).toEqual({ ok: false, reason: 'network', message: '送出失敗，請稍後重試' });
    expect(toasts[0]?.message).toBe('送出失敗，請稍後重試');
    expect(store.submitting.value).toBe(false);
  });

  it('Basic quote: a second submit while one is sending is ignored', async () => {
    const { store, ports } = setup();
    fill(store);
    const first = store.submit();
    expect(store.submitting.value).toBe(true);
    expect(await store.submit()).toEqual({ ok: false, reason: 'busy', message: '' });
    await first;
    expect(ports.calls.submitEvaluation).toHaveLength(1);
  });

  it('Basic quote: form data remembered in local storage evaluation-normal-data while the lead is not stored', async () => {
    const { store, storage, ports } = setup();
    ports.handlers.submitEvaluation = async () => ({ code: 0, data: null, message: 'x' });
    store.setRegion(8);
    fill(store);
    await store.submit();
    expect(JSON.parse(storage.getItem('evaluation-normal-data') ?? '')).toEqual({
      region_id: 8,
      size: '30',
      mobile: '0912345678',
      saved_at: expect.any(Number),
    });
    const again = setup({ storage }).store;
    expect([again.regionId.value, again.size.value, again.mobile.value]).toEqual([8, '30', '0912345678']);
    expect(again.accepted.value).toBe(false);
  });

  it('Basic quote: the remembered copy (with the mobile) is cleared once the lead is stored', async () => {
    const { store, storage } = setup();
    fill(store);
    await store.submit();
    expect(JSON.parse(storage.getItem('evaluation-normal-data') ?? '')).toEqual({ saved_at: 0 });
    expect(setup({ storage }).store.mobile.value).toBe('');
    // The next load drops the cleared copy altogether.
    expect(storage.getItem('evaluation-normal-data')).toBeNull();
  });
});

describe('Basic-quote recent records (v2)', () => {
  it('Recent records: loaded with per_page 30, with the count of owners today', async () => {
    const { store, ports } = setup();
    ports.handlers.getRecentRecords = async () => ({
      records: [record(1), record(2), record(3)],
      count: 128,
    });
    await store.loadRecentRecords();
    expect(ports.calls.getRecentRecords).toEqual([{ per_page: 30 }]);
    expect(store.records.value).toHaveLength(3);
    expect(store.count.value).toBe(128);
    expect(store.slides.value).toEqual([[record(1), record(2)], [record(3)]]);
  });

  it('Recent records: a failed or malformed load shows none', async () => {
    const { store, ports } = setup();
    ports.handlers.getRecentRecords = async () => {
      throw new Error('down');
    };
    await store.loadRecentRecords();
    expect(store.records.value).toEqual([]);
    ports.handlers.getRecentRecords = async () => ({ records: null, count: 'x' }) as never;
    await store.loadRecentRecords();
    expect([store.records.value, store.count.value]).toEqual([[], 0]);
  });

  it('Recent records: rotate one pair every 3000 ms and loop', async () => {
    const { store, ports, clock } = setup();
    ports.handlers.getRecentRecords = async () => ({ records: [1, 2, 3, 4, 5].map(record), count: 5 });
    await store.loadRecentRecords();
    store.startRotation();
    store.startRotation();
    clock.advance(2999);
    expect(store.slide.value).toBe(0);
    clock.advance(1);
    expect(store.slide.value).toBe(1);
    clock.advance(3000);
    expect(store.slide.value).toBe(2);
    clock.advance(3000);
    expect(store.slide.value).toBe(0);
    store.stopRotation();
    clock.advance(9000);
    expect(store.slide.value).toBe(0);
  });

  it('Recent records: rotation with no records stays on the first slide; dispose stops it', () => {
    const { store, clock } = setup();
    store.startRotation();
    clock.advance(3000);
    expect(store.slide.value).toBe(0);
    store.dispose();
    store.startRotation();
    clock.advance(30_000);
    expect(store.slide.value).toBe(0);
  });

  it('Recent records: closing the feature stops the rotation', async () => {
    const { store, ports, clock } = setup();
    ports.handlers.getRecentRecords = async () => ({ records: [1, 2, 3].map(record), count: 3 });
    await store.loadRecentRecords();
    store.show();
    store.startRotation();
    store.closeFeature();
    clock.advance(6000);
    expect(store.slide.value).toBe(0);
  });

  it('Recent records: records arriving after dispose are dropped', async () => {
    const { store, ports } = setup();
    ports.handlers.getRecentRecords = async () => ({ records: [record(1)], count: 1 });
    const loading = store.loadRecentRecords();
    store.dispose();
    await loading;
    await flush();
    expect(store.records.value).toEqual([]);
  });

  it('Recent records: four avatars chosen at random from the pool', () => {
    const pool = ['a.png', 'b.png', 'c.png', 'd.png', 'e.png', 'f.png'];
    expect(setup({ avatarPool: pool, random: () => 0 }).store.avatars.value).toEqual([
      'a.png',
      'b.png',
      'c.png',
      'd.png',
    ]);
    expect(setup({ avatarPool: pool, random: () => 0.99 }).store.avatars.value).toEqual([
      'f.png',
      'a.png',
      'b.png',
      'c.png',
    ]);
    expect(setup().store.avatars.value).toEqual([]);
  });
});
