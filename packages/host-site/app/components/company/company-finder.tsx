/** The review form's step one: find a listed company by name (debounced search), or name an off-site one. */
import { format, reviewFormMessages as m, searchCompany } from '@renovo/core';
import { useEffect, useId, useRef, useState } from 'react';
import { browserApi } from '../../lib/browser.ts';
import { itemsOf } from '../../lib/read.ts';

/** Wait after the last key press before searching, ms. */
const SEARCH_DEBOUNCE_MS = 300;

/** The company under review: a listed one, or (off-site) a company not on the site, by name. */
export interface CompanyRef {
  id: number | null;
  name: string;
}

/** Step 1: the company finder. */
export function CompanyFinder({ onChoose }: { onChoose: (company: CompanyRef) => void }) {
  const inputId = useId();
  const [keyword, setKeyword] = useState('');
  const [state, setState] = useState<{ status: 'idle' | 'loading' | 'done' | 'failed'; items: CompanyRef[] }>(
    {
      status: 'idle',
      items: [],
    },
  );
  // The latest search only: an older answer arriving late never overwrites a newer one.
  const latest = useRef(0);
  useEffect(() => {
    const term = keyword.trim();
    if (!term) {
      setState({ status: 'idle', items: [] });
      return;
    }
    const ticket = ++latest.current;
    setState((s) => ({ status: 'loading', items: s.items }));
    const timer = window.setTimeout(async () => {
      try {
        const answer = await searchCompany(browserApi(), { keyword: term, limit: 10 });
        if (ticket !== latest.current) return;
        const items = itemsOf(answer).flatMap((c) =>
          typeof c.id === 'number' && typeof c.name === 'string' ? [{ id: c.id, name: c.name }] : [],
        );
        setState({ status: 'done', items });
      } catch {
        if (ticket === latest.current) setState({ status: 'failed', items: [] });
      }
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [keyword]);

  return (
    <div className="review-write__finder">
      <label htmlFor={inputId}>{m.findLabel}</label>
      <input
        id={inputId}
        type="search"
        value={keyword}
        maxLength={50}
        placeholder={m.findPlaceholder}
        autoComplete="off"
        onChange={(event) => setKeyword(event.target.value)}
        aria-describedby={`${inputId}-status`}
      />
      <p id={`${inputId}-status`} className="review-write__hint" aria-live="polite">
        {state.status === 'idle'
          ? m.findHint
          : state.status === 'loading'
            ? m.searching
            : state.status === 'failed'
              ? m.searchFailed
              : state.items.length === 0
                ? format(m.noMatch, { keyword: keyword.trim() })
                : ''}
      </p>
      {state.items.length > 0 ? (
        <ul className="review-write__companies" aria-busy={state.status === 'loading'}>
          {state.items.map((company) => (
            <li key={company.id}>
              <span>{company.name}</span>
              <button
                type="button"
                className="button button--ghost"
                onClick={() => onChoose(company)}
                aria-label={`${m.choose}：${company.name}`}
              >
                {m.choose}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {state.status === 'done' && [...keyword.trim()].length >= 2 ? (
        <div className="review-write__offsite">
          <p>{m.offSiteHint}</p>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => onChoose({ id: null, name: keyword.trim() })}
          >
            {format(m.offSiteChoose, { name: keyword.trim() })}
          </button>
        </div>
      ) : null}
    </div>
  );
}
