/**
 * The console's landing preview shows the real quote widgets (docs/spec/console.md#landing-pages),
 * but nothing sent from it is a visitor's lead: each lead route refuses a request whose Referer is
 * the preview page (403, saying to test on the public page) and stores no row, while the same
 * request from the published page (or with no Referer) is a lead.
 */
import { LANDING_PREVIEW_PATH } from '@renovo/core/contracts';
import { consoleLandingMessages } from '@renovo/core/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clues, quotes } from '../../db/schema.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';

const NOTICE = '2026-11';

/** Two lead routes (a quote, a consult), each with a body for `mobile`, and their table. */
const ROUTES = [
  {
    path: '/hyperf/valuation/v3/submit',
    body: (mobile: string) => ({ region_id: 1, size: 30, mobile, accepted: 1, notice_version: NOTICE }),
    table: quotes,
  },
  {
    path: '/hyperf/clues/consult',
    body: (mobile: string) => ({ mobile, accepted: 1, region_id: 1, notice_version: NOTICE }),
    table: clues,
  },
];

describe.each(DATABASE_LANES)('leads from the landing preview on %s', (lane) => {
  let h: TestHarness;
  let ip = 0;
  beforeAll(async () => {
    h = await createHarness({ lane });
  });
  afterAll(() => h.close());

  const post = (path: string, body: unknown, referer?: string) =>
    h.call('POST', path, {
      body,
      headers: {
        'x-forwarded-for': `203.0.113.${++ip}`,
        origin: 'http://localhost',
        ...(referer ? { referer } : {}),
      },
    });

  it.each(ROUTES)(
    '$path: refused from the preview (403, no row), a lead from the public page',
    async ({ path, body, table }) => {
      const before = (await h.db.select().from(table)).length;
      const preview = await post(path, body('0922000101'), `http://localhost${LANDING_PREVIEW_PATH}`);
      expect(preview.status).toBe(403);
      expect(preview.body.message).toBe(consoleLandingMessages.previewNoLead);
      expect((await h.db.select().from(table)).length).toBe(before);

      const published = await post(
        path,
        body('0922000102'),
        'http://localhost/land/spring-2027?utm_source=fb',
      );
      expect(published.status).toBe(200);
      const direct = await post(path, body('0922000103'));
      expect(direct.status).toBe(200);
      expect((await h.db.select().from(table)).length).toBe(before + 2);
    },
  );
});
