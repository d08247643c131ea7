import { describe, expect, it } from 'vitest';
import { createAnalytics } from '../analytics/analytics.ts';
import { createMemorySink } from '../analytics/sinks.ts';
import { createOrderModalStore } from '../order-modal/order-modal-store.ts';
import { createManualClock, createMemoryLocation, createMemoryStorage } from '../platform/memory.ts';
import { localDate } from '../platform/types.ts';
import { decideStyleTestBack, handleStyleTestResultBack } from './back-interception.ts';

const NOW = new Date(2025, 4, 20, 15, 30).getTime();
const TODAY = localDate(NOW);

function setup(query: string, storedDate?: string) {
  const location = createMemoryLocation(query);
  const storage = createMemoryStorage(storedDate ? { autoPopVisibleDate: storedDate } : {});
  const clock = createManualClock(NOW);
  const sink = createMemorySink();
  const analytics = createAnalytics({ sinks: [sink] });
  const orderModal = createOrderModalStore({
    api: {
      postInfo: async () => ({ code: 200, data: { id: 1, exists_clue: true } }),
      getLastMessage: async () => ({ code: 200, data: { exists_clue: false } }),
    },
    notifier: { toast: () => {} },
    location,
    storage,
  });
  const run = () => handleStyleTestResultBack({ orderModal, location, storage, clock, analytics });
  return { location, storage, sink, orderModal, run };
}

function expectMarked(ctx: ReturnType<typeof setup>) {
  expect(ctx.orderModal.autoPopVisible.value).toBe(true);
  expect(ctx.orderModal.back.value).toBe(true);
  expect(ctx.storage.getItem('autoPopVisibleDate')).toBe(TODAY);
  expect(ctx.sink.records).toEqual([{ event: 'before_clue_click', clue_entry_name: '返回攔截' }]);
}

function expectUntouched(ctx: ReturnType<typeof setup>) {
  expect(ctx.orderModal.popVisible.value).toBe(false);
  expect(ctx.orderModal.autoPopVisible.value).toBe(false);
  expect(ctx.orderModal.back.value).toBe(false);
  expect(ctx.sink.records).toEqual([]);
}

describe('style-test result back action', () => {
  it('query has a device parameter: nothing special, a plain back', () => {
    const ctx = setup('device=ios&skipAuth=0', '2000-01-01');
    expect(ctx.run()).toBe('plain');
    expect(ctx.location.backs).toBe(1);
    expectUntouched(ctx);
    expect(ctx.storage.getItem('autoPopVisibleDate')).toBe('2000-01-01');
  });

  it('stored auto-pop date equals today: just go back', () => {
    const ctx = setup('', TODAY);
    expect(ctx.run()).toBe('back');
    expect(ctx.location.backs).toBe(1);
    expectUntouched(ctx);
  });

  it('date not today and skipAuth is not "1": open the order modal, mark auto-pop and back, store today, send 返回攔截', () => {
    const ctx = setup('skipAuth=0', '2000-01-01');
    expect(ctx.run()).toBe('modal');
    expect(ctx.orderModal.popVisible.value).toBe(true);
    expect(ctx.location.backs).toBe(0);
    expectMarked(ctx);
  });

  it('no stored date at all counts as not today: the order modal opens', () => {
    const ctx = setup('');
    expect(ctx.run()).toBe('modal');
    expectMarked(ctx);
  });

  it('date not today and skipAuth is "1": no modal, but still mark auto-pop and back, store today, send 返回攔截', () => {
    const ctx = setup('skipAuth=1');
    expect(ctx.run()).toBe('intercepted');
    expect(ctx.orderModal.popVisible.value).toBe(false);
    expect(ctx.location.backs).toBe(0);
    expectMarked(ctx);
  });

  it('after an interception the next back on the same day just goes back', () => {
    const ctx = setup('');
    ctx.run();
    expect(ctx.run()).toBe('back');
    expect(ctx.location.backs).toBe(1);
  });

  it('decideStyleTestBack covers the four branches', () => {
    const q = (s: string) => new URLSearchParams(s);
    expect(decideStyleTestBack(q('device='), null, TODAY)).toBe('plain');
    expect(decideStyleTestBack(q(''), TODAY, TODAY)).toBe('back');
    expect(decideStyleTestBack(q('skipAuth=2'), 'x', TODAY)).toBe('modal');
    expect(decideStyleTestBack(q('skipAuth=1'), null, TODAY)).toBe('intercepted');
  });
});
