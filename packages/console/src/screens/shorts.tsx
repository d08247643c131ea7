/**
 * 短影音 (docs/spec/console.md#shorts), for editors and admins: every short with its state and
 * its video's transcoding (a failed one with 重試); a form to write one — a vertical video sent
 * with its progress, title, description, tags, guide category, style, the cover frame — saved as
 * a draft, or published once its video is ready (the server refuses earlier with its reason).
 */
import { errorMessage } from '@renovo/core/api';
import type {
  ConsoleShort,
  ContractData,
  consoleShortsListContract,
  MediaAsset,
} from '@renovo/core/contracts';
import {
  consoleMessages,
  format,
  mediaLibraryMessages as m,
  publicationMessages,
  consoleShortsMessages as s,
} from '@renovo/core/messages';
import { type FormEvent, useCallback, useState } from 'react';
import { call } from '../api/call.ts';
import { consoleShortCreateRoute, consoleShortsListRoute, consoleShortUpdateRoute } from '../api/routes.ts';
import { formatTime, LoadState, Screen } from '../components.tsx';
import { DataTable } from '../data-table.tsx';
import { useToast } from '../toast.tsx';
import { useData } from '../use-data.ts';
import { ShortVideo } from './shorts-video.tsx';

type ShortsPage = ContractData<typeof consoleShortsListContract>;

/** What the form holds. */
interface Draft {
  id?: number;
  title: string;
  description: string;
  tags: string;
  category_id: number;
  style_id: number;
  video: MediaAsset | null;
  status: ConsoleShort['status'];
}

const draftOf = (short: ConsoleShort): Draft => ({
  id: short.id,
  title: short.title,
  description: short.description,
  tags: short.tags.join('，'),
  category_id: short.category.id,
  style_id: short.style.id,
  video: short.video,
  status: short.status,
});

/** The tags typed, split at commas (half or full width). */
const tagsOf = (text: string) =>
  text
    .split(/[,，、]/)
    .map((t) => t.trim())
    .filter(Boolean);

/** The video column of the list (the seed's shorts have fixed files and no uploaded video). */
function videoState({ video, video_url }: ConsoleShort): string {
  if (!video) return video_url ? s.videoReady : s.noVideo;
  if (video.status === 'processing') return format(m.transcoding, { percent: video.progress ?? 0 });
  if (video.status === 'failed') return format(s.videoFailedLabel, { reason: video.error ?? '' });
  return s.videoReady;
}

function ShortForm({
  draft,
  page,
  onDone,
  onCancel,
}: {
  draft: Draft;
  page: ShortsPage;
  onDone: () => void;
  onCancel: () => void;
}) {
  const notify = useToast();
  const [form, setForm] = useState(draft);
  const [problem, setProblem] = useState('');
  const onVideo = useCallback((video: MediaAsset) => setForm((f) => ({ ...f, video })), []);
  const ready = form.video ? form.video.status === 'ready' : form.id !== undefined;

  async function save(event: FormEvent, status: ConsoleShort['status']) {
    event.preventDefault();
    // A new short needs its video; a seed's short keeps its fixed files unless one is uploaded.
    if (!form.video && form.id === undefined) return setProblem(s.videoRequired);
    const body = {
      title: form.title.trim(),
      description: form.description,
      tags: tagsOf(form.tags),
      category_id: form.category_id,
      style_id: form.style_id,
      ...(form.video ? { video_media_id: form.video.id } : {}),
      status,
    };
    try {
      if (form.id === undefined) await call(consoleShortCreateRoute, { body });
      else await call(consoleShortUpdateRoute, { params: { id: form.id }, body });
      notify(s.saved);
      onDone();
    } catch (error) {
      setProblem(errorMessage(error) ?? consoleMessages.common.failed);
    }
  }

  return (
    <form
      className="panel short-form"
      onSubmit={(e) => save(e, 'draft')}
      aria-label={form.id ? s.edit : s.create}
    >
      <ShortVideo video={form.video} onVideo={onVideo} />
      <label>
        {s.shortTitle}
        <input
          required
          maxLength={60}
          value={form.title}
          onChange={(e) => setForm({ ...form, title: e.target.value })}
        />
      </label>
      <label>
        {s.description}
        <textarea
          rows={3}
          maxLength={500}
          value={form.description}
          onChange={(e) => setForm({ ...form, description: e.target.value })}
        />
      </label>
      <label>
        {s.tags}
        <input value={form.tags} onChange={(e) => setForm({ ...form, tags: e.target.value })} />
      </label>
      <label>
        {s.category}
        <select
          value={form.category_id}
          onChange={(e) => setForm({ ...form, category_id: Number(e.target.value) })}
        >
          {page.categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {s.style}
        <select
          value={form.style_id}
          onChange={(e) => setForm({ ...form, style_id: Number(e.target.value) })}
        >
          {page.styles.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
      </label>
      <div role="alert" className="form-error">
        {problem}
      </div>
      <div className="actions">
        <button type="submit" className="secondary">
          {s.saveDraft}
        </button>
        <button
          type="button"
          aria-disabled={!ready}
          aria-describedby={ready ? undefined : 'short-publish-hint'}
          onClick={(e) => (ready ? save(e, 'published') : setProblem(s.notYetReady))}
        >
          {s.saveAndPublish}
        </button>
        {form.id !== undefined && form.status === 'published' ? (
          <button type="button" className="secondary" onClick={(e) => save(e, 'unpublished')}>
            {publicationMessages.statuses.unpublished}
          </button>
        ) : null}
        <button type="button" className="link" onClick={onCancel}>
          {consoleMessages.common.cancel}
        </button>
      </div>
      {ready ? null : (
        <p id="short-publish-hint" className="secondary-text">
          {s.notYetReady}
        </p>
      )}
    </form>
  );
}

export function Shorts() {
  const list = useData<ShortsPage>(consoleShortsListRoute);
  const [draft, setDraft] = useState<Draft | null>(null);
  const page = list.data;
  const blank = (p: ShortsPage): Draft => ({
    title: '',
    description: '',
    tags: '',
    category_id: p.categories[0]?.id ?? 1,
    style_id: p.styles[0]?.id ?? 1,
    video: null,
    status: 'draft',
  });
  return (
    <Screen
      title={consoleMessages.nav.shorts}
      actions={
        page && !draft ? (
          <button type="button" onClick={() => setDraft(blank(page))}>
            {s.create}
          </button>
        ) : null
      }
    >
      <p>{s.intro}</p>
      {draft && page ? (
        <ShortForm
          key={draft.id ?? 'new'}
          draft={draft}
          page={page}
          onCancel={() => setDraft(null)}
          onDone={() => {
            setDraft(null);
            list.reload();
          }}
        />
      ) : null}
      <h2>{s.list}</h2>
      <LoadState loading={list.loading && !page} error={list.error} />
      {page && page.items.length === 0 ? <p>{s.empty}</p> : null}
      {page && page.items.length > 0 ? (
        <DataTable
          label={s.list}
          rows={page.items}
          rowKey={(short) => short.id}
          columns={[
            { header: s.shortTitle, rowHeader: true, cell: (short) => short.title },
            { header: s.status, cell: (short) => publicationMessages.statuses[short.status] },
            { header: s.video, cell: (short) => videoState(short) },
            { header: s.updatedAt, cell: (short) => formatTime(short.updated_at ?? short.published_at) },
            {
              header: consoleMessages.common.edit,
              hideHeader: true,
              cell: (short) => (
                <button
                  type="button"
                  className="link"
                  aria-label={`${consoleMessages.common.edit}：${short.title}`}
                  onClick={() => setDraft(draftOf(short))}
                >
                  {consoleMessages.common.edit}
                </button>
              ),
            },
          ]}
        />
      ) : null}
    </Screen>
  );
}
