/**
 * `/user-company/offers` — 媒合需求: the leads offered to the member's company, newest first,
 * 20 a page, filtered by state; each answered, declined or reported in place (the offers API,
 * docs/spec/company-side.md#offers). The time left to answer is counted down each half minute.
 */
import {
  type CompanyOffer,
  format,
  getCompanyOffers,
  companyCentreMessages as m,
  OFFER_STATUSES,
  companySideMessages as s,
} from '@renovo/core';
import { useEffect, useId, useState } from 'react';
import { CentreState } from '../components/company-centre/centre-state.tsx';
import { OfferCard } from '../components/company-centre/offer-card.tsx';
import { useCentreData } from '../components/company-centre/use-centre-data.ts';
import { browserApi } from '../lib/browser.ts';

/** The clock the countdowns read, moved every 30 seconds. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The offers screen. */
export default function CentreOffers() {
  const filterId = useId();
  const [status, setStatus] = useState('');
  const [page, setPage] = useState(1);
  const [changed, setChanged] = useState<Record<number, CompanyOffer>>({});
  const offers = useCentreData(() => getCompanyOffers(browserApi(), { status: status || undefined, page }));
  const { reload } = offers;
  const now = useNow();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new filter or page asks again
  useEffect(() => {
    setChanged({});
    reload();
  }, [status, page]);

  return (
    <section aria-labelledby="centre-offers">
      <h2 id="centre-offers">{m.tabs.offers}</h2>
      <div className="centre__field">
        <label htmlFor={filterId}>{m.offersFilter}</label>
        <select
          id={filterId}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value);
            setPage(1);
          }}
        >
          <option value="">{m.allStatuses}</option>
          {OFFER_STATUSES.map((value) => (
            <option key={value} value={value}>
              {s.offerStatuses[value]}
            </option>
          ))}
        </select>
      </div>
      <CentreState
        data={offers}
        reload={reload}
        ready={(list) =>
          list.items.length === 0 ? (
            <p className="centre__notice">{m.offersEmpty}</p>
          ) : (
            <>
              <ul className="centre__list">
                {list.items.map((offer) => (
                  <li key={offer.id}>
                    <OfferCard
                      offer={changed[offer.id] ?? offer}
                      now={now}
                      onChange={(next) => setChanged((all) => ({ ...all, [next.id]: next }))}
                    />
                  </li>
                ))}
              </ul>
              <nav
                className="centre__row"
                aria-label={format(m.pageLine, { page: list.page, total: list.total })}
              >
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={page <= 1}
                  onClick={() => setPage(page - 1)}
                >
                  {m.prevPage}
                </button>
                <span>{format(m.pageLine, { page: list.page, total: list.total })}</span>
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={list.page * list.per_page >= list.total}
                  onClick={() => setPage(page + 1)}
                >
                  {m.nextPage}
                </button>
              </nav>
            </>
          )
        }
      />
    </section>
  );
}
