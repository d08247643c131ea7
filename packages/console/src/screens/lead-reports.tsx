/**
 * Reports of bad leads (docs/spec/company-side.md#reports), for staff who work leads: open ones
 * first; uphold (the offer is credited back, its slots freed) or reject each once; the counts per
 * company and per source beside. A ref guards the buttons against a second press.
 */
import { errorMessage } from '@renovo/core/api';
import { LEAD_REPORT_STATUSES, type LeadReportStatus } from '@renovo/core/contracts';
import { companySideMessages as cm, consoleMessages } from '@renovo/core/messages';
import { useRef, useState } from 'react';
import { call } from '../api/call.ts';
import { leadReportDecisionRoute, leadReportsRoute } from '../api/routes.ts';
import { formatTime, LoadState, Screen } from '../components.tsx';
import { DataTable } from '../data-table.tsx';
import { useToast } from '../toast.tsx';
import { useData } from '../use-data.ts';

const m = cm.console;

interface ReportItem {
  id: number;
  offer_id: number;
  lead: { kind: string; id: number };
  company: { id: number; name: string };
  reason: keyof typeof cm.reportReasons;
  note: string;
  status: LeadReportStatus;
  created_at: string;
  decided_at: string | null;
}
interface Count {
  upheld: number;
  total: number;
}
interface Reports {
  items: ReportItem[];
  by_company: (Count & { company_id: number; name: string })[];
  by_source: (Count & { source: string })[];
}

export function LeadReports() {
  const [status, setStatus] = useState<LeadReportStatus | ''>('open');
  const list = useData<Reports>(leadReportsRoute, { query: status ? { status } : {} });
  const notify = useToast();
  const running = useRef(false);

  async function decide(report: ReportItem, decision: 'upheld' | 'rejected') {
    if (running.current) return;
    running.current = true;
    try {
      await call(leadReportDecisionRoute, { params: { id: report.id }, body: { decision } });
      notify(cm.reportStatuses[decision]);
      list.reload();
    } catch (error) {
      notify(errorMessage(error) ?? consoleMessages.common.failed, { error: true });
    } finally {
      running.current = false;
    }
  }

  return (
    <Screen title={m.reportsTitle}>
      <fieldset className="row">
        <legend className="visually-hidden">{m.reportsStatus}</legend>
        {[...LEAD_REPORT_STATUSES, '' as const].map((s) => (
          <button
            key={s || 'all'}
            type="button"
            className={s === status ? undefined : 'secondary'}
            aria-pressed={s === status}
            onClick={() => setStatus(s)}
          >
            {s ? cm.reportStatuses[s] : m.all}
          </button>
        ))}
      </fieldset>
      <LoadState loading={list.loading} error={list.error} />
      {list.data && list.data.items.length === 0 ? <p>{m.reportsEmpty}</p> : null}
      {list.data && list.data.items.length > 0 ? (
        <DataTable
          label={m.reportsTitle}
          rows={list.data.items}
          rowKey={(r) => r.id}
          columns={[
            { header: m.company, rowHeader: true, cell: (r) => r.company.name },
            {
              header: m.lead,
              cell: (r) =>
                `${consoleMessages.leads.kinds[r.lead.kind as 'basic'] ?? r.lead.kind} #${r.lead.id}`,
            },
            { header: m.reason, cell: (r) => `${cm.reportReasons[r.reason]}${r.note ? `：${r.note}` : ''}` },
            { header: m.createdAt, cell: (r) => formatTime(r.created_at) },
            {
              header: m.status,
              hideHeader: true,
              className: 'actions',
              cell: (r) =>
                r.status === 'open' ? (
                  <>
                    <button
                      type="button"
                      className="link"
                      aria-label={`${m.uphold}：${r.company.name}・#${r.lead.id}`}
                      onClick={() => void decide(r, 'upheld')}
                    >
                      {m.uphold}
                    </button>
                    <button
                      type="button"
                      className="link"
                      aria-label={`${m.reject}：${r.company.name}・#${r.lead.id}`}
                      onClick={() => void decide(r, 'rejected')}
                    >
                      {m.reject}
                    </button>
                  </>
                ) : (
                  `${cm.reportStatuses[r.status]} ${formatTime(r.decided_at)}`
                ),
            },
          ]}
        />
      ) : null}
      {list.data && list.data.by_company.length > 0 ? (
        <div className="row">
          <DataTable
            label={m.byCompany}
            rows={list.data.by_company}
            rowKey={(r) => r.company_id}
            columns={[
              { header: m.company, rowHeader: true, cell: (r) => r.name },
              { header: m.upheldCount, cell: (r) => String(r.upheld) },
              { header: m.total, cell: (r) => String(r.total) },
            ]}
          />
          <DataTable
            label={m.bySource}
            rows={list.data.by_source}
            rowKey={(r) => r.source}
            columns={[
              { header: m.source, rowHeader: true, cell: (r) => r.source },
              { header: m.upheldCount, cell: (r) => String(r.upheld) },
              { header: m.total, cell: (r) => String(r.total) },
            ]}
          />
        </div>
      ) : null}
    </Screen>
  );
}
