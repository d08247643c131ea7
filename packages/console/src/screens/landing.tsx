/**
 * Landing pages (docs/spec/console.md#landing-pages): the list; a form for title, slug, hero text and image,
 * sections,
 * the inline quote's module and UTM defaults, the end date; draft/publish; a preview of the page
 * as /land/{slug} shows it; a link to the public page once published.
 */
import { errorMessage } from '@renovo/core/api';
import { consoleMessages as m } from '@renovo/core/messages';
import { type FormEvent, useState } from 'react';
import { call } from '../api/call.ts';
import {
  consoleLandingPageCreateRoute,
  consoleLandingPagesRoute,
  consoleLandingPageUpdateRoute,
} from '../api/routes.ts';
import { formatTime, LoadState, Screen } from '../components.tsx';
import { DataTable } from '../data-table.tsx';
import { useToast } from '../toast.tsx';
import type { LandingPage } from '../types.ts';
import { useData } from '../use-data.ts';

type Draft = Omit<LandingPage, 'id' | 'status'> & { id?: number; status: LandingPage['status'] };

const EMPTY: Draft = {
  slug: '',
  title: '',
  heroText: '',
  heroImage: '',
  sections: [],
  quoteModule: '',
  utmSource: '',
  utmCampaign: '',
  status: 'draft',
  endsAt: null,
};

const SLUG = /^[a-z0-9](?:[a-z0-9-]{0,62}[a-z0-9])?$/;

/** The page as /land/{slug} renders it (the console's preview). */
function LandingPreview({ page }: { page: Draft }) {
  const ended = page.endsAt !== null && new Date(page.endsAt).getTime() < Date.now();
  return (
    <article className="landing-preview" aria-label={m.landing.preview}>
      {page.heroImage ? <img src={page.heroImage} alt="" /> : null}
      <h2>{page.title}</h2>
      {ended ? <p className="ended">{m.landing.ended}</p> : <p>{page.heroText}</p>}
      {ended
        ? null
        : page.sections.map((section, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id of their own
            <section key={i}>
              <h3>{section.heading}</h3>
              <p>{section.body}</p>
            </section>
          ))}
    </article>
  );
}

export function Landing() {
  const list = useData<LandingPage[]>(consoleLandingPagesRoute);
  const notify = useToast();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [problem, setProblem] = useState('');
  const [previewing, setPreviewing] = useState(false);

  async function save(event: FormEvent, status?: LandingPage['status']) {
    event.preventDefault();
    if (!draft) return;
    if (!SLUG.test(draft.slug)) return setProblem(m.landing.badSlug);
    const { id, ...fields } = draft;
    const body = { ...fields, status: status ?? draft.status };
    try {
      if (id === undefined) await call(consoleLandingPageCreateRoute, { body });
      else await call(consoleLandingPageUpdateRoute, { params: { id }, body });
      notify(status === 'published' ? m.landing.published : m.common.saved);
      setDraft(null);
      setProblem('');
      list.reload();
    } catch (error) {
      setProblem(errorMessage(error) ?? m.common.failed);
    }
  }

  const field = (
    key: 'slug' | 'title' | 'heroText' | 'heroImage' | 'quoteModule' | 'utmSource' | 'utmCampaign',
  ) =>
    draft
      ? {
          value: draft[key],
          onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [key]: e.target.value }),
        }
      : { value: '', onChange() {} };

  return (
    <Screen
      title={m.landing.title}
      actions={
        <button type="button" onClick={() => setDraft({ ...EMPTY, sections: [] })}>
          {m.landing.create}
        </button>
      }
    >
      {draft ? (
        <div className="split">
          <form className="panel" onSubmit={(e) => save(e)} aria-label={m.landing.create}>
            <label>
              {m.landing.pageTitle}
              <input required maxLength={100} {...field('title')} />
            </label>
            <label>
              {m.landing.slug}
              <input required maxLength={64} pattern="[a-z0-9-]+" {...field('slug')} />
            </label>
            <label>
              {m.landing.hero}
              <textarea rows={2} maxLength={500} {...field('heroText')} />
            </label>
            <label>
              {m.landing.heroImage}
              <input type="url" {...field('heroImage')} />
            </label>
            <fieldset>
              <legend>{m.landing.sections}</legend>
              {draft.sections.map((section, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id of their own
                <div key={i} className="section-edit">
                  <label>
                    {m.landing.sectionHeading} {i + 1}
                    <input
                      value={section.heading}
                      onChange={(e) =>
                        setDraft({
                          ...draft,
                          sections: draft.sections.map((s, j) =>
                            j === i ? { ...s, heading: e.target.value } : s,
                          ),
                        })
                      }
                    />
                  </label>
                  <label>
                    {m.landing.sectionBody} {i + 1}
                    <textarea
                      rows={2}
                      value={section.body}
                      onChange={(e) =>
                        setDraft({
                          ...draft,
                          sections: draft.sections.map((s, j) =>
                            j === i ? { ...s, body: e.target.value } : s,
                          ),
                        })
                      }
                    />
                  </label>
                  <button
                    type="button"
                    className="link"
                    onClick={() => setDraft({ ...draft, sections: draft.sections.filter((_, j) => j !== i) })}
                  >
                    {m.landing.removeSection} {i + 1}
                  </button>
                </div>
              ))}
              <button
                type="button"
                className="secondary"
                onClick={() =>
                  setDraft({ ...draft, sections: [...draft.sections, { heading: '', body: '' }] })
                }
              >
                {m.landing.addSection}
              </button>
            </fieldset>
            <label>
              {m.landing.quoteModule}
              <input {...field('quoteModule')} />
            </label>
            <label>
              {m.landing.utmSource}
              <input {...field('utmSource')} />
            </label>
            <label>
              {m.landing.utmCampaign}
              <input {...field('utmCampaign')} />
            </label>
            <label>
              {m.landing.endsAt}
              <input
                type="date"
                value={draft.endsAt ? draft.endsAt.slice(0, 10) : ''}
                onChange={(e) =>
                  setDraft({ ...draft, endsAt: e.target.value ? `${e.target.value}T23:59:59+08:00` : null })
                }
              />
            </label>
            <div role="alert" className="form-error">
              {problem}
            </div>
            <div className="row">
              <button type="button" className="secondary" onClick={() => setDraft(null)}>
                {m.common.cancel}
              </button>
              <button
                type="button"
                className="secondary"
                aria-pressed={previewing}
                onClick={() => setPreviewing(!previewing)}
              >
                {m.landing.preview}
              </button>
              <button type="submit">{m.common.save}</button>
              <button
                type="button"
                onClick={(e) => save(e, draft.status === 'published' ? 'draft' : 'published')}
              >
                {draft.status === 'published' ? m.landing.unpublish : m.landing.publish}
              </button>
            </div>
          </form>
          {previewing ? (
            <div className="panel">
              <LandingPreview page={draft} />
            </div>
          ) : null}
        </div>
      ) : null}
      <LoadState loading={list.loading} error={list.error} />
      {list.data ? (
        <DataTable
          label={m.landing.title}
          rows={list.data}
          rowKey={(page) => page.id}
          columns={[
            { header: m.landing.pageTitle, rowHeader: true, cell: (page) => page.title },
            {
              header: m.landing.slug,
              cell: (page) =>
                page.status === 'published' ? (
                  <a href={`/land/${page.slug}`} target="_blank" rel="noopener">
                    /land/{page.slug}
                  </a>
                ) : (
                  `/land/${page.slug}`
                ),
            },
            {
              header: m.landing.status,
              cell: (page) => (page.status === 'published' ? m.landing.published : m.landing.draft),
            },
            { header: m.landing.endsAt, cell: (page) => formatTime(page.endsAt) },
            {
              header: m.common.edit,
              hideHeader: true,
              cell: (page) => (
                <button type="button" className="link" onClick={() => setDraft({ ...page })}>
                  {m.common.edit}
                </button>
              ),
            },
          ]}
        />
      ) : null}
    </Screen>
  );
}
