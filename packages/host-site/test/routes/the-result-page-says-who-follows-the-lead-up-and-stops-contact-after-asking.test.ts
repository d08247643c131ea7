/**
 * Rule (docs/spec/company-side.md#owner-control): a fresh quote's result page — filed signed out,
 * so the staff follow it up until its owner confirms the number — says so, links to signing in
 * with the number and back, and offers 停止聯繫; asking shows the question (a GET: nothing is stopped yet), the confirm POSTs
 * to the page, which answers a 303 back to it, and from then on the page says contact stopped and
 * offers no control. A POST with another id is the 404 找不到此報價單.
 */
import { ownerControlMessages as m, serverMessages } from '@renovo/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { api, getPage, textOf } from '../harness/site.ts';

let publicId: string;

beforeAll(async () => {
  const quote = await api<{ data: { public_id: string } }>('/hyperf/valuation/v3/submit', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      region_id: 1,
      size: 28,
      mobile: '0912000222',
      accepted: 1,
      notice_version: '2026-11',
    }),
  });
  publicId = quote.data.public_id;
});

describe('the result page and 停止聯繫', () => {
  it('says the staff follow it up, asks before stopping, and after the confirm says contact stopped', async () => {
    const page = `/decorationfrom/result_copy?id=${publicId}`;
    const fresh = await getPage(page);
    expect(fresh.status).toBe(200);
    expect(textOf(fresh.html)).toContain(m.withStaffLead);
    expect(fresh.html).toContain(`href="/login?redirect=${encodeURIComponent(page)}"`);
    expect(textOf(fresh.html)).toContain(m.stopButton);

    const asking = await getPage(`${page}&confirm=stop`);
    expect(textOf(asking.html)).toContain(m.stopConfirm);
    expect(textOf((await getPage(page)).html)).not.toContain(m.stopped);

    const stop = await getPage(page, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id: publicId }).toString(),
    });
    expect(stop.status).toBe(303);
    expect(stop.headers.get('location')).toBe(page);
    const stopped = textOf((await getPage(page)).html);
    expect(stopped).toContain(m.stopped);
    expect(stopped).not.toContain(m.stopConfirmYes);
  });

  it('a POST with an unknown id is the 404 找不到此報價單', async () => {
    const answer = await getPage(`/decorationfrom/result_copy?id=${publicId}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ id: 'AAAAAAAAAAAAAAAAAAAAAA' }).toString(),
    });
    expect(answer.status).toBe(404);
    expect(textOf(answer.html)).toContain(serverMessages.quoteNotFound);
  });
});
