/**
 * Rule (docs/spec/company-side.md#owner-control): the quote's result page, read by its
 * unguessable public id, lists the companies that accepted the lead with their verification
 * level — or says it is still being matched, or, for a lead filed signed out, that the staff
 * follow it up until its owner signs in with the number on the device that filed it — and its 停止聯繫 (a POST, never a GET, authorised
 * by the same id) records once that the owner asked the companies to stop. A sequential id or an
 * unknown id reads nothing and stops nothing; a sealed result id (another client's repeat, which
 * stored nothing) answers as a new quote's page does — no company yet, its own stop kept — and
 * stops nothing of the owner's lead.
 */
import { messages } from '@renovo/core/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads } from '../../db/schema-leads.ts';
import { createHarness, type TestHarness } from '../../testing/harness.ts';
import { insertCompany, insertOffer } from '../notices/notice-test-rows.ts';

let h: TestHarness;
let quote: { id: number; public_id: string };
const OWNERS_DEVICE = 'the-owners-phone';

const stoppedAt = async () =>
  (
    await h.db
      .select({ at: leads.contactStoppedAt })
      .from(leads)
      .where(and(eq(leads.kind, 'basic'), eq(leads.leadId, quote.id)))
  )[0]?.at ?? null;

beforeAll(async () => {
  h = await createHarness({ demoContent: false });
  const submitted = await h.call('POST', '/hyperf/valuation/v3/submit', {
    body: { region_id: 1, size: 30, mobile: '0955123456', accepted: 1, notice_version: '2026-11' },
    headers: { 'X-Uuid': OWNERS_DEVICE },
  });
  quote = submitted.body.data;
});
afterAll(() => h.close());

describe('the owner sees who accepted and stops contact from the result page', () => {
  it('filed signed out, the staff follow it up; signed in with the number on that device, it is matched, then lists the companies with their levels', async () => {
    const withStaff = await h.call('GET', `/v1/quote-result/companies?id=${quote.public_id}`);
    expect(withStaff.status).toBe(200);
    expect(withStaff.body.data).toEqual({
      state: 'with_staff',
      companies: [],
      contact_stopped: false,
      contact_stopped_at: null,
    });
    // Someone who knows the number signs in with another number: nothing changes.
    await h.login('0955123457', { uuid: OWNERS_DEVICE });
    expect((await h.call('GET', `/v1/quote-result/companies?id=${quote.public_id}`)).body.data.state).toBe(
      'with_staff',
    );
    // The owner signs in with the number on another device: nothing changes either.
    await h.login('0955123456', { uuid: 'a-borrowed-laptop' });
    expect((await h.call('GET', `/v1/quote-result/companies?id=${quote.public_id}`)).body.data.state).toBe(
      'with_staff',
    );
    // On the device that filed it, the owner's sign-in confirms the number: the lead is matched.
    await h.login('0955123456', { uuid: OWNERS_DEVICE });
    const matching = await h.call('GET', `/v1/quote-result/companies?id=${quote.public_id}`);
    expect(matching.body.data).toEqual({
      state: 'matching',
      companies: [],
      contact_stopped: false,
      contact_stopped_at: null,
    });

    const now = h.clock();
    const lead = { kind: 'basic' as const, leadId: quote.id };
    const accepted = await insertCompany(h.db, '城光設計', { taxId: '10458574', logoUrl: '/img/cheng.png' });
    const waiting = await insertCompany(h.db, '尚未回覆設計');
    await insertOffer(h.db, lead, accepted, 'accepted', now);
    await insertOffer(h.db, lead, waiting, 'offered', now);

    const matched = await h.call('GET', `/v1/quote-result/companies?id=${quote.public_id}`);
    expect(matched.body.data.state).toBe('matched');
    expect(matched.body.data.companies).toEqual([
      {
        id: accepted,
        name: '城光設計',
        logo_url: '/img/cheng.png',
        verification_level: 'tax_id',
        accepted_at: now.toISOString(),
      },
    ]);
  });

  it('a sequential id or an unknown id is a 404', async () => {
    for (const id of [String(quote.id), 'AAAAAAAAAAAAAAAAAAAAAA', 'A'.repeat(52)]) {
      const read = await h.call('GET', `/v1/quote-result/companies?id=${encodeURIComponent(id)}`);
      expect(read.status, id).toBe(404);
      expect(read.body.message).toBe(messages.server.quoteNotFound);
      const stop = await h.call('POST', '/v1/quote-result/stop-contact', { body: { id } });
      expect(stop.status, id).toBe(404);
    }
    expect(await stoppedAt()).toBeNull();
  });

  it("another client's repeat gets a page that answers as a new quote's: no company, its own stop kept, the owner's lead untouched", async () => {
    const repeat = await h.call('POST', '/hyperf/valuation/v3/submit', {
      body: { region_id: 1, size: 30, mobile: '0955123456', accepted: 1, notice_version: '2026-11' },
      headers: { 'X-Uuid': 'another-device-of-the-owner' },
    });
    const id = repeat.body.data.public_id as string;
    expect(id).toHaveLength(52);
    const read = await h.call('GET', `/v1/quote-result/companies?id=${encodeURIComponent(id)}`);
    expect(read.status).toBe(200);
    // As a quote filed signed out reads: the staff follow it up.
    expect(read.body.data).toEqual({
      state: 'with_staff',
      companies: [],
      contact_stopped: false,
      contact_stopped_at: null,
    });
    const at = h.clock();
    const stop = await h.call('POST', '/v1/quote-result/stop-contact', { body: { id } });
    expect(stop.status).toBe(200);
    expect(stop.body.data).toMatchObject({ contact_stopped: true, contact_stopped_at: at.toISOString() });
    const after = await h.call('GET', `/v1/quote-result/companies?id=${encodeURIComponent(id)}`);
    expect(after.body.data).toMatchObject({ contact_stopped: true, contact_stopped_at: at.toISOString() });
    // The owner's own lead is not stopped by it.
    expect(await stoppedAt()).toBeNull();
  });

  it('stops contact by POST only, once: the page then says so', async () => {
    const get = await h.call('GET', `/v1/quote-result/stop-contact?id=${quote.public_id}`, {
      unchecked: true,
    });
    expect(get.status).toBeGreaterThanOrEqual(400);
    expect(get.status).toBeLessThan(500);
    expect(await stoppedAt()).toBeNull();

    const first = h.clock();
    const stop = await h.call('POST', '/v1/quote-result/stop-contact', { body: { id: quote.public_id } });
    expect(stop.status).toBe(200);
    expect(stop.body.message).toBe(messages.ownerControl.stopped);
    expect(stop.body.data).toMatchObject({ contact_stopped: true, contact_stopped_at: first.toISOString() });
    expect(await stoppedAt()).toEqual(first);

    h.clock.advance(60_000);
    await h.call('POST', '/v1/quote-result/stop-contact', { body: { id: quote.public_id } });
    expect(await stoppedAt()).toEqual(first);
    const read = await h.call('GET', `/v1/quote-result/companies?id=${quote.public_id}`);
    expect(read.body.data).toMatchObject({ contact_stopped: true, contact_stopped_at: first.toISOString() });
  });
});
