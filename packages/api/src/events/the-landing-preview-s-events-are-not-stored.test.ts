/**
 * The console's landing preview shows the real widgets; the events they send are staff looking at
 * a draft, not traffic (docs/spec/console.md#landing-pages): a batch whose `Referer` is the
 * preview page is answered 202 with `accepted: 0` and nothing is stored, while the same batch
 * from the published page (or with no Referer, as a script sends it) is stored.
 */
import { LANDING_PREVIEW_PATH } from '@renovo/core/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../db/schema-leads.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../testing/harness.ts';

describe.each(DATABASE_LANES)('the landing preview’s events on %s', (lane) => {
  let h: TestHarness;
  let ip = 0;
  beforeAll(async () => {
    h = await createHarness({ lane });
  });
  afterAll(() => h.close());

  const origin = () => `http://127.0.0.1:${h.env.PORT}`;
  /** Sends one exposure of `module` as sendBeacon does (text/plain), from a page of the site. */
  const beacon = (module: string, referer?: string) =>
    h.app.request('/api/events', {
      method: 'POST',
      headers: {
        'content-type': 'text/plain;charset=UTF-8',
        origin: origin(),
        'x-forwarded-for': `198.51.100.${++ip}`,
        ...(referer ? { referer } : {}),
      },
      body: JSON.stringify([{ name: 'exposure', category: 'quote_widget', label: module, module }]),
    });
  const stored = async (module: string) =>
    (await h.db.select().from(analyticsEvents).where(eq(analyticsEvents.module, module))).length;

  it('a batch from the preview page is answered as usual and nothing of it is stored', async () => {
    for (const referer of [
      `${origin()}${LANDING_PREVIEW_PATH}`,
      `${origin()}${LANDING_PREVIEW_PATH}?x=1#y`,
    ]) {
      const answer = await beacon('preview-mod', referer);
      expect(answer.status).toBe(202);
      expect((await answer.json()).data).toEqual({ accepted: 0 });
    }
    expect(await stored('preview-mod')).toBe(0);
  });

  it('the same batch from the published page, another console path or no Referer is stored', async () => {
    for (const [i, referer] of [
      `${origin()}/land/spring-sale`,
      `${origin()}${LANDING_PREVIEW_PATH}-not`,
      'not a url',
      undefined,
    ].entries()) {
      const answer = await beacon(`public-mod-${i}`, referer);
      expect(answer.status).toBe(202);
      expect((await answer.json()).data).toEqual({ accepted: 1 });
      expect(await stored(`public-mod-${i}`)).toBe(1);
    }
  });
});
