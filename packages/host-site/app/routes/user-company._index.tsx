/**
 * `/user-company` — 總覽: this Taiwan month's offers, answer time, acceptance, reports, reviews
 * and the capacity left of the member's company (GET /v1/company/dashboard).
 */
import { companySideMessages, format, getCompanyDashboard, companyCentreMessages as m } from '@renovo/core';
import { Link } from 'react-router';
import { CentreState } from '../components/company-centre/centre-state.tsx';
import { useCentreData } from '../components/company-centre/use-centre-data.ts';
import { browserApi } from '../lib/browser.ts';

const value = (n: number | null, words: string) => (n === null ? m.noValue : format(words, { n }));

/** The dashboard. */
export default function CentreDashboard() {
  const dashboard = useCentreData(() => getCompanyDashboard(browserApi()));
  return (
    <section aria-labelledby="centre-dashboard">
      <h2 id="centre-dashboard">{m.dashboardHeading}</h2>
      <CentreState
        data={dashboard}
        reload={dashboard.reload}
        ready={(d) => (
          <>
            {d.paused ? (
              <p className="centre__notice">
                {m.pausedNotice} <Link to="/user-company/profile">{m.tabs.profile}</Link>
              </p>
            ) : null}
            <dl className="centre__stats">
              {(
                [
                  [m.offered, String(d.offered)],
                  [companySideMessages.offerStatuses.accepted, String(d.accepted)],
                  [companySideMessages.offerStatuses.declined, String(d.declined)],
                  [companySideMessages.offerStatuses.expired, String(d.expired)],
                  [m.medianResponse, value(d.median_response_minutes, m.minutes)],
                  [m.acceptanceRate, value(d.acceptance_rate, m.percent)],
                  [m.openReports, String(d.open_reports)],
                  [
                    m.capacityLeft,
                    format(m.capacityLine, { left: d.capacity_left, capacity: d.monthly_capacity }),
                  ],
                  [m.reviewCount, String(d.review_count)],
                  [m.reviewAverage, d.review_average === null ? m.noValue : d.review_average.toFixed(1)],
                ] as const
              ).map(([label, shown]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{shown}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
      />
    </section>
  );
}
