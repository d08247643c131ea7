/**
 * A work's form (docs/spec/console.md#works): its company, title, description, style, housing
 * type, size (坪), layout, budget (萬), region, designer, cover (a media-library photo; the first
 * photo when left empty), its photos by space in order, the representative flag and its status.
 */
import { errorMessage } from '@renovo/core/api';
import {
  type ContractData,
  type consoleCompaniesContract,
  type consoleWorkContract,
  EDITABLE_STATUSES,
} from '@renovo/core/contracts';
import { HOUSING_TYPES, REGIONS, STYLES } from '@renovo/core/data';
import {
  consoleCompanyMessages as c,
  consoleMessages,
  publicationMessages,
  consoleWorkMessages as w,
} from '@renovo/core/messages';
import { type FormEvent, useState } from 'react';
import { call } from '../api/call.ts';
import { companiesRoute, workCreateRoute, workUpdateRoute } from '../api/routes.ts';
import { useData } from '../use-data.ts';
import { MediaField } from './media-field.tsx';
import { type PhotoDraft, WorkPhotos } from './work-photos.tsx';

type Work = ContractData<typeof consoleWorkContract>;

/** A work as the form holds it. */
export type WorkDraft = Omit<
  Work,
  'id' | 'company' | 'photoCount' | 'updatedAt' | 'reviewRequestedAt' | 'reviewNote' | 'photos'
> & {
  id?: number;
  companyId: number | null;
  photos: PhotoDraft[];
};

/** A new work's form. */
export const NEW_WORK: WorkDraft = {
  companyId: null,
  title: '',
  description: '',
  styleId: 1,
  housingType: 1,
  areaPing: 30,
  room: 3,
  hall: 2,
  bath: 2,
  budgetWan: 100,
  regionId: 1,
  designer: '',
  coverMediaId: null,
  isRepresent: false,
  status: 'draft',
  photos: [],
};

/** The form's draft of a work read from the console API. */
export function draftOf(work: Work): WorkDraft {
  const { company, photoCount: _n, updatedAt: _u, reviewRequestedAt: _r, photos, ...rest } = work;
  return {
    ...rest,
    companyId: company.id,
    photos: photos.map((p, i) => ({
      key: i + 1,
      mediaId: p.mediaId,
      spaceId: p.spaceId,
      caption: p.caption,
      alt: p.alt,
      thumbnail: p.picture?.sources.find((s) => s.type === 'image/webp')?.srcset.split(' ')[0],
    })),
  };
}

const options = (list: readonly { value: number | string; label: string }[]) =>
  list
    .filter((o) => Number(o.value) > 0)
    .map((o) => (
      <option key={o.value} value={o.value}>
        {o.label}
      </option>
    ));

export function WorkForm({
  initial,
  company,
  onDone,
  onCancel,
}: {
  initial: WorkDraft;
  /** The work's company (shown even when the search does not find it). */
  company?: { id: number; name: string };
  onDone(message: string): void;
  onCancel(): void;
}) {
  const [draft, setDraft] = useState<WorkDraft>(initial);
  const [companyQuery, setCompanyQuery] = useState('');
  const found = useData<ContractData<typeof consoleCompaniesContract>>(companiesRoute, {
    query: { q: companyQuery },
  });
  const companies = [
    ...(company ? [company] : []),
    ...(found.data?.items ?? []).filter((row) => row.id !== company?.id),
  ];
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof WorkDraft>(key: K, value: WorkDraft[K]) =>
    setDraft({ ...draft, [key]: value });
  const number = (
    key: 'styleId' | 'housingType' | 'areaPing' | 'room' | 'hall' | 'bath' | 'budgetWan' | 'regionId',
  ) => ({
    value: draft[key],
    onChange: (e: { target: { value: string } }) => set(key, Number(e.target.value)),
  });

  async function save(event: FormEvent) {
    event.preventDefault();
    if (draft.companyId === null) return setProblem(w.companyMissing);
    const { id, photos, ...fields } = draft;
    const body = {
      ...fields,
      photos: photos.map(({ mediaId, spaceId, caption, alt }) => ({ mediaId, spaceId, caption, alt })),
    };
    setBusy(true);
    try {
      if (id === undefined) await call(workCreateRoute, { body });
      else await call(workUpdateRoute, { params: { id }, body });
      onDone(id === undefined ? w.created : consoleMessages.common.saved);
    } catch (error) {
      setProblem(errorMessage(error) ?? consoleMessages.common.failed);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="panel content-form" onSubmit={save} aria-labelledby="work-form-title" noValidate>
      <h2 id="work-form-title">{draft.id === undefined ? w.create : draft.title}</h2>
      <label>
        {w.companySearch}
        <input type="search" value={companyQuery} onChange={(e) => setCompanyQuery(e.target.value)} />
      </label>
      <label>
        {w.company}
        <select
          required
          value={draft.companyId ?? ''}
          onChange={(e) => set('companyId', e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">—</option>
          {companies.map((company) => (
            <option key={company.id} value={company.id}>
              {company.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {w.workTitle}
        <input required maxLength={80} value={draft.title} onChange={(e) => set('title', e.target.value)} />
      </label>
      <label>
        {w.description}
        <textarea
          rows={4}
          maxLength={5000}
          value={draft.description}
          onChange={(e) => set('description', e.target.value)}
        />
      </label>
      <div className="row-fields">
        <label>
          {w.style}
          <select {...number('styleId')}>{options(STYLES)}</select>
        </label>
        <label>
          {w.housingType}
          <select {...number('housingType')}>{options(HOUSING_TYPES)}</select>
        </label>
        <label>
          {w.region}
          <select {...number('regionId')}>
            {REGIONS.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {w.size}
          <input type="number" inputMode="numeric" min={1} {...number('areaPing')} />
        </label>
        <label>
          {w.budget}
          <input type="number" inputMode="numeric" min={0} {...number('budgetWan')} />
        </label>
      </div>
      <fieldset className="row-fields">
        <legend>{w.layout}</legend>
        <label>
          {w.rooms}
          <input type="number" inputMode="numeric" min={0} max={20} {...number('room')} />
        </label>
        <label>
          {w.halls}
          <input type="number" inputMode="numeric" min={0} max={20} {...number('hall')} />
        </label>
        <label>
          {w.baths}
          <input type="number" inputMode="numeric" min={0} max={20} {...number('bath')} />
        </label>
      </fieldset>
      <label>
        {w.designer}
        <input maxLength={40} value={draft.designer} onChange={(e) => set('designer', e.target.value)} />
      </label>
      <MediaField
        label={w.cover}
        hint={w.coverHint}
        value={draft.coverMediaId}
        onChange={(id) => set('coverMediaId', id)}
      />
      <WorkPhotos photos={draft.photos} onChange={(photos) => set('photos', photos)} />
      <label className="check">
        <input
          type="checkbox"
          checked={draft.isRepresent}
          onChange={(e) => set('isRepresent', e.target.checked)}
        />
        {w.represent}
      </label>
      <label>
        {c.status}
        <select value={draft.status} onChange={(e) => set('status', e.target.value as WorkDraft['status'])}>
          {EDITABLE_STATUSES.filter((s) => draft.id !== undefined || s !== 'unpublished').map((s) => (
            <option key={s} value={s}>
              {publicationMessages.statuses[s]}
            </option>
          ))}
        </select>
      </label>
      <div role="alert" className="form-error">
        {problem}
      </div>
      <div className="row">
        <button type="button" className="secondary" onClick={onCancel}>
          {consoleMessages.common.cancel}
        </button>
        <button type="submit" disabled={busy}>
          {consoleMessages.common.save}
        </button>
      </div>
    </form>
  );
}
