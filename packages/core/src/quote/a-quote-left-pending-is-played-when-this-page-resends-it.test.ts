/**
 * Rule: a quote left pending (資料已保留，將自動重新送出) and then stored by this page's own resend
 * (the browser online again, or a while later) is played as if answered at once: 送出成功, the
 * success callback (the widget's `renovo-submit`), the clue_submit event, the result page, and a
 * form that stays emptied of the mobile and the consent. An audit found the lead stored and the
 * visitor left with the waiting toast and no result page.
 */
import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '../platform/memory.ts';
import { quoteTestDeps } from '../testing/quote-deps.ts';
import { testClient, useTestServer } from '../testing/test-server.ts';
import { createBasicQuoteStore } from './basic-quote-store.ts';
import { createMemoryQuotePorts } from './memory.ts';
import { basicQuotePortsOf } from './quote.api.ts';

const server = useTestServer();

describe('a quote left pending is played when this page resends it', () => {
  it.each([
    ['to the result page', { module: 'home' }, '/decorationfrom/result_copy?id=P-stored'],
    ['on an inline form that stays', { module: 'inline_quote', stopRedirect: true }, null],
  ])('%s', async (_where, context, redirect) => {
    const online = new EventTarget();
    vi.stubGlobal('addEventListener', online.addEventListener.bind(online));
    try {
      let up = false;
      server.handle = () =>
        up
          ? { body: { code: 200, data: { id: 7, public_id: 'P-stored', decoration_robot_messages: [] } } }
          : { status: 503, body: { code: 503, message: '忙碌' } };
      const client = testClient(server.baseURL, {
        clientType: 'mobile',
        durableAttempts: 2,
        durableDelay: 5,
        pending: createMemoryStorage(),
      });
      const ports = { ...createMemoryQuotePorts(), ...basicQuotePortsOf(client) };
      const t = quoteTestDeps(context, { ports });
      const store = createBasicQuoteStore(t.deps);
      store.setSize('30');
      store.setMobile('0912345678');
      store.setAccepted(true);

      expect(await store.submit()).toMatchObject({ ok: false, reason: 'pending' });
      expect(t.toasts.map((toast) => toast.message)).toEqual(['網路不穩，資料已保留，將自動重新送出']);
      expect(t.onSuccess).not.toHaveBeenCalled();

      up = true;
      online.dispatchEvent(new Event('online'));
      await expect.poll(() => t.onSuccess.mock.calls.length).toBe(1);
      expect(t.onSuccess).toHaveBeenCalledWith(
        expect.objectContaining({ id: 7, public_id: 'P-stored', redirect }),
      );
      expect(t.toasts.map((toast) => toast.message)).toEqual([
        '網路不穩，資料已保留，將自動重新送出',
        '送出成功',
      ]);
      expect(t.events.map((e) => e.name)).toEqual(['before_clue_click', 'clue_submit']);
      expect(t.location.assigned).toEqual(redirect ? [redirect] : []);
      expect([store.mobile.value, store.accepted.value]).toEqual(['', false]);
      // One lead, under one key, however many times it was sent.
      expect(new Set(server.requests.map((r) => r.headers['idempotency-key'])).size).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
