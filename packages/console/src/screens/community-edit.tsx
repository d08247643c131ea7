/**
 * One community edited by hand (docs/spec/console.md#community-import): search by name, open one,
 * change its name, address, city, district, housing type and layouts (rooms, halls, baths and the
 * building areas each comes in), and save it whole; a refused save shows the server's reason.
 */
import { errorMessage } from '@renovo/core/api';
import type {
  ContractData,
  consoleCommunitiesListContract,
  consoleCommunityDetailContract,
} from '@renovo/core/contracts';
import { CITIES, districtsOf, HOUSING_TYPES } from '@renovo/core/data';
import {
  consoleMessages,
  consoleWorkMessages,
  format,
  communityImportMessages as m,
} from '@renovo/core/messages';
import { useState } from 'react';
import { call } from '../api/call.ts';
import { communitiesRoute, communityRoute, communityUpdateRoute } from '../api/routes.ts';
import { useToast } from '../toast.tsx';

type Found = ContractData<typeof consoleCommunitiesListContract>;
type Community = ContractData<typeof consoleCommunityDetailContract>;
/** A layout as typed: the areas as the editor wrote them. */
interface LayoutDraft {
  rooms: number;
  halls: number;
  baths: number;
  areas: string;
}

const draftsOf = (c: Community): LayoutDraft[] =>
  c.layouts.map((l) => ({
    rooms: l.rooms,
    halls: l.halls,
    baths: l.baths,
    areas: l.building_areas.join(', '),
  }));

export function CommunityEdit() {
  const notify = useToast();
  const [q, setQ] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const [community, setCommunity] = useState<Community | null>(null);
  const [layouts, setLayouts] = useState<LayoutDraft[]>([]);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function search() {
    setError('');
    try {
      setFound(await call<Found>(communitiesRoute, { query: { q } }));
    } catch (cause) {
      setError(errorMessage(cause) ?? consoleMessages.common.failed);
    }
  }
  async function open(id: number) {
    setError('');
    try {
      const one = await call<Community>(communityRoute, { params: { id } });
      setCommunity(one);
      setLayouts(draftsOf(one));
    } catch (cause) {
      setError(errorMessage(cause) ?? consoleMessages.common.failed);
    }
  }
  async function save() {
    if (!community) return;
    setError('');
    setBusy(true);
    try {
      const body = {
        name: community.name,
        address: community.address,
        region_id: community.region_id,
        district: community.district,
        housing_type: community.housing_type,
        layouts: layouts.map((l) => ({
          rooms: l.rooms,
          halls: l.halls,
          baths: l.baths,
          building_areas: l.areas
            .split(/[,，、\s]+/)
            .filter(Boolean)
            .map(Number),
        })),
      };
      const saved = await call<Community>(communityUpdateRoute, { params: { id: community.id }, body });
      setCommunity(saved);
      setLayouts(draftsOf(saved));
      notify(m.saved);
    } catch (cause) {
      setError(errorMessage(cause) ?? consoleMessages.common.failed);
    } finally {
      setBusy(false);
    }
  }

  const set = (patch: Partial<Community>) => setCommunity((c) => (c ? { ...c, ...patch } : c));
  const setLayout = (i: number, patch: Partial<LayoutDraft>) =>
    setLayouts((list) => list.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const count = (i: number, key: 'rooms' | 'halls' | 'baths', label: string) => (
    <label>
      {label}
      <input
        type="number"
        min={0}
        max={20}
        value={layouts[i]![key]}
        onChange={(e) => setLayout(i, { [key]: Number(e.target.value) })}
      />
    </label>
  );

  return (
    <section aria-labelledby="community-edit" className="panel">
      <h2 id="community-edit">{m.editTitle}</h2>
      <form
        className="filters"
        onSubmit={(e) => {
          e.preventDefault();
          void search();
        }}
      >
        <label>
          {m.searchLabel}
          <input type="search" required maxLength={40} value={q} onChange={(e) => setQ(e.target.value)} />
        </label>
        <button type="submit" className="secondary">
          {m.searchButton}
        </button>
      </form>
      {found && found.length === 0 ? <p>{m.noMatch}</p> : null}
      {found && found.length > 0 ? (
        <ul className="community-matches">
          {found.map((c) => (
            <li key={c.id}>
              <button type="button" className="link" onClick={() => void open(c.id)}>
                {c.name}（{c.district}）{c.address}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {community ? (
        <form
          className="content-form"
          onSubmit={(e) => {
            e.preventDefault();
            void save();
          }}
        >
          <h3>{format(m.editing, { name: community.name })}</h3>
          <label>
            {m.fieldName}
            <input
              required
              maxLength={40}
              value={community.name}
              onChange={(e) => set({ name: e.target.value })}
            />
          </label>
          <label>
            {m.fieldAddress}
            <input
              required
              maxLength={120}
              value={community.address}
              onChange={(e) => set({ address: e.target.value })}
            />
          </label>
          <label>
            {m.fieldRegion}
            <select
              value={community.region_id}
              onChange={(e) => set({ region_id: Number(e.target.value), district: '' })}
            >
              {CITIES.map((city) => (
                <option key={city.id} value={city.id}>
                  {city.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            {m.fieldDistrict}
            <select required value={community.district} onChange={(e) => set({ district: e.target.value })}>
              <option value="" />
              {districtsOf(community.region_id).map((d) => (
                <option key={d.id} value={d.name}>
                  {d.name}
                </option>
              ))}
            </select>
          </label>
          <label>
            {m.fieldHousingType}
            <select
              value={community.housing_type}
              onChange={(e) => set({ housing_type: Number(e.target.value) })}
            >
              <option value={0}>{m.housingUnknown}</option>
              {HOUSING_TYPES.filter((t) => typeof t.value === 'number' && t.value !== 0).map((t) => (
                <option key={String(t.value)} value={t.value as number}>
                  {t.label}
                </option>
              ))}
            </select>
          </label>
          <fieldset>
            <legend>{m.layouts}</legend>
            {layouts.map((layout, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the layouts have no id; their order is their identity here
              <div className="row-fields" key={i}>
                {count(i, 'rooms', consoleWorkMessages.rooms)}
                {count(i, 'halls', consoleWorkMessages.halls)}
                {count(i, 'baths', consoleWorkMessages.baths)}
                <label>
                  {m.fieldAreas}
                  <input
                    required
                    value={layout.areas}
                    onChange={(e) => setLayout(i, { areas: e.target.value })}
                  />
                </label>
                <button
                  type="button"
                  className="secondary"
                  onClick={() => setLayouts((list) => list.filter((_, j) => j !== i))}
                >
                  {m.removeLayout}
                </button>
              </div>
            ))}
            <button
              type="button"
              className="secondary"
              onClick={() => setLayouts((list) => [...list, { rooms: 3, halls: 2, baths: 2, areas: '' }])}
            >
              {m.addLayout}
            </button>
          </fieldset>
          <button type="submit" disabled={busy}>
            {m.save}
          </button>
        </form>
      ) : null}
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
