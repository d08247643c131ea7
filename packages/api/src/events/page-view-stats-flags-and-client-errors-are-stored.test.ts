/**
 * POST /api/events keeps what page_view_stats and the error reporter send: the six exposure
 * flags (only those six, booleans), and an error's source without its URL's query; a flag that
 * is not a boolean is the client's mistake (422), never a 5xx.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents } from '../db/schema-leads.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../testing/harness.ts';

describe.each(DATABASE_LANES)('page_view_stats and client_error on %s', (lane) => {
  let h: TestHarness;
  let ip = 0;
  beforeAll(async () => {
    h = await createHarness({ lane });
  });
  afterAll(() => h.close());

  const send = (body: unknown) =>
    h.app.request('/api/events', {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': `198.51.100.${++ip}` },
      body: JSON.stringify(body),
    });

  it('stores the exposure flags of page_view_stats, dropping unknown ones', async () => {
    const flags = {
      catalog: false,
      questions: false,
      same_quotation: false,
      work_list: true,
      may_like: true,
      same_layout: false,
    };
    const answer = await send([
      {
        name: 'page_view_stats',
        category: 'flags_page',
        action: 'stats',
        label: '93',
        flags: { ...flags, extra: true },
      },
    ]);
    expect(answer.status).toBe(202);
    const [row] = await h.db.select().from(analyticsEvents).where(eq(analyticsEvents.category, 'flags_page'));
    expect(row).toMatchObject({ name: 'page_view_stats', label: '93', flags });
  });

  it("stores an error's environment, message and source without the query", async () => {
    const answer = await send([
      {
        name: 'client_error',
        category: 'error',
        action: 'master',
        label: 'boom_source_test',
        source: 'https://site.example/assets/a.js?mobile=0912345678#x:12:3',
      },
    ]);
    expect(answer.status).toBe(202);
    const [row] = await h.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.label, 'boom_source_test'));
    expect(row).toMatchObject({ action: 'master', source: 'https://site.example/assets/a.js:12:3' });
  });

  it('answers 422 to a flag that is not a boolean', async () => {
    const answer = await send([{ name: 'page_view_stats', flags: { catalog: 'yes' } }]);
    expect(answer.status).toBe(422);
  });
});
