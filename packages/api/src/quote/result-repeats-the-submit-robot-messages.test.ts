/**
 * The evaluation form's answer carries data.decoration_robot_messages (docs/spec/quotes.md#entities "Submit
 * result",
 * docs/spec/quotes.md#calls); the result page reads the stored quote by its public id and its chat entry
 * answers from
 * the same messages, so the result answers exactly what the submit did.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DATABASE_LANES, type TestHarness } from '../testing/harness.ts';

describe.each(DATABASE_LANES)('on %s', (lane) => {
  let h: TestHarness;
  beforeAll(async () => {
    h = await createHarness({ lane });
  });
  afterAll(() => h.close());

  it("the result of a quote answers its submit's decoration_robot_messages", async () => {
    const submitted = await h.call('POST', '/hyperf/valuation/v3/submit', {
      headers: { 'x-uuid': 'robot-result-1' },
      body: { region_id: 2, size: 33, mobile: '0933000173', accepted: 1, notice_version: '2026-11' },
    });
    expect(submitted.status).toBe(200);
    const messages = submitted.body.data.decoration_robot_messages;
    expect(messages.length).toBeGreaterThan(0);
    const result = await h.call('GET', `/hyperf/valuation/v3/result?id=${submitted.body.data.public_id}`);
    expect(result.status).toBe(200);
    expect(result.body.data.decoration_robot_messages).toEqual(messages);
  });
});
