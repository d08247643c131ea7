import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors.ts';
import type { OrderPayloadInput } from '../clues/clues.schemas.ts';
import { CONSENT_NOTICE_VERSION } from '../data/constants.ts';
import { quoteMessages } from '../messages/zh-TW.ts';
import { createMemoryLocation, createMemoryStorage, createRecordingNotifier } from '../platform/memory.ts';
import { closedServerURL, testClient, useTestServer } from '../testing/test-server.ts';
import { readAutoPopVisibleDate, writeAutoPopVisibleDate } from './auto-pop-date.ts';
import { createOrderModalStore, hasStyleTestParams, reduceOrderModal } from './order-modal-store.ts';
import { orderApiOf } from './order-ports.ts';

const server = useTestServer();

/** The order calls on the real client, so failures are the ApiError / NetworkError production throws. */
const httpApi = (baseURL = server.baseURL) =>
  orderApiOf(testClient(baseURL, { durableAttempts: 2, durableDelay: 5, timeout: 500 }));

const order: OrderPayloadInput = {
  mobile: '0912345678',
  page: 'style_test_result',
  variant: 'A',
  accepted: 1,
};

function setup(query = '', api = httpApi()) {
  const notifier = createRecordingNotifier();
  const location = createMemoryLocation(query);
  const storage = createMemoryStorage();
  const onError = vi.fn();
  const store = createOrderModalStore({ api, notifier, location, storage, onError });
  return { store, notifier, location, storage, onError, api };
}

describe('order modal actions', () => {
  it('OPEN_MODAL shows A, OPEN_MODALB shows B, CLOSE_MODAL and CLOSE_MODALB hide them', () => {
    const { store } = setup();
    expect([store.popVisible.value, store.popVisibleB.value]).toEqual([false, false]);
    store.dispatch('OPEN_MODAL');
    expect([store.popVisible.value, store.popVisibleB.value]).toEqual([true, false]);
    store.dispatch('OPEN_MODALB');
    expect([store.popVisible.value, store.popVisibleB.value]).toEqual([true, true]);
    store.dispatch('CLOSE_MODAL');
    expect([store.popVisible.value, store.popVisibleB.value]).toEqual([false, true]);
    store.dispatch('CLOSE_MODALB');
    expect([store.popVisible.value, store.popVisibleB.value]).toEqual([false, false]);
    expect(reduceOrderModal({ popVisible: false, popVisibleB: false }, 'OPEN_MODALB')).toEqual({
      popVisible: false,
      popVisibleB: true,
    });
  });

  it('flags and params are set by the caller', () => {
    const { store } = setup();
    store.setBack(true);
    store.setAutoPopVisible(true);
    store.setParams({ module: 'style_test' });
    expect(store.back.value).toBe(true);
    expect(store.autoPopVisible.value).toBe(true);
    expect(store.params.value).toEqual({ module: 'style_test' });
  });

  it('hasTestParams is true when query type is style_test_a or style_test_b', () => {
    expect(setup('type=style_test_a').store.hasTestParams.value).toBe(true);
    expect(setup('type=style_test_b').store.hasTestParams.value).toBe(true);
    expect(setup('type=other').store.hasTestParams.value).toBe(false);
    expect(hasStyleTestParams(new URLSearchParams())).toBe(false);
    const { store, location } = setup();
    location.setQuery('type=style_test_b');
    store.syncQuery();
    expect(store.hasTestParams.value).toBe(true);
  });

  it('autoPopVisibleDate is kept in local storage as YYYY-MM-DD', () => {
    const { store, storage } = setup();
    expect(store.getAutoPopVisibleDate()).toBeNull();
    store.setAutoPopVisibleDate('2025-03-04');
    expect(storage.getItem('autoPopVisibleDate')).toBe('2025-03-04');
    expect(readAutoPopVisibleDate(storage)).toBe('2025-03-04');
    writeAutoPopVisibleDate(storage, '2025-03-05');
    expect(store.getAutoPopVisibleDate()).toBe('2025-03-05');
  });
});

const details = { page: 'style_test_result', variant: 'A' } as const;

/** Fills the modal's form as a visitor would. */
async function fill(store: ReturnType<typeof setup>['store'], mobile = order.mobile) {
  await store.form.fields.mobile.input(mobile);
  await store.form.fields.accepted.input(true);
}

describe('order submission', () => {
  it('posts the form with the details, toasts 送出成功 and resolves the lead id; the form starts afresh', async () => {
    server.handle = () => ({ body: { code: 200, data: { id: 1, exists_clue: true } } });
    const { store, notifier } = setup();
    await fill(store);
    await expect(store.submit(details)).resolves.toEqual({ ok: true, id: 1 });
    expect([server.last().method, server.last().path]).toEqual(['POST', '/hyperf/clues/order']);
    // The call adds the consent notice version the modal showed.
    expect(JSON.parse(server.last().body)).toEqual({ ...order, notice_version: CONSENT_NOTICE_VERSION });
    expect(notifier.toasts).toEqual([{ message: quoteMessages.submitSuccess, options: { type: 'success' } }]);
    expect(store.form.values.value).toEqual({ mobile: '', accepted: false });
  });

  it('Generic field rules: an invalid mobile or unticked terms send nothing (invalid, consent)', async () => {
    const { store } = setup();
    await expect(store.submit(details)).resolves.toEqual({
      ok: false,
      reason: 'invalid',
      message: '請輸入行動電話',
    });
    await store.form.fields.mobile.input('0912345678');
    await expect(store.submit(details)).resolves.toEqual({
      ok: false,
      reason: 'consent',
      message: '請勾選服務條款',
    });
    expect(server.requests).toHaveLength(0);
  });

  it('Generic field rules, trigger blur: an empty mobile shows its message once left', async () => {
    const { store } = setup();
    await store.form.fields.mobile.blur();
    expect(store.form.errors.value).toEqual({ mobile: '請輸入行動電話' });
  });

  it('the same body sent twice carries the same Idempotency-Key; other values a new one', async () => {
    server.handle = () => ({ status: 400, body: { code: 400, message: 'bad' } });
    const { store } = setup();
    await fill(store);
    await store.submit(details);
    await store.submit(details);
    await fill(store, '0987654321');
    await store.submit(details);
    const keys = server.requests.map((request) => request.headers['idempotency-key']);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
  });

  it('each opening starts with an empty form', async () => {
    const { store } = setup();
    await fill(store);
    store.dispatch('OPEN_MODAL');
    expect(store.form.values.value).toEqual({ mobile: '', accepted: false });
  });

  it('order submission 422: centred toast with the message; the outcome says rejected 422', async () => {
    server.handle = () => ({ status: 422, body: { code: 422, message: '手機號碼錯誤' } });
    const { store, notifier } = setup();
    await fill(store);
    await expect(store.submit(details)).resolves.toEqual({
      ok: false,
      reason: 'rejected',
      status: 422,
      message: '手機號碼錯誤',
    });
    expect(notifier.toasts).toEqual([{ message: '手機號碼錯誤', options: { type: 'error', center: true } }]);
  });

  it("order submission 422 without a message: centred toast 'Unknown error'", async () => {
    server.handle = () => ({ status: 422, body: { code: 422 } });
    const { store, notifier } = setup();
    await fill(store);
    await expect(store.submit(details)).resolves.toMatchObject({
      reason: 'rejected',
      message: 'Unknown error',
    });
    expect(notifier.toasts).toEqual([{ message: 'Unknown error', options: { type: 'error', center: true } }]);
  });

  it('another refusal (400) has no message; a 500 or no answer is retried, then kept pending (資料已保留)', async () => {
    server.handle = () => ({ status: 400, body: { code: 400, message: 'bad' } });
    const refused = setup();
    await fill(refused.store);
    await expect(refused.store.submit(details)).resolves.toEqual({
      ok: false,
      reason: 'rejected',
      status: 400,
      message: '',
    });
    expect(refused.notifier.toasts).toEqual([]);
    expect(server.requests).toHaveLength(1);

    server.handle = () => ({ status: 500, body: { code: 500, message: 'boom' } });
    const http = setup();
    await fill(http.store);
    await expect(http.store.submit(details)).resolves.toMatchObject({ ok: false, reason: 'pending' });
    expect(server.requests).toHaveLength(3);
    expect(server.requests[1]?.headers['idempotency-key']).toBe(
      server.requests[2]?.headers['idempotency-key'],
    );
    expect(http.notifier.toasts.map((t) => t.message)).toEqual([quoteMessages.submitPending]);

    const closedURL = await closedServerURL();
    const offline = setup('', httpApi(closedURL));
    await fill(offline.store);
    await expect(offline.store.submit(details)).resolves.toEqual({
      ok: false,
      reason: 'pending',
      message: quoteMessages.submitPending,
      later: expect.any(Promise),
    });
    expect(offline.notifier.toasts.map((t) => t.message)).toEqual([quoteMessages.submitPending]);
  });
});

describe('last message', () => {
  it('shouldChangeVariable is set from data.exists_clue', async () => {
    server.handle = () => ({ body: { code: 200, data: { exists_clue: true } } });
    const { store } = setup();
    await store.getLastMessage();
    expect(store.shouldChangeVariable.value).toBe(true);
    expect(server.last().path).toBe('/hyperf/clues/last_message');
    server.handle = () => ({ body: { code: 200, data: { exists_clue: 0 } } });
    const none = setup();
    await none.store.getLastMessage();
    expect(none.store.shouldChangeVariable.value).toBe(false);
  });

  it('last-message failure: console only, no toast, state unchanged', async () => {
    server.handle = () => ({ status: 404, body: { code: 404, message: 'x' } });
    const { store, onError, notifier } = setup();
    await expect(store.getLastMessage()).resolves.toBeUndefined();
    expect(onError).toHaveBeenCalledOnce();
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(ApiError);
    expect(notifier.toasts).toEqual([]);
    expect(store.shouldChangeVariable.value).toBe(false);
  });

  it('the default last-message error handler logs to the console', async () => {
    server.handle = () => ({ status: 404, body: { code: 404 } });
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    const store = createOrderModalStore({
      api: httpApi(),
      notifier: createRecordingNotifier(),
      location: createMemoryLocation(),
      storage: createMemoryStorage(),
    });
    await store.getLastMessage();
    expect(spy).toHaveBeenCalledWith('[renovo] getLastMessage failed', expect.any(ApiError));
    spy.mockRestore();
  });
});
