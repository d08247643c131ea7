/**
 * Rule: a quote form that stays on the page after 送出成功 (stop-redirect, an inline form) is
 * emptied of the mobile and the ticked consent, so a second tap files no second lead; the region
 * and size stay, and no field shows a message for the emptied fields.
 */
import { describe, expect, it } from 'vitest';
import { quoteTestDeps } from '../testing/quote-deps.ts';
import { createBasicQuoteStore } from './basic-quote-store.ts';
import { createCommunityQuoteStore } from './community-quote-store.ts';
import { createMemoryQuotePorts } from './memory.ts';
import type { CommunitySearchItem } from './quote.schemas.ts';

const STAY = { module: 'inline_quote', stopRedirect: true };
const community: CommunitySearchItem = {
  id: 11,
  tag: '社區',
  title: '信義之星',
  address: '臺北市信義區松仁路',
  housingType: 1,
  housingTypeName: '電梯大樓',
  name: '信義之星',
};

describe('a quote form that stays after 送出成功 is emptied of the mobile and the consent', () => {
  it('basic quote (stop-redirect): mobile and consent are empty, a second tap sends nothing', async () => {
    const t = quoteTestDeps(STAY);
    const store = createBasicQuoteStore(t.deps);
    store.setSize('30');
    store.setMobile('0912345678');
    store.setAccepted(true);
    expect(await store.submit()).toMatchObject({ ok: true, redirect: null });
    expect(t.toasts.map((toast) => toast.message)).toEqual(['送出成功']);

    expect(store.mobile.value).toBe('');
    expect(store.accepted.value).toBe(false);
    expect(store.size.value).toBe('30');
    // Emptied without a message: the form waits for the next owner.
    expect(store.errors.value).toEqual({});
    expect(store.termsHint.value).toBeNull();

    expect((await store.submit()).ok).toBe(false);
    expect(t.ports.calls.submitEvaluation).toHaveLength(1);
  });

  it('community quote (stop-redirect): mobile and consent are empty, a second tap sends nothing', async () => {
    const ports = createMemoryQuotePorts({
      communities: [community],
      layouts: { 11: [{ room: 2, hall: 1, bath: 1, is_check: true, area_list: [{ building_area: 30 }] }] },
    });
    const t = quoteTestDeps(STAY, { ports });
    const store = createCommunityQuoteStore(t.deps);
    await store.chooseCommunity(community);
    store.setMobile('0912345678');
    store.setAccepted(true);
    expect(await store.submit()).toMatchObject({ ok: true, redirect: null });

    expect(store.mobile.value).toBe('');
    expect(store.accepted.value).toBe(false);
    expect(store.errors.value).toEqual({});

    expect((await store.submit()).ok).toBe(false);
    expect(ports.calls.submitEvaluation).toHaveLength(1);
  });

  it('a failed submit keeps what the visitor typed (to try again)', async () => {
    const t = quoteTestDeps(STAY);
    t.ports.handlers.submitEvaluation = async () => ({ code: 0, data: null });
    const store = createBasicQuoteStore(t.deps);
    store.setSize('30');
    store.setMobile('0912345678');
    store.setAccepted(true);
    expect((await store.submit()).ok).toBe(false);
    expect(store.mobile.value).toBe('0912345678');
    expect(store.accepted.value).toBe(true);
  });
});
