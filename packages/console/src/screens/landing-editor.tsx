/**
 * The landing-page editor (docs/spec/console.md#landing-pages): the page's fields beside a live
 * preview of the page as /land/{slug} will show it; each field's problem on the field as it is
 * typed; save, publish and unpublish here, the editor staying open on the saved page with its
 * status and public address. Text is plain: a blank line starts a paragraph and a line break
 * stays one on the page; nothing typed is read as HTML.
 */
import { errorMessage, errorStatus } from '@renovo/core/api';
import { LANDING_SLUG_PATTERN, type LandingPageStatus } from '@renovo/core/contracts';
import { format, consoleLandingMessages as lm, consoleMessages as m } from '@renovo/core/messages';
import { type FormEvent, useEffect, useMemo, useRef, useState } from 'react';
import { call } from '../api/call.ts';
import { consoleLandingPageCreateRoute, consoleLandingPageUpdateRoute } from '../api/routes.ts';
import { useToast } from '../toast.tsx';
import type { LandingPage } from '../types.ts';
import { Field, idOf } from './landing-field.tsx';
import { LandingPreviewFrame } from './landing-preview-frame.tsx';
import {
  type FieldName,
  fieldsOf,
  type LandingDraft,
  shownProblems,
  type TakenSlug,
} from './landing-problems.ts';

/** The most sections a page has (the contract's limit). */
const MAX_SECTIONS = 20;

/** A new page's fields. */
export const EMPTY_PAGE: LandingDraft = {
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

/** The editor of `initial` (a saved page, or a new one). */
export function LandingEditor({
  initial,
  others,
  unsaved,
  onSaved,
  onClose,
}: {
  initial: LandingDraft;
  /** The other pages (their slugs are taken). */
  others: readonly LandingPage[];
  /** Set to whether the draft has changes not saved yet (the list asks before opening another page). */
  unsaved: { current: boolean };
  onSaved(page: LandingPage): void;
  onClose(): void;
}) {
  const notify = useToast();
  const [draft, setDraft] = useState<LandingDraft>(initial);
  const [saved, setSaved] = useState<LandingDraft | null>(initial.id === undefined ? null : initial);
  const [touched, setTouched] = useState<ReadonlySet<FieldName>>(new Set());
  const [tried, setTried] = useState(false);
  const [taken, setTaken] = useState<TakenSlug | null>(null);
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The editor opened: a screen reader hears which, and the keyboard goes on from there.
  useEffect(() => heading.current?.focus(), []);

  const otherSlugs = useMemo(
    () => new Set(others.filter((p) => p.id !== draft.id).map((p) => p.slug)),
    [others, draft.id],
  );
  const problems = shownProblems(draft, { touched, tried, taken, otherSlugs });
  const dirty = JSON.stringify(fieldsOf(saved ?? initial)) !== JSON.stringify(fieldsOf(draft));
  unsaved.current = dirty;
  const preview = useMemo(
    () => ({
      slug: draft.slug,
      title: draft.title,
      heroText: draft.heroText,
      heroImage: draft.heroImage,
      sections: draft.sections,
      quoteModule: draft.quoteModule,
      endsAt: draft.endsAt,
    }),
    [draft],
  );

  /** Changes fields, marking them touched (so their problems show as they are typed). */
  const change = (next: Partial<LandingDraft>, names: FieldName[]) => {
    setDraft((d) => ({ ...d, ...next }));
    setTouched((t) => new Set([...t, ...names]));
    setFailure('');
  };
  const text = (name: 'title' | 'slug' | 'heroImage' | 'quoteModule' | 'utmSource' | 'utmCampaign') => ({
    value: draft[name],
    onChange: (e: { target: { value: string } }) => change({ [name]: e.target.value }, [name]),
  });
  const setSection = (i: number, part: 'heading' | 'body', value: string) =>
    change({ sections: draft.sections.map((s, j) => (j === i ? { ...s, [part]: value } : s)) }, [
      `sections.${i}.${part}`,
    ]);

  /** Saves the fields, and the status when `status` is given (publish, unpublish). */
  async function save(event: FormEvent | null, status?: LandingPageStatus) {
    event?.preventDefault();
    setTried(true);
    const now = shownProblems(draft, { touched, tried: true, taken, otherSlugs });
    if (now.size > 0) {
      setFailure(format(lm.fieldCount, { count: now.size }));
      const first = [...now.keys()][0] as string;
      form.current?.querySelector<HTMLElement>(`#${idOf(first)}`)?.focus();
      return;
    }
    setBusy(true);
    try {
      const fields = fieldsOf(draft);
      const page =
        draft.id === undefined
          ? await call<LandingPage>(consoleLandingPageCreateRoute, {
              body: { ...fields, status: status ?? 'draft' },
            })
          : await call<LandingPage>(consoleLandingPageUpdateRoute, {
              params: { id: draft.id },
              body: status ? { ...fields, status } : fields,
            });
      setDraft(page);
      setSaved(page);
      setTaken(null);
      setFailure('');
      notify(
        status === 'published'
          ? lm.publishedToast
          : status === 'draft'
            ? lm.unpublishedToast
            : m.common.saved,
      );
      onSaved(page);
    } catch (error) {
      const message = errorMessage(error) ?? m.common.failed;
      if (errorStatus(error) === 409) setTaken({ slug: draft.slug, message });
      else setFailure(message);
    } finally {
      setBusy(false);
    }
  }

  const published = saved?.status === 'published';
  const problemOf = (name: FieldName) => problems.get(name);
  return (
    <div className="split landing-editor">
      <form
        ref={form}
        className="panel"
        noValidate
        onSubmit={(e) => save(e)}
        aria-labelledby="landing-editor-title"
      >
        <h2 id="landing-editor-title" tabIndex={-1} ref={heading}>
          {saved ? lm.editorTitle : lm.newPageTitle}
        </h2>
        <p className="landing-status">
          {format(lm.statusLine, { status: published ? m.landing.published : m.landing.draft })}
          {published && saved ? (
            <>
              {' · '}
              {lm.publicAt}
              <a href={`/land/${saved.slug}`} target="_blank" rel="noopener">
                /land/{saved.slug}
              </a>
            </>
          ) : null}
          <span className="hint">
            {' '}
            · {saved === null ? lm.notSavedYet : dirty ? lm.unsavedChanges : lm.allSaved}
          </span>
        </p>
        <p className="landing-to-preview">
          <a href="#landing-preview-title">{lm.toPreview}</a>
        </p>
        <Field name="title" label={m.landing.pageTitle} problem={problemOf('title')}>
          {(p) => <input {...p} required maxLength={100} {...text('title')} />}
        </Field>
        <Field name="slug" label={m.landing.slug} hint={lm.slugHint} problem={problemOf('slug')}>
          {(p) => (
            <input
              {...p}
              required
              maxLength={64}
              pattern={LANDING_SLUG_PATTERN}
              autoCapitalize="none"
              autoComplete="off"
              spellCheck={false}
              {...text('slug')}
            />
          )}
        </Field>
        <Field name="heroText" label={m.landing.hero} hint={lm.heroHint} problem={problemOf('heroText')}>
          {(p) => (
            <textarea
              {...p}
              rows={3}
              maxLength={500}
              value={draft.heroText}
              onChange={(e) => change({ heroText: e.target.value }, ['heroText'])}
            />
          )}
        </Field>
        <Field
          name="heroImage"
          label={m.landing.heroImage}
          hint={lm.heroImageHint}
          problem={problemOf('heroImage')}
        >
          {(p) => <input {...p} type="url" inputMode="url" maxLength={500} {...text('heroImage')} />}
        </Field>
        <fieldset>
          <legend>{m.landing.sections}</legend>
          {draft.sections.map((section, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id of their own
            <div key={i} className="section-edit">
              <Field
                name={`sections.${i}.heading`}
                label={`${m.landing.sectionHeading} ${i + 1}`}
                problem={problemOf(`sections.${i}.heading`)}
              >
                {(p) => (
                  <input
                    {...p}
                    maxLength={100}
                    value={section.heading}
                    onChange={(e) => setSection(i, 'heading', e.target.value)}
                  />
                )}
              </Field>
              <Field
                name={`sections.${i}.body`}
                label={`${m.landing.sectionBody} ${i + 1}`}
                hint={i === 0 ? lm.sectionBodyHint : undefined}
                problem={problemOf(`sections.${i}.body`)}
              >
                {(p) => (
                  <textarea
                    {...p}
                    rows={5}
                    maxLength={2000}
                    value={section.body}
                    onChange={(e) => setSection(i, 'body', e.target.value)}
                  />
                )}
              </Field>
              <button
                type="button"
                className="link"
                onClick={() => change({ sections: draft.sections.filter((_, j) => j !== i) }, [])}
              >
                {m.landing.removeSection} {i + 1}
              </button>
            </div>
          ))}
          <button
            type="button"
            className="secondary"
            disabled={draft.sections.length >= MAX_SECTIONS}
            onClick={() => change({ sections: [...draft.sections, { heading: '', body: '' }] }, [])}
          >
            {m.landing.addSection}
          </button>
          {draft.sections.length >= MAX_SECTIONS ? (
            <p className="hint">{format(lm.maxSections, { max: MAX_SECTIONS })}</p>
          ) : null}
        </fieldset>
        <Field
          name="quoteModule"
          label={m.landing.quoteModule}
          hint={lm.quoteModuleHint}
          problem={problemOf('quoteModule')}
        >
          {(p) => <input {...p} maxLength={40} autoCapitalize="none" {...text('quoteModule')} />}
        </Field>
        <Field
          name="utmSource"
          label={m.landing.utmSource}
          hint={lm.utmHint}
          problem={problemOf('utmSource')}
        >
          {(p) => <input {...p} maxLength={40} autoCapitalize="none" {...text('utmSource')} />}
        </Field>
        <Field name="utmCampaign" label={m.landing.utmCampaign} problem={problemOf('utmCampaign')}>
          {(p) => <input {...p} maxLength={40} autoCapitalize="none" {...text('utmCampaign')} />}
        </Field>
        <Field name="endsAt" label={m.landing.endsAt} hint={lm.endsAtHint} problem={problemOf('endsAt')}>
          {(p) => (
            <input
              {...p}
              type="date"
              value={draft.endsAt ? draft.endsAt.slice(0, 10) : ''}
              onChange={(e) =>
                change({ endsAt: e.target.value ? `${e.target.value}T23:59:59+08:00` : null }, ['endsAt'])
              }
            />
          )}
        </Field>
        <div role="alert" className="form-error">
          {failure}
        </div>
        <div className="row">
          <button
            type="button"
            className="secondary"
            onClick={() => {
              if (!dirty || window.confirm(lm.discardChanges)) onClose();
            }}
          >
            {m.common.close}
          </button>
          <button type="submit" className={published ? undefined : 'secondary'} disabled={busy}>
            {published ? lm.saveAndUpdate : lm.saveDraft}
          </button>
          <button
            type="button"
            className={published ? 'secondary' : undefined}
            disabled={busy}
            onClick={() => save(null, published ? 'draft' : 'published')}
          >
            {published ? m.landing.unpublish : m.landing.publish}
          </button>
        </div>
      </form>
      <LandingPreviewFrame page={preview} />
    </div>
  );
}
