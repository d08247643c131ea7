/**
 * Recomputes a company's rating figures from its published on-site ratings: count, average,
 * per-dimension averages and the reputation score of the ranking — a Bayesian average that
 * pulls companies with few ratings towards a prior of 4.0 (weight of 5 ratings), so a single
 * 5-star rating does not top the ranking.
 */
import { REPUTATION } from '@renovo/core/data';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';

/** Prior mean and weight of the reputation score (core's REPUTATION, which the ranking page states). */
const REPUTATION_PRIOR = { mean: REPUTATION.priorMean, weight: REPUTATION.priorWeight } as const;

/** Refreshes one company, or every company when `companyId` is omitted. */
export async function refreshCompanyRatings(db: Db | Tx, companyId?: number): Promise<void> {
  const only = companyId === undefined ? sql`` : sql`and r.company_id = ${companyId}`;
  const target = companyId === undefined ? sql`` : sql`and c.id = ${companyId}`;
  await db.execute(sql`
    update companies c set
      rating_count = coalesce(s.n, 0),
      rating_avg_x100 = coalesce(s.avg_x100, 0),
      reputation_x100 = coalesce(s.reputation_x100, ${REPUTATION_PRIOR.mean * 100}),
      scores = coalesce(s.scores, '{}'::jsonb)
    from (select c2.id from companies c2) ids
    left join (
      select r.company_id,
        count(*)::int as n,
        round(avg(r.score) * 100)::int as avg_x100,
        round((${REPUTATION_PRIOR.mean * REPUTATION_PRIOR.weight} + sum(r.score)) * 100.0 / (${REPUTATION_PRIOR.weight} + count(*)))::int as reputation_x100,
        (
          select coalesce(jsonb_object_agg(d.key, d.average), '{}'::jsonb)
          from (
            select e.key, round(avg(e.value::numeric), 1) as average
            from company_ratings r2, jsonb_each_text(r2.scores) e
            where r2.company_id = r.company_id and r2.status = 'published'
            group by e.key
          ) d
        ) as scores
      from company_ratings r
      where r.status = 'published' ${only}
      group by r.company_id
    ) s on s.company_id = ids.id
    where c.id = ids.id ${target}
  `);
}
