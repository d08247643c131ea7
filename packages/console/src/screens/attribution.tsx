/**
 * Attribution (docs/spec/console.md#attribution): leads per day grouped by partner, module, landing page or
 * UTM
 * source/campaign, and the funnel exposure → open → submit → verified, over a date range. Each
 * chart has its data table (what a screen reader reads).
 */
import { consoleMessages as m } from '@renovo/core/messages';
import { useMemo, useState } from 'react';
import { attributionRoute, funnelRoute } from '../api/routes.ts';
import { type BarData, Bars } from '../chart.tsx';
import { LoadState, Screen, TableWrap } from '../components.tsx';
import type { Attribution as AttributionData, Funnel } from '../types.ts';
import { useData } from '../use-data.ts';

const GROUPS = [
  ['partner', m.attribution.byPartner],
  ['module', m.attribution.byModule],
  ['landing', m.attribution.byLanding],
  ['utm_source', m.attribution.byUtmSource],
  ['utm_campaign', m.attribution.byUtmCampaign],
] as const;

/** A date `days` before today, as YYYY-MM-DD in Taiwan. */
function dayBefore(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Taipei' });
}

/** Rows (day, key, count) as chart series: one per key, days as labels. */
function perDaySeries(rows: AttributionData['days']): BarData {
  const labels = [...new Set(rows.map((r) => r.day))].sort();
  const keys = [...new Set(rows.map((r) => r.key || m.attribution.none))];
  const series = keys.map((key) => ({
    name: key,
    data: labels.map((day) =>
      rows
        .filter((r) => r.day === day && (r.key || m.attribution.none) === key)
        .reduce((n, r) => n + r.leads, 0),
    ),
  }));
  return { labels, series };
}

export function Attribution() {
  const [range, setRange] = useState({ from: dayBefore(13), to: dayBefore(0), group: 'partner' });
  const [applied, setApplied] = useState(range);
  const answer = useData<AttributionData>(attributionRoute, { query: applied });
  const funnelAnswer = useData<Funnel>(funnelRoute, { query: { from: applied.from, to: applied.to } });
  const perDay = useMemo(() => perDaySeries(answer.data?.days ?? []), [answer.data]);
  const funnel = funnelAnswer.data;
  const funnelData = useMemo<BarData>(
    () => ({
      labels: [m.attribution.exposure, m.attribution.open, m.attribution.submit, m.attribution.verifiedStep],
      series: [
        {
          name: m.attribution.funnel,
          data: funnel ? [funnel.exposure, funnel.open, funnel.submit, funnel.verified] : [],
        },
      ],
    }),
    [funnel],
  );
  return (
    <Screen title={m.attribution.title}>
      <form
        className="filters"
        onSubmit={(e) => {
          e.preventDefault();
          setApplied(range);
        }}
      >
        <label>
          {m.common.from}
          <input
            type="date"
            value={range.from}
            onChange={(e) => setRange({ ...range, from: e.target.value })}
          />
        </label>
        <label>
          {m.common.to}
          <input type="date" value={range.to} onChange={(e) => setRange({ ...range, to: e.target.value })} />
        </label>
        <label>
          {m.attribution.by}
          <select value={range.group} onChange={(e) => setRange({ ...range, group: e.target.value })}>
            {GROUPS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">{m.common.apply}</button>
      </form>
      <LoadState
        loading={answer.loading || funnelAnswer.loading}
        error={answer.error ?? funnelAnswer.error}
      />
      <div className="split">
        <section className="panel" aria-labelledby="per-day">
          <h2 id="per-day">{m.attribution.perDay}</h2>
          <Bars data={perDay} label={m.attribution.perDay} stacked />
          <details>
            <summary>{m.attribution.table}</summary>
            <TableWrap label={m.attribution.table}>
              <table>
                <thead>
                  <tr>
                    <th scope="col">{m.attribution.day}</th>
                    {perDay.series.map((s) => (
                      <th scope="col" key={s.name}>
                        {s.name}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {perDay.labels.map((day, i) => (
                    <tr key={day}>
                      <th scope="row">{day}</th>
                      {perDay.series.map((s) => (
                        <td key={s.name}>{s.data[i]}</td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </TableWrap>
          </details>
        </section>
        <section className="panel" aria-labelledby="funnel">
          <h2 id="funnel">{m.attribution.funnel}</h2>
          <Bars data={funnelData} label={m.attribution.funnel} horizontal />
          <table>
            <tbody>
              {funnelData.labels.map((label, i) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td>{funnelData.series[0]?.data[i] ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
    </Screen>
  );
}
