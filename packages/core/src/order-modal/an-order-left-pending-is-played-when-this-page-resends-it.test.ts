/**
 * Rule: an order left pending (資料已保留，將自動重新送出) and then stored by this page's own resend
 * (the browser online again, or a while later) is played as if answered at once: 送出成功, a fresh
 * form, and the outcome's `later` settles with the stored order's id (the element's
 * `renovo-submit` and close). Sent under one key however many times.
 */
import { describe, expect, it, vi } from 'vitest';
import { quoteMessages } from '../messages/zh-TW.ts';
import { createMemoryLocation, createMemoryStorage, createRecordingNotifier } from '../platform/memory.ts';
import { testClient, useTestServer } from '../testing/test-server.ts';
import { createOrderModalStore } from './order-modal-store.ts';
import { orderApiOf } from './order-ports.ts';

const server = useTestServer();

describe('an order left pending is played when this page resends it', () => {
  it('送出成功, a fresh form and the stored id, once the resend is answered', async () => {
    const online = new EventTarget();
    vi.stubGlobal('addEventListener', online.addEventListener.bind(online));
    try {
      let up = false;
      server.handle = () =>
        up
          ? { body: { code: 200, data: { id: 31 } } }
          : { status: 503, body: { code: 503, message: '忙碌' } };
      const client = testClient(server.baseURL, {
        durableAttempts: 2,
        durableDelay: 5,
        pending: createMemoryStorage(),
      });
      const notifier = createRecordingNotifier();
      const store = createOrderModalStore({
        api: orderApiOf(client),
        notifier,
        location: createMemoryLocation(''),
        storage: createMemoryStorage(),
      });
      await store.form.fields.mobile.set('0912345678');
      store.form.fields.accepted.set(true);

      const outcome = await store.submit({ page: 'style_test_result', variant: 'A' });
      expect(outcome).toMatchObject({ ok: false, reason: 'pending' });
      expect(notifier.toasts.map((t) => t.message)).toEqual([quoteMessages.submitPending]);

      up = true;
      online.dispatchEvent(new Event('online'));
      await expect('later' in outcome ? outcome.later : null).resolves.toEqual({ ok: true, id: 31 });
      expect(notifier.toasts.map((t) => t.message)).toEqual([
        quoteMessages.submitPending,
        quoteMessages.submitSuccess,
      ]);
      expect(store.form.values.value.mobile).toBe('');
      expect(new Set(server.requests.map((r) => r.headers['idempotency-key'])).size).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
