/**
 * Landing pages: marketing staff create, change, publish and unpublish them (each change
 * audited); a support user and an unsigned visitor cannot; a draft is never public; a published
 * page after its end date says it has ended; a taken slug is a 409, a bad one a 422, never a 5xx;
 * a refused field says in zh-TW what is wrong with it.
 */

import { consoleLandingMessages, consoleMessages } from '@renovo/core/messages';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema-console.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';
import { signedInStaff } from '../leads/staff-for-tests.ts';

describe.each(DATABASE_LANES)('landing pages on %s', (lane) => {
  let h: TestHarness;
  let marketing: Record<string, string>;
  let support: Record<string, string>;

  /** The mutation headers (session cookie, own Origin) of a new staff member of `role`. */
  const cookieFor = async (role: 'marketing' | 'support', email: string) =>
    (await signedInStaff(h, role, email)).write;

  beforeAll(async () => {
    h = await createHarness({ lane });
    marketing = await cookieFor('marketing', 'landing-marketing@example.com');
    support = await cookieFor('support', 'landing-support@example.com');
  });
  afterAll(() => h.close());

  const page = {
    slug: 'spring-2027',
    title: '春季裝修活動',
    heroText: '免費估價',
    sections: [{ heading: '為什麼選我們', body: '透明報價' }],
    quoteModule: 'land_spring',
    utmSource: 'fb',
    utmCampaign: 'spring',
  };

  it('creates a draft that is not public, then publishes it; each change is audited', async () => {
    const created = await h.call('POST', '/console/api/landing-pages', { headers: marketing, body: page });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ slug: 'spring-2027', status: 'draft', endsAt: null });
    expect((await h.call('GET', '/v1/landing-pages/spring-2027')).status).toBe(404);

    const published = await h.call('PATCH', `/console/api/landing-pages/${created.body.id}`, {
      headers: marketing,
      body: { status: 'published' },
    });
    expect(published.status).toBe(200);
    const open = await h.call('GET', '/v1/landing-pages/spring-2027');
    expect(open.status).toBe(200);
    expect(open.body).toMatchObject({ title: '春季裝修活動', quoteModule: 'land_spring', ended: false });

    const actions = (
      await h.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.subjectType, 'landing_page'))
        .orderBy(desc(auditLog.id))
    ).map((row) => row.action);
    expect(actions.slice(0, 2)).toEqual(['landing.publish', 'landing.create']);
  });

  it('unpublishes: the public page is gone again, and the audit log says landing.unpublish', async () => {
    const created = await h.call('POST', '/console/api/landing-pages', {
      headers: marketing,
      body: { ...page, slug: 'unpublish-2027', status: 'published' },
    });
    expect((await h.call('GET', '/v1/landing-pages/unpublish-2027')).status).toBe(200);
    const edited = await h.call('PATCH', `/console/api/landing-pages/${created.body.id}`, {
      headers: marketing,
      body: { heroText: '第一行\n第二行\n\n第二段' },
    });
    expect(edited.body).toMatchObject({ status: 'published', heroText: '第一行\n第二行\n\n第二段' });
    const unpublished = await h.call('PATCH', `/console/api/landing-pages/${created.body.id}`, {
      headers: marketing,
      body: { status: 'draft' },
    });
    expect(unpublished.body).toMatchObject({ status: 'draft' });
    expect((await h.call('GET', '/v1/landing-pages/unpublish-2027')).status).toBe(404);
    const actions = (
      await h.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.subjectId, String(created.body.id)))
        .orderBy(desc(auditLog.id))
    )
      .filter((row) => row.subjectType === 'landing_page')
      .map((row) => row.action);
    expect(actions).toEqual(['landing.unpublish', 'landing.update', 'landing.create']);
  });

  it('says what is wrong with a refused field, in zh-TW', async () => {
    const refused = async (body: Record<string, unknown>) => {
      const answer = await h.call('POST', '/console/api/landing-pages', { headers: marketing, body });
      expect(answer.status).toBe(422);
      return JSON.stringify(answer.body);
    };
    expect(await refused({ ...page, slug: 'no-title', title: '' })).toContain(
      consoleLandingMessages.titleRequired,
    );
    expect(await refused({ ...page, slug: 'Bad Slug' })).toContain(consoleMessages.landing.badSlug);
    expect(await refused({ ...page, slug: 'bad-image', heroImage: 'javascript:alert(1)' })).toContain(
      consoleLandingMessages.badImageUrl,
    );
    expect(
      await refused({ ...page, slug: 'no-heading', sections: [{ heading: '', body: '內容' }] }),
    ).toContain(consoleLandingMessages.sectionHeadingRequired);
  });

  it('says the campaign has ended after the end date', async () => {
    const created = await h.call('POST', '/console/api/landing-pages', {
      headers: marketing,
      body: { ...page, slug: 'ended-2020', status: 'published', endsAt: '2020-01-01T00:00:00+08:00' },
    });
    expect(created.status).toBe(201);
    const open = await h.call('GET', '/v1/landing-pages/ended-2020');
    expect(open.body.ended).toBe(true);
  });

  it("answers 409 for a taken slug, 422 for a bad one or a fixed page's", async () => {
    expect(
      (await h.call('POST', '/console/api/landing-pages', { headers: marketing, body: page })).status,
    ).toBe(409);
    const bad = await h.call('POST', '/console/api/landing-pages', {
      headers: marketing,
      body: { ...page, slug: '../Admin' },
    });
    expect(bad.status).toBe(422);
    const fixed = await h.call('POST', '/console/api/landing-pages', {
      headers: marketing,
      body: { ...page, slug: 'heal' },
    });
    expect(fixed.status).toBe(422);
  });

  it('refuses support (403), no session (401) and a foreign Origin (403)', async () => {
    expect((await h.call('GET', '/console/api/landing-pages', { headers: support })).status).toBe(403);
    expect((await h.call('GET', '/console/api/landing-pages')).status).toBe(401);
    const foreign = await h.call('POST', '/console/api/landing-pages', {
      headers: { ...marketing, origin: 'https://evil.example' },
      body: { ...page, slug: 'evil' },
    });
    expect(foreign.status).toBe(403);
  });
});
