/**
 * The companies' verification queue in the console (docs/spec/company-side.md#console): the open
 * applications from /designer/recruit, oldest first, each approved (a draft company and an
 * owner's invitation by SMS to the applicant) or rejected; and the companies whose 統一編號 is
 * valid and licence in force but not yet checked by the staff, each marked 平台審核通過 in one
 * click. The server's zh-TW refusal is shown in an alert. Approving invites someone into a company,
 * so only roles with `companies.members` see its button.
 */
import { errorMessage } from '@renovo/core/api';
import type { ContractData, consoleCompanyApplicationsContract } from '@renovo/core/contracts';
import {
  companyApplicationMessages as am,
  companySideMessages,
  consoleMessages,
  consoleCompanyMessages as m,
  consoleCompanySideMessages as sm,
} from '@renovo/core/messages';
import { useId, useState } from 'react';
import { call } from '../api/call.ts';
import {
  companyApplicationApproveRoute,
  companyApplicationRejectRoute,
  companyApplicationsRoute,
  companyUpdateRoute,
} from '../api/routes.ts';
import { formatTime, LoadState } from '../components.tsx';
import { DataTable } from '../data-table.tsx';
import { useSession } from '../session.tsx';
import { useToast } from '../toast.tsx';
import { useData } from '../use-data.ts';

type Queue = ContractData<typeof consoleCompanyApplicationsContract>;

export function CompanyQueue({ onChanged }: { onChanged(): void }) {
  const notify = useToast();
  const applicationsId = useId();
  const companiesId = useId();
  const queue = useData<Queue>(companyApplicationsRoute);
  const approves = useSession().staff.permissions?.includes('companies.members') ?? false;
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  async function decide(run: () => Promise<unknown>, done: string) {
    setBusy(true);
    setProblem('');
    try {
      // An approval whose owner's invitation SMS did not go out says so (the company's members
      // list sends it again).
      const answer = (await run()) as { sms?: string } | null;
      if (answer?.sms && answer.sms !== 'sent') setProblem(am.approvedSmsNotSent);
      else notify(done);
      queue.reload();
      onChanged();
    } catch (error) {
      setProblem(errorMessage(error) ?? consoleMessages.common.failed);
    } finally {
      setBusy(false);
    }
  }

  const data = queue.data;
  return (
    <div>
      <p className="hint">{am.queueLead}</p>
      <div role="alert" className="form-error">
        {problem}
      </div>
      <LoadState loading={queue.loading} error={queue.error} />
      <section className="panel" aria-labelledby={applicationsId}>
        <h2 id={applicationsId}>{am.applicationsTitle}</h2>
        {approves ? null : <p>{sm.membersByAdmins}</p>}
        {data && data.applications.length === 0 ? <p>{am.noApplications}</p> : null}
        {data && data.applications.length > 0 ? (
          <DataTable
            label={am.applicationsTable}
            rows={data.applications}
            rowKey={(row) => row.id}
            columns={[
              { header: am.companyName, rowHeader: true, cell: (row) => row.company_name },
              {
                header: m.taxId,
                cell: (row) => (row.tax_id_valid ? row.tax_id : `${row.tax_id}（${am.taxIdInvalid}）`),
              },
              { header: am.contactName, cell: (row) => `${row.contact_name} ${row.mobile} ${row.email}` },
              { header: am.region, cell: (row) => row.region },
              {
                header: m.licenceNo,
                cell: (row) => [row.licence_no, row.licence_expires_on].filter(Boolean).join(' / '),
              },
              { header: am.appliedAt, cell: (row) => formatTime(row.created_at) },
              {
                header: am.queueTitle,
                hideHeader: true,
                cell: (row) => (
                  <span className="row">
                    {approves ? (
                      <button
                        type="button"
                        disabled={busy}
                        onClick={() =>
                          decide(
                            () => call(companyApplicationApproveRoute, { params: { id: row.id } }),
                            am.approved,
                          )
                        }
                      >
                        {am.approve}
                        <span className="visually-hidden">{row.company_name}</span>
                      </button>
                    ) : null}
                    <button
                      type="button"
                      className="secondary"
                      disabled={busy}
                      onClick={() =>
                        decide(
                          () => call(companyApplicationRejectRoute, { params: { id: row.id } }),
                          am.rejected,
                        )
                      }
                    >
                      {am.reject}
                      <span className="visually-hidden">{row.company_name}</span>
                    </button>
                  </span>
                ),
              },
            ]}
          />
        ) : null}
      </section>
      <section className="panel" aria-labelledby={companiesId}>
        <h2 id={companiesId}>{am.pendingCompaniesTitle}</h2>
        {data && data.companies.length === 0 ? <p>{am.noPendingCompanies}</p> : null}
        {data && data.companies.length > 0 ? (
          <DataTable
            label={am.pendingCompaniesTable}
            rows={data.companies}
            rowKey={(row) => row.id}
            columns={[
              { header: m.name, rowHeader: true, cell: (row) => row.name },
              { header: m.taxId, cell: (row) => row.tax_id },
              { header: m.licenceNo, cell: (row) => row.licence_no },
              { header: m.licenceExpiresOn, cell: (row) => row.licence_expires_on ?? '' },
              {
                header: sm.verificationLevel,
                cell: (row) => companySideMessages.verificationLevels[row.verification_level],
              },
              {
                header: am.markVerified,
                hideHeader: true,
                cell: (row) => (
                  <button
                    type="button"
                    disabled={busy}
                    onClick={() =>
                      decide(
                        () => call(companyUpdateRoute, { params: { id: row.id }, body: { verified: true } }),
                        consoleMessages.common.saved,
                      )
                    }
                  >
                    {am.markVerified}
                    <span className="visually-hidden">{row.name}</span>
                  </button>
                ),
              },
            ]}
          />
        ) : null}
      </section>
    </div>
  );
}
