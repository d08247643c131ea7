/**
 * Privacy covers every table that holds personal data, seen from outside: the export lists the
 * person's reviews (with their text) and every table declared exported; the erasure withdraws a
 * pending review from the moderation queue (it can no longer be published), removes a published
 * one from the company's page and figures, and deletes or anonymises every table declared so.
 * A review left by an author erased earlier is never moderated and the retention job removes it.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shares, users, visits } from '../db/schema.ts';
import { companyApplications, companyInvites, companyMembers } from '../db/schema-company-side.ts';
import { companies } from '../db/schema-content.ts';
import { leadNotes } from '../db/schema-leads.ts';
import { companyRatings } from '../db/schema-reviews.ts';
import { socialIdentities } from '../db/schema-social.ts';
import { imageSaves, styleTestResults, surveyResponses } from '../db/schema-visitors.ts';
import { RETENTION_JOBS } from '../services/retention/jobs.ts';
import { asStaff, type SignedInStaff, signedInStaff } from '../testing/console.ts';
import {
  createHarness,
  DATABASE_LANES,
  solveCodeChallengeInNode,
  type TestHarness,
} from '../testing/harness.ts';
import { PERSONAL_DATA, type PersonalDataRule } from './personal-data.ts';

const scores = { design: 5, construction: 5, service: 5, budget: 5, schedule: 5 };
/** Free text with an address and a phone, as an owner may write it. */
const PERSONAL_TEXT = '我家在台北市大安區信義路三段 100 號 5 樓，有問題打 0912345678 找王小明。';
const PUBLISHED_TEXT = '王小明推薦：設計師很用心，工班也很細心，推薦給大家。';

describe.each(DATABASE_LANES)(
  'privacy export and erase cover reviews and every owner table, on %s',
  (lane) => {
    let h: TestHarness;
    let editor: SignedInStaff;
    let ipCount = 0;
    beforeAll(async () => {
      h = await createHarness({ lane });
      editor = await signedInStaff(h, 'editor', 'ed-privacy@example.com');
    });
    afterAll(() => h.close());

    /** Sends a privacy code to `mobile` (solving the challenge if asked) and reads it from the outbox. */
    async function privacyCode(mobile: string): Promise<string> {
      ipCount += 1;
      const headers = { 'x-forwarded-for': `192.0.2.${ipCount}` };
      const body: Record<string, unknown> = { medium: 'sms', type: 'privacy', username: mobile };
      let sent = await h.call('POST', '/v1/codes', { body, headers });
      if (sent.status === 428) {
        body.challenge = await solveCodeChallengeInNode(sent.body.challenge);
        sent = await h.call('POST', '/v1/codes', { body, headers });
      }
      expect(sent.status, JSON.stringify(sent.body)).toBe(200);
      const code = (await h.call('GET', `/v1/codes?username=${mobile}`)).body.data.code as string;
      h.clock.advance(61_000);
      return code;
    }
    const exportOf = async (mobile: string) => {
      const answer = await h.call('POST', '/v1/privacy/export', {
        body: { mobile, code: await privacyCode(mobile) },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.data;
    };
    const erase = async (mobile: string) => {
      const answer = await h.call('POST', '/v1/privacy/erase', {
        body: { mobile, code: await privacyCode(mobile) },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.data;
    };

    /** A review through both steps; answers its id (pending). */
    async function review(token: string, companyId: number, content: string): Promise<number> {
      const one = await h.call('POST', '/api/ratings/submit_step_one', {
        body: { company_id: companyId, scores },
        token,
      });
      expect(one.status, JSON.stringify(one.body)).toBe(200);
      const two = await h.call('POST', '/api/ratings/submit_step_two', {
        body: { id: one.body.data.id, labels: one.body.data.labels.slice(0, 1), content },
        token,
      });
      expect(two.status, JSON.stringify(two.body)).toBe(200);
      return one.body.data.id;
    }
    const approve = (id: number) =>
      h.call('POST', `/console/api/reviews/${id}/approve`, { headers: asStaff(editor) });
    const queue = async () =>
      (await h.call('GET', '/console/api/reviews?status=pending', { headers: asStaff(editor) })).body
        .data as {
        id: number;
      }[];
    const companyPage = async (id: number) => (await h.call('GET', `/v1/company/rating?id=${id}`)).body.data;
    const figures = async (id: number) =>
      (
        await h.db
          .select({
            n: companies.ratingCount,
            avg: companies.ratingAvgX100,
            reputation: companies.reputationX100,
          })
          .from(companies)
          .where(eq(companies.id, id))
      )[0]!;
    const userIdOf = async (mobile: string) =>
      (await h.db.select({ id: users.id }).from(users).where(eq(users.mobile, mobile)))[0]!.id;

    it('export lists the reviews; erase withdraws the pending one from moderation and removes the published one from the company page', async () => {
      const mobile = '0957000001';
      const token = await h.login(mobile);
      await h.db.update(users).set({ name: '王小明' }).where(eq(users.mobile, mobile));
      const before = await figures(26);
      const pendingId = await review(token, 25, PERSONAL_TEXT);
      const publishedId = await review(token, 26, PUBLISHED_TEXT);
      expect((await approve(publishedId)).status).toBe(200);
      const page = await companyPage(26);
      expect(page.latest.map((r: { id: number }) => r.id)).toContain(publishedId);
      expect(JSON.stringify(page)).toContain('王小明');
      expect(JSON.stringify(page)).toContain(PUBLISHED_TEXT);
      expect(await figures(26)).not.toEqual(before);

      const exported = await exportOf(mobile);
      expect(exported.reviews).toEqual(
        expect.arrayContaining([
          expect.objectContaining({
            id: pendingId,
            status: 'pending',
            content: PERSONAL_TEXT,
            company_id: 25,
          }),
          expect.objectContaining({
            id: publishedId,
            status: 'published',
            content: PUBLISHED_TEXT,
            company_id: 26,
          }),
        ]),
      );

      const counts = await erase(mobile);
      expect(counts.reviews).toBe(2);
      // The pending review is out of the queue and can no longer be published.
      expect((await queue()).map((r) => r.id)).not.toContain(pendingId);
      expect((await approve(pendingId)).status).toBe(404);
      // The published one no longer shows on the company page (no name, avatar or text) nor counts.
      const after = await companyPage(26);
      const shown = JSON.stringify(after);
      expect(after.latest.map((r: { id: number }) => r.id)).not.toContain(publishedId);
      expect(shown).not.toContain(PUBLISHED_TEXT);
      expect(shown).not.toContain('王小明');
      const list = await h.call('GET', '/hyperf/company_rating/list?company_id=26&per_page=50');
      expect(JSON.stringify(list.body)).not.toContain('王小明');
      expect((await h.call('GET', `/api/ratings/${publishedId}`)).status).toBe(404);
      expect(await figures(26)).toEqual(before);
      expect((await exportOf(mobile)).reviews).toEqual([]);
    });

    it('every table declared exported is in the export and every table declared erased is counted by the erasure', async () => {
      const mobile = '0957000002';
      const token = await h.login(mobile);
      const userId = await userIdOf(mobile);
      await h.call('POST', '/v1/collects', { token, body: { source_id: 12, source_type: 'work' } });
      const quote = await h.call('POST', '/hyperf/valuation/v3/submit', {
        body: { region_id: 8, size: 30, mobile, accepted: 1, notice_version: '2026-11' },
      });
      expect(quote.status, JSON.stringify(quote.body)).toBe(200);
      const consult = await h.call('POST', '/hyperf/clues/consult', {
        body: {
          mobile,
          accepted: 1,
          notice_version: '2026-11',
          type: 'consult',
          source_type: 'work',
          source_id: 5,
        },
      });
      expect(consult.status, JSON.stringify(consult.body)).toBe(200);
      await review(token, 27, PERSONAL_TEXT);
      const device = 'device-of-0957000002';
      await h.db.insert(socialIdentities).values({ provider: 'line', subject: 'U-privacy-2', userId });
      await h.db
        .insert(leadNotes)
        .values({ kind: 'consult', leadId: consult.body.data.id, body: '已致電王先生' });
      await h.db
        .insert(shares)
        .values({ userId, clientUuid: device, shareType: 'line', type: 'work', sourceId: '12' });
      await h.db.insert(visits).values({ userId, clientUuid: device, sourceType: 'work', sourceId: '12' });
      await h.db
        .insert(imageSaves)
        .values({ userId, clientUuid: device, url: '/x.jpg', sourceType: 'work', sourceId: '12' });
      await h.db.insert(styleTestResults).values({ userId, imageIds: [1, 2], styleIds: [3], counts: [] });
      await h.db
        .insert(surveyResponses)
        .values({ userId, surveyKey: 'privacy', answers: { free: '我家三房' } });
      // As a design company's member, an invitee and an applicant (docs/spec/company-side.md).
      await h.db.insert(companyMembers).values({ companyId: 27, userId, role: 'staff' });
      await h.db.insert(companyInvites).values({
        companyId: 28,
        mobile,
        role: 'staff',
        tokenHash: 'privacy-invite',
        expiresAt: new Date(Date.now() + 86_400_000),
      });
      await h.db
        .insert(companyApplications)
        .values({ companyName: '隱私設計', taxId: '04595257', contactName: '王先生', mobile, regionId: 1 });

      const owners = (Object.entries(PERSONAL_DATA) as [string, PersonalDataRule][]).filter(
        (e): e is [string, Extract<PersonalDataRule, { erase: string }>] => 'erase' in e[1],
      );
      const exported = await exportOf(mobile);
      for (const [table, rule] of owners) {
        if (rule.export === null) continue;
        const listed = exported[rule.export];
        expect(
          Array.isArray(listed) ? listed.length : listed ? 1 : 0,
          `${table} → export.${rule.export}`,
        ).toBeGreaterThan(0);
      }
      expect(exported.account.social_accounts).toEqual([expect.objectContaining({ provider: 'line' })]);
      expect(exported.lead_notes).toEqual([expect.objectContaining({ body: '已致電王先生' })]);

      const counts = await erase(mobile);
      for (const [table, rule] of owners) {
        if (rule.counted === null) continue;
        expect(counts[rule.counted], `${table} → erase.${rule.counted}`).toBeGreaterThan(0);
      }
      // Counted traces stay for the counters without the member or the device.
      for (const t of [shares, visits, imageSaves]) {
        expect(await h.db.select().from(t).where(eq(t.clientUuid, device))).toEqual([]);
      }
      const again = await exportOf(mobile);
      for (const key of ['reviews', 'favourites', 'quotes', 'clues', 'lead_notes', 'shares', 'visits']) {
        expect(again[key], key).toEqual([]);
      }
      expect(again.image_saves).toEqual([]);
      expect(again.style_tests).toEqual([]);
      expect(again.survey_answers).toEqual([]);
      expect(again.company_side).toEqual([]);
      expect(again.account).toBeNull();
    });

    it('a review left by an author erased earlier is never moderated, and the retention job removes it', async () => {
      const base = { companyId: 28, userId: null, source: 'rating' as const, avatarUrl: '', score: 1 };
      const [pending] = await h.db
        .insert(companyRatings)
        .values({
          ...base,
          status: 'pending',
          reviewerName: '王小明',
          content: PERSONAL_TEXT,
          submittedAt: h.clock(),
        })
        .returning({ id: companyRatings.id });
      expect((await queue()).map((r) => r.id)).not.toContain(pending!.id);
      expect((await approve(pending!.id)).status).toBe(404);

      const before = await figures(28);
      const [published] = await h.db
        .insert(companyRatings)
        .values({
          ...base,
          status: 'published',
          reviewerName: '王小明',
          content: PUBLISHED_TEXT,
          publishedAt: h.clock(),
        })
        .returning({ id: companyRatings.id });
      expect(JSON.stringify(await companyPage(28))).toContain(PUBLISHED_TEXT);
      const job = RETENTION_JOBS.find((j) => j.name === 'retention-reviews-of-erased-authors')!;
      expect(await job.run(h.db, h.clock(), h.env)).toBeGreaterThanOrEqual(2);
      const left = await h.db
        .select({ id: companyRatings.id })
        .from(companyRatings)
        .where(and(eq(companyRatings.companyId, 28), eq(companyRatings.reviewerName, '王小明')));
      expect(left).toEqual([]);
      expect(JSON.stringify(await companyPage(28))).not.toContain(PUBLISHED_TEXT);
      expect(await figures(28)).toEqual(before);
      expect((await h.call('GET', `/api/ratings/${published!.id}`)).status).toBe(404);
    });
  },
);
