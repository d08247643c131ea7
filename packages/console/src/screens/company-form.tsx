/**
 * A company's form (docs/spec/console.md#companies): profile, logo (a media-library photo),
 * regions and styles, budget band, contact shown on the site, 統一編號 (checked by the same
 * checksum as the server), interior-decoration licence and its expiry, verified badge, status.
 * The server's zh-TW refusal is shown in an alert; nothing typed is lost.
 */
import { errorMessage } from '@renovo/core/api';
import {
  COMPANY_SIDE_LIMITS,
  type ContractData,
  type consoleCompanyContract,
  DEFAULT_MONTHLY_CAPACITY,
  EDITABLE_STATUSES,
  isValidTaxId,
  LICENCE_REMINDER_DAYS,
  sizeBandInOrder,
} from '@renovo/core/contracts';
import { REGIONS, STYLES } from '@renovo/core/data';
import {
  consoleMessages,
  format,
  consoleCompanyMessages as m,
  publicationMessages,
  consoleCompanySideMessages as sm,
} from '@renovo/core/messages';
import { type FormEvent, useState } from 'react';
import { call } from '../api/call.ts';
import { companyCreateRoute, companyUpdateRoute } from '../api/routes.ts';
import { MediaField } from './media-field.tsx';

/** A company as the form holds it. */
export type CompanyDraft = Omit<
  ContractData<typeof consoleCompanyContract>,
  'id' | 'licenceStanding' | 'licenceRemindedOn' | 'verificationLevel' | 'worksCount' | 'updatedAt' | 'logo'
> & { id?: number };

/** A new company's form. */
export const NEW_COMPANY: CompanyDraft = {
  name: '',
  status: 'draft',
  verified: false,
  licenceExpiresOn: null,
  logoMediaId: null,
  intro: '',
  regionId: 1,
  address: '',
  servedRegionIds: [],
  styleIds: [],
  priceMinWan: 0,
  priceMaxWan: 0,
  // Empty until someone says it (never invented).
  foundedYear: null,
  teamSize: null,
  phone: '',
  email: '',
  website: '',
  taxId: null,
  licenceNo: '',
  monthlyCapacity: DEFAULT_MONTHLY_CAPACITY,
  paused: false,
  sizeMinPing: null,
  sizeMaxPing: null,
};

const STYLE_OPTIONS = STYLES.filter((s) => Number(s.value) > 0);

/** Toggles `id` in a list of ids. */
const toggled = (ids: number[], id: number) =>
  ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id];

export function CompanyForm({
  initial,
  onDone,
  onCancel,
}: {
  initial: CompanyDraft;
  onDone(message: string): void;
  onCancel(): void;
}) {
  const [draft, setDraft] = useState<CompanyDraft>(initial);
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof CompanyDraft>(key: K, value: CompanyDraft[K]) =>
    setDraft({ ...draft, [key]: value });
  const taxIdBad = draft.taxId !== null && draft.taxId !== '' && !isValidTaxId(draft.taxId);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (taxIdBad) return setProblem(m.badTaxId);
    if (draft.priceMinWan > draft.priceMaxWan) return setProblem(m.badBudget);
    if (!sizeBandInOrder(draft)) return setProblem(sm.badSize);
    const { id, ...body } = draft;
    setBusy(true);
    try {
      if (id === undefined) await call(companyCreateRoute, { body: { ...body, taxId: body.taxId || null } });
      else await call(companyUpdateRoute, { params: { id }, body: { ...body, taxId: body.taxId || null } });
      onDone(id === undefined ? m.created : consoleMessages.common.saved);
    } catch (error) {
      setProblem(errorMessage(error) ?? consoleMessages.common.failed);
    } finally {
      setBusy(false);
    }
  }

  const text = (key: 'name' | 'address' | 'phone' | 'email' | 'website' | 'licenceNo') => ({
    value: draft[key],
    onChange: (e: { target: { value: string } }) => set(key, e.target.value),
  });
  const number = (key: 'priceMinWan' | 'priceMaxWan') => ({
    type: 'number',
    inputMode: 'numeric' as const,
    value: draft[key],
    onChange: (e: { target: { value: string } }) => set(key, Number(e.target.value)),
  });
  /** A number that may be left empty (null: not said). */
  const optional = (key: 'foundedYear' | 'teamSize') => ({
    type: 'number',
    inputMode: 'numeric' as const,
    value: draft[key] ?? '',
    onChange: (e: { target: { value: string } }) =>
      set(key, e.target.value === '' ? null : Number(e.target.value)),
  });

  const ping = (key: 'sizeMinPing' | 'sizeMaxPing') => ({
    inputMode: 'numeric' as const,
    min: 0,
    max: COMPANY_SIDE_LIMITS.sizePing,
    value: draft[key] ?? '',
    onChange: (e: { target: { value: string } }) =>
      set(key, e.target.value === '' ? null : Number(e.target.value)),
  });

  return (
    <form className="panel content-form" onSubmit={save} aria-labelledby="company-form-title" noValidate>
      <h2 id="company-form-title">{draft.id === undefined ? m.create : draft.name}</h2>
      <label>
        {m.name}
        <input required maxLength={60} {...text('name')} />
      </label>
      <MediaField
        label={m.logo}
        hint={m.logoHint}
        value={draft.logoMediaId}
        onChange={(id) => set('logoMediaId', id)}
      />
      <label>
        {m.intro}
        <textarea
          rows={4}
          maxLength={2000}
          value={draft.intro}
          onChange={(e) => set('intro', e.target.value)}
        />
      </label>
      <label>
        {m.headOffice}
        <select value={draft.regionId} onChange={(e) => set('regionId', Number(e.target.value))}>
          {REGIONS.map((r) => (
            <option key={r.id} value={r.id}>
              {r.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        {m.address}
        <input maxLength={120} autoComplete="street-address" {...text('address')} />
      </label>
      <fieldset className="checks">
        <legend>{m.served}</legend>
        {REGIONS.map((r) => (
          <label key={r.id} className="check">
            <input
              type="checkbox"
              checked={draft.servedRegionIds.includes(r.id)}
              onChange={() => set('servedRegionIds', toggled(draft.servedRegionIds, r.id))}
            />
            {r.name}
          </label>
        ))}
      </fieldset>
      <fieldset className="checks">
        <legend>{m.styles}</legend>
        {STYLE_OPTIONS.map((s) => (
          <label key={s.value} className="check">
            <input
              type="checkbox"
              checked={draft.styleIds.includes(Number(s.value))}
              onChange={() => set('styleIds', toggled(draft.styleIds, Number(s.value)))}
            />
            {s.label}
          </label>
        ))}
      </fieldset>
      <div className="row-fields">
        <label>
          {m.budgetMin}
          <input min={0} {...number('priceMinWan')} />
        </label>
        <label>
          {m.budgetMax}
          <input min={0} {...number('priceMaxWan')} />
        </label>
        <label>
          {m.foundedYear}
          <input min={1900} {...optional('foundedYear')} />
        </label>
        <label>
          {m.teamSize}
          <input min={1} {...optional('teamSize')} />
        </label>
      </div>
      <fieldset>
        <legend>{m.contact}</legend>
        <label>
          {m.phone}
          <input type="tel" autoComplete="tel" maxLength={20} {...text('phone')} />
        </label>
        <label>
          {m.email}
          <input type="email" autoComplete="email" maxLength={120} {...text('email')} />
        </label>
        <label>
          {m.website}
          <input type="url" autoComplete="url" maxLength={200} {...text('website')} />
        </label>
      </fieldset>
      <label>
        {m.taxId}
        <input
          inputMode="numeric"
          maxLength={8}
          value={draft.taxId ?? ''}
          aria-invalid={taxIdBad}
          aria-describedby={taxIdBad ? 'tax-id-problem' : undefined}
          onChange={(e) => set('taxId', e.target.value || null)}
        />
      </label>
      {taxIdBad ? (
        <p className="field-error" id="tax-id-problem">
          {m.badTaxId}
        </p>
      ) : null}
      <label>
        {m.licenceNo}
        <input maxLength={40} {...text('licenceNo')} />
      </label>
      <label>
        {m.licenceExpiresOn}
        <input
          type="date"
          value={draft.licenceExpiresOn ?? ''}
          aria-describedby="licence-reminder"
          onChange={(e) => set('licenceExpiresOn', e.target.value || null)}
        />
      </label>
      <p className="hint" id="licence-reminder">
        {format(m.licenceReminder, { days: LICENCE_REMINDER_DAYS })}
      </p>
      <fieldset>
        <legend>{sm.matchingTitle}</legend>
        <div className="row-fields">
          <label>
            {sm.monthlyCapacity}
            <input
              type="number"
              inputMode="numeric"
              min={0}
              max={COMPANY_SIDE_LIMITS.monthlyCapacity}
              value={draft.monthlyCapacity}
              onChange={(e) => set('monthlyCapacity', Number(e.target.value))}
            />
          </label>
          <label>
            {sm.sizeMin}
            <input type="number" {...ping('sizeMinPing')} />
          </label>
          <label>
            {sm.sizeMax}
            <input type="number" {...ping('sizeMaxPing')} />
          </label>
        </div>
        <label className="check">
          <input type="checkbox" checked={draft.paused} onChange={(e) => set('paused', e.target.checked)} />
          {sm.paused}
        </label>
      </fieldset>
      <label className="check">
        <input type="checkbox" checked={draft.verified} onChange={(e) => set('verified', e.target.checked)} />
        {m.verified}
      </label>
      <label>
        {m.status}
        <select
          value={draft.status}
          onChange={(e) => set('status', e.target.value as CompanyDraft['status'])}
        >
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
