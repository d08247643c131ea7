/**
 * The attribution screen's panels (docs/spec/console.md#attribution): leads per day with a legend,
 * each group's leads against the previous period, and the funnel with the conversion rate of each
 * step. A panel with nothing to count says so and what to do, instead of drawing empty axes.
 */
import type { AttributionAnswer, AttributionGroup, FunnelAnswer } from '@renovo/core/contracts';
import { consoleAttributionMessages as a, format, consoleMessages as m } from '@renovo/core/messages';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { type BarData, Bars, SERIES_MAX } from '../chart.tsx';
import { TableWrap } from '../components.tsx';
import { Change, percent } from '../figures.tsx';
import { useSession } from '../session.tsx';
import { mayOpen } from '../types.ts';

type Total = AttributionAnswer['totals'][number];

/** Every day of a range (`YYYY-MM-DD`, both ends included). */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    days.push(new Date(t).toISOString().slice(0, 10));
  }
  return days;
}

/** A day on a chart's axis: month/day. */
function shortDay(day: string): string {
  return `${Number(day.slice(5, 7))}/${Number(day.slice(8, 10))}`;
}

/** What a marketer reads for a group's key: the partner's name, the site itself, a page without its scheme. */
function labelOf(group: AttributionGroup, total: Pick<Total, 'key' | 'name'>): string {
  if (group === 'partner') return total.name ?? total.key ?? a.ownSite;
  if (total.key === null) return m.attribution.none;
  return group === 'landing' ? total.key.replace(/^https?:\/\//, '') : total.key;
}

/** Leads per day as chart series: the groups with most leads, the rest folded into one. */
function perDaySeries(answer: AttributionAnswer, group: AttributionGroup, days: string[]): BarData {
  const counted = answer.totals.filter((t) => t.leads > 0);
  const own = counted.length > SERIES_MAX ? counted.slice(0, SERIES_MAX - 1) : counted;
  const rest = new Set(counted.slice(own.length).map((t) => t.key));
  const ofDay = (day: string, keep: (key: string | null) => boolean) =>
    answer.days.filter((d) => d.day === day && keep(d.key)).reduce((n, d) => n + d.leads, 0);
  const series = own.map((t) => ({
    name: labelOf(group, t),
    data: days.map((day) => ofDay(day, (key) => key === t.key)),
  }));
  if (rest.size > 0) {
    series.push({
      name: format(a.others, { n: rest.size }),
      data: days.map((day) => ofDay(day, (key) => rest.has(key))),
    });
  }
  return { labels: days, series };
}

/** No leads in the range: what to try, and where leads come from. */
function NoLeads() {
  const { staff } = useSession();
  return (
    <div className="empty-state">
      <p>{a.emptyLeads}</p>
      <p>{a.emptyLeadsHelp}</p>
      <ul>
        {mayOpen(staff.role, 'embed') ? (
          <li>
            <Link to="/embed">{a.toEmbed}</Link>
          </li>
        ) : null}
        {mayOpen(staff.role, 'landing') ? (
          <li>
            <Link to="/landing">{a.toLanding}</Link>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

/** Leads per day, stacked by group, with its legend and its table. */
export function PerDayPanel({ answer, group }: { answer: AttributionAnswer; group: AttributionGroup }) {
  const days = useMemo(() => daysOf(answer.from, answer.to), [answer]);
  const chart = useMemo(() => perDaySeries(answer, group, days), [answer, group, days]);
  const columns = answer.totals.filter((t) => t.leads > 0);
  return (
    <section className="panel" aria-labelledby="per-day">
      <h2 id="per-day">{m.attribution.perDay}</h2>
      {answer.total === 0 ? (
        <NoLeads />
      ) : (
        <>
          <Bars data={chart} label={m.attribution.perDay} stacked legend shortLabel={shortDay} />
          <details>
            <summary>{m.attribution.table}</summary>
            <TableWrap label={m.attribution.table}>
              <table className="figures-table">
                <thead>
                  <tr>
                    <th scope="col">{m.attribution.day}</th>
                    {columns.map((t) => (
                      <th scope="col" key={String(t.key)}>
                        {labelOf(group, t)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {days.map((day) => (
                    <tr key={day}>
                      <th scope="row">{day}</th>
                      {columns.map((t) => (
                        <td key={String(t.key)}>
                          {answer.days.find((d) => d.day === day && d.key === t.key)?.leads ?? 0}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
          </details>
        </>
      )}
    </section>
  );
}

/** Each group's leads, its share, and the previous period's. */
export function GroupTable({
  answer,
  group,
  groupName,
}: {
  answer: AttributionAnswer;
  group: AttributionGroup;
  groupName: string;
}) {
  const title = format(a.byGroup, { group: groupName });
  if (answer.totals.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="by-group">
      <h2 id="by-group">{title}</h2>
      <TableWrap label={title}>
        <table className="figures-table">
          <thead>
            <tr>
              <th scope="col">{groupName}</th>
              <th scope="col">{m.attribution.count}</th>
              <th scope="col">{a.share}</th>
              <th scope="col">{a.previous}</th>
            </tr>
          </thead>
          <tbody>
            {answer.totals.map((t) => (
              <tr key={String(t.key)}>
                <th scope="row">
                  {labelOf(group, t)}
                  {group === 'partner' && t.name && t.key ? (
                    <span className="secondary-text">{t.key}</span>
                  ) : null}
                </th>
                <td>{t.leads}</td>
                <td>{percent(answer.total ? t.leads / answer.total : null)}</td>
                <td>
                  {t.previous} <Change now={t.leads} before={t.previous} compact />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableWrap>
    </section>
  );
}

const STEPS = [
  ['exposure', m.attribution.exposure, null],
  ['open', m.attribution.open, 'open'],
  ['submit', m.attribution.submit, 'submit'],
  ['verified', m.attribution.verifiedStep, 'verified'],
] as const;

/** The funnel: a bar per step with its count, and each step's rate from the step before. */
export function FunnelPanel({ funnel }: { funnel: FunnelAnswer }) {
  const chart = useMemo<BarData>(
    () => ({
      labels: STEPS.map(([, label]) => label),
      series: [{ name: m.attribution.funnel, data: STEPS.map(([step]) => funnel[step]) }],
    }),
    [funnel],
  );
  const nothing = STEPS.every(([step]) => funnel[step] === 0);
  return (
    <section className="panel" aria-labelledby="funnel">
      <h2 id="funnel">{m.attribution.funnel}</h2>
      {nothing ? (
        <div className="empty-state">
          <p>{a.emptyFunnel}</p>
          <p>{a.emptyFunnelHelp}</p>
        </div>
      ) : (
        <>
          <Bars data={chart} label={m.attribution.funnel} horizontal values />
          <TableWrap label={m.attribution.funnel}>
            <table className="figures-table short-rows">
              <thead>
                <tr>
                  <th scope="col">{a.step}</th>
                  <th scope="col">{m.attribution.count}</th>
                  <th scope="col">{a.stepRate}</th>
                  <th scope="col">{a.ofExposure}</th>
                  <th scope="col">{a.previous}</th>
                </tr>
              </thead>
              <tbody>
                {STEPS.map(([step, label, rate]) => (
                  <tr key={step}>
                    <th scope="row">{label}</th>
                    <td>{funnel[step]}</td>
                    <td>{rate ? percent(funnel.rates[rate]) : ''}</td>
                    <td>{percent(funnel.exposure ? funnel[step] / funnel.exposure : null)}</td>
                    <td>
                      {funnel.previous[step]}{' '}
                      <Change now={funnel[step]} before={funnel.previous[step]} compact />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
          {funnel.exposure === 0 ? <p className="hint">{a.noExposure}</p> : null}
          <p className="hint">{a.submitNote}</p>
        </>
      )}
    </section>
  );
}
