/** An article's saved revisions, newest first, each restorable (as a new revision; the status stays). */
import { errorMessage } from '@renovo/core/api';
import type {
  ContractData,
  consoleArticleDetailContract,
  consoleArticleRevisionsContract,
} from '@renovo/core/contracts';
import {
  consoleMessages,
  format,
  articleEditorMessages as m,
  publicationMessages,
} from '@renovo/core/messages';
import { useEffect } from 'react';
import { call } from '../api/call.ts';
import { articleRestoreRoute, articleRevisionsRoute } from '../api/routes.ts';
import { formatTime, LoadState } from '../components.tsx';
import { useToast } from '../toast.tsx';
import { useData } from '../use-data.ts';

type Article = ContractData<typeof consoleArticleDetailContract>;
type Revisions = ContractData<typeof consoleArticleRevisionsContract>;

export function ArticleRevisions({
  article,
  onRestored,
}: {
  article: Article;
  onRestored: (a: Article) => void;
}) {
  const notify = useToast();
  const revisions = useData<Revisions>(articleRevisionsRoute, { params: { id: article.id } });
  const { reload } = revisions;
  // Read again after every save.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new revision is the reason to read again
  useEffect(() => reload(), [article.revision, reload]);

  async function restore(revision: number) {
    if (!window.confirm(format(m.restoreConfirm, { revision }))) return;
    try {
      const restored = await call<Article>(articleRestoreRoute, { params: { id: article.id, revision } });
      notify(format(m.restored, { revision }));
      onRestored(restored);
    } catch (cause) {
      notify(errorMessage(cause) ?? consoleMessages.common.failed, { error: true });
    }
  }

  const rows = revisions.data ?? [];
  return (
    <section aria-labelledby="article-revisions" className="panel">
      <h2 id="article-revisions">{m.revisions}</h2>
      <LoadState loading={revisions.loading && rows.length === 0} error={revisions.error} />
      {!revisions.loading && rows.length === 0 ? <p>{m.noRevisions}</p> : null}
      <ol className="revisions">
        {rows.map((r) => (
          <li key={r.revision}>
            <span>
              {format(m.revisionOf, { revision: r.revision })}｜{r.title}｜
              {publicationMessages.statuses[r.status]}｜{formatTime(r.saved_at)}
              {r.saved_by ? `｜${r.saved_by}` : ''}
            </span>
            {r.revision !== article.revision ? (
              <button type="button" className="secondary" onClick={() => void restore(r.revision)}>
                {m.restore}
              </button>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
