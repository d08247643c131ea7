/**
 * `/user-company/profile` — 公司資料: what the company says of itself and how it takes leads —
 * logo (uploaded with its progress), intro, head-office city, cities served, styles, budget
 * band, team size, home sizes taken, monthly capacity and a pause (PUT /v1/company/profile).
 * Name, tax id and licence are the platform staff's.
 */
import { type CompanyProfile, companyCentreMessages as m, putCompanyProfile } from '@renovo/core';
import { REGIONS, STYLES } from '@renovo/core/data';
import { type FormEvent, useId, useState } from 'react';
import { useOutletContext, useRevalidator } from 'react-router';
import { PhotoInput } from '../components/company-centre/photo-input.tsx';
import { reasonOf } from '../components/company-centre/use-centre-data.ts';
import { browserApi } from '../lib/browser.ts';
import type { CentreOutlet } from './user-company.tsx';

type Draft = Omit<CompanyProfile, 'size_min_ping' | 'size_max_ping'> & {
  size_min_ping: string;
  size_max_ping: string;
};

const draftOf = (p: CompanyProfile): Draft => ({
  ...p,
  size_min_ping: p.size_min_ping === null ? '' : String(p.size_min_ping),
  size_max_ping: p.size_max_ping === null ? '' : String(p.size_max_ping),
});

const toggled = (list: readonly number[], id: number, on: boolean) =>
  on ? [...new Set([...list, id])] : list.filter((v) => v !== id);

/** The profile form. */
export default function CentreProfile() {
  const { profile } = useOutletContext<CentreOutlet>();
  const revalidator = useRevalidator();
  const id = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(profile));
  const [logoSrc, setLogoSrc] = useState(profile.logo?.src ?? null);
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const num = (key: 'price_min_wan' | 'price_max_wan' | 'team_size' | 'monthly_capacity') => ({
    id: `${id}-${key}`,
    type: 'number',
    inputMode: 'numeric' as const,
    value: String(draft[key] ?? ''),
    // The team size may be left empty (not said); the others are numbers.
    onChange: (e: { target: { value: string } }) =>
      set(key, key === 'team_size' && e.target.value === '' ? null : Number(e.target.value)),
  });

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem('');
    setStatus(m.saving);
    try {
      const saved = await putCompanyProfile(browserApi(), {
        logo_media_id: draft.logo_media_id,
        intro: draft.intro,
        region_id: draft.region_id,
        served_region_ids: draft.served_region_ids,
        style_ids: draft.style_ids,
        price_min_wan: draft.price_min_wan,
        price_max_wan: draft.price_max_wan,
        team_size: draft.team_size,
        size_min_ping: draft.size_min_ping === '' ? null : Number(draft.size_min_ping),
        size_max_ping: draft.size_max_ping === '' ? null : Number(draft.size_max_ping),
        monthly_capacity: draft.monthly_capacity,
        paused: draft.paused,
      });
      setDraft(draftOf(saved));
      setStatus(m.saved);
      void revalidator.revalidate();
    } catch (error) {
      setStatus('');
      setProblem(reasonOf(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section aria-labelledby="centre-profile">
      <h2 id="centre-profile">{m.tabs.profile}</h2>
      <p className="centre__meta">
        {m.verification}：{profile.verification_label}。{m.staffOnlyNote}
      </p>
      <form className="centre__form" onSubmit={save} noValidate>
        <div className="centre__field">
          <span>{m.logoLabel}</span>
          {logoSrc ? (
            <div className="centre__logo">
              <img src={logoSrc} alt={m.logoLabel} width={160} height={160} />
              <button
                type="button"
                className="button button--ghost"
                onClick={() => {
                  set('logo_media_id', null);
                  setLogoSrc(null);
                }}
              >
                {m.logoRemove}
              </button>
            </div>
          ) : null}
          <PhotoInput
            label={m.logoUpload}
            onPhoto={(photo) => {
              set('logo_media_id', photo.id);
              setLogoSrc(photo.picture?.src ?? null);
            }}
          />
        </div>
        <div className="centre__field">
          <label htmlFor={`${id}-intro`}>{m.introLabel}</label>
          <textarea
            id={`${id}-intro`}
            rows={5}
            maxLength={2000}
            value={draft.intro}
            onChange={(e) => set('intro', e.target.value)}
          />
        </div>
        <div className="centre__field">
          <label htmlFor={`${id}-region`}>{m.regionLabel}</label>
          <select
            id={`${id}-region`}
            value={draft.region_id}
            onChange={(e) => set('region_id', Number(e.target.value))}
          >
            {REGIONS.map((r) => (
              <option key={r.id} value={r.id}>
                {r.name}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="centre__checks">
          <legend>{m.servedLabel}</legend>
          {REGIONS.map((r) => (
            <label key={r.id}>
              <input
                type="checkbox"
                checked={draft.served_region_ids.includes(r.id)}
                onChange={(e) =>
                  set('served_region_ids', toggled(draft.served_region_ids, r.id, e.target.checked))
                }
              />
              {r.name}
            </label>
          ))}
        </fieldset>
        <fieldset className="centre__checks">
          <legend>{m.stylesLabel}</legend>
          {STYLES.filter((s) => Number(s.value) > 0).map((s) => (
            <label key={s.value}>
              <input
                type="checkbox"
                checked={draft.style_ids.includes(Number(s.value))}
                onChange={(e) =>
                  set('style_ids', toggled(draft.style_ids, Number(s.value), e.target.checked))
                }
              />
              {s.label}
            </label>
          ))}
        </fieldset>
        <div className="centre__form centre__form--wide">
          <div className="centre__field">
            <label htmlFor={`${id}-price_min_wan`}>{m.priceMinLabel}</label>
            <input {...num('price_min_wan')} min={0} />
          </div>
          <div className="centre__field">
            <label htmlFor={`${id}-price_max_wan`}>{m.priceMaxLabel}</label>
            <input {...num('price_max_wan')} min={0} />
          </div>
          <div className="centre__field">
            <label htmlFor={`${id}-size-min`}>{m.sizeMinLabel}</label>
            <input
              id={`${id}-size-min`}
              type="number"
              inputMode="numeric"
              min={1}
              value={draft.size_min_ping}
              onChange={(e) => set('size_min_ping', e.target.value)}
            />
          </div>
          <div className="centre__field">
            <label htmlFor={`${id}-size-max`}>{m.sizeMaxLabel}</label>
            <input
              id={`${id}-size-max`}
              type="number"
              inputMode="numeric"
              min={1}
              value={draft.size_max_ping}
              onChange={(e) => set('size_max_ping', e.target.value)}
            />
          </div>
          <div className="centre__field">
            <label htmlFor={`${id}-team_size`}>{m.teamSizeLabel}</label>
            <input {...num('team_size')} min={1} />
          </div>
          <div className="centre__field">
            <label htmlFor={`${id}-monthly_capacity`}>{m.capacityLabel}</label>
            <input {...num('monthly_capacity')} min={0} max={500} />
          </div>
        </div>
        <label className="centre__row">
          <input type="checkbox" checked={draft.paused} onChange={(e) => set('paused', e.target.checked)} />
          {m.pausedLabel}
        </label>
        <p className="centre__error" role="alert">
          {problem}
        </p>
        <p className="centre__meta" role="status" aria-live="polite">
          {status}
        </p>
        <div>
          <button type="submit" className="button" disabled={busy}>
            {m.save}
          </button>
        </div>
      </form>
    </section>
  );
}
