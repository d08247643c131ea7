/**
 * One article in the console (docs/spec/console.md#articles): title, summary, the rich-text body,
 * a cover from the media library, category and labels, SEO title and description, and the
 * buttons of the moves its status allows (PUBLICATION_MOVES: save, publish, schedule at a time,
 * unpublish, back to draft). A save over someone else's newer one is refused with the server's
 * reason; 預覽 opens the article as the site renders it; the revisions can be restored.
 */
import { errorMessage } from '@renovo/core/api';
import {
  type ContractData,
  type consoleArticleDetailContract,
  type consoleArticlesListContract,
  PUBLICATION_MOVES,
  type PublicationStatus,
} from '@renovo/core/contracts';
import {
  consoleMessages,
  format,
  articleEditorMessages as m,
  publicationMessages,
} from '@renovo/core/messages';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { call } from '../api/call.ts';
import {
  articleCreateRoute,
  articlePreviewRoute,
  articleRoute,
  articlesRoute,
  articleUpdateRoute,
} from '../api/routes.ts';
import { LoadState, Screen } from '../components.tsx';
import { isoOfTaipeiInput, taipeiInputOf } from '../taipei-input.ts';
import { useToast } from '../toast.tsx';
import { useData } from '../use-data.ts';
import { ArticleBodyEditor } from './article-body-editor.tsx';
import { ArticleRevisions } from './article-revisions.tsx';
import { MediaPicker, thumbnailOf } from './media-picker.tsx';

type Article = ContractData<typeof consoleArticleDetailContract>;
type Categories = ContractData<typeof consoleArticlesListContract>['categories'];

/** The fields of the form. */
interface Fields {
  title: string;
  summary: string;
  body_html: string;
  cover_media_id: number | null;
  cover_src: string | undefined;
  label_id: number;
  sub_label_id: number;
  labels: string;
  seo_title: string;
  seo_description: string;
  /** `datetime-local` value of the schedule ('' when none). */
  publish_at: string;
}

const EMPTY: Fields = {
  title: '',
  summary: '',
  body_html: '',
  cover_media_id: null,
  cover_src: undefined,
  label_id: 0,
  sub_label_id: 0,
  labels: '',
  seo_title: '',
  seo_description: '',
  publish_at: '',
};

function fieldsOf(article: Article): Fields {
  return {
    title: article.title,
    summary: article.summary,
    body_html: article.body_html,
    cover_media_id: article.cover_media_id,
    cover_src: article.cover?.src,
    label_id: article.label_id,
    sub_label_id: article.sub_label_id,
    labels: article.labels.join('，'),
    seo_title: article.seo_title,
    seo_description: article.seo_description,
    publish_at: taipeiInputOf(article.publish_at),
  };
}

/** `/articles/new` (a new article) or `/articles/{id}` (the article, once loaded). */
export function ArticleEditor() {
  const { id } = useParams();
  return id === undefined || id === 'new' ? (
    <ArticleForm initial={null} />
  ) : (
    <LoadedArticle id={Number(id)} />
  );
}

function LoadedArticle({ id }: { id: number }) {
  const loaded = useData<Article>(articleRoute, { params: { id } });
  if (!loaded.data)
    return (
      <Screen title={m.editTitle}>
        <LoadState loading={loaded.loading} error={loaded.error} />
      </Screen>
    );
  return <ArticleForm key={id} initial={loaded.data} />;
}

function ArticleForm({ initial }: { initial: Article | null }) {
  const navigate = useNavigate();
  const notify = useToast();
  // The list's first page is not needed, only the categories: ids below 1 list no article.
  const options = useData<ContractData<typeof consoleArticlesListContract>>(articlesRoute, {
    query: { before: 1 },
  });
  const [article, setArticle] = useState<Article | null>(initial);
  const [fields, setFields] = useState<Fields>(initial ? fieldsOf(initial) : EMPTY);
  const [bodyKey, setBodyKey] = useState(0);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [picking, setPicking] = useState(false);

  const categories: Categories = options.data?.categories ?? [];
  const subLabels = categories.find((c) => c.id === fields.label_id)?.sub_labels ?? [];
  const status: PublicationStatus = article?.status ?? 'draft';
  const set = (patch: Partial<Fields>) => setFields((f) => ({ ...f, ...patch }));

  async function save(to: PublicationStatus) {
    setError('');
    setBusy(true);
    const body = {
      title: fields.title,
      summary: fields.summary,
      body_html: fields.body_html,
      cover_media_id: fields.cover_media_id,
      label_id: fields.label_id,
      sub_label_id: fields.sub_label_id,
      labels: fields.labels
        .split(/[,，、]/)
        .map((l) => l.trim())
        .filter(Boolean),
      seo_title: fields.seo_title,
      seo_description: fields.seo_description,
      status: to,
      publish_at: to === 'scheduled' ? isoOfTaipeiInput(fields.publish_at) : null,
    };
    try {
      if (article) {
        const saved = await call<Article>(articleUpdateRoute, {
          params: { id: article.id },
          body: { ...body, revision: article.revision },
        });
        setArticle(saved);
        setFields(fieldsOf(saved));
        notify(format(m.saved, { revision: saved.revision }));
      } else {
        const made = await call<{ id: number; revision: number }>(articleCreateRoute, { body });
        notify(format(m.saved, { revision: made.revision }));
        navigate(`/articles/${made.id}`, { replace: true });
      }
    } catch (cause) {
      setError(errorMessage(cause) ?? consoleMessages.common.failed);
    } finally {
      setBusy(false);
    }
  }

  async function preview() {
    if (!article) return;
    try {
      const link = await call<{ url: string }>(articlePreviewRoute, { params: { id: article.id } });
      window.open(link.url, '_blank', 'noopener');
    } catch (cause) {
      notify(errorMessage(cause) ?? consoleMessages.common.failed, { error: true });
    }
  }

  return (
    <Screen
      title={article ? m.editTitle : m.newArticle}
      actions={
        <>
          <Link to="/articles">{m.back}</Link>
          {article ? (
            <button type="button" className="secondary" onClick={preview}>
              {m.preview}
            </button>
          ) : null}
          {article?.status === 'published' ? (
            <a href={article.url} target="_blank" rel="noopener">
              {m.viewOnSite}
            </a>
          ) : null}
        </>
      }
    >
      {article ? (
        <p>
          {m.fieldStatus}：
          <span className={`status status-${status}`}>{publicationMessages.statuses[status]}</span>（
          {format(m.revisionOf, { revision: article.revision })}）
        </p>
      ) : null}
      <form
        className="panel article-form"
        onSubmit={(event) => {
          event.preventDefault();
          void save(status);
        }}
      >
        <label>
          {m.fieldTitle}
          <input
            required
            maxLength={80}
            value={fields.title}
            onChange={(e) => set({ title: e.target.value })}
          />
        </label>
        <label>
          {m.fieldSummary}
          <textarea
            maxLength={200}
            rows={2}
            value={fields.summary}
            onChange={(e) => set({ summary: e.target.value })}
          />
        </label>
        <div>
          <span id="article-body-label" className="field-label">
            {m.fieldBody}
          </span>
          <ArticleBodyEditor
            key={bodyKey}
            html={fields.body_html}
            onChange={(body_html) => set({ body_html })}
          />
        </div>
        <fieldset>
          <legend>{m.fieldCover}</legend>
          {fields.cover_src ? (
            <img className="cover-preview" src={fields.cover_src} alt={m.fieldCover} />
          ) : (
            <p>{m.noCover}</p>
          )}
          <button type="button" className="secondary" onClick={() => setPicking(true)}>
            {m.chooseCover}
          </button>
          {fields.cover_media_id ? (
            <button
              type="button"
              className="secondary"
              onClick={() => set({ cover_media_id: null, cover_src: undefined })}
            >
              {m.removeCover}
            </button>
          ) : null}
        </fieldset>
        <div className="field-row">
          <div>
            <label htmlFor="article-category">{m.fieldCategory}</label>
            <select
              id="article-category"
              required
              value={fields.label_id || ''}
              onChange={(e) => set({ label_id: Number(e.target.value), sub_label_id: 0 })}
            >
              <option value="">{m.chooseCategory}</option>
              {categories.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor="article-sub-category">{m.fieldSubCategory}</label>
            <select
              id="article-sub-category"
              required
              value={fields.sub_label_id || ''}
              onChange={(e) => set({ sub_label_id: Number(e.target.value) })}
            >
              <option value="">{m.chooseCategory}</option>
              {subLabels.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <label>
          {m.fieldLabels}
          <input value={fields.labels} onChange={(e) => set({ labels: e.target.value })} />
        </label>
        <label>
          {m.fieldSeoTitle}
          <input
            maxLength={70}
            value={fields.seo_title}
            onChange={(e) => set({ seo_title: e.target.value })}
          />
        </label>
        <label>
          {m.fieldSeoDescription}
          <textarea
            maxLength={160}
            rows={2}
            value={fields.seo_description}
            onChange={(e) => set({ seo_description: e.target.value })}
          />
        </label>
        {PUBLICATION_MOVES[status].includes('scheduled') ? (
          <label>
            {m.fieldPublishAt}
            <input
              type="datetime-local"
              value={fields.publish_at}
              onChange={(e) => set({ publish_at: e.target.value })}
            />
          </label>
        ) : null}
        {error ? (
          <p role="alert" className="form-error">
            {error}
          </p>
        ) : null}
        <div className="actions">
          {PUBLICATION_MOVES[status].map((to) => (
            <button
              key={to}
              type={to === status ? 'submit' : 'button'}
              className={to === status ? undefined : 'secondary'}
              disabled={busy}
              onClick={to === status ? undefined : () => void save(to)}
            >
              {to === status ? m.saveAs[to] : m.moveTo[to]}
            </button>
          ))}
        </div>
      </form>
      {article ? (
        <ArticleRevisions
          article={article}
          onRestored={(restored) => {
            setArticle(restored);
            setFields(fieldsOf(restored));
            setBodyKey((n) => n + 1);
          }}
        />
      ) : null}
      {picking ? (
        <MediaPicker
          title={m.chooseCover}
          onClose={() => setPicking(false)}
          onPick={(asset) => {
            setPicking(false);
            set({ cover_media_id: asset.id, cover_src: thumbnailOf(asset) });
          }}
        />
      ) : null}
    </Screen>
  );
}
