import { describe, expect, it, vi } from 'vitest';
import { createMemoryCookies, createMemoryLocation, createMemoryStorage } from '../platform/memory.ts';
import type { GeoResult } from '../session/session.schemas.ts';
import { createRegionStore, REGION_STORAGE_KEY, type RegionApi } from './region-store.ts';
import {
  applyGeoResult,
  applyRegionChange,
  defaultRegionState,
  followRegionChange,
  needsGeolocation,
  parseRegionState,
  regionNameOf,
} from './rules.ts';

function fakeApi(result: GeoResult | Error = { is_tw: 1, region: 8 }) {
  const api = {
    calls: 0,
    geo: vi.fn(async () => {
      api.calls += 1;
      if (result instanceof Error) throw result;
      return result;
    }),
  } satisfies RegionApi & { calls: number };
  return api;
}

function setup(options: { stored?: unknown; cookies?: Record<string, string>; api?: RegionApi } = {}) {
  const storage = createMemoryStorage(
    options.stored === undefined ? {} : { [REGION_STORAGE_KEY]: JSON.stringify(options.stored) },
  );
  const cookies = createMemoryCookies(options.cookies);
  const location = createMemoryLocation();
  const api = options.api ?? fakeApi();
  const onError = vi.fn();
  const store = createRegionStore({ storage, cookies, api, location, onError });
  return { store, storage, cookies, location, api, onError };
}

describe('region rules', () => {
  it('region state defaults: region 1, location 0, name of region 1 (臺北市), isTw null, flags false', () => {
    expect(defaultRegionState()).toEqual({
      regionId: 1,
      locationId: 0,
      regionName: '臺北市',
      locationName: '臺北市',
      isTw: null,
      agreement: false,
      internal: false,
    });
  });

  it('region name falls back to 臺北市 for an unknown id', () => {
    expect(regionNameOf(8)).toBe('臺中市');
    expect(regionNameOf(999)).toBe('臺北市');
  });

  it('when regionId changes, locationId, regionName and locationName follow and isTw becomes 1', () => {
    const next = followRegionChange({ ...defaultRegionState(), isTw: 0 }, 17);
    expect(next).toMatchObject({
      regionId: 17,
      locationId: 17,
      regionName: '高雄市',
      locationName: '高雄市',
      isTw: 1,
    });
  });

  it('an unchanged regionId changes nothing', () => {
    const state = { ...defaultRegionState(), isTw: 0 as const };
    expect(followRegionChange(state, 1)).toBe(state);
  });

  it('region change: id and name are set, defaulting to 1 / 臺北市', () => {
    const from = applyRegionChange(defaultRegionState(), 3);
    expect(from).toMatchObject({ regionId: 3, regionName: '新北市' });
    expect(applyRegionChange(from, undefined)).toMatchObject({
      regionId: 1,
      regionName: '臺北市',
      locationId: 1,
    });
    expect(applyRegionChange({ ...defaultRegionState(), regionName: 'x' }, null)).toMatchObject({
      regionId: 1,
      regionName: '臺北市',
    });
  });

  it('geolocation runs only when isTw is neither 0 nor 1', () => {
    expect(needsGeolocation({ isTw: null })).toBe(true);
    expect(needsGeolocation({ isTw: 0 })).toBe(false);
    expect(needsGeolocation({ isTw: 1 })).toBe(false);
  });

  it('geolocation in Taiwan: isTw and locationId from the result, locationName the region name, regionId the returned region', () => {
    expect(applyGeoResult(defaultRegionState(), { is_tw: 1, region: 15 })).toMatchObject({
      isTw: 1,
      regionId: 15,
      locationId: 15,
      regionName: '臺南市',
      locationName: '臺南市',
    });
  });

  it('a stray is_tw true (off the contract) is stored as 1, so it cannot re-trigger the call', () => {
    const stray = { is_tw: true, region: 3 } as unknown as GeoResult;
    expect(applyGeoResult(defaultRegionState(), stray).isTw).toBe(1);
  });

  it('geolocation in Taiwan with the same region keeps regionId and sets the location', () => {
    expect(applyGeoResult(defaultRegionState(), { is_tw: 1, region: 1 })).toMatchObject({
      isTw: 1,
      regionId: 1,
      locationId: 1,
      locationName: '臺北市',
    });
  });

  it('geolocation overseas: locationName is 海外 and regionId is kept', () => {
    const state = { ...defaultRegionState(), regionId: 8, regionName: '臺中市' };
    expect(applyGeoResult(state, { is_tw: 0, region: 0 })).toMatchObject({
      isTw: 0,
      regionId: 8,
      regionName: '臺中市',
      locationId: 0,
      locationName: '海外',
    });
  });

  it('parseRegionState: wrong field types fall back to defaults', () => {
    expect(parseRegionState(null)).toEqual(defaultRegionState());
    expect(
      parseRegionState({ regionId: '3', locationId: 1.5, regionName: '', isTw: 2, agreement: 'yes' }),
    ).toEqual(defaultRegionState());
    expect(parseRegionState({ regionId: 3, isTw: 0, agreement: true, internal: true })).toMatchObject({
      regionId: 3,
      isTw: 0,
      agreement: true,
      internal: true,
    });
  });
});

describe('createRegionStore', () => {
  it('starts from the defaults and writes nothing on creation', () => {
    const { store, storage, cookies } = setup();
    expect(store.state.value).toEqual(defaultRegionState());
    expect(store.regionName.value).toBe('臺北市');
    expect(storage.getItem(REGION_STORAGE_KEY)).toBeNull();
    expect(cookies.get('region')).toBeUndefined();
  });

  it('region state is persisted: restored from storage', () => {
    const { store } = setup({
      stored: { ...defaultRegionState(), regionId: 8, regionName: '臺中市', isTw: 1 },
    });
    expect(store.regionId.value).toBe(8);
    expect(store.isTw.value).toBe(1);
  });

  it('a corrupt stored entry is ignored and the cookies are read instead', () => {
    const storage = createMemoryStorage({ [REGION_STORAGE_KEY]: '{not json' });
    const cookies = createMemoryCookies({
      region: '17',
      location: '17',
      location_name: '高雄市',
      is_tw: '1',
    });
    const store = createRegionStore({ storage, cookies, api: fakeApi(), location: createMemoryLocation() });
    expect(store.state.value).toMatchObject({
      regionId: 17,
      locationId: 17,
      regionName: '高雄市',
      locationName: '高雄市',
      isTw: 1,
    });
  });

  it('without storage or cookies (first SSR visit) the defaults apply', () => {
    const { store } = setup({ cookies: { region: '', is_tw: 'x' } });
    expect(store.state.value).toEqual(defaultRegionState());
  });

  it('changeRegion sets the region, mirrors it into storage and cookies, and reloads the page', () => {
    const { store, storage, cookies, location } = setup();
    store.changeRegion(8);
    expect(store.state.value).toMatchObject({
      regionId: 8,
      locationId: 8,
      regionName: '臺中市',
      locationName: '臺中市',
      isTw: 1,
    });
    expect(JSON.parse(storage.getItem(REGION_STORAGE_KEY) ?? '')).toMatchObject({ regionId: 8 });
    expect(cookies.get('region')).toBe('8');
    expect(cookies.get('location')).toBe('8');
    expect(cookies.get('location_name')).toBe('臺中市');
    expect(cookies.get('is_tw')).toBe('1');
    expect(cookies.options('region')).toEqual({ maxAge: 365 * 24 * 60 * 60 });
    expect(location.reloads).toBe(1);
  });

  it('changeRegion without an id goes to region 1 / 臺北市', () => {
    const { store } = setup({ stored: { ...defaultRegionState(), regionId: 8, regionName: '臺中市' } });
    store.changeRegion();
    expect(store.state.value).toMatchObject({ regionId: 1, regionName: '臺北市' });
  });

  it('ensureGeo: isTw unknown → one geolocation call, result applied and persisted', async () => {
    const api = fakeApi({ is_tw: 1, region: 8 });
    const { store, cookies } = setup({ api });
    const [a, b] = await Promise.all([store.ensureGeo(), store.ensureGeo()]);
    expect(a && b).toBe(true);
    expect(api.geo).toHaveBeenCalledTimes(1);
    expect(store.state.value).toMatchObject({ isTw: 1, regionId: 8, locationId: 8, locationName: '臺中市' });
    expect(cookies.get('is_tw')).toBe('1');
    expect(await store.ensureGeo()).toBe(false);
    expect(api.geo).toHaveBeenCalledTimes(1);
  });

  it('ensureGeo: isTw already 0 or 1 → no call', async () => {
    for (const isTw of [0, 1]) {
      const api = fakeApi();
      const { store } = setup({ api, stored: { ...defaultRegionState(), isTw } });
      expect(await store.ensureGeo()).toBe(false);
      expect(api.geo).not.toHaveBeenCalled();
    }
  });

  it('ensureGeo overseas: locationName 海外, regionId kept', async () => {
    const { store, cookies } = setup({ api: fakeApi({ is_tw: 0, region: 0 }) });
    await store.ensureGeo();
    expect(store.state.value).toMatchObject({ isTw: 0, regionId: 1, locationId: 0, locationName: '海外' });
    expect(cookies.get('location_name')).toBe('海外');
    expect(cookies.get('is_tw')).toBe('0');
  });

  it('ensureGeo failure is reported, state unchanged, and a later call retries', async () => {
    const api = fakeApi(new Error('offline'));
    const { store, onError } = setup({ api });
    expect(await store.ensureGeo()).toBe(false);
    expect(onError).toHaveBeenCalledOnce();
    expect(store.isTw.value).toBeNull();
    await store.ensureGeo();
    expect(api.geo).toHaveBeenCalledTimes(2);
  });

  it('the default error handler only warns on the console', async () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const store = createRegionStore({
      storage: createMemoryStorage(),
      cookies: createMemoryCookies(),
      api: fakeApi(new Error('offline')),
      location: createMemoryLocation(),
    });
    await store.ensureGeo();
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('agreement and internal flags are set and persisted; is_tw cookie removed while unknown', () => {
    const { store, storage, cookies } = setup({ cookies: { is_tw: '1' }, stored: defaultRegionState() });
    store.setAgreement(true);
    store.setInternal(true);
    expect(store.agreement.value).toBe(true);
    expect(store.internal.value).toBe(true);
    expect(JSON.parse(storage.getItem(REGION_STORAGE_KEY) ?? '')).toMatchObject({
      agreement: true,
      internal: true,
    });
    expect(cookies.get('is_tw')).toBeUndefined();
    expect(store.locationId.value).toBe(0);
    expect(store.locationName.value).toBe('臺北市');
  });
});
