import { describe, expect, it, vi } from 'vitest';
import type { PopupName } from '../data/constants.ts';
import { POPUP_HISTORY_KEY } from '../data/constants.ts';
import { createManualClock, createMemoryLocation, createMemoryStorage } from '../platform/memory.ts';
import { appendPopupHistory, readPopupHistory, writePopupHistory } from './history.ts';
import { createPopupManager, type PopupsApi } from './popup-manager.ts';
import type { PopupHistoryEntry, PopupsRequest, PopupsResponse } from './popups.schemas.ts';
import {
  canShowCommunityPopupOnWorkDetail,
  isPopupHiddenByQuery,
  shouldRecordPopup,
  testPopupName,
  workDetailPopupGuard,
} from './rules.ts';

/** A popups answer: the popups in order and whether a clue was already sent. */
function answer(names: PopupName[], hasSubmittedClue = false): PopupsResponse {
  return {
    code: 200,
    data: names.map((name) => ({ name })),
    meta: { extra: { has_submitted_clue: hasSubmittedClue } },
  };
}

function fakeApi(response: PopupsResponse | Error = answer(['normal-valuation', 'community-valuation'])) {
  const requests: PopupsRequest[] = [];
  const api: PopupsApi & { requests: PopupsRequest[] } = {
    requests,
    async requestPopups(body) {
      requests.push(structuredClone(body));
      if (response instanceof Error) throw response;
      return response;
    },
  };
  return api;
}

function setup(query = '', api = fakeApi(), stored?: PopupHistoryEntry[]) {
  const storage = createMemoryStorage(stored ? { [POPUP_HISTORY_KEY]: JSON.stringify(stored) } : {});
  const location = createMemoryLocation(query);
  const clock = createManualClock(1_700_000_000_000);
  const onError = vi.fn();
  const manager = createPopupManager({ api, storage, location, clock, onError });
  return { manager, storage, location, clock, api, onError };
}

const entry = (i: number): PopupHistoryEntry => ({ name: `p${i}`, page: 'home', timestamp: i });

describe('popup history', () => {
  it('popup history is capped at 100 entries, the oldest dropped', () => {
    const full = Array.from({ length: 100 }, (_, i) => entry(i));
    const next = appendPopupHistory(full, entry(100));
    expect(next).toHaveLength(100);
    expect(next[0]).toEqual(entry(1));
    expect(next.at(-1)).toEqual(entry(100));
    expect(appendPopupHistory([entry(0)], entry(1))).toEqual([entry(0), entry(1)]);
  });

  it('an over-full stored list is trimmed to the newest 100 on the next append', () => {
    const over = Array.from({ length: 105 }, (_, i) => entry(i));
    const next = appendPopupHistory(over, entry(105));
    expect(next).toHaveLength(100);
    expect(next[0]).toEqual(entry(6));
  });

  it('history is stored under popup-manage-list; corrupt or malformed data reads as empty', () => {
    const storage = createMemoryStorage();
    expect(readPopupHistory(storage)).toEqual([]);
    writePopupHistory(storage, [entry(1)]);
    expect(JSON.parse(storage.getItem('popup-manage-list') ?? '')).toEqual([entry(1)]);
    storage.setItem(POPUP_HISTORY_KEY, '{oops');
    expect(readPopupHistory(storage)).toEqual([]);
    storage.setItem(POPUP_HISTORY_KEY, '{"a":1}');
    expect(readPopupHistory(storage)).toEqual([]);
    storage.setItem(POPUP_HISTORY_KEY, JSON.stringify([entry(1), { name: 1 }, null, 'x']));
    expect(readPopupHistory(storage)).toEqual([entry(1)]);
  });
});

describe('popup rules', () => {
  it('hide_popup in the query hides the popup, whatever its value', () => {
    expect(isPopupHiddenByQuery(new URLSearchParams('hide_popup'))).toBe(true);
    expect(isPopupHiddenByQuery(new URLSearchParams('hide_popup=0'))).toBe(true);
    expect(isPopupHiddenByQuery(new URLSearchParams('x=1'))).toBe(false);
  });

  it('test popup name comes from the query test_popup_name, empty when absent', () => {
    expect(testPopupName(new URLSearchParams('test_popup_name=community-valuation'))).toBe(
      'community-valuation',
    );
    expect(testPopupName(new URLSearchParams())).toBe('');
    expect(shouldRecordPopup('')).toBe(true);
    expect(shouldRecordPopup('x')).toBe(false);
  });

  it('work detail: the community popup shows only for a represent work with the animation flag set', () => {
    expect(canShowCommunityPopupOnWorkDetail({ isRepresentWork: 1, animationFlag: true })).toBe(true);
    expect(canShowCommunityPopupOnWorkDetail({ isRepresentWork: true, animationFlag: true })).toBe(true);
    expect(canShowCommunityPopupOnWorkDetail({ isRepresentWork: 0, animationFlag: true })).toBe(false);
    expect(canShowCommunityPopupOnWorkDetail({ isRepresentWork: 1, animationFlag: false })).toBe(false);
    expect(canShowCommunityPopupOnWorkDetail({ isRepresentWork: undefined, animationFlag: true })).toBe(
      false,
    );
  });

  it('work detail guard leaves other popups alone', () => {
    const guard = workDetailPopupGuard({ isRepresentWork: 0, animationFlag: false });
    expect(guard('normal-valuation')).toBe(true);
    expect(guard('community-valuation')).toBe(false);
  });
});

describe('createPopupManager', () => {
  it('requests the popups for the page with the history as data and shows the first one', async () => {
    const stored = [entry(1)];
    const { manager, api } = setup('', fakeApi(), stored);
    expect(await manager.load('article_detail')).toBe('normal-valuation');
    expect(api.requests).toEqual([{ test_popup_name: '', page_name: 'article_detail', data: stored }]);
    expect(manager.current.value).toBe('normal-valuation');
    expect(manager.popups.value).toHaveLength(2);
  });

  it('a shown popup adds a history entry {name, page, timestamp}', async () => {
    const { manager, clock } = setup();
    await manager.load('home');
    expect(manager.history()).toEqual([{ name: 'normal-valuation', page: 'home', timestamp: clock.now() }]);
  });

  it('the history kept by the manager is capped at 100, oldest dropped', async () => {
    const stored = Array.from({ length: 100 }, (_, i) => entry(i));
    const { manager } = setup('', fakeApi(), stored);
    await manager.load('home');
    const history = manager.history();
    expect(history).toHaveLength(100);
    expect(history[0]).toEqual(entry(1));
    expect(history.at(-1)?.name).toBe('normal-valuation');
  });

  it('a test popup name is sent and adds no history entry', async () => {
    const { manager, api } = setup(
      'test_popup_name=community-valuation',
      fakeApi(answer(['community-valuation'])),
    );
    expect(await manager.load('home')).toBe('community-valuation');
    expect(api.requests[0]?.test_popup_name).toBe('community-valuation');
    expect(manager.history()).toEqual([]);
  });

  it('hide_popup in the query: nothing is shown and nothing recorded', async () => {
    const { manager } = setup('hide_popup=1');
    expect(await manager.load('home')).toBeNull();
    expect(manager.current.value).toBeNull();
    expect(manager.history()).toEqual([]);
  });

  it('exposes has_submitted_clue from meta.extra', async () => {
    const { manager } = setup('', fakeApi(answer([], true)));
    expect(await manager.load('home')).toBeNull();
    expect(manager.hasSubmittedClue.value).toBe(true);
    const other = setup('', fakeApi(answer([])));
    await other.manager.load('home');
    expect(other.manager.hasSubmittedClue.value).toBe(false);
  });

  it('a missing data list shows nothing', async () => {
    const { manager } = setup('', fakeApi({ ...answer([]), data: undefined as unknown as [] }));
    expect(await manager.load('home')).toBeNull();
    expect(manager.popups.value).toEqual([]);
  });

  it('work detail: the community popup is not shown when the guard refuses it', async () => {
    const { manager } = setup('', fakeApi(answer(['community-valuation'])));
    const canShow = workDetailPopupGuard({ isRepresentWork: 0, animationFlag: true });
    expect(await manager.load('work_detail', { canShow })).toBeNull();
    expect(manager.history()).toEqual([]);
    const shown = await manager.load('work_detail', {
      canShow: workDetailPopupGuard({ isRepresentWork: 1, animationFlag: true }),
    });
    expect(shown).toBe('community-valuation');
  });

  it('a failed popups call is reported and shows nothing', async () => {
    const { manager, onError } = setup('', fakeApi(new Error('down')));
    expect(await manager.load('home')).toBeNull();
    expect(onError).toHaveBeenCalledOnce();
  });

  it('the default error handler only warns on the console', async () => {
    const spy = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const manager = createPopupManager({
      api: fakeApi(new Error('down')),
      storage: createMemoryStorage(),
      location: createMemoryLocation(),
      clock: createManualClock(),
    });
    await manager.load('home');
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('close hides the current popup', async () => {
    const { manager } = setup();
    await manager.load('home');
    manager.close();
    expect(manager.current.value).toBeNull();
  });
});
