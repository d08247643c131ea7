/**
 * An owner has at most one pending or published review of a company, whether the company is
 * given by its id or named (off-site flow): a name that is a listed company's name (up to width,
 * case and spaces) is that company; two off-site names spelled alike are one company.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../db/schema-content.ts';
import { companyRatings } from '../../db/schema-reviews.ts';
import { createHarness, DATABASE_LANES, type TestHarness } from '../../testing/harness.ts';

const scores = { design: 4, construction: 4, service: 4, budget: 4, schedule: 4 };
const text = '設計師很用心，工班也很細心，推薦給大家。';

describe.each(DATABASE_LANES)(
  'one review per company per owner, however the company is named, on %s',
  (lane) => {
    let h: TestHarness;
    let mobileCount = 0;
    beforeAll(async () => {
      h = await createHarness({ lane });
    });
    afterAll(() => h.close());

    const owner = () => h.login(`09680000${String(++mobileCount).padStart(2, '0')}`);
    const nameOf = async (id: number) =>
      (await h.db.select({ name: companies.name }).from(companies).where(eq(companies.id, id)))[0]!.name;

    const stepOne = (token: string, body: Record<string, unknown>) =>
      h.call('POST', '/api/ratings/submit_step_one', { body: { ...body, scores }, token });

    /** Both steps; answers the step-two answer (status and body). */
    async function submit(token: string, body: Record<string, unknown>) {
      const one = await stepOne(token, body);
      if (one.status !== 200) return one;
      return h.call('POST', '/api/ratings/submit_step_two', {
        body: { id: one.body.data.id, labels: one.body.data.labels.slice(0, 1), content: text },
        token,
      });
    }

    /** The owner's pending or published reviews. */
    const reviewsOf = async (token: string) => {
      const me = (await h.call('GET', '/v1/user/info', { token })).body.data;
      return h.db
        .select({ companyId: companyRatings.companyId, companyName: companyRatings.companyName })
        .from(companyRatings)
        .where(
          and(eq(companyRatings.userId, me.id), inArray(companyRatings.status, ['pending', 'published'])),
        );
    };

    it('a listed company reviewed by id cannot be reviewed again by its name, in any spelling', async () => {
      const token = await owner();
      const first = await submit(token, { company_id: 21 });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const name = await nameOf(21);
      const spellings = [name, ` ${name} `, [...name].join(' '), name.toUpperCase(), name.toLowerCase()];
      for (const company_name of spellings) {
        const again = await submit(token, { company_name });
        expect(again.status, company_name).toBe(409);
        expect(again.body.message).toBe('您已評價過這家設計公司');
      }
      expect(await reviewsOf(token)).toEqual([{ companyId: 21, companyName: null }]);
    });

    it('a listed company named by its name is that company: the review is stored under its id and an id review after it is refused', async () => {
      const token = await owner();
      const name = await nameOf(22);
      const first = await submit(token, { company_name: `  ${name}` });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body.data.company).toMatchObject({ id: 22 });
      const again = await submit(token, { company_id: 22 });
      expect(again.status).toBe(409);
      expect(await reviewsOf(token)).toEqual([{ companyId: 22, companyName: null }]);
    });

    it('a company not on the site is reviewed once: the same name spelled otherwise is the same company', async () => {
      const token = await owner();
      const first = await submit(token, { company_name: '巷尾 Design 工作室' });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body.data).toMatchObject({ company: null, company_name: '巷尾 Design 工作室' });
      for (const company_name of ['巷尾design工作室', '  巷尾  ＤＥＳＩＧＮ  工作室 ']) {
        const again = await submit(token, { company_name });
        expect(again.status, company_name).toBe(409);
      }
      expect(await reviewsOf(token)).toHaveLength(1);
    });

    it('other owners and other companies are not affected', async () => {
      const name = await nameOf(23);
      const one = await submit(await owner(), { company_id: 23 });
      const two = await submit(await owner(), { company_name: name });
      const offsite = await submit(await owner(), { company_name: '巷尾 Design 工作室' });
      expect([one.status, two.status, offsite.status]).toEqual([200, 200, 200]);
    });
  },
);
