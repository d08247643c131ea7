/**
 * A company's offers history in the console (docs/spec/company-side.md#console): the leads
 * offered to it, newest first, 20 a page — the lead's kind and number, the offer's state, when it
 * was offered and answered. No owner's data is shown here (the lead inbox holds it).
 */
import {
  CONSOLE_COMPANY_OFFERS_PAGE_SIZE,
  type ContractData,
  type consoleCompanyOffersContract,
} from '@renovo/core/contracts';
import { consoleMessages, format, consoleCompanySideMessages as sm } from '@renovo/core/messages';
import { useId, useState } from 'react';
import { companyOffersRoute } from '../api/routes.ts';
import { formatTime, LoadState } from '../components.tsx';
import { DataTable } from '../data-table.tsx';
import { Pager } from '../pager.tsx';
import { useData } from '../use-data.ts';

type Offers = ContractData<typeof consoleCompanyOffersContract>;

export function CompanyOffers({ companyId }: { companyId: number }) {
  const titleId = useId();
  const [page, setPage] = useState(1);
  const list = useData<Offers>(companyOffersRoute, { params: { id: companyId }, query: { page } });
  const total = list.data?.total ?? 0;
  return (
    <section className="panel" aria-labelledby={titleId}>
      <h2 id={titleId}>{sm.offersTitle}</h2>
      <LoadState loading={list.loading} error={list.error} />
      {list.data && total === 0 ? <p>{sm.noOffers}</p> : null}
      {list.data && total > 0 ? (
        <>
          <DataTable
            label={sm.offersTable}
            rows={list.data.items}
            rowKey={(row) => row.id}
            columns={[
              {
                header: sm.offerLead,
                rowHeader: true,
                cell: (row) =>
                  format(sm.leadRef, { kind: consoleMessages.leads.kinds[row.lead_kind], id: row.lead_id }),
              },
              { header: sm.offerStatus, cell: (row) => row.status_label },
              { header: sm.offeredAt, cell: (row) => formatTime(row.offered_at) },
              { header: sm.respondedAt, cell: (row) => formatTime(row.responded_at) },
            ]}
          />
          <Pager
            label={sm.offersPaging}
            status={format(sm.offersPage, { page, total })}
            page={page}
            pages={Math.max(1, Math.ceil(total / CONSOLE_COMPANY_OFFERS_PAGE_SIZE))}
            onPage={setPage}
          />
        </>
      ) : null}
    </section>
  );
}
