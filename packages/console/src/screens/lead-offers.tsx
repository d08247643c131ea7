/**
 * A lead's offers to design companies in the lead drawer (docs/spec/company-side.md#console):
 * each company with its verification level, the offer's state and times, a decline reason, a
 * report and whether it was credited; staff who work leads reassign an open or accepted offer
 * (to a company by its number, or to the next by the matching rules).
 */
import { errorMessage } from '@renovo/core/api';
import type { ConsoleOfferSchema, LeadKind } from '@renovo/core/contracts';
import {
  companySideMessages as cm,
  consoleCompanySideMessages,
  consoleMessages,
} from '@renovo/core/messages';
import { ROLE_PERMISSIONS } from '@renovo/core/schemas';
import { type FormEvent, useRef, useState } from 'react';
import type { z } from 'zod';
import { call } from '../api/call.ts';
import { leadOffersRoute, offerReassignRoute } from '../api/routes.ts';
import { formatTime, LoadState } from '../components.tsx';
import { DataTable } from '../data-table.tsx';
import { useSession } from '../session.tsx';
import { useToast } from '../toast.tsx';
import { useData } from '../use-data.ts';

type ConsoleOffer = z.infer<typeof ConsoleOfferSchema>;
const m = cm.console;

export function LeadOffers({ kind, id }: { kind: LeadKind; id: number }) {
  const { staff } = useSession();
  const offers = useData<ConsoleOffer[]>(leadOffersRoute, { params: { kind, id } });
  const notify = useToast();
  const [reassigning, setReassigning] = useState<ConsoleOffer | null>(null);
  const [companyId, setCompanyId] = useState('');
  const [problem, setProblem] = useState('');
  const running = useRef(false);
  const mayWork = ROLE_PERMISSIONS[staff.role].includes('leads.work');

  async function reassign(event: FormEvent) {
    event.preventDefault();
    if (!reassigning || running.current) return;
    running.current = true;
    try {
      const target = companyId.trim() === '' ? {} : { company_id: Number(companyId) };
      await call(offerReassignRoute, { params: { id: reassigning.id }, body: target });
      notify(cm.offerStatuses.reassigned);
      setReassigning(null);
      setCompanyId('');
      setProblem('');
      offers.reload();
    } catch (error) {
      setProblem(errorMessage(error) ?? consoleMessages.common.failed);
    } finally {
      running.current = false;
    }
  }

  return (
    <section aria-labelledby="lead-offers-title">
      <h3 id="lead-offers-title">{m.offersTitle}</h3>
      <LoadState loading={offers.loading} error={offers.error} />
      {offers.data && offers.data.length === 0 ? <p>{m.offersEmpty}</p> : null}
      {offers.data && offers.data.length > 0 ? (
        <DataTable
          label={m.offersTitle}
          rows={offers.data}
          rowKey={(o) => o.id}
          columns={[
            {
              header: m.company,
              rowHeader: true,
              cell: (o) => (
                <span>
                  {o.company.name}
                  <span className="secondary-text">
                    {cm.verificationLevels[o.company.verification_level]}
                    {o.named ? `・${m.named}` : ''}
                  </span>
                </span>
              ),
            },
            {
              header: m.status,
              cell: (o) =>
                `${cm.offerStatuses[o.status]}${o.credited ? `・${cm.reportStatuses.upheld}` : ''}${
                  o.report
                    ? `・${m.report}：${cm.reportReasons[o.report.reason]}（${cm.reportStatuses[o.report.status]}）`
                    : ''
                }${o.decline_reason ? `・${m.declineReason}：${o.decline_reason}` : ''}`,
            },
            { header: m.offeredAt, cell: (o) => formatTime(o.offered_at) },
            {
              header: consoleCompanySideMessages.respondedAt,
              cell: (o) =>
                o.responded_at ? formatTime(o.responded_at) : `${m.expiresAt} ${formatTime(o.expires_at)}`,
            },
            {
              header: m.reassign,
              hideHeader: true,
              className: 'actions',
              cell: (o) =>
                mayWork && (o.status === 'offered' || o.status === 'accepted') ? (
                  <button
                    type="button"
                    className="link"
                    aria-label={`${m.reassign}：${o.company.name}`}
                    onClick={() => {
                      setReassigning(o);
                      setProblem('');
                    }}
                  >
                    {m.reassign}
                  </button>
                ) : null,
            },
          ]}
        />
      ) : null}
      {reassigning ? (
        <form
          className="panel stack"
          onSubmit={reassign}
          aria-label={`${m.reassign}：${reassigning.company.name}`}
        >
          <label>
            {m.reassignTo}
            <input
              inputMode="numeric"
              pattern="[0-9]*"
              value={companyId}
              onChange={(e) => setCompanyId(e.target.value.replace(/\D/g, ''))}
            />
          </label>
          <div role="alert" className="form-error">
            {problem}
          </div>
          <div className="row">
            <button type="button" className="secondary" onClick={() => setReassigning(null)}>
              {consoleMessages.common.cancel}
            </button>
            <button type="submit">{m.reassignConfirm}</button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
