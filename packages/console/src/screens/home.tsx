/**
 * The overview (docs/spec/console.md#overview), the console's home: who is signed in, and the
 * figures the role may read — today's and this week's leads against the same span before, the
 * leads still waiting for the call-back promised within 24 hours (drawn to the eye, with a link to
 * the inbox filtered to them), this week's conversion, and the reviews waiting for moderation.
 * Days and weeks are Taiwan's; the server counts them (GET /console/api/overview).
 */
import type { Overview } from '@renovo/core/contracts';
import { format, consoleMessages as m, consoleOverviewMessages as o } from '@renovo/core/messages';
import { Link } from 'react-router';
import { overviewRoute } from '../api/routes.ts';
import { LoadState, Screen } from '../components.tsx';
import { Change, percent, Stat } from '../figures.tsx';
import { useSession } from '../session.tsx';
import { useData } from '../use-data.ts';

/** The time of an instant in Taiwan, hours and minutes. */
function taipeiTime(iso: string): string {
  return new Date(iso).toLocaleTimeString('zh-TW', {
    timeZone: 'Asia/Taipei',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
}

/** Today's and this week's leads, and those waiting past the call-back promise. */
function LeadFigures({ leads, overview }: { leads: NonNullable<Overview['leads']>; overview: Overview }) {
  const { waiting } = leads;
  const hours = waiting.oldest_at
    ? Math.floor((Date.parse(overview.server_time) - Date.parse(waiting.oldest_at)) / 3_600_000)
    : 0;
  return (
    <section aria-labelledby="overview-leads">
      <h2 id="overview-leads">{o.leadsHeading}</h2>
      <div className="stats">
        <Stat title={m.home.newLeads} value={format(o.count, { n: leads.today.count })}>
          <p>
            {format(o.vsYesterday, { n: leads.today.previous })}{' '}
            <Change now={leads.today.count} before={leads.today.previous} />
          </p>
          <p>
            <Link to={`/leads?from=${overview.today}`}>{o.todayLink}</Link>
          </p>
        </Stat>
        <Stat title={o.weekLeads} value={format(o.count, { n: leads.week.count })}>
          <p>
            {format(o.vsLastWeek, { n: leads.week.previous })}{' '}
            <Change now={leads.week.count} before={leads.week.previous} />
          </p>
        </Stat>
        <Stat title={o.waiting} value={format(o.count, { n: waiting.count })} alert={waiting.count > 0}>
          {waiting.count > 0 ? (
            <>
              <p>
                {hours < 48
                  ? format(o.waitingOldest, { hours })
                  : format(o.waitingOldestDays, { days: Math.floor(hours / 24) })}
              </p>
              <p>
                <Link to="/leads?view=overdue">{format(o.waitingLink, { n: waiting.count })}</Link>
              </p>
            </>
          ) : (
            <p>{o.waitingNone}</p>
          )}
          <p className="hint">{o.waitingHint}</p>
        </Stat>
      </div>
    </section>
  );
}

export function Home() {
  const { staff } = useSession();
  const answer = useData<Overview>(overviewRoute);
  const data = answer.data;
  const nothing = data && !data.leads && !data.conversion && !data.moderation;
  return (
    <Screen
      title={m.home.title}
      actions={
        <button type="button" className="secondary" onClick={answer.reload}>
          {o.refresh}
        </button>
      }
    >
      <p className="secondary-line">
        {format(m.home.welcome, { email: staff.email })} ·{' '}
        {format(m.home.role, { role: m.roles[staff.role] })}
      </p>
      <LoadState loading={answer.loading} error={answer.error} />
      {data ? (
        <>
          <p className="secondary-line">
            {format(o.asOf, { time: taipeiTime(data.server_time), today: data.today, week: data.week_start })}
          </p>
          {data.leads ? <LeadFigures leads={data.leads} overview={data} /> : null}
          {data.conversion ? (
            <section aria-labelledby="overview-conversion">
              <h2 id="overview-conversion">{o.conversionHeading}</h2>
              <div className="stats">
                <Stat title={o.conversion} value={percent(data.conversion.rate)}>
                  <p className="hint">{o.conversionHint}</p>
                  {data.conversion.exposure === 0 ? <p>{o.conversionNone}</p> : null}
                  <p>{format(o.vsLastWeekRate, { rate: percent(data.conversion.previous_rate) })}</p>
                  <p>
                    <Link to="/attribution">{o.toAttribution}</Link>
                  </p>
                </Stat>
              </div>
            </section>
          ) : null}
          {data.moderation ? (
            <section aria-labelledby="overview-moderation">
              <h2 id="overview-moderation">{o.moderationHeading}</h2>
              <div className="stats">
                <Stat
                  title={o.pendingReviews}
                  value={format(o.count, { n: data.moderation.reviews })}
                  alert={data.moderation.reviews + data.moderation.replies > 0}
                >
                  <p>{format(o.pendingReplies, { n: data.moderation.replies })}</p>
                  <p>
                    <Link to="/reviews">{o.toReviews}</Link>
                  </p>
                </Stat>
              </div>
            </section>
          ) : null}
          {nothing ? <p>{o.nothingForRole}</p> : null}
        </>
      ) : null}
    </Screen>
  );
}
