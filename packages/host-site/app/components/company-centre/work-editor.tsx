/**
 * The company centre's work editor: a draft's facts and its photos (uploaded through the media
 * pipeline, each given its space and a caption), saved as a draft or sent for review. The
 * server says where it stands after (a draft, waiting for review, or published at once).
 */
import { type CompanyWork, companyCentreMessages as m, saveCompanyWork } from '@renovo/core';
import { HOUSING_TYPES, REGIONS, SPACES, STYLES } from '@renovo/core/data';
import { type FormEvent, useId, useState } from 'react';
import { browserApi } from '../../lib/browser.ts';
import { PhotoInput } from './photo-input.tsx';
import { reasonOf } from './use-centre-data.ts';

/** A photo as the editor holds it. */
interface PhotoDraft {
  media_id: number;
  space_id: number;
  caption: string;
  src: string | null;
}

const options = (list: readonly { value: number | string; label: string }[]) =>
  list
    .filter((o) => Number(o.value) > 0)
    .map((o) => (
      <option key={o.value} value={o.value}>
        {o.label}
      </option>
    ));

const FIRST_SPACE = Number(SPACES.find((s) => Number(s.value) > 0)?.value ?? 1);

/** A new work's starting values. */
const NEW = {
  title: '',
  description: '',
  style_id: Number(STYLES.find((s) => Number(s.value) > 0)?.value ?? 1),
  housing_type: Number(HOUSING_TYPES.find((h) => Number(h.value) > 0)?.value ?? 1),
  area_ping: 30,
  room: 3,
  hall: 2,
  bath: 2,
  budget_wan: 100,
  region_id: 1,
  designer: '',
};

/** The editor of `work` (a new one when undefined); `onSaved` gets the work as saved. */
export function WorkEditor({
  work,
  onSaved,
  onCancel,
}: {
  work?: CompanyWork;
  onSaved: (work: CompanyWork) => void;
  onCancel: () => void;
}) {
  const id = useId();
  const [fields, setFields] = useState(() => (work ? { ...NEW, ...pick(work) } : NEW));
  const [photos, setPhotos] = useState<PhotoDraft[]>(
    () =>
      work?.photos.map((p) => ({
        media_id: p.media_id,
        space_id: p.space_id || FIRST_SPACE,
        caption: p.caption,
        src: p.picture?.src ?? null,
      })) ?? [],
  );
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState('');
  const set = <K extends keyof typeof NEW>(key: K, value: (typeof NEW)[K]) =>
    setFields((f) => ({ ...f, [key]: value }));
  const field = (key: keyof typeof NEW, label: string, kind: 'text' | 'number' = 'number') => (
    <div className="centre__field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        type={kind}
        inputMode={kind === 'number' ? 'numeric' : undefined}
        required={key === 'title'}
        value={String(fields[key])}
        onChange={(e) => set(key, (kind === 'number' ? Number(e.target.value) : e.target.value) as never)}
      />
    </div>
  );
  const select = (
    key: 'style_id' | 'housing_type' | 'region_id',
    label: string,
    list: readonly { value: number | string; label: string }[],
  ) => (
    <div className="centre__field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <select id={`${id}-${key}`} value={fields[key]} onChange={(e) => set(key, Number(e.target.value))}>
        {options(list)}
      </select>
    </div>
  );

  async function save(submit: boolean) {
    setBusy(true);
    setProblem('');
    try {
      const saved = await saveCompanyWork(
        browserApi(),
        {
          ...fields,
          photos: photos.map(({ media_id, space_id, caption }) => ({ media_id, space_id, caption })),
          submit,
        },
        work?.id,
      );
      onSaved(saved);
    } catch (error) {
      setProblem(reasonOf(error));
    } finally {
      setBusy(false);
    }
  }
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(true);
  };

  return (
    <form className="centre__form centre__card" onSubmit={onSubmit} aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>{work ? m.editWork : m.newWork}</h3>
      {field('title', m.workTitleLabel, 'text')}
      <div className="centre__field">
        <label htmlFor={`${id}-description`}>{m.workDescriptionLabel}</label>
        <textarea
          id={`${id}-description`}
          rows={4}
          maxLength={4000}
          value={fields.description}
          onChange={(e) => set('description', e.target.value)}
        />
      </div>
      <div className="centre__form centre__form--wide">
        {select('style_id', m.styleLabel, STYLES)}
        {select('housing_type', m.housingTypeLabel, HOUSING_TYPES)}
        {select(
          'region_id',
          m.workRegionLabel,
          REGIONS.map((r) => ({ value: r.id, label: r.name })),
        )}
        {field('area_ping', m.areaLabel)}
        {field('room', m.roomLabel)}
        {field('hall', m.hallLabel)}
        {field('bath', m.bathLabel)}
        {field('budget_wan', m.workBudgetLabel)}
        {field('designer', m.designerLabel, 'text')}
      </div>
      <fieldset className="centre__checks">
        <legend>{m.photosLabel}</legend>
        <ul className="centre__photos">
          {photos.map((photo, index) => (
            <li key={photo.media_id}>
              {photo.src ? (
                <img src={photo.src} alt={photo.caption || m.photosLabel} width={320} height={240} />
              ) : (
                <p className="centre__meta">{m.processing}</p>
              )}
              <div className="centre__field">
                <label htmlFor={`${id}-space-${index}`}>{m.spaceLabel}</label>
                <select
                  id={`${id}-space-${index}`}
                  value={photo.space_id}
                  onChange={(e) =>
                    setPhotos((all) =>
                      all.map((p, i) => (i === index ? { ...p, space_id: Number(e.target.value) } : p)),
                    )
                  }
                >
                  {options(SPACES)}
                </select>
              </div>
              <div className="centre__field">
                <label htmlFor={`${id}-caption-${index}`}>{m.captionLabel}</label>
                <input
                  id={`${id}-caption-${index}`}
                  maxLength={200}
                  value={photo.caption}
                  onChange={(e) =>
                    setPhotos((all) =>
                      all.map((p, i) => (i === index ? { ...p, caption: e.target.value } : p)),
                    )
                  }
                />
              </div>
              <button
                type="button"
                className="button button--ghost"
                onClick={() => setPhotos((all) => all.filter((_, i) => i !== index))}
              >
                {m.removePhoto}
              </button>
            </li>
          ))}
        </ul>
        <PhotoInput
          label={m.addPhotos}
          multiple
          onPhoto={(photo) =>
            setPhotos((all) => [
              ...all,
              { media_id: photo.id, space_id: FIRST_SPACE, caption: '', src: photo.picture?.src ?? null },
            ])
          }
        />
      </fieldset>
      <p className="centre__error" role="alert">
        {problem}
      </p>
      <div className="centre__row">
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() => void save(false)}
        >
          {m.saveDraft}
        </button>
        <button type="submit" className="button" disabled={busy}>
          {m.submitForReview}
        </button>
        <button type="button" className="button button--ghost" onClick={onCancel}>
          {m.backToList}
        </button>
      </div>
    </form>
  );
}

/** The editable facts of a saved work. */
function pick(work: CompanyWork) {
  const {
    title,
    description,
    style_id,
    housing_type,
    area_ping,
    room,
    hall,
    bath,
    budget_wan,
    region_id,
    designer,
  } = work;
  return {
    title,
    description,
    style_id,
    housing_type,
    area_ping,
    room,
    hall,
    bath,
    budget_wan,
    region_id,
    designer,
  };
}
