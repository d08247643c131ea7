/**
 * Attribution (docs/spec/console.md#attribution): leads per day grouped by partner (by name), module,
 * landing page or UTM source/campaign, and the funnel exposure → open → submit → verified with its
 * conversion rates, over a date range and against the period before it (as many days, just
 * before), for every partner or one. Each chart has its legend and its data table (what a screen
 * reader reads); an empty range says what to do.
 */
import type { AttributionAnswer, AttributionGroup, FunnelAnswer } from '@renovo/core/contracts';
import { consoleAttributionMessages as a, format, consoleMessages as m } from '@renovo/core/messages';
import { useState } from 'react';
import { attributionRoute, funnelRoute, inboxLookupsRoute } from '../api/routes.ts';
import { LoadState, Screen } from '../components.tsx';
import { Change, percent, Stat } from '../figures.tsx';
import type { InboxLookups } from '../types.ts';
import { useData } from '../use-data.ts';
import { daysOf, FunnelPanel, GroupTable, PerDayPanel } from './attribution-panels.tsx';
import { PartnerOptions } from './partner-options.tsx';

const GROUPS: readonly (readonly [AttributionGroup, string])[] = [
  ['partner', m.attribution.byPartner],
  ['module', m.attribution.byModule],
  ['landing', m.attribution.byLanding],
  ['utm_source', m.attribution.byUtmSource],
  ['utm_campaign', m.attribution.byUtmCampaign],
];

/** The quick ranges, in days ending today. */
const QUICK_DAYS = [7, 30, 90] as const;

/** A date `days` before today, as YYYY-MM-DD in Taiwan. */
function dayBefore(days: number): string {
  return new Date(Date.now() - days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Asia/Taipei' });
}

interface Filters {
  from: string;
  to: string;
  group: AttributionGroup;
  partner: string;
}

export function Attribution() {
  const [range, setRange] = useState<Filters>({
    from: dayBefore(13),
    to: dayBefore(0),
    group: 'partner',
    partner: '',
  });
  const [applied, setApplied] = useState(range);
  const lookups = useData<InboxLookups>(inboxLookupsRoute);
  const partner = applied.partner || undefined;
  const answer = useData<AttributionAnswer>(attributionRoute, {
    query: { from: applied.from, to: applied.to, group: applied.group, partner },
  });
  const funnelAnswer = useData<FunnelAnswer>(funnelRoute, {
    query: { from: applied.from, to: applied.to, partner },
  });
  const data = answer.data;
  const funnel = funnelAnswer.data;
  const groupName = GROUPS.find(([value]) => value === applied.group)?.[1] ?? '';
  const quick = (days: number) => {
    const next = { ...range, from: dayBefore(days - 1), to: dayBefore(0) };
    setRange(next);
    setApplied(next);
  };
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
          <select
            value={range.group}
            onChange={(e) => setRange({ ...range, group: e.target.value as AttributionGroup })}
          >
            {GROUPS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          {m.attribution.byPartner}
          <select value={range.partner} onChange={(e) => setRange({ ...range, partner: e.target.value })}>
            <option value="">{a.allPartners}</option>
            <PartnerOptions partners={lookups.data?.partners} />
          </select>
        </label>
        <button type="submit">{m.common.apply}</button>
      </form>
      <fieldset className="quick-ranges">
        <legend>{a.quickRanges}</legend>
        <div>
          {QUICK_DAYS.map((days) => (
            <button key={days} type="button" className="secondary" onClick={() => quick(days)}>
              {format(a.lastDays, { n: days })}
            </button>
          ))}
        </div>
      </fieldset>
      <LoadState
        loading={answer.loading || funnelAnswer.loading}
        error={answer.error ?? funnelAnswer.error}
      />
      {data && funnel ? (
        <>
          <section aria-labelledby="summary">
            <h2 id="summary">{a.summary}</h2>
            <p className="secondary-line">
              {format(a.range, { from: data.from, to: data.to, n: daysOf(data.from, data.to).length })}
              {' · '}
              {format(a.previousRange, { from: data.previous.from, to: data.previous.to })}
            </p>
            <div className="stats">
              <Stat title={a.leadsInRange} value={String(data.total)}>
                <p>
                  {a.previous} {data.previous.total} <Change now={data.total} before={data.previous.total} />
                </p>
              </Stat>
              <Stat title={a.overall} value={percent(funnel.rates.overall)}>
                <p className="hint">{a.overallHint}</p>
                <p>
                  {a.previous} {percent(funnel.previous.rates.overall)}
                </p>
              </Stat>
            </div>
          </section>
          <div className="split">
            <PerDayPanel answer={data} group={applied.group} />
            <FunnelPanel funnel={funnel} />
          </div>
          <GroupTable answer={data} group={applied.group} groupName={groupName} />
        </>
      ) : null}
    </Screen>
  );
}
