/**
 * The console's articles (docs/spec/console.md#articles), for editors and admins: every article
 * newest first, by status and title, 50 at a time, each opening the editor; 新增文章 starts one.
 */
import type { ContractData, consoleArticlesListContract, PublicationStatus } from '@renovo/core/contracts';
import { PUBLICATION_STATUSES } from '@renovo/core/contracts';
import { consoleMessages, articleEditorMessages as m, publicationMessages } from '@renovo/core/messages';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { articlesRoute } from '../api/routes.ts';
import { formatTime, LoadState, Screen, TableWrap } from '../components.tsx';
import { useData } from '../use-data.ts';

type ArticlePage = ContractData<typeof consoleArticlesListContract>;
type Row = ArticlePage['items'][number];

export function Articles() {
  const [status, setStatus] = useState<PublicationStatus | ''>('');
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [before, setBefore] = useState<number | undefined>(undefined);
  const [rows, setRows] = useState<Row[]>([]);
  const query = { ...(status ? { status } : {}), ...(q ? { q } : {}), ...(before ? { before } : {}) };
  const page = useData<ArticlePage>(articlesRoute, { query });

  useEffect(() => {
    if (page.data)
      setRows((seen) => (before === undefined ? page.data!.items : [...seen, ...page.data!.items]));
  }, [page.data, before]);

  const filtered = status !== '' || q !== '';
  return (
    <Screen
      title={m.screenTitle}
      actions={
        <Link className="button" to="/articles/new">
          {m.newArticle}
        </Link>
      }
    >
      <p>{m.intro}</p>
      <form
        className="filters"
        onSubmit={(event) => {
          event.preventDefault();
          setBefore(undefined);
          setQ(typed.trim());
        }}
      >
        <label>
          {m.fieldStatus}
          <select
            value={status}
            onChange={(event) => {
              setBefore(undefined);
              setStatus(event.target.value as PublicationStatus | '');
            }}
          >
            <option value="">{m.all}</option>
            {PUBLICATION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {publicationMessages.statuses[s]}
              </option>
            ))}
          </select>
        </label>
        <label>
          {m.searchLabel}
          <input
            type="search"
            value={typed}
            maxLength={80}
            onChange={(event) => setTyped(event.target.value)}
          />
        </label>
        <button type="submit" className="secondary">
          {m.searchButton}
        </button>
      </form>
      <LoadState loading={page.loading && rows.length === 0} error={page.error} />
      {!page.loading && !page.error && rows.length === 0 ? (
        <p>{filtered ? m.emptyFiltered : m.empty}</p>
      ) : null}
      {rows.length > 0 ? (
        <TableWrap label={m.screenTitle}>
          <table>
            <thead>
              <tr>
                <th scope="col">{m.fieldTitle}</th>
                <th scope="col">{m.fieldStatus}</th>
                <th scope="col">{m.fieldCategory}</th>
                <th scope="col">{m.updatedAt}</th>
                <th scope="col">{m.publishedAt}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <th scope="row">
                    <Link to={`/articles/${row.id}`}>{row.title}</Link>
                  </th>
                  <td>
                    <span className={`status status-${row.status}`}>
                      {publicationMessages.statuses[row.status]}
                    </span>
                    {row.status === 'scheduled' ? ` ${formatTime(row.publish_at)}` : null}
                  </td>
                  <td>{row.category}</td>
                  <td>{formatTime(row.updated_at)}</td>
                  <td>{formatTime(row.published_at)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      ) : null}
      {page.data?.next_before ? (
        <button
          type="button"
          className="secondary"
          onClick={() => setBefore(page.data?.next_before ?? undefined)}
        >
          {consoleMessages.common.loadMore}
        </button>
      ) : null}
    </Screen>
  );
}
